import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { renderApp, viewerResolved } from './render-app';

describe('language switch', () => {
  it('switches the whole page at once, names each language in itself, and sets html lang', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('lang')).toBe('en');
    fireEvent.click(english);

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    // html lang follows in an effect after the render: wait for it as a screen reader would.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('link', { name: 'Data stored in this browser' })).toBeTruthy();
    const japanese = await screen.findByRole('button', { name: '日本語' });
    expect(japanese.getAttribute('lang')).toBe('ja');
    expect(localStorage.getItem(localeStorageKey)).toBe('en');

    fireEvent.click(japanese);
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(localStorage.getItem(localeStorageKey)).toBe('ja');
  });

  it('is remembered on the next visit', async () => {
    localStorage.setItem(localeStorageKey, 'en');
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it("wins over the account's preferred language in this browser", async () => {
    renderApp('/topPage', {
      loginInfo: { locale: 'ja' },
      resolvers: { Query: { viewer: () => viewerResolved({ locale: 'JA' }) } },
    });
    await screen.findByText('ようこそ、山田 太郎さん');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: '日本語' })).toBeTruthy();
    expect(localStorage.getItem(localeStorageKey)).toBe('en');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
