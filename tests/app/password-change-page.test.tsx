import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountServer, userError } from './account-server';
import { readStoredLoginInfo, renderApp } from './render-app';

const newPassword = 'sakura-no-kisetsu-2027';

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

async function openPage(server = accountServer()) {
  const rendered = renderApp('/accountEditPassword', { loginInfo: {}, resolvers: server.resolvers });
  expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの変更' })).toBeTruthy();
  return { ...rendered, server };
}

function fill(current: string, password = newPassword) {
  fireEvent.change(input('現在のパスワード'), { target: { value: current } });
  fireEvent.change(input('新しいパスワード'), { target: { value: password } });
  fireEvent.change(input('新しいパスワード（確認）'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
}

describe('/accountEditPassword', () => {
  it('changes the password, says the other devices are logged out, and clears the form', async () => {
    const { server } = await openPage();
    expect(input('現在のパスワード').getAttribute('autocomplete')).toBe('current-password');
    expect(input('新しいパスワード').getAttribute('autocomplete')).toBe('new-password');
    // Each password has its toggle, named the same and told apart by the field's label; the new
    // password's shows its confirmation too.
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを表示', description: '新しいパスワード' }));
    expect(input('新しいパスワード').type).toBe('text');
    expect(input('新しいパスワード（確認）').type).toBe('text');
    expect(input('現在のパスワード').type).toBe('password');
    fill('my-current-password');

    expect(await screen.findByText('パスワードを変更しました。ほかの端末ではログアウトされました。')).toBeTruthy();
    expect(server.mutations.changePassword.mock.calls[0]?.[1]).toEqual({
      input: { currentPassword: 'my-current-password', newPassword },
    });
    await waitFor(() => expect(input('現在のパスワード').value).toBe(''));
    expect(input('新しいパスワード').value).toBe('');
    expect(input('新しいパスワード（確認）').value).toBe('');
    expect(readStoredLoginInfo()).toMatchObject({ mustChangePassword: false });
    // The layout's check, the page's details and whether it is passkey-first (the last may still be on its way).
    await waitFor(() => expect(server.viewer).toHaveBeenCalledTimes(3));
  });

  it('shows a wrong current password at its field', async () => {
    await openPage(
      accountServer({ changePassword: () => ({ viewer: null, error: userError('INVALID_CURRENT_PASSWORD', 'currentPassword') }) }),
    );
    fill('not-the-one');
    expect(await screen.findByText('現在のパスワードが正しくありません')).toBeTruthy();
    expect(input('現在のパスワード').getAttribute('aria-invalid')).toBe('true');
    expect(input('新しいパスワード').value).toBe(newPassword);
  });

  it('checks the policy with the account\'s e-mail address before asking the server', async () => {
    const { server } = await openPage();
    await waitFor(() => expect(server.viewer).toHaveBeenCalledTimes(3));
    fill('my-current-password', 'garden-taro.yamada-2027');
    expect(await screen.findByText('パスワードにメールアドレスを含めることはできません')).toBeTruthy();
    expect(server.mutations.changePassword).not.toHaveBeenCalled();
  });
});
