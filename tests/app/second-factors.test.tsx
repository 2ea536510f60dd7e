// The authenticator app and recovery codes on /security through the stateful mock (issue 23): set up
// (the current password, then the QR code and the key in groups of four, then one code), remove, and
// the recovery codes shown once; then sign-in asks for the app's code and takes a recovery code.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRecoveryCodes, mockTotpSecret } from '../../src/app/mocks/mock-second-factors';
import { mockCode, mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

async function openSecurity() {
  const rendered = renderApp('/security', { signedIn: 'demo' });
  await screen.findByRole('heading', { level: 1, name: 'セキュリティ' });
  await screen.findByText('認証アプリは設定されていません。');
  return rendered;
}

describe('authenticator app and recovery codes on /security', () => {
  it('sets up the app with a QR code and the key in groups of four, then removes it', async () => {
    await openSecurity();
    const setUp = screen.getByRole('button', { name: '認証アプリを設定' });
    fireEvent.click(setUp);
    const dialog = await screen.findByRole('dialog', { name: '認証アプリを設定' });
    fireEvent.change(within(dialog).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(dialog).getByRole('button', { name: '次へ' }));
    expect(await within(dialog).findByRole('img', { name: '認証アプリに読み取らせるQRコード' })).toBeTruthy();
    expect(within(dialog).getByText(mockTotpSecret.match(/.{4}/g)!.join(' '))).toBeTruthy();
    const code = within(dialog).getByLabelText('認証アプリに表示されたコード');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '１２３' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '設定を完了' }));
    expect(await within(dialog).findByText('コードは6桁の数字で入力してください')).toBeTruthy();
    fireEvent.change(code, { target: { value: mockCode } });
    fireEvent.click(within(dialog).getByRole('button', { name: '設定を完了' }));
    expect(await screen.findByText('認証アプリを設定しました')).toBeTruthy();
    expect(await screen.findByText(/^設定済み/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(mockTotpSecret);

    fireEvent.click(screen.getByRole('button', { name: '認証アプリを削除' }));
    const remove = await screen.findByRole('alertdialog', { name: '認証アプリを削除' });
    fireEvent.change(within(remove).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: 'not the password' } });
    fireEvent.click(within(remove).getByRole('button', { name: '認証アプリを削除' }));
    await waitFor(() => expect(within(remove).getByLabelText('現在のパスワード', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(within(remove).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(remove).getByRole('button', { name: '認証アプリを削除' }));
    expect(await screen.findByText('認証アプリを削除しました')).toBeTruthy();
    expect(await screen.findByText('認証アプリは設定されていません。')).toBeTruthy();
  }, 40_000);

  it('shows ten recovery codes once, with copy, print and download, and then only how many are left', async () => {
    await openSecurity();
    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを作成' }));
    const dialog = await screen.findByRole('dialog', { name: 'リカバリーコードを作成' });
    fireEvent.change(within(dialog).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'リカバリーコードを作成' }));
    const shown = await screen.findByRole('dialog', { name: '新しいリカバリーコード' });
    for (const code of mockRecoveryCodes) expect(within(shown).getByText(code)).toBeTruthy();
    for (const name of ['コピー', '印刷', 'ダウンロード']) expect(within(shown).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: '保管しました' }));
    expect(await screen.findByText(/^残り10個/)).toBeTruthy();
    expect(document.body.textContent).not.toContain(mockRecoveryCodes[0]);
    expect(JSON.stringify({ ...localStorage })).not.toContain(mockRecoveryCodes[0]);
    expect(screen.getByRole('button', { name: 'リカバリーコードを作り直す' })).toBeTruthy();
  });
});
