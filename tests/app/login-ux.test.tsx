// The login side of issue 12's UX fixes: the password field (show/hide, Caps Lock), a wrong password
// emptied, why the user is on /login, an attempt that is over said in the form, the code's validity.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountServer } from './account-server';
import { inMinutes, renderApp } from './render-app';

function userError(code: string, field: string | null = null) {
  return { code, field, retryAfterSeconds: null, attemptsRemaining: null };
}

function challenge(overrides: Record<string, unknown> = {}) {
  return { maskedEmail: 't***@example.com', expiresAt: inMinutes(10), resendAvailableAt: inMinutes(-1), resendsRemaining: 3, ...overrides };
}

describe('the password field', () => {
  it('has a show/hide toggle whose name says what it does, and tells when it changed', async () => {
    renderApp('/login');
    const password = (await screen.findByLabelText('パスワード')) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'パスワードを表示' });
    expect(toggle.textContent).toBe('表示');
    expect(toggle.getAttribute('aria-controls')).toBe(password.id);
    expect(password.type).toBe('password');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('パスワードを隠す');
    expect(screen.getByText('パスワードが表示されています').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(toggle);
    expect(password.type).toBe('password');
    expect(screen.getByRole('button', { name: 'パスワードを表示' })).toBe(toggle);
  });

  it('says while typing that Caps Lock is on, tied to the field', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('パスワード');
    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    const hint = screen.getByText('Caps Lock がオンになっています');
    expect(password.getAttribute('aria-describedby')).toContain(hint.id);
    fireEvent.keyUp(password, { key: 'CapsLock', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock がオンになっています')).toBeNull();
    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    fireEvent.blur(password);
    expect(screen.queryByText('Caps Lock がオンになっています')).toBeNull();
  });

  it('is hidden again when the form is sent', async () => {
    renderApp('/login', { resolvers: { Mutation: { login: () => ({ challenge: null, error: userError('SERVICE_UNAVAILABLE') }) } } });
    fireEvent.change(await screen.findByLabelText('ログインIDまたはメールアドレス'), { target: { value: 'taro' } });
    const password = screen.getByLabelText('パスワード') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'secret words' } });
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを表示' }));
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(password.type).toBe('password'));
  });

  it('is the same on the e-mail change page (current password)', async () => {
    renderApp('/accountEditMailAddress', { loginInfo: {}, resolvers: accountServer().resolvers });
    const current = (await screen.findByLabelText('現在のパスワード')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを表示', description: '現在のパスワード' }));
    expect(current.type).toBe('text');
  });
});

describe('/login', () => {
  it('empties the password box after a wrong password and puts the focus there; the message stays at the top', async () => {
    const login = vi.fn(() => ({ challenge: null, error: userError('INVALID_CREDENTIALS') }));
    renderApp('/login', { resolvers: { Mutation: { login } } });
    const loginId = (await screen.findByLabelText('ログインIDまたはメールアドレス')) as HTMLInputElement;
    const password = screen.getByLabelText('パスワード') as HTMLInputElement;
    fireEvent.change(loginId, { target: { value: 'taro' } });
    fireEvent.change(password, { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ログインIDまたはパスワードが正しくありません'));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.value).toBe('');
    expect(loginId.value).toBe('taro');
  });

  it('says 「ログインしてください」 to a signed-out visitor of a signed-in page', async () => {
    const { location } = renderApp('/accountEdit');
    expect(await screen.findByText('ログインしてください。ログインすると、表示しようとしたページに戻ります。')).toBeTruthy();
    expect(location()).toBe('/login?returnTo=%2FaccountEdit');
  });

  it('says nothing of the kind when opened directly', async () => {
    renderApp('/login?returnTo=%2FaccountEdit');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(screen.queryByText(/^ログインしてください。/)).toBeNull();
  });

  it('holds the reason of an attempt that is over in the form, not in a notice that goes away', async () => {
    const { location } = renderApp('/oneTimeCode?returnTo=%2FaccountEdit', {
      resolvers: {
        Query: { loginChallenge: () => challenge() },
        Mutation: { verifyLoginCode: () => ({ viewer: null, token: null, error: userError('TOO_MANY_ATTEMPTS') }) },
      },
    });
    fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(location()).toBe('/login?returnTo=%2FaccountEdit');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('確認コードの入力回数が上限に達しました。もう一度ログインしてください。'),
    );
    expect(screen.getByRole('region', { name: 'お知らせ' }).textContent).toBe('');
  });
});

describe('/oneTimeCode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says how long the code stays valid, in Tokyo time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T03:24:00.000Z'));
    renderApp('/oneTimeCode', { resolvers: { Query: { loginChallenge: () => challenge({ expiresAt: '2026-03-01T03:34:00.000Z' }) } } });
    expect(await screen.findByText('確認コードの有効期限は10分です（12:34まで）。')).toBeTruthy();
  });

  it('puts the focus in the code box after 「コードを再送信」 (the button waits out its cooldown)', async () => {
    let resent = false;
    renderApp('/oneTimeCode', {
      resolvers: {
        Query: { loginChallenge: () => challenge(resent ? { resendAvailableAt: inMinutes(1) } : {}) },
        Mutation: {
          resendLoginCode: () => {
            resent = true;
            return { challenge: challenge({ resendAvailableAt: inMinutes(1) }), error: null };
          },
        },
      },
    });
    const resend = (await screen.findByRole('button', { name: 'コードを再送信' })) as HTMLButtonElement;
    await waitFor(() => expect(resend.disabled).toBe(false));
    resend.focus();
    fireEvent.click(resend);
    expect(await screen.findByText('確認コードを再送信しました')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('確認コード')));
    expect(resend.disabled).toBe(true);
  });
});

describe('full-width e-mail address on the e-mail change page', () => {
  it('accepts an address typed through a Japanese IME, as login and reissue do', async () => {
    const requestEmailChange = vi.fn(() => ({ pending: { newEmail: 'taro@example.jp', expiresAt: inMinutes(30) }, error: null }));
    const server = accountServer();
    renderApp('/accountEditMailAddress', {
      loginInfo: {},
      resolvers: { Query: server.resolvers.Query, Mutation: { ...server.mutations, requestEmailChange } },
    });
    fireEvent.change(await screen.findByLabelText('新しいメールアドレス'), { target: { value: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ' } });
    fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: 'my-current-password' } });
    fireEvent.click(screen.getByRole('button', { name: '確認コードを送信' }));
    expect(await screen.findByText('taro@example.jp に確認コードを送信しました')).toBeTruthy();
    expect(screen.queryByText('メールアドレスの形式が正しくありません')).toBeNull();
    expect(requestEmailChange).toHaveBeenCalledTimes(1);
  });
});

describe('the signed-in header on a phone', () => {
  it('folds the account controls behind 「メニュー」 (a disclosure button)', async () => {
    renderApp('/topPage', { loginInfo: {} });
    // The page first (a navigation closes the menu: pressing the toggle before it settles could be undone).
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    const banner = await screen.findByRole('banner');
    const toggle = within(banner).getByRole('button', { name: 'メニュー' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('button', { name: 'ログアウト' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.className).toContain('app-header-account--open');
    // Esc folds it back and returns to the toggle.
    fireEvent.keyDown(within(menu).getByRole('button', { name: 'ログアウト' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
