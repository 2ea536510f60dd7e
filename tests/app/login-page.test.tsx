import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inMinutes, renderApp } from './render-app';

function challenge() {
  return {
    maskedEmail: 't***@example.com',
    expiresAt: inMinutes(10),
    resendAvailableAt: inMinutes(1),
    resendsRemaining: 3,
  };
}

function describedBy(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function fillAndSubmit(loginId: string, password: string) {
  fireEvent.change(await screen.findByLabelText('ログインIDまたはメールアドレス'), { target: { value: loginId } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('login page', () => {
  it('/ redirects to /login, which shows the form with its labelled fields', async () => {
    const { location } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(location()).toBe('/login');
    const loginId = screen.getByLabelText('ログインIDまたはメールアドレス');
    expect(loginId.getAttribute('autocomplete')).toBe('username webauthn'); // the browser's passkey autofill
    const password = screen.getByLabelText('パスワード');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' }).getAttribute('href')).toBe('/passwordReissue');
    expect(within(screen.getByRole('banner')).getByText('アカウントポータル')).toBeTruthy();
  });

  it('shows Japanese errors at empty fields and sends nothing', async () => {
    const login = vi.fn();
    renderApp('/login', { resolvers: { Mutation: { login } } });
    await fillAndSubmit('', '');
    expect(await screen.findByText('ログインIDまたはメールアドレスを入力してください')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
    const loginId = screen.getByLabelText('ログインIDまたはメールアドレス');
    expect(loginId.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(loginId)).toContain('ログインIDまたはメールアドレスを入力してください');
    expect(describedBy(screen.getByLabelText('パスワード'))).toContain('パスワードを入力してください');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the Japanese message of a login error code in the form alert', async () => {
    renderApp('/login', {
      resolvers: {
        Mutation: {
          login: () => ({
            challenge: null,
            error: { code: 'INVALID_CREDENTIALS', field: null, retryAfterSeconds: null, attemptsRemaining: null },
          }),
        },
      },
    });
    await fillAndSubmit('taro', 'wrong password');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('ログインIDまたはパスワードが正しくありません'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
  });

  it('puts the wait time of a throttling error into the message', async () => {
    renderApp('/login', {
      resolvers: {
        Mutation: {
          login: () => ({
            challenge: null,
            error: { code: 'TOO_MANY_REQUESTS', field: null, retryAfterSeconds: 30, attemptsRemaining: null },
          }),
        },
      },
    });
    await fillAndSubmit('taro', 'password');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('操作が多すぎます。30秒後にもう一度お試しください。'),
    );
  });

  it('goes to the code page after a successful first step, keeping returnTo', async () => {
    const login = vi.fn((_parent: unknown, _args: Record<string, unknown>) => ({ challenge: challenge(), error: null }));
    const { location } = renderApp('/login?returnTo=%2FaccountEdit', {
      resolvers: { Mutation: { login }, Query: { loginChallenge: () => challenge() } },
    });
    await fillAndSubmit(' taro ', 'correct horse battery');
    expect(await screen.findByRole('heading', { level: 1, name: '確認コードの入力' })).toBeTruthy();
    expect(await screen.findByText('t***@example.com に確認コードを送信しました')).toBeTruthy();
    expect(location()).toBe('/oneTimeCode?returnTo=%2FaccountEdit');
    expect(login.mock.calls[0]?.[1]).toEqual({
      input: { loginId: 'taro', password: 'correct horse battery', delivery: 'COOKIE', locale: 'JA' },
    });
  });
});
