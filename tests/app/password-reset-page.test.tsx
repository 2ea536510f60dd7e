import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inMinutes, readStoredLoginInfo, renderApp } from './render-app';

const tokenKey = 'portal.password-reset-token';
const goodPassword = 'ume-no-hana-ga-saku-2027';

function usable(purpose: 'RESET' | 'INVITATION' = 'RESET') {
  return () => ({ info: { purpose, loginId: 'hanako', expiresAt: inMinutes(30) }, error: null });
}

function userError(code: string, field: string | null = null) {
  return { code, field, retryAfterSeconds: null, attemptsRemaining: null };
}

function fillPasswords(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('新しいパスワード'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('新しいパスワード（確認）'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'パスワードを設定' }));
}

describe('password reset page', () => {
  it('takes the token out of the address bar, keeps it for this tab and checks it', async () => {
    const passwordResetToken = vi.fn((_parent: unknown, _args: Record<string, unknown>) => usable()());
    const { location, apollo } = renderApp('/passwordReset?token=tok-123', {
      resolvers: { Query: { passwordResetToken } },
    });
    await waitFor(() => expect(location()).toBe('/passwordReset'));
    expect(sessionStorage.getItem(tokenKey)).toBe('tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeTruthy();
    expect(passwordResetToken.mock.calls[0]?.[1]).toEqual({ token: 'tok-123' });

    // The account the password belongs to, for password managers.
    const username = await screen.findByLabelText('ログインID');
    expect((username as HTMLInputElement).value).toBe('hanako');
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(username.hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('新しいパスワード').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('新しいパスワード（確認）').getAttribute('autocomplete')).toBe('new-password');
    // Neither the token nor the answer reaches the (persisted) Apollo cache.
    const cached = JSON.stringify(apollo.client.cache.extract());
    expect(cached).not.toContain('tok-123');
    expect(cached).not.toContain('hanako');
  });

  it('titles an invitation link パスワードの設定', async () => {
    renderApp('/passwordReset?token=invite', { resolvers: { Query: { passwordResetToken: usable('INVITATION') } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeTruthy();
  });

  it.each([
    ['RESET_TOKEN_INVALID', 'このリンクは無効です'],
    ['RESET_TOKEN_EXPIRED', 'このリンクは有効期限が切れています。もう一度パスワードの再設定を申し込んでください。'],
    ['RESET_TOKEN_USED', 'このリンクはすでに使用されています。'],
    ['RESET_TOKEN_SUPERSEDED', 'より新しい再設定メールが送信されています。最新のメールのリンクを使用してください。'],
  ])('explains %s in Japanese and links to a new reissue', async (code, message) => {
    const { location } = renderApp('/passwordReset?token=bad', {
      resolvers: { Query: { passwordResetToken: () => ({ info: null, error: userError(code) }) } },
    });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードの再設定へ' }).getAttribute('href')).toBe('/passwordReissue');
    expect(screen.queryByLabelText('新しいパスワード')).toBeNull();
    expect(location()).toBe('/passwordReset');
    await waitFor(() => expect(sessionStorage.getItem(tokenKey)).toBeNull());
  });

  it('says the link is not valid when there is no token at all', async () => {
    const passwordResetToken = vi.fn((_parent: unknown, _args: Record<string, unknown>) => usable()());
    renderApp('/passwordReset', { resolvers: { Query: { passwordResetToken } } });
    expect(await screen.findByText('このリンクは無効です')).toBeTruthy();
    expect(passwordResetToken).not.toHaveBeenCalled();
  });

  it('keeps working after a reload from the token kept in sessionStorage', async () => {
    sessionStorage.setItem(tokenKey, 'kept');
    const passwordResetToken = vi.fn((_parent: unknown, _args: Record<string, unknown>) => usable()());
    renderApp('/passwordReset', { resolvers: { Query: { passwordResetToken } } });
    expect(await screen.findByLabelText('新しいパスワード')).toBeTruthy();
    expect(passwordResetToken.mock.calls[0]?.[1]).toEqual({ token: 'kept' });
  });

  it('checks the password policy at the field before submitting', async () => {
    const resetPassword = vi.fn((_parent: unknown, _args: Record<string, unknown>) => ({ ok: true, error: null }));
    renderApp('/passwordReset?token=tok', {
      resolvers: { Query: { passwordResetToken: usable() }, Mutation: { resetPassword } },
    });
    await screen.findByLabelText('新しいパスワード');

    fillPasswords('short-pw');
    expect(await screen.findByText('パスワードは12文字以上にしてください')).toBeTruthy();
    expect(screen.getByLabelText('新しいパスワード').getAttribute('aria-invalid')).toBe('true');

    fillPasswords('my-HANAKO-garden-2027');
    expect(await screen.findByText('パスワードにログインIDを含めることはできません')).toBeTruthy();

    fillPasswords(goodPassword, `${goodPassword}x`);
    expect(await screen.findByText('パスワードが一致しません')).toBeTruthy();
    expect(screen.getByLabelText('新しいパスワード（確認）').getAttribute('aria-invalid')).toBe('true');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('shows the server\'s policy verdict at the field and a token problem on the page', async () => {
    let calls = 0;
    renderApp('/passwordReset?token=tok', {
      resolvers: {
        Query: { passwordResetToken: usable() },
        Mutation: {
          resetPassword: () => {
            calls += 1;
            return { ok: false, error: calls === 1 ? userError('PASSWORD_TOO_COMMON', 'newPassword') : userError('RESET_TOKEN_USED') };
          },
        },
      },
    });
    await screen.findByLabelText('新しいパスワード');
    fillPasswords(goodPassword);
    expect(await screen.findByText('よく使われているパスワードのため使用できません')).toBeTruthy();
    expect(screen.getByLabelText('新しいパスワード').getAttribute('aria-invalid')).toBe('true');

    fillPasswords(goodPassword);
    expect(await screen.findByText('このリンクはすでに使用されています。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードの再設定へ' })).toBeTruthy();
    expect(screen.queryByLabelText('新しいパスワード')).toBeNull();
  });

  it('shows both passwords with one toggle and rates their strength', async () => {
    renderApp('/passwordReset?token=tok', { resolvers: { Query: { passwordResetToken: usable() } } });
    const password = await screen.findByLabelText('新しいパスワード');
    const confirmation = screen.getByLabelText('新しいパスワード（確認）');
    const toggle = screen.getByRole('button', { name: 'パスワードを表示' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    // Its name says what it does next.
    expect(toggle.getAttribute('aria-label')).toBe('パスワードを隠す');
    expect(password.getAttribute('type')).toBe('text');
    expect(confirmation.getAttribute('type')).toBe('text');

    fireEvent.change(password, { target: { value: 'password' } });
    const weak = await screen.findByText('強度: 弱い');
    expect(weak.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(password, { target: { value: goodPassword } });
    expect(await screen.findByText(/^強度: (強い|とても強い)$/)).toBeTruthy();
  });

  it('sets the password, forgets the token and the login info, and lands on /login with the message', async () => {
    const resetPassword = vi.fn((_parent: unknown, _args: Record<string, unknown>) => ({ ok: true, error: null }));
    const { location } = renderApp('/passwordReset?token=tok-9', {
      loginInfo: {},
      resolvers: { Query: { passwordResetToken: usable() }, Mutation: { resetPassword } },
    });
    await screen.findByLabelText('新しいパスワード');
    fillPasswords(goodPassword);

    expect(await screen.findByText('パスワードを設定しました。新しいパスワードでログインしてください。')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(resetPassword.mock.calls[0]?.[1]).toEqual({ input: { token: 'tok-9', newPassword: goodPassword } });
    expect(sessionStorage.getItem(tokenKey)).toBeNull();
    expect(readStoredLoginInfo()).toBeNull();
  });
});
