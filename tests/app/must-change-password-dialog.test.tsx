import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readStoredLoginInfo, renderApp, viewerResolved } from './render-app';

const newPassword = 'ume-no-hana-ga-saku-2027';
const owner = { loginId: 'hsato', email: 'hanako.sato@example.jp' };

function userError(code: string, field: string | null = null) {
  return { code, field, retryAfterSeconds: null, attemptsRemaining: null };
}

/** An account that must change its password; `changePassword` decides how the change goes. */
function renderMustChange(route: string, changePassword: (parent: unknown, args: Record<string, unknown>) => unknown, reason: string | null = null) {
  let mustChange = true;
  const viewer = vi.fn(() => viewerResolved({ ...owner, mustChangePassword: mustChange, mustChangePasswordReason: mustChange ? reason : null }));
  const rendered = renderApp(route, {
    loginInfo: { mustChangePassword: true },
    resolvers: {
      Query: { viewer },
      Mutation: {
        changePassword: (parent, args) => {
          const result = changePassword(parent, args) as { viewer: unknown };
          if (result.viewer) mustChange = false;
          return result;
        },
      },
    },
  });
  return { ...rendered, viewer };
}

async function openDialog() {
  return screen.findByRole('dialog', { name: 'パスワードの変更が必要です' });
}

function fill(dialog: HTMLElement, current: string, password: string) {
  fireEvent.change(within(dialog).getByLabelText('現在のパスワード'), { target: { value: current } });
  fireEvent.change(within(dialog).getByLabelText('新しいパスワード'), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText('新しいパスワード（確認）'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'パスワードを変更' }));
}

describe('must-change-password modal', () => {
  it('opens over the page for such an account, as a real modal with the focus inside', async () => {
    const { location } = renderMustChange('/topPage', () => ({ viewer: null, error: null }));
    const dialog = await openDialog();
    expect(location()).toBe('/accountEditPassword');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'パスワードの変更が必要です',
    );
    // The page behind cannot be used.
    expect(document.querySelector('main')?.closest('[inert]')).toBeTruthy();
    const current = within(dialog).getByLabelText('現在のパスワード');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it.each([
    [null, '引き続きご利用いただくには、新しいパスワードを設定してください。'],
    ['ADMINISTRATOR', '管理者がパスワードの変更を求めています。'],
    ['NOT_ME_REPORT', '心当たりがないログインが報告されたため、パスワードの変更が必要です。'],
    ['BREACHED_PASSWORD', 'このパスワードは、ほかのサービスから流出したパスワードの一覧に含まれていて、第三者に使われるおそれがあります。'],
  ])('says why the password must be changed (%s), as the dialog\'s description', async (reason, words) => {
    renderMustChange('/topPage', () => ({ viewer: null, error: null }), reason);
    const dialog = await openDialog();
    await waitFor(() => expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain(words));
  });

  it('keeps Tab and Shift+Tab inside and does not close on Esc', async () => {
    renderMustChange('/accountEditPassword', () => ({ viewer: null, error: null }));
    const dialog = await openDialog();
    const current = within(dialog).getByLabelText('現在のパスワード');
    const logout = within(dialog).getByRole('button', { name: 'ログアウト' });
    await waitFor(() => expect(document.activeElement).toBe(current));

    fireEvent.keyDown(current, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(logout, { key: 'Tab' });
    expect(document.activeElement).toBe(current);

    // Focus sent outside (here: the page heading) comes straight back.
    document.querySelector<HTMLElement>('main h1')?.focus();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(current, { key: 'Escape' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'パスワードの変更が必要です' })).toBe(dialog);
  });

  it('checks the policy at the field, with the account\'s e-mail address', async () => {
    const changePassword = vi.fn((_parent: unknown, _args: Record<string, unknown>) => ({ viewer: null, error: null }));
    const { viewer } = renderMustChange('/accountEditPassword', changePassword);
    const dialog = await openDialog();
    await waitFor(() => expect(viewer).toHaveBeenCalledTimes(4)); // the layout's check, the dialog's, the page's and whether it is passkey-first
    fill(dialog, 'temporary-pass', 'garden-hanako.sato-2027');
    expect(await within(dialog).findByText('パスワードにメールアドレスを含めることはできません')).toBeTruthy();
    fill(dialog, 'temporary-pass', 'garden-HSATO-2027-spring');
    expect(await within(dialog).findByText('パスワードにログインIDを含めることはできません')).toBeTruthy();
    fill(dialog, '', newPassword);
    expect(await within(dialog).findByText('現在のパスワードを入力してください')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows a wrong current password at its field', async () => {
    renderMustChange('/accountEditPassword', () => ({
      viewer: null,
      error: userError('INVALID_CURRENT_PASSWORD', 'currentPassword'),
    }));
    const dialog = await openDialog();
    fill(dialog, 'not-the-one', newPassword);
    expect(await within(dialog).findByText('現在のパスワードが正しくありません')).toBeTruthy();
    expect(within(dialog).getByLabelText('現在のパスワード').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password, closes, says so, and refetches nothing', async () => {
    const changePassword = vi.fn((_parent: unknown, _args: Record<string, unknown>) => ({ viewer: viewerResolved({ ...owner, mustChangePassword: false }), error: null }));
    const { viewer, location } = renderMustChange('/topPage', changePassword);
    const dialog = await openDialog();
    await waitFor(() => expect(viewer).toHaveBeenCalledTimes(4)); // the layout's check, the dialog's, the page's and whether it is passkey-first
    fill(dialog, 'temporary-pass', newPassword);

    expect(await screen.findByText('パスワードを変更しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changePassword.mock.calls[0]?.[1]).toEqual({ input: { currentPassword: 'temporary-pass', newPassword } });
    expect(readStoredLoginInfo()).toMatchObject({ mustChangePassword: false });
    expect(document.querySelector('main')?.closest('[inert]')).toBeNull();
    expect(viewer).toHaveBeenCalledTimes(4);
    expect(location()).toBe('/accountEditPassword');
    // The focus continues at the page's heading rather than getting lost.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('offers logging out as the only other way out', async () => {
    const { location } = renderMustChange('/accountEditPassword', () => ({ viewer: null, error: null }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByText('ログアウトしました')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
