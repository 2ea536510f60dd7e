// Passkeys in the SPA through the stateful mock, with the browser's WebAuthn calls stubbed (the real
// ones run in Chromium with a virtual authenticator, tests/e2e/passkey-journey.test.ts): adding,
// renaming and deleting on /security, 「パスキーでログイン」 on /login, and a browser without passkeys.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { readStoredLoginInfo, renderApp } from './render-app';

const webauthn = vi.hoisted(() => ({
  createPasskey: vi.fn(async () => ({ id: 'cred', rawId: 'cred', type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'oA' } })),
  getPasskey: vi.fn(async () => ({ id: 'cred', rawId: 'cred', type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } })),
}));
vi.mock('../../src/app/passkeys/webauthn-browser', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createPasskey: webauthn.createPasskey,
  getPasskey: webauthn.getPasskey,
  passkeyAutofillAvailable: async () => false,
}));

beforeEach(() => {
  (window as unknown as { PublicKeyCredential: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
});
afterEach(() => {
  delete (window as unknown as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

async function openSecurity() {
  const rendered = renderApp('/security', { signedIn: 'demo' });
  await screen.findByRole('heading', { level: 1, name: 'セキュリティ' });
  await screen.findByText('パスキーはまだ登録されていません。');
  return rendered;
}

describe('passkeys on /security', () => {
  it('adds one with its name, then renames and deletes it (the current password first)', async () => {
    await openSecurity();
    fireEvent.click(screen.getByRole('button', { name: 'パスキーを追加' }));
    const add = await screen.findByRole('dialog', { name: 'パスキーを追加' });
    fireEvent.change(within(add).getByLabelText('パスキーの名前'), { target: { value: '仕事用のPC' } });
    fireEvent.change(within(add).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(add).getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('パスキー「仕事用のPC」を追加しました')).toBeTruthy();
    const section = within(screen.getByRole('region', { name: 'パスキー' }));
    expect(await section.findByText('仕事用のPC')).toBeTruthy();
    expect(section.getByText('ほかの端末と同期')).toBeTruthy();
    expect(webauthn.createPasskey).toHaveBeenCalledTimes(1);

    fireEvent.click(section.getByRole('button', { name: '名前を変更: 仕事用のPC' }));
    const rename = await screen.findByRole('dialog', { name: 'パスキーの名前を変更' });
    fireEvent.change(within(rename).getByLabelText('パスキーの名前'), { target: { value: '自宅のPC' } });
    fireEvent.click(within(rename).getByRole('button', { name: '変更する' }));
    expect(await section.findByText('自宅のPC')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: '削除: 自宅のPC' }));
    const remove = await screen.findByRole('alertdialog', { name: 'パスキー「自宅のPC」を削除しますか？' });
    fireEvent.change(within(remove).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: 'wrong password' } });
    fireEvent.click(within(remove).getByRole('button', { name: '削除する' }));
    // The account has a passkey now and this session signed in with the password: removing one asks
    // for a passkey first (step-up), over this dialog; the deletion then goes on with what was typed.
    const stepUp = await screen.findByRole('dialog', { name: '本人確認' });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'パスキーで確認' }));
    expect(await within(remove).findByText('現在のパスワードが正しくありません')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '本人確認' })).toBeNull();
    expect(webauthn.getPasskey).toHaveBeenCalledTimes(1);
    fireEvent.change(within(remove).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(remove).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('パスキー「自宅のPC」を削除しました')).toBeTruthy();
    expect(await screen.findByText('パスキーはまだ登録されていません。')).toBeTruthy();
  });

  it('asks for the current password first, however fresh the sign-in, and checks it before the browser is asked', async () => {
    await openSecurity();
    fireEvent.click(screen.getByRole('button', { name: 'パスキーを追加' }));
    const add = await screen.findByRole('dialog', { name: 'パスキーを追加' });
    const password = within(add).getByLabelText('現在のパスワード', { selector: 'input' });
    const browserAsked = webauthn.createPasskey.mock.calls.length;
    fireEvent.click(within(add).getByRole('button', { name: '追加する' }));
    expect(await within(add).findByText('現在のパスワードを入力してください')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: 'wrong password' } });
    fireEvent.click(within(add).getByRole('button', { name: '追加する' }));
    expect(await within(add).findByText('現在のパスワードが正しくありません')).toBeTruthy();
    expect(webauthn.createPasskey.mock.calls.length).toBe(browserAsked);
  });

  it('says so in a browser without passkeys, and offers no button', async () => {
    delete (window as unknown as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    await openSecurity();
    expect(screen.queryByRole('button', { name: 'パスキーを追加' })).toBeNull();
    expect(screen.getByText(/このブラウザはパスキーに対応していません/)).toBeTruthy();
  });
});

describe('「パスキーでログイン」 on /login', () => {
  it('signs in with no password and no code, and lands on the top page', async () => {
    const { mockState, unmount } = await openSecurity();
    fireEvent.click(screen.getByRole('button', { name: 'パスキーを追加' }));
    const add = await screen.findByRole('dialog', { name: 'パスキーを追加' });
    fireEvent.change(within(add).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(add).getByRole('button', { name: '追加する' }));
    await screen.findByText(/を追加しました/);
    mockState.data.sessions = [];
    mockState.data.jar.sessionToken = null;
    localStorage.clear();
    unmount();
    const login = renderApp('/login', { mockState });
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    fireEvent.click(screen.getByRole('button', { name: 'パスキーでログイン' }));
    await waitFor(() => expect(login.location()).toBe('/topPage'));
    expect(readStoredLoginInfo()).toMatchObject({ name: '山田 太郎' });
  });

  it('answers a passkey the portal does not know like a wrong password', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'パスキーでログイン' }));
    expect(await screen.findByText('ログインIDまたはパスワードが正しくありません')).toBeTruthy();
  });

  it('keeps the password path, and says why, in a browser without passkeys', async () => {
    delete (window as unknown as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    renderApp('/login');
    expect(await screen.findByText('このブラウザはパスキーに対応していません。ログインIDとパスワードでログインしてください。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'パスキーでログイン' })).toBeNull();
  });
});
