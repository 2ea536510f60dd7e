// /security's passkey list through the stateful mock: each passkey's provider (from its AAGUID; the
// mock's passkeys are Google Password Manager's), and the WebAuthn Signals API, with a stubbed
// PublicKeyCredential: the list is signalled when it is shown, a deleted passkey as unknown, and a
// browser whose signals fail (or that has none) still adds, renames and deletes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPassword } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

const webauthn = vi.hoisted(() => ({
  createPasskey: vi.fn(async () => ({ id: 'Y3JlZC0x', rawId: 'Y3JlZC0x', type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'oA' } })),
  getPasskey: vi.fn(async () => ({ id: 'Y3JlZC0x', rawId: 'Y3JlZC0x', type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } })),
}));
vi.mock('../../src/app/passkeys/webauthn-browser', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createPasskey: webauthn.createPasskey,
  getPasskey: webauthn.getPasskey,
  passkeyAutofillAvailable: async () => false,
}));

interface Signals {
  signalUnknownCredential?: ReturnType<typeof vi.fn>;
  signalAllAcceptedCredentials?: ReturnType<typeof vi.fn>;
  signalCurrentUserDetails?: ReturnType<typeof vi.fn>;
}

function stubBrowser(signals: Signals) {
  const credential = Object.assign(function PublicKeyCredential() {}, signals);
  (window as unknown as { PublicKeyCredential: unknown }).PublicKeyCredential = credential;
}

beforeEach(() => stubBrowser({}));
afterEach(() => {
  delete (window as unknown as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

async function addPasskey(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'パスキーを追加' }));
  const add = await screen.findByRole('dialog', { name: 'パスキーを追加' });
  fireEvent.change(within(add).getByLabelText('パスキーの名前'), { target: { value: name } });
  fireEvent.change(within(add).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
  fireEvent.click(within(add).getByRole('button', { name: '追加する' }));
  await screen.findByText(`パスキー「${name}」を追加しました`);
}

async function deletePasskey(name: string) {
  const section = within(screen.getByRole('region', { name: 'パスキー' }));
  fireEvent.click(section.getByRole('button', { name: `削除: ${name}` }));
  const remove = await screen.findByRole('alertdialog', { name: `パスキー「${name}」を削除しますか？` });
  fireEvent.change(within(remove).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
  fireEvent.click(within(remove).getByRole('button', { name: '削除する' }));
  const stepUp = await screen.findByRole('dialog', { name: '本人確認' });
  fireEvent.click(within(stepUp).getByRole('button', { name: 'パスキーで確認' }));
  await screen.findByText(`パスキー「${name}」を削除しました`);
}

describe('passkey providers and the WebAuthn Signals API on /security', () => {
  it('shows where each passkey is kept, and signals the list, the account and a deletion', async () => {
    const signals = { signalUnknownCredential: vi.fn(async () => undefined), signalAllAcceptedCredentials: vi.fn(async () => undefined), signalCurrentUserDetails: vi.fn(async () => undefined) };
    stubBrowser(signals);
    renderApp('/security', { signedIn: 'demo' });
    await screen.findByText('パスキーはまだ登録されていません。');
    // The empty list is signalled too: a manager may hide passkeys of this account the portal no longer has.
    await waitFor(() => expect(signals.signalAllAcceptedCredentials).toHaveBeenCalledWith({ rpId: 'localhost', userId: 'bW9jay11c2Vy', allAcceptedCredentialIds: [] }));
    expect(signals.signalCurrentUserDetails).toHaveBeenCalledWith({ rpId: 'localhost', userId: 'bW9jay11c2Vy', name: 'demo', displayName: '山田 太郎' });

    await addPasskey('仕事用のPC');
    const section = within(screen.getByRole('region', { name: 'パスキー' }));
    expect(await section.findByText('保存先: Google パスワード マネージャー')).toBeTruthy();
    await waitFor(() => expect(signals.signalAllAcceptedCredentials).toHaveBeenLastCalledWith({ rpId: 'localhost', userId: 'bW9jay11c2Vy', allAcceptedCredentialIds: ['Y3JlZC0x'] }));

    await deletePasskey('仕事用のPC');
    expect(signals.signalUnknownCredential).toHaveBeenCalledWith({ rpId: 'localhost', credentialId: 'Y3JlZC0x' });
    await waitFor(() => expect(signals.signalAllAcceptedCredentials).toHaveBeenLastCalledWith({ rpId: 'localhost', userId: 'bW9jay11c2Vy', allAcceptedCredentialIds: [] }));
  });

  it('adds, renames and deletes when the browser refuses every signal', async () => {
    const refuse = () => vi.fn(async () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const signals = { signalUnknownCredential: refuse(), signalAllAcceptedCredentials: refuse(), signalCurrentUserDetails: vi.fn(() => { throw new TypeError('bad'); }) };
    stubBrowser(signals);
    renderApp('/security', { signedIn: 'demo' });
    await screen.findByText('パスキーはまだ登録されていません。');
    await addPasskey('自宅のPC');
    const section = within(screen.getByRole('region', { name: 'パスキー' }));
    fireEvent.click(section.getByRole('button', { name: '名前を変更: 自宅のPC' }));
    const rename = await screen.findByRole('dialog', { name: 'パスキーの名前を変更' });
    fireEvent.change(within(rename).getByLabelText('パスキーの名前'), { target: { value: '家族のPC' } });
    fireEvent.click(within(rename).getByRole('button', { name: '変更する' }));
    expect(await section.findByText('家族のPC')).toBeTruthy();
    await deletePasskey('家族のPC');
    expect(signals.signalUnknownCredential).toHaveBeenCalled();
    expect(signals.signalCurrentUserDetails).toHaveBeenCalled();
  });

  it('works in a browser with passkeys but without the Signals API', async () => {
    renderApp('/security', { signedIn: 'demo' });
    await screen.findByText('パスキーはまだ登録されていません。');
    await addPasskey('古いブラウザ');
    await deletePasskey('古いブラウザ');
    expect(await screen.findByText('パスキーはまだ登録されていません。')).toBeTruthy();
  });
});
