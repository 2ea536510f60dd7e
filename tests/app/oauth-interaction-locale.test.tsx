// An app that asks for a language the portal speaks (ui_locales, OAuthInteraction.locale) gets its
// sign-in pages in it (the consent page, and /login and the code page on the way) when this browser has
// not chosen a language itself (the language switch: localStorage, mirrored in the portal_locale
// cookie); a choice made here wins, and the app's language stays on the pages of its sign-in. Over the
// stateful mock: mock-consent-en and mock-login-en are an app that asked for English.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStorageKey, resolveInitialLocale } from '../../src/app/i18n/locale';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

const navigation = vi.hoisted(() => ({ goToProvider: vi.fn() }));
vi.mock('../../src/app/features/oauth/provider-navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  goToProvider: navigation.goToProvider,
}));

beforeEach(() => navigation.goToProvider.mockClear());
afterEach(() => {
  document.cookie = 'portal_locale=; Path=/; Max-Age=0';
});

describe("the app's language (ui_locales) on its sign-in pages", () => {
  it('the consent page is in English when the app asked for it', async () => {
    renderApp('/oauth/interaction/mock-consent-en', { signedIn: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect “チーム予定表”' })).toBeTruthy();
    const asked = screen.getByRole('region', { name: 'It asks for' });
    expect(within(asked).getAllByRole('listitem').map((item) => item.textContent)).toContain('See your e-mail address');
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Don’t allow' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    // Nothing is remembered: the app's wish is not this browser's choice.
    expect(localStorage.getItem(localeStorageKey)).toBeNull();
  });

  it('so are the sign-in pages on the way, and the page it comes back to', async () => {
    const { location } = renderApp('/oauth/interaction/mock-login-en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(location()).toMatch(/^\/login\?returnTo=/);
    fireEvent.change(screen.getByLabelText('Login ID or e-mail address'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: mockPassword } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigation.goToProvider).toHaveBeenCalledWith(`${window.location.origin}/oidc/auth/mock-login-en?mock=signed-in`));
    expect(screen.getByText('Going back to the app…')).toBeTruthy();
  });

  it('stays on the pages of that sign-in: elsewhere the portal speaks as it did', async () => {
    const { router } = renderApp('/oauth/interaction/mock-consent-en', { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'Connect “チーム予定表”' });
    await router.navigate('/topPage');
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });

  it('a language chosen in this browser wins (the language switch), and so does its cookie alone', async () => {
    localStorage.setItem(localeStorageKey, 'ja');
    const first = renderApp('/oauth/interaction/mock-consent-en', { signedIn: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '許可する' })).toBeTruthy();
    first.unmount();

    localStorage.clear();
    document.cookie = 'portal_locale=ja; Path=/';
    renderApp('/oauth/interaction/mock-consent-en', { signedIn: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' })).toBeTruthy();
  });

  it('switching the language on the consent page is a choice like any other, and is kept', async () => {
    renderApp('/oauth/interaction/mock-consent-en', { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'Connect “チーム予定表”' });
    fireEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' })).toBeTruthy();
    expect(localStorage.getItem(localeStorageKey)).toBe('ja');
  });

  it("decides in this order: the choice made in this browser, the app's, the account's, the server's", () => {
    expect(resolveInitialLocale('ja', 'ja', 'en')).toBe('en');
    expect(resolveInitialLocale('en', 'ja', null)).toBe('en');
    expect(resolveInitialLocale(null, 'en', null)).toBe('en');
    localStorage.setItem(localeStorageKey, 'ja');
    expect(resolveInitialLocale('en', 'en', 'en')).toBe('ja');
  });

  it('an app that asked for no language the portal speaks changes nothing', async () => {
    renderApp('/oauth/interaction/mock-consent', { signedIn: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: '「チーム予定表」との連携' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });
});
