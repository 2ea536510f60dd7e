// The rest of the admin console through the stateful mock: the invitation (field errors at the
// fields, then the new account's page), the audit log (labels, paging, one account's entries), the
// way in (「管理」 for administrators only) and the forbidden notice for everyone else.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { MockState } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The error text tied to a field (aria-describedby), or null. */
function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
}

describe('/admin/accounts/new', () => {
  it('checks the fields as the service does, and puts each error at its field', async () => {
    renderApp('/admin/accounts/new', { signedIn: 'admin' });
    await heading('アカウントを招待');
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    await waitFor(() => expect(fieldError('ログインID')).toBe('ログインIDを入力してください'));
    expect(fieldError('メールアドレス')).toBe('メールアドレスを入力してください');
    expect(fieldError('氏名')).toBe('氏名を入力してください');
    expect(document.activeElement).toBe(screen.getByLabelText('ログインID'));

    change('ログインID', '-bad id');
    change('メールアドレス', 'not-an-address');
    change('氏名', '高橋 一郎');
    change('フリガナ（任意）', 'たかはし');
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    await waitFor(() => expect(fieldError('ログインID')).toBe('ログインIDは英小文字・数字・「._-」の3〜64文字で、英数字で始めてください'));
    expect(fieldError('メールアドレス')).toBe('メールアドレスの形式が正しくありません');
    expect(fieldError('フリガナ（任意）')).toBe('フリガナは全角カタカナで入力してください');
  });

  it('shows the service\'s refusals at the fields: a login ID or an address already in use', async () => {
    renderApp('/admin/accounts/new', { signedIn: 'admin' });
    await heading('アカウントを招待');
    change('ログインID', 'demo');
    change('メールアドレス', 'new.person@example.jp');
    change('氏名', '高橋 一郎');
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    await waitFor(() => expect(fieldError('ログインID')).toBe('このログインIDはすでに使われています'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('ログインID')));

    change('ログインID', 'ichiro.takahashi');
    change('メールアドレス', 'ＤＥＭＯ@example.com');
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    await waitFor(() => expect(fieldError('メールアドレス')).toBe('このメールアドレスは使用できません'));
  });

  it('invites: the new account\'s page, with the notice that the mail went, and the audit log says so', async () => {
    const { location, mockState } = renderApp('/admin/accounts/new', { signedIn: 'admin' });
    await heading('アカウントを招待');
    change('ログインID', 'Ｉchiro.Takahashi');
    change('メールアドレス', 'ichiro@example.jp');
    change('氏名', '高橋 一郎');
    change('フリガナ（任意）', 'ﾀｶﾊｼ ｲﾁﾛｳ');
    change('権限', 'ADMIN');
    change('メールの言語', 'EN');
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByText('ichiro@example.jp に招待メールを送りました')).toBeTruthy();
    const invited = mockState.findAccount('ichiro.takahashi')!;
    expect(invited).toMatchObject({ role: 'ADMIN', locale: 'EN', nameKana: 'タカハシ イチロウ', invitationPending: true });
    await waitFor(() => expect(location()).toBe(`/admin/accounts/${invited.accountCode}`));
    await screen.findByText('ichiro.takahashi');
    expect(within(screen.getByRole('region', { name: '操作' })).getByRole('button', { name: '招待を再送する' })).toBeTruthy();
    expect(mockState.data.admin!.audit[0]).toMatchObject({ action: 'INVITE', targetLoginId: 'ichiro.takahashi', role: 'ADMIN' });
  });
});

