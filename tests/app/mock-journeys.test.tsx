// The portal against the stateful mock of `npm run dev:mock`, with no resolver of the test's own:
// the demo values of the README work, and an error scenario shows its Japanese message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { readStoredLoginInfo, renderApp } from './render-app';

async function login(loginId: string, password: string) {
  fireEvent.change(await screen.findByLabelText('ログインIDまたはメールアドレス'), { target: { value: loginId } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '確認' }));
}

describe('mock mode: login, code, top page, logout', () => {
  it('signs the demo account in with the mailed code (full-width digits too) and out again', async () => {
    const { location, mockState } = renderApp('/login');
    await login('ｄｅｍｏ', mockPassword);
    expect(await screen.findByText('d***@example.com に確認コードを送信しました')).toBeTruthy();
    expect(location()).toBe('/oneTimeCode');
    await enterCode('１２３４５６');

    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    expect(location()).toBe('/topPage');
    expect(screen.getByText('AC-100001')).toBeTruthy();
    expect(readStoredLoginInfo()).toMatchObject({ accountCode: 'AC-100001', role: 'USER' });
    expect(mockState.data.jar.sessionToken).not.toBeNull();

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(mockState.data.jar.sessionToken).toBeNull();
    expect(mockState.data.sessions).toEqual([]);
  });

  it('counts wrong codes down, as the gateway would', async () => {
    renderApp('/login');
    await login('demo@example.com', mockPassword);
    await enterCode('000000');
    expect(await screen.findByText('確認コードが正しくありません（あと4回入力できます）')).toBeTruthy();
  });

  it('refuses a wrong password with the deliberately unspecific message', async () => {
    renderApp('/login');
    await login('demo', 'not-the-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ログインIDまたはパスワードが正しくありません'));
  });

  it('answers the chosen error scenario instead, with its hints', async () => {
    renderApp('/login', { mockError: 'TOO_MANY_REQUESTS' });
    await login('demo', mockPassword);
    expect(await screen.findByText('操作が多すぎます。30秒後にもう一度お試しください。')).toBeTruthy();
  });

  it('sends an account that must change its password to the password page', async () => {
    const { location } = renderApp('/login');
    await login('newcomer', mockPassword);
    await enterCode('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの変更' })).toBeTruthy();
    expect(location()).toBe('/accountEditPassword');
  });
});
