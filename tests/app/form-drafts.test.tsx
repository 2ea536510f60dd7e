// Idle expiry keeps what was typed (issue 24, D4). The warning says what becomes of unsaved input; an
// edit form's input (never a password or a code) is kept in this tab when the session ends, comes back
// after the sign-in's returnTo with a notice, and goes on save, on cancel and on logout. Over the
// stateful mock, with a session that ends a few seconds from now (its absolute end brought forward).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDraftsStorageKey } from '../../src/app/forms/form-drafts';
import { MockState, mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

const typed = '経理部 第二課（未保存）';
const restoredNotice = 'ログアウトされる前に入力していた内容を戻しました。まだ保存されていません。';
const department = () => screen.getByLabelText<HTMLInputElement>('所属（任意）');
const storedDrafts = () => sessionStorage.getItem(formDraftsStorageKey);

/**
 * Goes to a page inside act, so the page left has run its effects' cleanups (a form forgetting its
 * draft) before the test goes on: outside act, React may run them a moment later, on a busy machine
 * after the test has already stored the next draft, which the old form's cleanup then removed.
 */
const go = (router: { navigate(to: string): Promise<void> }, to: string) => act(() => router.navigate(to));

/** Signed in as demo on a page, in a session that ends in `seconds`. */
function renderEnding(route: string, seconds: number, state = new MockState()) {
  const view = renderApp(route, { signedIn: 'demo', mockState: state, loginInfo: { expiresAt: new Date(Date.now() + seconds * 1000).toISOString() } });
  for (const session of state.data.sessions) session.absoluteExpiresAt = Date.now() + seconds * 1000;
  return view;
}

async function signInAgain() {
  fireEvent.change(screen.getByLabelText('ログインIDまたはメールアドレス'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: mockPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: '確認' }));
}

describe('idle expiry keeps what was typed', () => {
  it('/accountEdit: the warning says so, the input survives the expiry, comes back after sign-in, and goes on save', async () => {
    // 20 s: long enough to type in the form on a busy machine before the session ends.
    const { location } = renderEnding('/accountEdit', 20);
    await screen.findByRole('heading', { level: 1, name: 'アカウント情報の編集' });
    // The form comes with the account's values (a busy machine may take a moment).
    fireEvent.change(await screen.findByLabelText<HTMLInputElement>('所属（任意）', {}, { timeout: 5_000 }), { target: { value: typed } });
    expect(storedDrafts()).toContain(typed);

    const warning = await screen.findByRole('alertdialog', { name: 'まもなくログアウトします' }, { timeout: 20_000 });
    // The warning may already be open (the stored idle timeout puts it up to 2 minutes before the
    // end): it reads the tab's drafts with each second's countdown.
    expect(await within(warning).findByText('保存していない入力内容（パスワードを除く）は、このタブでもう一度ログインすると戻ります。', {}, { timeout: 3_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' }, { timeout: 20_000 })).toBeTruthy();
    expect(location()).toBe('/login?returnTo=%2FaccountEdit');
    expect(storedDrafts()).toContain(typed);

    await signInAgain();
    await screen.findByRole('heading', { level: 1, name: 'アカウント情報の編集' }, { timeout: 5_000 });
    await waitFor(() => expect(department().value).toBe(typed), { timeout: 5_000 });
    expect(await screen.findByText(restoredNotice)).toBeTruthy();
    expect(screen.getByRole('button', { name: '戻した入力を取り消す' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('アカウント情報を保存しました')).toBeTruthy();
    expect(storedDrafts()).toBeNull();
    expect(screen.queryByRole('button', { name: '戻した入力を取り消す' })).toBeNull();
  }, 60_000);

  it('without a draft the warning says unsaved input will be lost', async () => {
    renderEnding('/topPage', 30);
    const warning = await screen.findByRole('alertdialog', { name: 'まもなくログアウトします' });
    expect(within(warning).getByText('保存していない入力内容は失われます。')).toBeTruthy();
  });

  it('cancel puts back what is saved; going elsewhere forgets the draft', async () => {
    const { router } = renderApp('/accountEdit', { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'アカウント情報の編集' });
    await go(router, '/topPage');
    await screen.findByText('ようこそ、山田 太郎さん');
    sessionStorage.setItem(formDraftsStorageKey, JSON.stringify({ accountEdit: { accountCode: 'AC-100001', values: { department: typed } } }));
    await go(router, '/accountEdit');
    await waitFor(() => expect(department().value).toBe(typed));
    fireEvent.click(screen.getByRole('button', { name: '戻した入力を取り消す' }));
    await waitFor(() => expect(department().value).not.toBe(typed));
    await waitFor(() => expect(storedDrafts()).toBeNull());

    fireEvent.change(department(), { target: { value: typed } });
    await waitFor(() => expect(storedDrafts()).toContain(typed));
    await go(router, '/topPage');
    await screen.findByText('ようこそ、山田 太郎さん');
    await waitFor(() => expect(storedDrafts()).toBeNull());
  });

  it("is the account's own: another account signing in in this tab never sees it", async () => {
    sessionStorage.setItem(formDraftsStorageKey, JSON.stringify({ accountEdit: { accountCode: 'AC-999999', values: { department: typed } } }));
    renderApp('/accountEdit', { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'アカウント情報の編集' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('氏名').value).toBe('山田 太郎'));
    expect(department().value).not.toBe(typed);
    expect(screen.queryByText(restoredNotice)).toBeNull();
    expect(storedDrafts()).toBeNull();
  });

  it('never keeps a password: the new address is kept, the current password is not', async () => {
    renderApp('/accountEditMailAddress', { signedIn: 'demo' });
    fireEvent.change(await screen.findByLabelText('新しいメールアドレス'), { target: { value: 'new@example.jp' } });
    fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: mockPassword } });
    expect(storedDrafts()).toContain('new@example.jp');
    expect(storedDrafts()).not.toContain(mockPassword);
    expect(storedDrafts()).not.toContain('currentPassword');
  });

  it('logout (the user\'s own) clears every draft, and /storeControl lists the key with its purpose', async () => {
    const { router } = renderApp('/accountEdit', { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'アカウント情報の編集' });
    fireEvent.change(department(), { target: { value: typed } });
    await go(router, '/storeControl');
    // Leaving the form forgets it; kept through an expiry, it is listed.
    await waitFor(() => expect(storedDrafts()).toBeNull());
    sessionStorage.setItem(formDraftsStorageKey, JSON.stringify({ accountEdit: { accountCode: 'AC-100001', values: { department: typed } } }));
    await go(router, '/topPage');
    await go(router, '/storeControl');
    const table = await screen.findByRole('region', { name: '保存されているデータの一覧' });
    expect(within(table).getByText('フォームに入力してまだ保存していない内容。ログアウトされても戻せるよう、このタブだけに保存します（パスワードや確認コードは含みません）')).toBeTruthy();
    // Its technical name, behind the 「詳細」 under the table, beside the same purpose.
    const details = table.nextElementSibling as HTMLElement;
    expect(within(details).getByText(formDraftsStorageKey).closest('.technical-name')?.querySelector('dt')?.textContent).toMatch(/^フォームに入力してまだ保存していない内容。/);

    await go(router, '/logoutButton');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(storedDrafts()).toBeNull();
  });
});