describe('/admin/audit', () => {
  it('lists every administrative action newest first, in Japanese, 50 at a time', async () => {
    const mockState = new MockState();
    const total = mockState.data.admin!.audit.length;
    expect(total).toBeGreaterThan(50);
    renderApp('/admin/audit', { signedIn: 'admin', mockState });
    await heading('監査ログ');
    const table = await screen.findByRole('table', { name: '操作の記録（新しい順）' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['日時', '操作した人', '操作', '対象', 'IPアドレス']);
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getAllByText('運用担当者（コマンドライン）').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^(招待（利用者）|招待（管理者）|無効化|権限の変更（管理者）)$/).length).toBe(50);
    fireEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(total + 1));
    expect(screen.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  });

  it('shows an administrator\'s action with who, what, which account (a link) and from where; ?account= keeps to one account', async () => {
    const mockState = new MockState();
    const target = mockState.findAccount('locked-user')!;
    const { location } = renderApp(`/admin/accounts/${target.accountCode}`, { signedIn: 'admin', mockState });
    await screen.findByText('locked-user');
    fireEvent.click(screen.getByRole('button', { name: 'ロック解除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ロック解除' }));
    await screen.findByText('ロックを解除しました');
    fireEvent.click(screen.getByRole('link', { name: 'このアカウントの監査ログ' }));
    await waitFor(() => expect(location()).toBe(`/admin/audit?account=${target.accountCode}`));
    expect(await screen.findByText(`アカウントコード ${target.accountCode} への操作を表示しています`)).toBeTruthy();
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'admin' })).toBeTruthy();
    expect(within(row!).getByText('ロック解除')).toBeTruthy();
    expect(within(row!).getByRole('link', { name: 'locked-user' }).getAttribute('href')).toBe(`/admin/accounts/${target.accountCode}`);
    expect(within(row!).getByText('192.0.2.10')).toBeTruthy();
    expect((screen.getByLabelText('アカウントコードで絞り込む') as HTMLInputElement).value).toBe(target.accountCode);
    fireEvent.click(screen.getByRole('link', { name: 'すべての記録を表示' }));
    await waitFor(() => expect(location()).toBe('/admin/audit'));
  });

  it('in English', async () => {
    localStorage.setItem(localeStorageKey, 'en');
    renderApp('/admin/audit', { signedIn: 'admin' });
    await heading('Audit log');
    const table = await screen.findByRole('table', { name: 'Audit log (newest first)' });
    expect(within(table).getAllByText('Operator (command line)').length).toBeGreaterThan(0);
  });
});

describe('the way into the admin console', () => {
  it('「管理」 is in the header for administrators, and in the account settings', async () => {
    const { location } = renderApp('/topPage', { signedIn: 'admin' });
    await heading('トップページ');
    const header = within(screen.getByRole('banner'));
    fireEvent.click(header.getByRole('link', { name: '管理' }));
    await waitFor(() => expect(location()).toBe('/admin/accounts'));
    await heading('アカウント一覧');
    fireEvent.click(header.getByRole('button', { name: 'アカウント設定' }));
    const dialog = await screen.findByRole('dialog', { name: 'アカウント設定' });
    expect(within(dialog).getByRole('link', { name: '管理（アカウントの検索・招待と監査ログ）' }).getAttribute('href')).toBe('/admin/accounts');
  });

  it('not for a user', async () => {
    renderApp('/topPage', { signedIn: 'demo' });
    await heading('トップページ');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: '管理' })).toBeNull();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'アカウント設定' }));
    const dialog = await screen.findByRole('dialog', { name: 'アカウント設定' });
    expect(within(dialog).queryByRole('link', { name: /^管理/ })).toBeNull();
  });

  it('a user opening any /admin/… address gets the forbidden notice and the top page', async () => {
    for (const path of ['/admin/accounts', '/admin/accounts/AC-100002', '/admin/accounts/new', '/admin/audit?account=AC-100001', '/admin', '/admin/anything']) {
      const { location, unmount } = renderApp(path, { signedIn: 'demo' });
      await waitFor(() => expect(location(), path).toBe('/topPage'));
      expect(await screen.findByText('このページを表示する権限がありません')).toBeTruthy();
      unmount();
      localStorage.clear();
    }
  });

  it('/admin leads an administrator to the accounts; an unknown /admin/… page is not found', async () => {
    const { location, router } = renderApp('/admin', { signedIn: 'admin' });
    await waitFor(() => expect(location()).toBe('/admin/accounts'));
    await router.navigate('/admin/nothing-here');
    expect(await heading('ページが見つかりません')).toBeTruthy();
  });

  it('header in English', async () => {
    localStorage.setItem(localeStorageKey, 'en');
    renderApp('/topPage', { signedIn: 'admin' });
    await heading('Top page');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin' })).toBeTruthy();
  });
});
