// /admin/accounts/:accountCode through the stateful mock: the details, the sessions and activity, only
// the actions that apply, each asked in a modal (Cancel focused, Esc cancels, the focus back on the
// button), then done, shown and audited; the service's refusals in Japanese; an unknown code; the
// account's level and methods, and the reset of its second factors.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { MockState } from '../../src/app/mocks/mock-state';
import { mockTotpSecret } from '../../src/app/mocks/mock-second-factors';
import { renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const actionButtons = () => within(screen.getByRole('region', { name: '操作' })).getAllByRole('button').map((b) => b.textContent);
/** The value of a term in the details. */
const detail = (term: string) => {
  const dt = within(screen.getByRole('region', { name: '基本情報' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

function openAccount(loginId: string, options: { mockState?: MockState; mockError?: string } = {}) {
  const mockState = options.mockState ?? new MockState();
  const code = mockState.findAccount(loginId)!.accountCode;
  const rendered = renderApp(`/admin/accounts/${code}`, { signedIn: 'admin', mockState, ...(options.mockError ? { mockError: options.mockError } : {}) });
  return { ...rendered, code };
}

describe('/admin/accounts/:accountCode', () => {
  it('shows a locked account: its details, its activity, and only the actions that apply', async () => {
    openAccount('locked-user');
    await heading('アカウントの詳細');
    await screen.findByText('locked-user');
    expect(detail('氏名')).toBe('小林 誠');
    expect(detail('フリガナ')).toBe('コバヤシ マコト');
    expect(detail('状態')).toMatch(/^ロック中（.+まで）$/);
    expect(detail('ログインの連続失敗')).toBe('10回');
    expect(detail('パスワード')).toBe('設定済み');
    expect(actionButtons()).toEqual(['ロック解除', '無効にする', '権限を変更', 'パスワード変更を求める', '再設定リンクを送る']);
    const activity = within(screen.getByRole('region', { name: 'アカウントの履歴' }));
    expect(await activity.findByText(/^アカウントの一時ロック（.+まで）$/)).toBeTruthy();
    expect(activity.getByText('ログインの失敗（パスワード）・10回')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'ログイン中の端末' })).getByText('ログイン中の端末はありません。')).toBeTruthy();
  });

  it('hides what does not apply: a disabled account is enabled, an invited one gets its invitation again', async () => {
    openAccount('disabled-user');
    await screen.findByText('disabled-user');
    expect(actionButtons()).toEqual(['有効にする', '権限を変更', 'パスワード変更を求める']);
  });

  it('for an invited account: the invitation, not a reset link or a password change', async () => {
    openAccount('invited-user');
    await screen.findByText('invited-user');
    expect(detail('パスワード')).toBe('未設定（招待の承諾待ち）');
    expect(actionButtons()).toEqual(['無効にする', '権限を変更', '招待を再送する']);
  });

  it('one\'s own account cannot be disabled from here', async () => {
    openAccount('admin');
    await screen.findByText('admin@example.com');
    expect(screen.getByText(/^あなた自身のアカウントです。/)).toBeTruthy();
    expect(actionButtons()).toEqual(['権限を変更', '再設定リンクを送る']);
    // This browser's own session, marked as such.
    expect(within(screen.getByRole('region', { name: 'ログイン中の端末' })).getByText('この端末')).toBeTruthy();
  });

  it('asks in a modal first: Cancel takes the focus, Esc cancels and the focus returns to the button', async () => {
    const { mockState, code } = openAccount('locked-user');
    await screen.findByText('locked-user');
    const button = screen.getByRole('button', { name: 'ロック解除' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '小林 誠さんのアカウントのロックを解除しますか？' });
    expect(within(dialog).getByText('ログインの連続失敗の回数も元に戻り、すぐにログインできるようになります。')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(mockState.accountByCode(code)!.status).toBe('LOCKED');
  });

  it('unlocks when confirmed: says so, shows the account as it is now, and writes the activity and the audit log', async () => {
    const { mockState, code } = openAccount('locked-user');
    await screen.findByText('locked-user');
    fireEvent.click(screen.getByRole('button', { name: 'ロック解除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ロック解除' }));
    expect(await screen.findByText('ロックを解除しました')).toBeTruthy();
    await waitFor(() => expect(detail('状態')).toBe('有効'));
    expect(detail('ログインの連続失敗')).toBe('0回');
    // The button went with the lock: the focus is on the actions' heading, not lost.
    expect(screen.queryByRole('button', { name: 'ロック解除' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '操作' })));
    const activity = within(screen.getByRole('region', { name: 'アカウントの履歴' }));
    expect(await activity.findByText('ロックの解除（管理者）')).toBeTruthy();
    expect(mockState.data.admin!.audit[0]).toMatchObject({ action: 'UNLOCK', targetAccountCode: code, actorLoginId: 'admin' });
  });

  it('enables a disabled account, then disables it again', async () => {
    const { mockState, code } = openAccount('disabled-user');
    await screen.findByText('disabled-user');
    fireEvent.click(screen.getByRole('button', { name: '有効にする' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '石井 恵さんのアカウントを有効にしますか？' })).getByRole('button', { name: '有効にする' }));
    expect(await screen.findByText('アカウントを有効にしました')).toBeTruthy();
    await waitFor(() => expect(actionButtons()).toContain('無効にする'));
    fireEvent.click(screen.getByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('dialog', { name: '石井 恵さんのアカウントを無効にしますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('アカウントを無効にしました')).toBeTruthy();
    expect(mockState.accountByCode(code)!.status).toBe('DISABLED');
    // Both actions in the activity, newest first, after the operator's earlier one.
    const activity = within(screen.getByRole('region', { name: 'アカウントの履歴' }));
    await waitFor(() => expect(activity.getAllByText(/^管理者による操作: /).map((item) => item.textContent)).toEqual([
      '管理者による操作: アカウントを無効にしました',
      '管理者による操作: アカウントを有効にしました',
      '管理者による操作: アカウントを無効にしました',
    ]));
    expect(mockState.data.admin!.audit.slice(0, 2).map((entry) => entry.action)).toEqual(['DISABLE', 'ENABLE']);
  });

  it('sends a reset link, and the button keeps the focus', async () => {
    openAccount('demo');
    await screen.findByText('demo@example.com');
    const button = screen.getByRole('button', { name: '再設定リンクを送る' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '山田 太郎さんにパスワード再設定のリンクを送りますか？' });
    expect(within(dialog).getByText(/demo@example\.com に、30分間有効な再設定のリンク/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '再設定リンクを送る' }));
    expect(await screen.findByText('demo@example.com にパスワード再設定のリンクを送りました')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '再設定リンクを送る' })));
  });

  it('changes the role with a choice in the dialog, and the last active administrator keeps it (LAST_ACTIVE_ADMIN in Japanese)', async () => {
    const mockState = new MockState();
    // Only `admin` left as an administrator.
    for (const account of mockState.data.accounts) if (account.loginId !== 'admin') account.role = 'USER';
    openAccount('admin', { mockState });
    await screen.findByText('admin@example.com');
    fireEvent.click(screen.getByRole('button', { name: '権限を変更' }));
    const dialog = await screen.findByRole('dialog', { name: '佐藤 花子さんの権限を変更しますか？' });
    const group = within(dialog).getByRole('group', { name: '新しい権限' });
    expect((within(group).getByRole('radio', { name: '管理者（現在の権限）' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(group).getByRole('radio', { name: '利用者' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '権限を変更' }));
    const alert = await screen.findByText('最後の管理者のため、この操作はできません。先に別のアカウントを管理者にしてください。');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect(mockState.findAccount('admin')!.role).toBe('ADMIN');
  });

  it('makes a user an administrator', async () => {
    const { mockState } = openAccount('demo');
    await screen.findByText('demo@example.com');
    fireEvent.click(screen.getByRole('button', { name: '権限を変更' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '権限を変更' }));
    expect(await screen.findByText('権限を「管理者」に変更しました')).toBeTruthy();
    expect(detail('権限')).toBe('管理者');
    expect(mockState.findAccount('demo')!.role).toBe('ADMIN');
  });

  it('answers an error scenario with its Japanese message where the user sees it', async () => {
    openAccount('demo', { mockError: 'ACTION_NOT_APPLICABLE' });
    await screen.findByText('demo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'パスワード変更を求める' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'パスワード変更を求める' }));
    expect(await screen.findByText('アカウントの状態が変わったため、この操作はできません。表示を更新してください。')).toBeTruthy();
  });

  it('shows how an account signs in, and resets its second factors after a dialog that names what is lost', async () => {
    const mockState = new MockState();
    const account = mockState.data.accounts.find((a) => a.methods?.authenticatorApp && a.methods.passkeys === 0 && a.methods.recoveryCodes !== null && a.password !== '' && a.status === 'ACTIVE')!;
    const left = account.methods!.recoveryCodes!;
    const { code } = openAccount(account.loginId, { mockState });
    await screen.findByText(account.loginId);
    expect(detail('ログイン方法')).toBe('認証アプリ');
    expect(detail('パスワード')).toBe('設定済み');
    expect(detail('パスキー')).toBe('なし');
    expect(detail('認証アプリ')).toBe('設定済み');
    expect(detail('リカバリーコード')).toBe(`残り${left}個`);
    expect(document.body.textContent).not.toContain(mockTotpSecret);

    const button = screen.getByRole('button', { name: '2段階目の認証をリセット' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `${account.name}さんの2段階目の認証をリセットしますか？` });
    expect(within(dialog).getByText(new RegExp(`^認証アプリと、リカバリーコード（残り${left}個）が削除され、使えなくなります。.*パスワードはそのままです。`))).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '2段階目の認証をリセット' }));
    expect(await screen.findByText('2段階目の認証をリセットしました')).toBeTruthy();
    await waitFor(() => expect(detail('ログイン方法')).toBe('パスワードとメール'));
    expect(detail('認証アプリ')).toBe('なし');
    expect(detail('リカバリーコード')).toBe('なし');
    expect(screen.queryByRole('button', { name: '2段階目の認証をリセット' })).toBeNull();
    const activity = within(screen.getByRole('region', { name: 'アカウントの履歴' }));
    expect(await activity.findByText('管理者による操作: 2段階目の認証（認証アプリとリカバリーコード）をリセットしました')).toBeTruthy();
    expect(mockState.data.admin!.audit[0]).toMatchObject({ action: 'RESET_SECOND_FACTORS', targetAccountCode: code });
  });

  it('a passkey-only account: no password, and no reset (its recovery codes are its way back in)', async () => {
    const mockState = new MockState();
    const account = mockState.data.accounts.find((a) => a.password === '' && (a.methods?.passkeys ?? 0) > 0 && a.status === 'ACTIVE')!;
    openAccount(account.loginId, { mockState });
    await screen.findByText(account.loginId);
    expect(detail('ログイン方法')).toBe('パスキーのみ');
    expect(detail('パスワード')).toBe('なし（パスキーでログイン）');
    expect(detail('パスキー')).toBe('1個');
    expect(actionButtons()).not.toContain('2段階目の認証をリセット');
  });

  it('an unknown account code: a not-found message and the way back to the list', async () => {
    const { location } = renderApp('/admin/accounts/A00000000', { signedIn: 'admin' });
    await heading('アカウントの詳細');
    expect(await screen.findByText('アカウントコード「A00000000」のアカウントは見つかりません。')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'アカウント一覧へ戻る' }));
    await waitFor(() => expect(location()).toBe('/admin/accounts'));
  });

  it('in English', async () => {
    localStorage.setItem(localeStorageKey, 'en');
    openAccount('locked-user');
    await heading('Account details');
    await screen.findByText('locked-user');
    expect(within(screen.getByRole('region', { name: 'Actions' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Unlock',
      'Disable',
      'Change role',
      'Require a password change',
      'Send a reset link',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', { name: "Unlock 小林 誠's account?" })).toBeTruthy();
  });
});
