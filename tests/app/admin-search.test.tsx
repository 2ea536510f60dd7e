// /admin/accounts through the stateful mock (its 300 generated accounts): a real table, 50 a page with
// 「さらに表示」, the search by prefix and by name or reading (width and kana do not matter), the
// filters (role, state, level), the search kept in the address, and a page that stopped early saying so and going on.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { mockSearchMaxScanned } from '../../src/app/mocks/mock-admin';
import { renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const results = () => screen.findByRole('table', { name: '検索結果（作成日の新しい順）' });
/** The rows of the results (the header row left out). */
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function search(fields: { q?: string; role?: string; status?: string; level?: string }) {
  // As a person would: once the last search has settled (its button usable again).
  await waitFor(() => expect((screen.getByRole('button', { name: '検索' }) as HTMLButtonElement).disabled).toBe(false));
  const before = screen.getByText(/件を表示しています|一致するアカウントはありません/u);
  if (fields.q !== undefined) fireEvent.change(screen.getByLabelText('検索するキーワード'), { target: { value: fields.q } });
  if (fields.role !== undefined) fireEvent.change(screen.getByLabelText('権限'), { target: { value: fields.role } });
  if (fields.status !== undefined) fireEvent.change(screen.getByLabelText('状態'), { target: { value: fields.status } });
  if (fields.level !== undefined) fireEvent.change(screen.getByLabelText('ログイン方法'), { target: { value: fields.level } });
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  // The results of the new search replace the old ones.
  await waitFor(() => expect(before.isConnected).toBe(false));
}

describe('/admin/accounts', () => {
  it('lists the accounts newest first in a table, 50 at a time, and 「さらに表示」 adds the next 50', async () => {
    renderApp('/admin/accounts', { signedIn: 'admin' });
    await heading('アカウント一覧');
    const table = await results();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['氏名', 'アカウントコード', 'ログインID', 'メールアドレス', '権限', '状態', 'ログイン方法', '作成日']);
    expect(rows(table)).toHaveLength(50);
    // The newest first: the three named accounts of the scenario.
    expect(rows(table).slice(0, 3).map((row) => within(row).getByRole('rowheader').querySelector('a')?.textContent)).toEqual(['小林 誠', '石井 恵', '小川 湊']);
    expect(screen.getByText('50件を表示しています（続きがあります）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(rows(table)).toHaveLength(100));
    // The reader goes on at the first new account.
    expect(document.activeElement).toBe(within(rows(table)[50]!).getByRole('link'));
    expect(screen.getByText('100件を表示しています（続きがあります）')).toBeTruthy();
  });

  it('finds by login ID prefix, by a part of the name or reading in hiragana, and with full-width letters; the search is kept in the address', async () => {
    const { location, router } = renderApp('/admin/accounts', { signedIn: 'admin' });
    await results();
    await search({ q: 'locked' });
    await waitFor(() => expect(location()).toBe('/admin/accounts?q=locked'));
    await waitFor(async () => expect(rows(await results())).toHaveLength(1));
    expect(screen.getByRole('link', { name: '小林 誠' })).toBeTruthy();
    expect(screen.getByText('1件を表示しています')).toBeTruthy();

    await search({ q: 'こばやし まこと' });
    await waitFor(() => expect(location()).toMatch(/q=%E3%81%93/));
    await waitFor(() => expect(screen.getByRole('link', { name: '小林 誠' })).toBeTruthy());

    await search({ q: 'ＩＮＶＩＴＥＤ－ＵＳＥＲ' });
    await waitFor(() => expect(location()).toMatch(/q=%EF%BC%A9/));
    await waitFor(() => expect(screen.getByRole('link', { name: '小川 湊' })).toBeTruthy());

    // Back through the history: the previous search, in the results and in the box.
    await router.navigate(-1);
    await waitFor(() => expect(location()).toMatch(/q=%E3%81%93/));
    await waitFor(() => expect((screen.getByLabelText('検索するキーワード') as HTMLInputElement).value).toBe('こばやし まこと'));
  });

  it('opens with the search of the address, filters by role and state, and says when nothing matches', async () => {
    const { mockState } = renderApp('/admin/accounts?status=DISABLED&q=disabled', { signedIn: 'admin' });
    const table = await results();
    expect((screen.getByLabelText('状態') as HTMLSelectElement).value).toBe('DISABLED');
    expect(rows(table)).toHaveLength(1);
    expect(within(rows(table)[0]!).getByText('無効')).toBeTruthy();

    await search({ q: 'zzz-nobody', status: '' });
    expect(await screen.findByText('一致するアカウントはありません')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(mockState.data.accounts.length).toBeGreaterThan(300);
  });

  it('shows each account\'s level in plain words, and filters by it', async () => {
    const { location, mockState } = renderApp('/admin/accounts', { signedIn: 'admin' });
    const table = await results();
    const levelsShown = new Set(rows(table).map((row) => row.querySelectorAll('td')[5]!.textContent?.replace('ログイン方法', '')));
    expect([...levelsShown].sort()).toEqual(['パスキー', 'パスキーのみ', 'パスワードとメール', '認証アプリ'].sort());
    const options = within(screen.getByLabelText('ログイン方法')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['すべて', 'パスワードとメール', '認証アプリ', 'パスキー', 'パスキーのみ']);

    await search({ level: 'PASSKEY_ONLY' });
    await waitFor(() => expect(location()).toBe('/admin/accounts?level=PASSKEY_ONLY'));
    // On to the end: every row a passkey-only account, and every one of them.
    while (screen.queryByRole('button', { name: '続きを検索' })) {
      const button = screen.getByRole('button', { name: '続きを検索' });
      fireEvent.click(button);
      await waitFor(() => expect(document.activeElement).not.toBe(button));
    }
    const expected = mockState.data.accounts.filter((a) => a.password === '' && (a.methods?.passkeys ?? 0) > 0).length;
    expect(expected).toBeGreaterThan(3);
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(expected));
    for (const row of rows(screen.getByRole('table'))) expect(within(row).getByText('パスキーのみ')).toBeTruthy();
  });

  it('a page that stopped early says so in Japanese, and 「続きを検索」 goes on from there', async () => {
    const { mockState } = renderApp('/admin/accounts?role=ADMIN', { signedIn: 'admin' });
    await results();
    const admins = mockState.data.accounts.filter((a) => a.role === 'ADMIN').length;
    expect(screen.getByText('検索に時間がかかるため、ここまでの結果を表示しています。続きを検索できます。')).toBeTruthy();
    const firstPage = rows(screen.getByRole('table')).length;
    expect(firstPage).toBeLessThan(admins);
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();

    // Each page looks through at most mockSearchMaxScanned accounts: on until the end. After each,
    // the focus moves on (to the first new account, or to the count when the page brought none).
    const most = Math.ceil(mockState.data.accounts.length / mockSearchMaxScanned);
    for (let page = 1; screen.queryByRole('button', { name: '続きを検索' }); page++) {
      expect(page).toBeLessThanOrEqual(most);
      const button = screen.getByRole('button', { name: '続きを検索' });
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(document.activeElement).not.toBe(button));
    }
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(admins));
    expect(screen.queryByText(/検索に時間がかかるため/)).toBeNull();
    for (const row of rows(screen.getByRole('table'))) expect(within(row).getByText('管理者')).toBeTruthy();
  });

  it('leads to an account\'s page from its row', async () => {
    const { location, mockState } = renderApp('/admin/accounts?q=invited-user', { signedIn: 'admin' });
    await results();
    fireEvent.click(screen.getByRole('link', { name: '小川 湊' }));
    const code = mockState.findAccount('invited-user')!.accountCode;
    await waitFor(() => expect(location()).toBe(`/admin/accounts/${code}`));
    expect(await heading('アカウントの詳細')).toBeTruthy();
  });

  it('in English', async () => {
    localStorage.setItem(localeStorageKey, 'en');
    renderApp('/admin/accounts?q=locked-user', { signedIn: 'admin' });
    await heading('Accounts');
    const table = await screen.findByRole('table', { name: 'Search results (newest first)' });
    expect(within(table).getByText('Locked')).toBeTruthy();
    expect(screen.getByLabelText('Search for')).toBeTruthy();
    expect(screen.getByText('Showing 1 account')).toBeTruthy();
  });
});
