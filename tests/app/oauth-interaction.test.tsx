// /oauth/interaction/:id, an app's sign-in through the portal, over the stateful mock of `npm run
// dev:mock` (mock-oauth-interactions.ts: チーム予定表 asks for openid profile email offline_access
// account:read): the consent page names the app and says what it asks in plain words; 「許可する」 and
// 「許可しない」 go back to the provider with that answer; signed out, the page sends the person to /login
// and back; a refusal is said in Japanese, and the focus goes to the heading or the error.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

// Where the browser would go: the page leaves the SPA for the provider (jsdom cannot navigate).
const navigation = vi.hoisted(() => ({ goToProvider: vi.fn() }));
vi.mock('../../src/app/features/oauth/provider-navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  goToProvider: navigation.goToProvider,
}));

beforeEach(() => navigation.goToProvider.mockClear());

const provider = (path: string) => `${window.location.origin}${path}`;
const asked = [
  'あなたがアカウントポータルのアカウントでログインしていることを確かめる',
  '氏名、フリガナ、使用する言語を見る',
  'メールアドレスを見る',
  'あなたがこのアプリを使っていないあいだも、連携を続ける',
  'アカウントの情報を読み取る',
];

/** The words of a list in a section named by its heading. */
function scopesUnder(heading: string): string[] {
  const section = screen.getByRole('region', { name: heading });
  return within(section).getAllByRole('listitem').map((item) => item.textContent ?? '');
}

async function signInThroughLogin() {
  fireEvent.change(await screen.findByLabelText('ログインIDまたはメールアドレス'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: mockPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: '確認' }));
}

describe('/oauth/interaction/:id: the consent page', () => {
  it("shows the app's name and each thing it asks for in plain words, never a scope's name", async () => {
    renderApp('/oauth/interaction/mock-consent', { signedIn: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' })).toBeTruthy();
    expect(screen.getByText('このアプリがあなたのアカウントを使って次のことをしようとしています。')).toBeTruthy();
    expect(scopesUnder('今回許可を求めていること')).toEqual(asked);
    expect(screen.queryByRole('region', { name: '許可済みのこと' })).toBeNull();
    expect(screen.getByText(/パスワードがアプリに渡ることはありません/)).toBeTruthy();
    for (const name of ['openid', 'offline_access', 'account:read', 'OFFLINE_ACCESS']) expect(document.body.textContent).not.toContain(name);
    expect(screen.getByRole('button', { name: '許可する' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '許可しない' })).toBeTruthy();
  });

  it('asks only for what is new when the app was allowed part of it before, and lists the rest as allowed', async () => {
    renderApp('/oauth/interaction/mock-consent-more', { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' });
    expect(scopesUnder('今回許可を求めていること')).toEqual(asked.slice(3));
    expect(scopesUnder('許可済みのこと')).toEqual(asked.slice(0, 3));
  });

  it('「許可する」 goes back to the provider with the app allowed, and says so meanwhile', async () => {
    renderApp('/oauth/interaction/mock-consent', { signedIn: 'demo' });
    fireEvent.click(await screen.findByRole('button', { name: '許可する' }));
    await waitFor(() => expect(navigation.goToProvider).toHaveBeenCalledWith(provider('/oidc/auth/mock-consent?mock=allowed')));
    expect(navigation.goToProvider).toHaveBeenCalledTimes(1);
    expect(screen.getByText('アプリに戻ります…').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: '許可する' })).toBeNull();
  });

  it('「許可しない」 goes back to the provider with the app refused', async () => {
    renderApp('/oauth/interaction/mock-consent', { signedIn: 'demo' });
    fireEvent.click(await screen.findByRole('button', { name: '許可しない' }));
    await waitFor(() => expect(navigation.goToProvider).toHaveBeenCalledWith(provider('/oidc/auth/mock-consent?mock=denied')));
    expect(navigation.goToProvider).toHaveBeenCalledTimes(1);
  });
});

describe('/oauth/interaction/:id: signing in', () => {
  it('signed out at the sign-in step: the portal\'s /login, then back, where the sign-in completes at once and goes on to the provider', async () => {
    const { location } = renderApp('/oauth/interaction/mock-login');
    await waitFor(() => expect(location()).toBe(`/login?returnTo=${encodeURIComponent('/oauth/interaction/mock-login')}`));
    expect(navigation.goToProvider).not.toHaveBeenCalled();
    await signInThroughLogin();
    await waitFor(() => expect(navigation.goToProvider).toHaveBeenCalledWith(provider('/oidc/auth/mock-login?mock=signed-in')));
    expect(location()).toBe('/oauth/interaction/mock-login');
    expect(screen.getByText('アプリに戻ります…').getAttribute('role')).toBe('status');
  });

  it('signed out at the consent step: /login and back to the consent page, whose heading takes the focus', async () => {
    const { location } = renderApp('/oauth/interaction/mock-consent');
    await waitFor(() => expect(location()).toMatch(/^\/login\?returnTo=/));
    await signInThroughLogin();
    const heading = await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' });
    expect(location()).toBe('/oauth/interaction/mock-consent');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: '許可する' })).toBeTruthy();
    expect(navigation.goToProvider).not.toHaveBeenCalled();
  });
});

describe('/oauth/interaction/:id: refusals, in Japanese', () => {
  it('an interaction that is over: why, what to do, the way to the portal; the heading has the focus', async () => {
    const { router } = renderApp('/topPage', { signedIn: 'demo' });
    await screen.findByText('ようこそ、山田 太郎さん');
    await router.navigate('/oauth/interaction/mock-expired');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('アプリとの連携の手続きが終了しているか、有効期限が切れました。アプリからもう一度やり直してください。'));
    const heading = screen.getByRole('heading', { level: 1, name: 'アプリとの連携' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('連携を始めたアプリに戻り、もう一度やり直してください。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'アカウントポータルのトップへ' }).getAttribute('href')).toBe('/topPage');
    expect(screen.queryByRole('button', { name: '許可する' })).toBeNull();
  });

  it('an interaction a newer one replaced in this browser', async () => {
    renderApp('/oauth/interaction/mock-replaced');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('このブラウザで新しい連携の手続きが始まったため、この画面は使えません。新しいタブで続けてください。'));
    expect(screen.getByRole('link', { name: 'アカウントポータルのトップへ' }).getAttribute('href')).toBe('/login');
  });

  it('an interaction this browser never started (no interaction cookie)', async () => {
    renderApp('/oauth/interaction/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { signedIn: 'demo' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('アプリとの連携の手続きが終了しているか、有効期限が切れました。アプリからもう一度やり直してください。'));
  });

  it('a step refused: the reason at the form, with the focus on it, and the page stays', async () => {
    renderApp('/oauth/interaction/mock-consent', { signedIn: 'demo', mockError: 'FRESH_SIGN_IN_REQUIRED' });
    fireEvent.click(await screen.findByRole('button', { name: '許可する' }));
    const alert = await screen.findByText('アプリが改めてのログインを求めています。もう一度ログインしてください。');
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect(navigation.goToProvider).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '許可しない' })).toBeTruthy();
  });
});
