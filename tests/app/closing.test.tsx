// 退会 through the stateful mock: the card on /security opens a confirmation that names what is lost,
// asks through the step-up dialog, then the browser forgets the session and /login says the day of
// deletion; an account waiting for deletion that signs in sees only the closing dialog (cancel or log
// out), and cancelling brings the portal back; the last administrator's refusal is said in Japanese;
// the admin console lists the accounts waiting for deletion.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockState, mockCode, mockPassword } from '../../src/app/mocks/mock-state';
import { readLoginInfo } from '../../src/app/session/login-info-store';
import { renderApp } from './render-app';

const dayMs = 24 * 3_600_000;

function closingState(loginId = 'demo'): MockState {
  const state = new MockState();
  const account = state.findAccount(loginId)!;
  account.closingRequestedAt = Date.now();
  account.closingDeletesAt = Date.now() + 30 * dayMs;
  return state;
}

describe('closing an account (退会)', () => {
  it('names what is lost, asks through the step-up, then signs out and says the day of deletion', async () => {
    const mockState = new MockState();
    const { location } = renderApp('/security', { signedIn: 'demo', mockError: 'STEP_UP_REQUIRED', mockState });
    const section = within(await screen.findByRole('region', { name: '退会' }, { timeout: 5000 }));
    fireEvent.click(section.getByRole('button', { name: '退会する' }));

    const confirm = await screen.findByRole('alertdialog', { name: '退会しますか？' });
    expect(within(confirm).getByText(/^お申し込みの後、すべての端末からログアウトします。.+に、次のデータを削除します。削除した後は元に戻せません。$/)).toBeTruthy();
    for (const item of ['パスワード、パスキー、認証アプリ、リカバリーコード', 'アクティビティ（ログインや変更の記録）とログイン中の端末の一覧', '連携中のアプリ（連携は今すぐ解除します）']) {
      expect(within(confirm).getByText(item)).toBeTruthy();
    }
    // Cancel takes the focus first.
    expect(document.activeElement?.textContent).toBe('キャンセル');
    fireEvent.click(within(confirm).getByRole('button', { name: '退会を申し込む' }));

    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    fireEvent.change(await within(dialog).findByLabelText('確認コード'), { target: { value: mockCode } });
    fireEvent.change(within(dialog).getByLabelText('現在のパスワード'), { target: { value: mockPassword } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認して続ける' }));

    expect(await screen.findByText(/^退会のお申し込みを受け付けました。.+にアカウントを削除します。それまでは、ログインすると取り消せます。$/)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(readLoginInfo()).toBeNull();
    expect(mockState.findAccount('demo')!.closingDeletesAt).toBeGreaterThan(Date.now());
  });

  it('after signing in, offers only to cancel or log out; cancelling brings the page back', async () => {
    const mockState = closingState();
    const deletesAt = new Date(mockState.findAccount('demo')!.closingDeletesAt!).toISOString();
    renderApp('/topPage', { signedIn: 'demo', mockState, loginInfo: { closingDeletesAt: deletesAt } });
    const dialog = await screen.findByRole('dialog', { name: /^退会手続き中です（.+に削除されます）$/ });
    expect(within(dialog).getByRole('button', { name: 'ログアウト' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: '退会を取り消す' }));
    expect(await screen.findByText('退会を取り消しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(mockState.findAccount('demo')!.closingDeletesAt).toBeNull();
  });

  it('logs out from the closing dialog', async () => {
    const mockState = closingState();
    const { location } = renderApp('/topPage', { signedIn: 'demo', mockState, loginInfo: { closingDeletesAt: new Date(Date.now() + 30 * dayMs).toISOString() } });
    fireEvent.click(within(await screen.findByRole('dialog', { name: /^退会手続き中です/ })).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(location()).toMatch(/^\/(logoutButton|login)/));
  });

  it('says in Japanese why the last administrator cannot leave', async () => {
    renderApp('/security', { signedIn: 'demo', mockError: 'LAST_ACTIVE_ADMIN' });
    const section = within(await screen.findByRole('region', { name: '退会' }, { timeout: 5000 }));
    fireEvent.click(section.getByRole('button', { name: '退会する' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '退会を申し込む' }));
    expect(await screen.findByText('最後の管理者のため、退会できません。先に別のアカウントを管理者にしてください。')).toBeTruthy();
  });

  it('lists the accounts waiting for deletion on the admin console', async () => {
    renderApp('/admin/accounts', { signedIn: 'admin', mockState: closingState('demo') });
    const section = within(await screen.findByRole('region', { name: '退会手続き中のアカウント' }, { timeout: 5000 }));
    const table = within(await section.findByRole('table', { name: '退会手続き中のアカウント' }));
    expect(table.getByRole('link', { name: 'demo' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: '削除日' })).toBeTruthy();
  });
});
