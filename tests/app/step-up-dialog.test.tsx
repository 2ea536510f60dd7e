// Step-up where the user is, through the stateful mock of `npm run dev:mock` (its STEP_UP_REQUIRED
// scenario: a sign-in does not count, so the dialog shows at once): the action that needs it opens the
// dialog, the focus goes in, the proof is given, and the same action goes on with what was typed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passkeysOf } from '../../src/app/mocks/mock-passkey-store';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

async function requestEmailChange(newEmail: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更' }, { timeout: 5000 });
  fireEvent.change(await screen.findByLabelText('新しいメールアドレス'), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: mockPassword } });
  fireEvent.click(screen.getByRole('button', { name: '確認コードを送信' }));
  return heading;
}

describe('the step-up dialog (mock mode)', () => {
  it('asks for the mailed code and the password where the user is, then the e-mail change goes on', async () => {
    const { mockState } = renderApp('/accountEditMailAddress', { signedIn: 'demo', mockError: 'STEP_UP_REQUIRED' });
    const heading = await requestEmailChange('taro.new@example.com');

    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(/登録メールアドレスに届く確認コードとパスワード/)).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: '確認コードを送る' });
    await waitFor(() => expect(document.activeElement).toBe(send));
    // The page behind cannot be reached while the dialog is open.
    expect(heading.closest('[inert]')).not.toBeNull();

    fireEvent.click(send);
    expect(await within(dialog).findByText('d***@example.com に確認コードを送りました。10分以内に入力してください。')).toBeTruthy();
    const code = within(dialog).getByLabelText('確認コード');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));

    // A wrong code is said in the dialog, which stays.
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.change(within(dialog).getByLabelText('現在のパスワード'), { target: { value: mockPassword } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認して続ける' }));
    expect(await within(dialog).findByText('確認コードが正しくありません（あと4回入力できます）')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('確認コード'), { target: { value: '１２３４５６' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認して続ける' }));
    // The same request went on with what was typed before the dialog.
    expect(await screen.findByText('taro.new@example.com に確認コードを送信しました')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockState.data.emailChanges).toEqual([expect.objectContaining({ newEmail: 'taro.new@example.com' })]);
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('gives up on キャンセル: nothing typed is lost, the form says why, and the focus comes back', async () => {
    renderApp('/accountEditMailAddress', { signedIn: 'demo', mockError: 'STEP_UP_REQUIRED' });
    await requestEmailChange('taro.new@example.com');
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));

    expect(await screen.findByText('本人確認が済んでいないため、変更できませんでした。もう一度お試しいただき、本人確認をしてください。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('新しいメールアドレス') as HTMLInputElement).value).toBe('taro.new@example.com');
    expect((screen.getByLabelText('現在のパスワード') as HTMLInputElement).value).toBe(mockPassword);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('asks an account with a passkey for the passkey, and Esc gives up', async () => {
    const { mockState } = renderApp('/accountEditMailAddress', { signedIn: 'demo' });
    passkeysOf(mockState).push({ id: 'mock-passkey-1', accountCode: 'AC-100001', name: 'この端末のパスキー', createdAt: new Date().toISOString(), lastUsedAt: null, synced: true, credentialId: 'bW9jay1jcmVk', provider: null });
    await requestEmailChange('taro.new@example.com');
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    expect(within(dialog).getByText(/このアカウントのパスキーで本人確認/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'パスキーで確認' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/本人確認が済んでいないため/)).toBeTruthy();
  });
});
