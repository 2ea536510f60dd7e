// One language from sign-in through logout (issue 24, D2). An English account in a browser that never
// chose a language and sends `ja`: /login and the code page are in the browser's language (the account
// is not known to the browser yet, and the code mail follows the page: login-mail-locale.test.ts);
// once signed in, the account's language becomes this browser's choice, so /login stays English after
// logout. A notice is written in the language of the page it is shown on, with 「閉じる」 beside it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { MockState, mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

const localeCookie = () => document.cookie.split(/;\s*/).find((entry) => entry.startsWith('portal_locale='))?.slice('portal_locale='.length);

afterEach(() => {
  document.cookie = 'portal_locale=; Path=/; Max-Age=0';
});

function englishDemo(): MockState {
  const state = new MockState();
  const demo = state.findAccount('demo');
  if (!demo) throw new Error('no demo account');
  demo.locale = 'EN';
  return state;
}

async function signIn(labels: { loginId: string; password: string; submit: string; code: string; verify: string }) {
  fireEvent.change(screen.getByLabelText(labels.loginId), { target: { value: 'demo' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: mockPassword } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  fireEvent.change(await screen.findByLabelText(labels.code), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: labels.verify }));
}

const japaneseForm = { loginId: 'ログインIDまたはメールアドレス', password: 'パスワード', submit: 'ログイン', code: '確認コード', verify: '確認' };

function notice(text: string): HTMLElement {
  const region = screen.getByRole('region', { name: /^(お知らせ|Notifications)$/ });
  const item = within(region).getByText(text).closest('.notification');
  if (!(item instanceof HTMLElement)) throw new Error(`no notice ${text}`);
  return item;
}

describe('one language from sign-in through logout', () => {
  it("an English account in a Japanese browser: the account's language stays after logout, the notice with it", async () => {
    const { location } = renderApp('/login', { mockState: englishDemo() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    await signIn(japaneseForm);
    expect(await screen.findByText('Welcome, 山田 太郎')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem(localeStorageKey)).toBe('en');
    expect(localeCookie()).toBe('en');

    fireEvent.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    const loggedOut = notice('You have logged out');
    expect(within(loggedOut).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByText('閉じる')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });

  it('a language this browser chose stays: the account does not change it', async () => {
    localStorage.setItem(localeStorageKey, 'ja');
    renderApp('/login', { mockState: englishDemo() });
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await signIn(japaneseForm);
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    expect(localStorage.getItem(localeStorageKey)).toBe('ja');
  });

  it("a notice follows the page's language: switched while it is shown, it is rewritten with 「閉じる」", async () => {
    const { router } = renderApp('/topPage', { signedIn: 'demo' });
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    await router.navigate('/logoutButton');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(within(notice('ログアウトしました')).getByRole('button', { name: '閉じる' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(within(notice('You have logged out')).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByText('ログアウトしました')).toBeNull();
  });
});
