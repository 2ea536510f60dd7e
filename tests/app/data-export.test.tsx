// 「データのダウンロード」 through the stateful mock: the card on /security asks for the mailed link
// after the step-up dialog and says it was sent (24 hours); /myData takes the token out of the address,
// offers both files as forms that post the token to the gateway, and says in Japanese why a link does
// not work (wrong, expired, or sent back by the gateway with ?error=).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDataExportToken } from '../../src/app/mocks/mock-data-export';
import { mockCode, mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

describe('data download', () => {
  it('asks for the link from /security after the step-up, and says it was mailed for 24 hours', async () => {
    renderApp('/security', { signedIn: 'demo', mockError: 'STEP_UP_REQUIRED' });
    const section = within(await screen.findByRole('region', { name: 'データのダウンロード' }, { timeout: 5000 }));
    expect(section.getByText(/パスワードやパスキーの鍵などの秘密の情報は含まれません。/)).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'ダウンロード用のリンクをメールで受け取る' }));

    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    fireEvent.change(await within(dialog).findByLabelText('確認コード'), { target: { value: mockCode } });
    fireEvent.change(within(dialog).getByLabelText('現在のパスワード'), { target: { value: mockPassword } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認して続ける' }));

    expect(await screen.findByText('ダウンロード用のリンクをメールで送りました（24時間有効）')).toBeTruthy();
    expect(await section.findByText(/^リンクは.+まで有効です。$/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/myData hides the token from the address and offers the JSON file and the activity CSV as forms', async () => {
    const { location } = renderApp(`/myData?token=${mockDataExportToken}`, { signedIn: 'demo' });
    await screen.findByRole('heading', { level: 1, name: 'データのダウンロード' });
    await waitFor(() => expect(location()).toBe('/myData'));
    expect(await screen.findByText(/^このリンクは.+まで、何度でも使えます。$/)).toBeTruthy();
    for (const [name, format] of [['JSONファイルをダウンロード', 'json'], ['CSVファイルをダウンロード', 'csv']] as const) {
      const form = screen.getByRole('button', { name }).closest('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toMatch(/\/data-export$/);
      expect(Object.fromEntries(new FormData(form))).toEqual({ token: mockDataExportToken, format });
    }
  });

  it('says why a link does not work, in Japanese, with the way to the security page', async () => {
    renderApp('/myData?token=wrong', { signedIn: 'demo' });
    expect(await screen.findByText('このリンクは無効です。メールを受け取ったアカウントでログインしているか、メールのリンクをもう一度お確かめください。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'JSONファイルをダウンロード' })).toBeNull();
    expect(screen.getByRole('link', { name: '「セキュリティ」のページへ' })).toBeTruthy();
  });

  it('says what the gateway sent a refused download back with (?error=)', async () => {
    const { location } = renderApp('/myData?error=DATA_EXPORT_LINK_EXPIRED', { signedIn: 'demo' });
    expect(await screen.findByText('このリンクの有効期限（24時間）が切れました。「セキュリティ」のページからもう一度お申し込みください。')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/myData'));
  });

  it('sends a signed-out visitor to /login and back', async () => {
    const { location } = renderApp(`/myData?token=${mockDataExportToken}`);
    await waitFor(() => expect(location()).toMatch(/^\/login\?returnTo=/));
  });
});
