import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apolloCacheStorageKey } from '../../src/app/apollo/persisted-cache-storage';
import { OUTDATED_BUILD_EVENT } from '../../src/app/apollo/gateway-http-link';
import { inMinutes, readStoredLoginInfo, renderApp, viewerResolved } from './render-app';

describe('top page', () => {
  it('shows the account code and the previous login in Japan time', async () => {
    renderApp('/topPage', { loginInfo: {}, resolvers: { Query: { viewer: () => viewerResolved() } } });
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    const details = screen.getByText('アカウントコード').closest('dl') as HTMLElement;
    expect(within(details).getByText('アカウントコード')).toBeTruthy();
    expect(within(details).getByText('AC-000123')).toBeTruthy();
    expect(within(details).getByText('前回のログイン')).toBeTruthy();
    // 01:30 UTC is 10:30 in Tokyo.
    expect(within(details).getByText('2026年3月1日 10:30')).toBeTruthy();
  });

  it('says so on a first login', async () => {
    renderApp('/topPage', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerResolved({ previousLoginAt: null }) } },
    });
    expect(await screen.findByText('今回が初めてのログインです')).toBeTruthy();
  });
});

describe('page permissions in the layout', () => {
  it('sends a signed-out visitor of /topPage to /login with a way back', async () => {
    const { location } = renderApp('/topPage');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(location()).toBe('/login?returnTo=%2FtopPage');
  });

  it('ends an expired session through /logout with a fitting message', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    const { location } = renderApp('/topPage', {
      loginInfo: { expiresAt: inMinutes(-1) },
      resolvers: { Mutation: { logout } },
    });
    // The reason stays on /login (no notice that goes away), and the login leads back to the page.
    expect(await screen.findByText('一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login?returnTo=%2FtopPage'));
    expect(logout).toHaveBeenCalled();
    expect(readStoredLoginInfo()).toBeNull();
    expect(screen.getByRole('region', { name: 'お知らせ' }).textContent).toBe('');
  });

  it('treats a null viewer as an ended session when login info exists', async () => {
    const { location } = renderApp('/topPage', { loginInfo: {} });
    expect(await screen.findByText('一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login?returnTo=%2FtopPage'));
  });

  it('keeps an account that must change its password on /accountEditPassword', async () => {
    const { location } = renderApp('/topPage', {
      loginInfo: { mustChangePassword: true },
      resolvers: { Query: { viewer: () => viewerResolved({ mustChangePassword: true }) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの変更' })).toBeTruthy();
    expect(location()).toBe('/accountEditPassword');
  });

  it('sends a signed-in user away from /login to the top page', async () => {
    const { location } = renderApp('/login', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerResolved() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'トップページ' })).toBeTruthy();
    expect(location()).toBe('/topPage');
  });
});

describe('logout', () => {
  it('the header button logs out: /login, 「ログアウトしました」, local data cleared', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    localStorage.setItem(apolloCacheStorageKey, '{"ROOT_QUERY":{}}');
    const { location } = renderApp('/topPage', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerResolved() }, Mutation: { logout } },
    });
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'ログアウト' }));

    const notice = await screen.findByText('ログアウトしました');
    await waitFor(() => expect(location()).toBe('/login'));
    // The login page is loaded lazily: wait for it as a user would, by its heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(readStoredLoginInfo()).toBeNull();
    expect(localStorage.getItem(apolloCacheStorageKey)).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'ログアウト' })).toBeNull();

    // Notifications can be closed by hand.
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('ログアウトしました')).toBeNull();
  });

  it('when the server cannot end the session, says so, keeps the login, and logs out on retry', async () => {
    let serverUp = false;
    const logout = vi.fn(() => (serverUp ? { ok: true, error: null } : { ok: false, error: { code: 'SERVICE_UNAVAILABLE' } }));
    const { location } = renderApp('/topPage', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerResolved() }, Mutation: { logout } },
      env: { supportContact: 'support@example.jp' },
    });
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByText(/ただいま処理できません/)).toBeTruthy();
    // 「ただいま処理できません」 names the support contact.
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'support@example.jp' }).getAttribute('href')).toBe(
      'mailto:support@example.jp',
    );
    expect(readStoredLoginInfo()).not.toBeNull();
    expect(location()).toBe('/logoutButton');

    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'もう一度ログアウトする' }));
    expect(await screen.findByText('ログアウトしました')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(readStoredLoginInfo()).toBeNull();
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it('/logout entered from outside asks first; confirmed, it logs out and says 「ログアウトしました」', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    const { location } = renderApp('/logout', { loginInfo: {}, resolvers: { Mutation: { logout } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしますか？' })).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    expect(readStoredLoginInfo()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ログアウトする' }));
    expect(await screen.findByText('ログアウトしました')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('/logout (or /logoutButton) from outside can be cancelled: nothing happens', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    const { location } = renderApp('/logoutButton?reason=expired', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerResolved() }, Mutation: { logout } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    expect(location()).toBe('/topPage');
    expect(logout).not.toHaveBeenCalled();
    expect(readStoredLoginInfo()).not.toBeNull();
  });
});

describe('shell', () => {
  it('shows the not-found page with a way back for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'トップへ戻る' }).getAttribute('href')).toBe('/');
  });

  it('shows the blocking 「処理中...」 overlay while a mutation is in flight', async () => {
    let finish: (value: unknown) => void = () => undefined;
    renderApp('/login', {
      resolvers: {
        Mutation: {
          login: () =>
            new Promise((resolve) => {
              finish = resolve;
            }),
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('ログインIDまたはメールアドレス'), { target: { value: 'taro' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'password' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('処理中…'));
    // Both parts of the page, the header's and the content's, are busy and inert; the notices between stay live.
    const parts = [...document.querySelectorAll<HTMLElement>('.app-content')];
    expect(parts.map((part) => [part.getAttribute('aria-busy'), part.hasAttribute('inert')])).toEqual([['true', true], ['true', true]]);
    expect(document.querySelector('.notifications')?.closest('[inert]')).toBeNull();

    finish({
      challenge: null,
      error: { code: 'SERVICE_UNAVAILABLE', field: null, retryAfterSeconds: null, attemptsRemaining: null },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('ただいま処理できません。時間をおいてもう一度お試しください。'),
    );
    expect(parts.map((part) => part.getAttribute('aria-busy'))).toEqual(['false', 'false']);
  });

  it('scrolls to the top-left on navigation', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/passwordReissue');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('パスワードの再設定'));
  });
});

describe('a page of another release than the gateway', () => {
  it('says once, in Japanese, that it needs a reload', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    act(() => {
      window.dispatchEvent(new Event(OUTDATED_BUILD_EVENT));
      window.dispatchEvent(new Event(OUTDATED_BUILD_EVENT));
    });
    expect(await screen.findAllByText('アカウントポータルが新しくなりました。ページを再読み込みしてから、もう一度お試しください。')).toHaveLength(1);
  });
});
