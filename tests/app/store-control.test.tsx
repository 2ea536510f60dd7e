import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apolloCacheStorageKey,
  apolloCacheVersionStorageKey,
  localStorageAdapter,
} from '../../src/app/apollo/persisted-cache-storage';
import { resetTokenStorageKey, saveResetToken } from '../../src/app/storage/reset-token-storage';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { loginInfoStorageKey, writeLoginInfo } from '../../src/app/session/login-info-store';
import { storageWrittenAtKey, writePortalItem } from '../../src/app/storage/portal-storage';
import { inMinutes, renderApp, type TestResolvers } from './render-app';

const cookies = [
  { name: '__Host-portal_session', httpOnly: true },
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
    idleTimeoutSeconds: 1800,
    mustChangePassword: false,
    closingDeletesAt: null,
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

async function openPage(resolvers?: TestResolvers) {
  const rendered = renderApp('/storeControl', { env: { cookies }, resolvers });
  await screen.findByRole('heading', { level: 1, name: 'ブラウザに保存されたデータの管理' });
  return rendered;
}

/** The table row of a storage key: the 詳細 under the table gives the key's purpose, which titles its row. */
function rowOf(key: string): HTMLElement {
  const purpose = screen.getByText(key, { selector: 'code' }).closest('.technical-name')!.querySelector('dt')!.textContent!;
  return screen.getByRole('rowheader', { name: purpose }).closest('tr') as HTMLElement;
}

/** The technical names, from the 詳細 disclosures under the tables. */
function technicalNames(): string[] {
  return Array.from(document.querySelectorAll('details.technical-names code')).map((code) => code.textContent ?? '');
}

function portalKeys(): string[] {
  return [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('portal.')).sort();
}

async function confirmIn(dialogName: string, button: '削除する' | 'ログアウトして削除する' | 'キャンセル') {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('/storeControl', () => {
  it('lists every portal key in plain words (purpose, how long it stays, size, last write), the technical names behind 詳細', async () => {
    await openPage();
    expect(technicalNames().slice(0, 6)).toEqual([
      apolloCacheStorageKey,
      apolloCacheVersionStorageKey,
      localeStorageKey,
      loginInfoStorageKey,
      storageWrittenAtKey,
      resetTokenStorageKey,
    ]);
    const cacheRow = rowOf(apolloCacheStorageKey);
    expect(within(cacheRow).getByRole('rowheader').textContent).toBe('画面をすばやく表示するための一時データ');
    expect(within(cacheRow).getByText('ブラウザを閉じても残ります')).toBeTruthy();
    const size = new TextEncoder().encode(localStorage.getItem(apolloCacheStorageKey) ?? '').length;
    expect(within(cacheRow).getByText(`${size} バイト`)).toBeTruthy();
    expect(within(cacheRow).getByText('2026年3月1日 10:30')).toBeTruthy();
    expect(within(rowOf(loginInfoStorageKey)).getByRole('rowheader').textContent).toBe(
      'ログイン中のアカウントの表示用情報（秘密情報は含みません）',
    );
    expect(within(rowOf(localeStorageKey)).getByRole('rowheader').textContent).toBe('表示言語の設定');
    const tokenRow = rowOf(resetTokenStorageKey);
    expect(within(tokenRow).getByText('このタブを閉じると消えます')).toBeTruthy();
    expect(screen.queryByText('someone-else')).toBeNull();

    // No developer words in the tables or the main text: the technical names are behind a closed
    // 「詳細」 under each table (a native disclosure, opened by keyboard like a button).
    for (const table of screen.getAllByRole('table')) expect(table.textContent).not.toMatch(/localStorage|sessionStorage|HttpOnly|Apollo|形式の版|portal[._]/);
    const page = document.querySelector('.store-control') as HTMLElement;
    const mainText = Array.from(page.querySelectorAll('h1, h2, p, th[scope="row"], .field-hint')).map((e) => e.textContent).join(' ');
    expect(mainText).not.toMatch(/localStorage|sessionStorage|HttpOnly|形式の版/);
    const disclosures = Array.from(page.querySelectorAll('details'));
    expect(disclosures.map((d) => [d.open, d.querySelector('summary')?.textContent])).toEqual([
      [false, '詳細（技術的な名前）'],
      [false, '詳細（技術的な名前）'],
    ]);
    const [storageDetails, cookieDetails] = disclosures as [HTMLDetailsElement, HTMLDetailsElement];
    expect(within(storageDetails).getByText(apolloCacheStorageKey).closest('.technical-name')!.textContent).toBe(
      '画面をすばやく表示するための一時データportal.apollo-cachelocalStorage',
    );
    expect(within(storageDetails).getByText(resetTokenStorageKey).closest('dd')!.textContent).toBe(`${resetTokenStorageKey}sessionStorage`);

    const cookies = screen.getByRole('region', { name: 'Cookie の一覧' });
    const cookieRows = within(cookies).getAllByRole('row').slice(1);
    expect(cookieRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'ログインした状態を保つためのものページのプログラムからは読み取れないよう保護されています。',
      'アカウントポータルが使用するもの',
    ]);
    expect(Array.from(cookieDetails.querySelectorAll('.technical-name')).map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent])).toEqual([
      ['ログインした状態を保つためのもの', '__Host-portal_sessionHttpOnly'],
      ['アカウントポータルが使用するもの', 'portal-visible'],
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
    expect(technicalNames()).not.toContain(apolloCacheStorageKey);
    expect(technicalNames()).toContain(loginInfoStorageKey);
  });

  it('clears all local data after confirmation, ends the server session, and the app behaves as on a first visit', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    const { apollo, router, location } = await openPage({ Mutation: { logout } });
    expect(screen.getByText('山田 太郎さん')).toBeTruthy();
    act(() => apollo.client.cache.restore(cache));
    const clearAll = screen.getByRole('button', { name: 'すべてのローカルデータを削除' });
    expect(screen.getByText('このページに表示されたデータをすべて削除してログアウトし、初めて訪れたときの状態に戻します。')).toBeTruthy();
    fireEvent.click(clearAll);
    await confirmIn('すべてのローカルデータを削除しますか？', 'キャンセル');
    expect(portalKeys()).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(clearAll));

    fireEvent.click(clearAll);
    // Signed in, the confirmation says that it logs out, and so does its button.
    const dialog = await screen.findByRole('dialog', { name: 'すべてのローカルデータを削除しますか？' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/ログアウトして、このブラウザに保存されたデータをすべて削除します/)).toBeTruthy();
    await confirmIn('すべてのローカルデータを削除しますか？', 'ログアウトして削除する');
    expect(await screen.findByText('ログアウトし、このブラウザのデータをすべて削除しました')).toBeTruthy();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(portalKeys()).toEqual([]);
    expect(localStorage.getItem('someone-else')).toBe('not ours');
    expect(apollo.client.cache.extract()).toEqual({});
    expect(screen.getByText('保存されているデータはありません。')).toBeTruthy();
    expect(screen.queryByText('山田 太郎さん')).toBeNull();
    // The focus is back on the button, not on the page body.
    await waitFor(() => expect(document.activeElement).toBe(clearAll));

    await act(() => router.navigate('/topPage'));
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(location()).toBe('/login?returnTo=%2FtopPage');
  });

  it('deletes nothing while signed in when the server cannot end the session, and says so in the page', async () => {
    const logout = vi.fn(() => ({ ok: false, error: { code: 'SERVICE_UNAVAILABLE' } }));
    await openPage({ Mutation: { logout } });
    fireEvent.click(screen.getByRole('button', { name: 'すべてのローカルデータを削除' }));
    await confirmIn('すべてのローカルデータを削除しますか？', 'ログアウトして削除する');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'ただいまログアウトできないため、データは削除していません。時間をおいてもう一度お試しください。',
      ),
    );
    expect(portalKeys()).toHaveLength(6);
    expect(screen.getByText('山田 太郎さん')).toBeTruthy();
  });

  it('signed out, clears everything without asking to log out', async () => {
    localStorage.removeItem(loginInfoStorageKey);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'すべてのローカルデータを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'すべてのローカルデータを削除しますか？' });
    expect(within(dialog).getByText('言語の設定も削除されます。この操作は取り消せません。')).toBeTruthy();
    await confirmIn('すべてのローカルデータを削除しますか？', '削除する');
    expect(await screen.findByText('削除しました')).toBeTruthy();
    expect(portalKeys()).toEqual([]);
  });
});
