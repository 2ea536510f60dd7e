import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apolloCacheStorageKey,
  apolloCacheVersionStorageKey,
  localStorageAdapter,
} from '../../src/app/apollo/create-app-apollo';
import { resetTokenStorageKey, saveResetToken } from '../../src/app/storage/reset-token-storage';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { loginInfoStorageKey, writeLoginInfo } from '../../src/app/session/login-info-store';
import { storageWrittenAtKey, writePortalItem } from '../../src/app/storage/portal-storage';
import { inMinutes, renderApp } from './render-app';

const cookies = [
  { name: '__Host-portal-session', httpOnly: true },
  { name: 'portal-visible', httpOnly: false },
];
const cache = { 'Account:AC-000123': { __typename: 'Account', accountCode: 'AC-000123', name: '山田 太郎' } };

beforeEach(() => {
  // Only Date: the pages' own timers and promises run as usual. 01:30 UTC is 10:30 in Tokyo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T01:30:00.000Z'));
  writeLoginInfo({
    accountCode: 'AC-000123',
    name: '山田 太郎',
    role: 'USER',
    expiresAt: inMinutes(30),
    mustChangePassword: false,
    locale: 'ja',
  });
  localStorageAdapter.setItem(apolloCacheStorageKey, JSON.stringify(cache));
  writePortalItem('localStorage', localeStorageKey, 'ja');
  saveResetToken('a-reset-token');
  localStorage.setItem('someone-else', 'not ours');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openPage() {
  const rendered = renderApp('/storeControl', { env: { cookies } });
  await screen.findByRole('heading', { level: 1, name: 'ブラウザに保存されたデータの管理' });
  return rendered;
}

function rowOf(key: string): HTMLElement {
  return screen.getByRole('rowheader', { name: key }).closest('tr') as HTMLElement;
}

function portalKeys(): string[] {
  return [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('portal.')).sort();
}

async function confirmIn(dialogName: string, button: '削除する' | 'キャンセル') {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('/storeControl', () => {
  it('lists every portal key with its purpose, storage, size and last write, and the cookies', async () => {
    await openPage();
    const keys = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(keys).toEqual([
      apolloCacheStorageKey,
      apolloCacheVersionStorageKey,
      localeStorageKey,
      loginInfoStorageKey,
      storageWrittenAtKey,
      resetTokenStorageKey,
    ]);
    const cacheRow = rowOf(apolloCacheStorageKey);
    expect(within(cacheRow).getByText('画面表示を速くするための一時データ（Apollo キャッシュ）')).toBeTruthy();
    expect(within(cacheRow).getByText('localStorage')).toBeTruthy();
    const size = new TextEncoder().encode(localStorage.getItem(apolloCacheStorageKey) ?? '').length;
    expect(within(cacheRow).getByText(`${size} バイト`)).toBeTruthy();
    expect(within(cacheRow).getByText('2026年3月1日 10:30:00')).toBeTruthy();
    const loginRow = rowOf(loginInfoStorageKey);
    expect(within(loginRow).getByText('ログイン中のアカウントの表示用情報（秘密情報は含みません）')).toBeTruthy();
    expect(within(rowOf(localeStorageKey)).getByText('表示言語の設定')).toBeTruthy();
    const tokenRow = rowOf(resetTokenStorageKey);
    expect(within(tokenRow).getByText('パスワード再設定リンクの一時保存')).toBeTruthy();
    expect(within(tokenRow).getByText('sessionStorage')).toBeTruthy();
    expect(screen.queryByText('someone-else')).toBeNull();

    const cookieList = screen.getByText('__Host-portal-session').closest('ul') as HTMLElement;
    const items = within(cookieList).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '__Host-portal-sessionスクリプトからは読み取れません（HttpOnly）',
      'portal-visible',
    ]);
  });

  it('clears the cache only after confirmation; cancel and Esc keep everything', async () => {
    const { apollo } = await openPage();
    const before = portalKeys();
    fireEvent.click(screen.getByRole('button', { name: 'キャッシュを削除' }));
    await confirmIn('キャッシュを削除しますか？', 'キャンセル');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'キャッシュを削除' }));
    fireEvent.click(screen.getByRole('button', { name: 'キャッシュを削除' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(portalKeys()).toEqual(before);

    act(() => apollo.client.cache.restore(cache));
    fireEvent.click(screen.getByRole('button', { name: 'キャッシュを削除' }));
    await confirmIn('キャッシュを削除しますか？', '削除する');
    expect(await screen.findByText('削除しました')).toBeTruthy();
    expect(portalKeys()).not.toContain(apolloCacheStorageKey);
    expect(portalKeys()).not.toContain(apolloCacheVersionStorageKey);
    expect(portalKeys()).toContain(loginInfoStorageKey);
    expect(apollo.client.cache.extract()).toEqual({});
    expect(screen.queryByRole('rowheader', { name: apolloCacheStorageKey })).toBeNull();
    expect(screen.getByRole('rowheader', { name: loginInfoStorageKey })).toBeTruthy();
  });

  it('clears all local data after confirmation, and the app behaves as on a first visit', async () => {
    const { apollo, router, location } = await openPage();
    expect(screen.getByText('山田 太郎さん')).toBeTruthy();
    act(() => apollo.client.cache.restore(cache));
    fireEvent.click(screen.getByRole('button', { name: 'すべてのローカルデータを削除' }));
    await confirmIn('すべてのローカルデータを削除しますか？', 'キャンセル');
    expect(portalKeys()).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'すべてのローカルデータを削除' }));
    await confirmIn('すべてのローカルデータを削除しますか？', '削除する');
    expect(await screen.findByText('削除しました')).toBeTruthy();
    expect(portalKeys()).toEqual([]);
    expect(localStorage.getItem('someone-else')).toBe('not ours');
    expect(apollo.client.cache.extract()).toEqual({});
    expect(screen.getByText('保存されているデータはありません。')).toBeTruthy();
    expect(screen.queryByText('山田 太郎さん')).toBeNull();

    await act(() => router.navigate('/topPage'));
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(location()).toBe('/login?returnTo=%2FtopPage');
  });
});
