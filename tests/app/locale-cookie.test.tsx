// The language chosen in this browser is mirrored into the `portal_locale` cookie (issue 15), so the
// gateway can send the prerendered pages in it from the first paint; /storeControl lists the cookie
// and 「すべてのローカルデータを削除」 deletes it with the rest. And the SPA agrees with the server on a
// first visit: the choice made here, then the account's language, then the server's (Accept-Language).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStorageKey, resolveInitialLocale } from '../../src/app/i18n/locale';
import { renderApp } from './render-app';

const localeCookie = () => document.cookie.split(/;\s*/).find((entry) => entry.startsWith('portal_locale='))?.slice('portal_locale='.length);

afterEach(() => {
  document.cookie = 'portal_locale=; Path=/; Max-Age=0';
});

describe('the locale cookie', () => {
  it('is written with the choice of language, and follows each change', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(localeCookie()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(localeCookie()).toBe('en');
    fireEvent.click(await screen.findByRole('button', { name: '日本語' }));
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(localeCookie()).toBe('ja');
  });

  it('is listed on /storeControl with its purpose, and deleted with all local data', async () => {
    localStorage.setItem(localeStorageKey, 'ja');
    document.cookie = 'portal_locale=ja; Path=/';
    renderApp('/storeControl', { env: { cookies: [{ name: 'portal_locale', httpOnly: false }] } });
    await screen.findByRole('heading', { level: 1, name: 'ブラウザに保存されたデータの管理' });
    const cookies = screen.getByRole('region', { name: 'Cookie の一覧' });
    const [row] = within(cookies).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader').textContent).toBe('この端末で選んだ表示言語を覚えておき、最初の表示からその言語にするためのもの');
    expect(within(row!).queryByText('HttpOnly')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'すべてのローカルデータを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'すべてのローカルデータを削除しますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(localeCookie()).toBeUndefined());
    expect(localStorage.getItem(localeStorageKey)).toBeNull();
  });

  it('agrees with the server on a first visit: this browser, then the account, then the server, then Japanese', () => {
    expect(resolveInitialLocale(null, 'en')).toBe('en');
    expect(resolveInitialLocale('ja', 'en')).toBe('ja');
    expect(resolveInitialLocale(null, null)).toBe('ja');
    localStorage.setItem(localeStorageKey, 'ja');
    expect(resolveInitialLocale('en', 'en')).toBe('ja');
  });
});
