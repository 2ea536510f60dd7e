import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountServer, userError } from './account-server';
import { renderApp } from './render-app';

async function openPage(server = accountServer()) {
  const rendered = renderApp('/accountEditMailAddress', { loginInfo: {}, resolvers: server.resolvers });
  expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更' })).toBeTruthy();
  await screen.findByLabelText('新しいメールアドレス');
  return { ...rendered, server };
}

function currentAddress(): string | null | undefined {
  return screen.getByText('現在のメールアドレス').nextElementSibling?.textContent;
}

function requestCode(newEmail: string, password = 'my-current-password') {
  fireEvent.change(screen.getByLabelText('新しいメールアドレス'), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '確認コードを送信' }));
}

describe('/accountEditMailAddress', () => {
  it('changes the address in two steps on the same page', async () => {
    const { server, location } = await openPage();
    await waitFor(() => expect(currentAddress()).toBe('taro.yamada@example.jp'));
    const newEmail = screen.getByLabelText('新しいメールアドレス');
    expect(newEmail.getAttribute('type')).toBe('email');
    expect(newEmail.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('現在のパスワード').getAttribute('autocomplete')).toBe('current-password');

    requestCode('taro@example.com');
    expect(await screen.findByText('taro@example.com に確認コードを送信しました')).toBeTruthy();
    expect(server.mutations.requestEmailChange.mock.calls[0]?.[1]).toEqual({
      input: { newEmail: 'taro@example.com', currentPassword: 'my-current-password' },
    });
    const code = screen.getByLabelText('確認コード');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));

    // Full-width digits and a hyphen, as a Japanese IME may type them.
    fireEvent.change(code, { target: { value: '１２３-４５６' } });
    fireEvent.click(screen.getByRole('button', { name: '変更する' }));

    expect(await screen.findByText('メールアドレスを変更しました')).toBeTruthy();
    expect(server.mutations.confirmEmailChange.mock.calls[0]?.[1]).toEqual({
      input: { newEmail: 'taro@example.com', code: '123456' },
    });
    // Back at step 1, with the new address shown from the mutation's answer (no refetch).
    await waitFor(() => expect(currentAddress()).toBe('taro@example.com'));
    expect((screen.getByLabelText('新しいメールアドレス') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('確認コード')).toBeNull();
    // The layout's check, the page's details, and (each time step 1 shows) whether the account is passkey-first.
    expect(server.viewer).toHaveBeenCalledTimes(4);
    expect(location()).toBe('/accountEditMailAddress');
  });

  it('shows EMAIL_UNAVAILABLE and a wrong password at their fields', async () => {
    let next = userError('EMAIL_UNAVAILABLE', 'newEmail');
    await openPage(accountServer({ requestEmailChange: () => ({ pending: null, error: next }) }));
    requestCode('taken@example.com');
    expect(await screen.findByText('このメールアドレスは使用できません')).toBeTruthy();
    expect(screen.getByLabelText('新しいメールアドレス').getAttribute('aria-invalid')).toBe('true');

    next = userError('INVALID_CURRENT_PASSWORD', 'currentPassword');
    requestCode('free@example.com', 'wrong-password');
    expect(await screen.findByText('現在のパスワードが正しくありません')).toBeTruthy();
    expect(screen.getByLabelText('現在のパスワード').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the address before asking the server', async () => {
    const { server } = await openPage();
    requestCode('not-an-address');
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeTruthy();
    expect(server.mutations.requestEmailChange).not.toHaveBeenCalled();
  });

  it('shows a wrong code with the tries left, and lets the user start over', async () => {
    await openPage(
      accountServer({ confirmEmailChange: () => ({ viewer: null, error: userError('INVALID_CODE', 'code', 4) }) }),
    );
    requestCode('taro@example.com');
    fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('確認コードが正しくありません（あと4回入力できます）')).toBeTruthy();
    expect(screen.getByLabelText('確認コード').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'メールアドレスを入力し直す' }));
    const newEmail = await screen.findByLabelText('新しいメールアドレス');
    expect((newEmail as HTMLInputElement).value).toBe('taro@example.com');
    await waitFor(() => expect(document.activeElement).toBe(newEmail));
  });

  it('goes back to step 1 when the code has run out', async () => {
    await openPage(
      accountServer({ confirmEmailChange: () => ({ viewer: null, error: userError('CODE_EXPIRED', 'code') }) }),
    );
    requestCode('taro@example.com');
    fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '変更する' }));
    const alert = await screen.findByText('確認コードの有効期限が切れました。もう一度確認コードを送信してください。');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: '確認コードを送信' })).toBeTruthy();
    expect(screen.queryByLabelText('確認コード')).toBeNull();
  });
});
