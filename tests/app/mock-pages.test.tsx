// Every page of the portal rendered through the stateful mock of src/app/mocks (no resolvers of the
// test's own): a schema change that breaks a page's operations breaks its test here.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { readStoredLoginInfo, renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('every page through the mocked schema', () => {
  it('login', async () => {
    renderApp('/login');
    expect(await heading('ログイン')).toBeTruthy();
  });

  it('oneTimeCode, for the pending attempt of the mock', async () => {
    const { mockState } = renderApp('/login');
    await heading('ログイン');
    change('ログインIDまたはメールアドレス', 'admin');
    change('パスワード', mockPassword);
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await heading('確認コードの入力')).toBeTruthy();
    expect(screen.getByText('a***@example.com に確認コードを送信しました')).toBeTruthy();
    expect(mockState.data.challenges).toHaveLength(1);
  });

  it('topPage', async () => {
    renderApp('/topPage', { signedIn: 'admin' });
    expect(await heading('トップページ')).toBeTruthy();
    expect(await screen.findByText('ようこそ、佐藤 花子さん')).toBeTruthy();
  });

  it('passwordReissue', async () => {
    renderApp('/passwordReissue');
    expect(await heading('パスワードの再設定')).toBeTruthy();
    change('ログインIDまたはメールアドレス', 'demo');
    fireEvent.click(screen.getByRole('button', { name: '再設定用のメールを送信' }));
    expect(await screen.findByText(/パスワード再設定用のメールを送信しました/)).toBeTruthy();
  });

  it('passwordReset with valid-token sets the password', async () => {
    const { location, mockState } = renderApp('/passwordReset?token=valid-token');
    expect(await heading('パスワードの再設定')).toBeTruthy();
    await screen.findByLabelText('新しいパスワード');
    change('新しいパスワード', 'sakura-fuji-2026-kawa');
    change('新しいパスワード（確認）', 'sakura-fuji-2026-kawa');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを設定' }));
    expect(await screen.findByText('パスワードを設定しました。新しいパスワードでログインしてください。')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(mockState.findAccount('demo')?.password).toBe('sakura-fuji-2026-kawa');
  });

  it('passwordReset with expired-token', async () => {
    renderApp('/passwordReset?token=expired-token');
    expect(await screen.findByText(/有効期限/)).toBeTruthy();
  });

  it('accountEdit saves into the mock account', async () => {
    const { mockState } = renderApp('/accountEdit', { signedIn: 'demo' });
    expect(await heading('アカウント情報の編集')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('氏名') as HTMLInputElement).value).toBe('山田 太郎'));
    change('氏名', '山田 花子');
    change('フリガナ', 'ﾔﾏﾀﾞ ﾊﾅｺ');
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('アカウント情報を保存しました')).toBeTruthy();
    expect(mockState.findAccount('demo')).toMatchObject({ name: '山田 花子', nameKana: 'ヤマダ ハナコ' });
    expect(readStoredLoginInfo()).toMatchObject({ name: '山田 花子' });
  });

  it('accountEditMailAddress changes the address with code 123456', async () => {
    const { mockState } = renderApp('/accountEditMailAddress', { signedIn: 'demo' });
    expect(await heading('メールアドレスの変更')).toBeTruthy();
    // The form comes with the account's answer, after the heading.
    await screen.findByLabelText('新しいメールアドレス');
    change('新しいメールアドレス', 'taro.new@example.com');
    change('現在のパスワード', mockPassword);
    fireEvent.click(screen.getByRole('button', { name: '確認コードを送信' }));
    expect(await screen.findByText('taro.new@example.com に確認コードを送信しました')).toBeTruthy();
    change('確認コード', '123456');
    fireEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('メールアドレスを変更しました')).toBeTruthy();
    expect(mockState.findAccount('demo')?.email).toBe('taro.new@example.com');
  });

  it('accountEditPassword refuses a wrong current password', async () => {
    renderApp('/accountEditPassword', { signedIn: 'demo' });
    expect(await heading('パスワードの変更')).toBeTruthy();
    change('現在のパスワード', 'wrong-password-123');
    change('新しいパスワード', 'sakura-fuji-2026-kawa');
    change('新しいパスワード（確認）', 'sakura-fuji-2026-kawa');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText('現在のパスワードが正しくありません')).toBeTruthy();
  });

  it('storeControl', async () => {
    renderApp('/storeControl');
    expect(await heading('ブラウザに保存されたデータの管理')).toBeTruthy();
  });

  it('logout ends the mock session', async () => {
    const { location, mockState } = renderApp('/logout', { signedIn: 'demo' });
    // Entered from outside the app: it asks first.
    fireEvent.click(await screen.findByRole('button', { name: 'ログアウトする' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('ログアウトしました')).toBeTruthy();
    expect(mockState.data.sessions).toEqual([]);
    expect(readStoredLoginInfo()).toBeNull();
  });

  it('not-found', async () => {
    renderApp('/no-such-page');
    expect(await heading('ページが見つかりません')).toBeTruthy();
  });
});
