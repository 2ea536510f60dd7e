// Passkey-first accounts in the SPA through the stateful mock, the browser's WebAuthn calls stubbed
// (the real ones run in Chromium: tests/e2e/passkey-first-journey.test.ts): 「パスワードを使わない」
// refused with its reason, then done after a passkey step-up; no password asked afterwards; the last
// passkey's refusal worded; 「パスキーを使えないとき」 on /login, the recovery code then the mailed
// code, landing on /security with what to do next.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRecoveryCodes } from '../../src/app/mocks/mock-second-factors';
import { mockCode, mockPassword } from '../../src/app/mocks/mock-state';
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

beforeEach(() => {
  (window as unknown as { PublicKeyCredential: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
});
afterEach(() => {
  delete (window as unknown as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

const region = (name: string) => within(screen.getByRole('region', { name }));

async function openPasswordless() {
  const section = region('パスワードを使わないログイン');
  fireEvent.click(await section.findByRole('button', { name: 'パスワードを使わない' }));
  return screen.findByRole('alertdialog', { name: 'パスワードを使わない設定にしますか？' });
}

describe('passkey-first accounts on /security', () => {
  it('refuses without a passkey and says why, then removes the password after a passkey step-up; no password is asked afterwards', async () => {
    const { mockState } = renderApp('/security', { signedIn: 'demo' });
    await screen.findByText('パスキーはまだ登録されていません。');
    await region('パスワードを使わないログイン').findByText('このアカウントはパスワードとメールの確認コードでもログインできます。');

    let dialog = await openPasswordless();
    fireEvent.click(within(dialog).getByRole('button', { name: 'パスワードを使わない' }));
    expect(await within(dialog).findByText(/先にパスキーを登録してください/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));

    // A passkey (with the password, as today).
    fireEvent.click(screen.getByRole('button', { name: 'パスキーを追加' }));
    const add = await screen.findByRole('dialog', { name: 'パスキーを追加' });
    fireEvent.change(within(add).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(add).getByRole('button', { name: '追加する' }));
    await screen.findByText(/を追加しました/);

    dialog = await openPasswordless();
    fireEvent.click(within(dialog).getByRole('button', { name: 'パスワードを使わない' }));
    expect(await within(dialog).findByText(/先にリカバリーコードを作成してください/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));

    // Recovery codes: the account has a passkey now, so a passkey step-up comes first.
    fireEvent.click(region('リカバリーコード').getByRole('button', { name: 'リカバリーコードを作成' }));
    const codes = await screen.findByRole('dialog', { name: 'リカバリーコードを作成' });
    fireEvent.change(within(codes).getByLabelText('現在のパスワード', { selector: 'input' }), { target: { value: mockPassword } });
    fireEvent.click(within(codes).getByRole('button', { name: 'リカバリーコードを作成' }));
    fireEvent.click(await screen.findByRole('button', { name: '保管しました' }));

    // The password sign-in does not count for an account with a passkey: a passkey step-up first, then it goes on.
    dialog = await openPasswordless();
    fireEvent.click(within(dialog).getByRole('button', { name: 'パスワードを使わない' }));
    const stepUp = await screen.findByRole('dialog', { name: '本人確認' });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'パスキーで確認' }));
    expect(await screen.findByText('パスワードを使わない設定にしました。これからはパスキーでログインします。')).toBeTruthy();
    await region('パスワードを使わないログイン').findByText('このアカウントはパスワードを使わない設定です。ログインにはパスキーを使います。');
    expect(region('パスワードを使わないログイン').getByRole('button', { name: 'パスワードを設定する' })).toBeTruthy();

    // The last passkey is the way in: no password field, and the refusal says why.
    const passkeys = region('パスキー');
    fireEvent.click(await passkeys.findByRole('button', { name: /^削除: / }));
    const remove = await screen.findByRole('alertdialog', { name: /を削除しますか？/ });
    expect(within(remove).queryByLabelText('現在のパスワード', { selector: 'input' })).toBeNull();
    fireEvent.click(within(remove).getByRole('button', { name: '削除する' }));
    expect(await within(remove).findByText(/最後のパスキーがログインの方法だからです/)).toBeTruthy();
    expect(mockState.accountByCode('AC-100001')?.password).toBe('');
  });
});

describe('「パスキーを使えないとき」', () => {
  it('signs a passkey-first account in with a recovery code and the mailed code, and leads to /security', async () => {
    const first = renderApp('/security', { signedIn: 'demo' });
    const { mockState } = first;
    // Made passkey-first directly in the mock's state (the flow itself is the test above).
    const { factorsOf } = await import('../../src/app/mocks/mock-second-factors');
    const factors = factorsOf(mockState, 'AC-100001');
    factors.codes = [...mockRecoveryCodes];
    factors.passwordless = true;
    mockState.accountByCode('AC-100001')!.password = '';
    await screen.findByRole('heading', { level: 1, name: 'セキュリティ' });
    first.unmount();
    mockState.data.sessions = [];
    mockState.data.jar.sessionToken = null;
    localStorage.clear();

    const login = renderApp('/login', { mockState });
    fireEvent.click(await screen.findByRole('link', { name: 'パスキーを使えないとき' }));
    await screen.findByRole('heading', { level: 1, name: 'パスキーを使えないとき' });
    fireEvent.change(screen.getByLabelText('ログインIDまたはメールアドレス'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('リカバリーコード'), { target: { value: 'zzzzz-zzzzz' } });
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByText('ログインIDまたはパスワードが正しくありません')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('リカバリーコード'), { target: { value: mockRecoveryCodes[0]!.toUpperCase() } });
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('heading', { level: 1, name: '確認コードの入力' });
    // A recovery code was step 1: it is not offered again as step 2.
    expect(screen.queryByRole('button', { name: 'リカバリーコードを使う' })).toBeNull();
    fireEvent.change(screen.getByLabelText('確認コード'), { target: { value: mockCode } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await waitFor(() => expect(login.location()).toBe('/security'));
    expect(await screen.findByText(/新しいパスキーを追加するか、パスワードを設定してください/)).toBeTruthy();
    expect(factors.codes).toHaveLength(9);
  });
});

describe('the account pages of a passkey-first account', () => {
  async function passkeyFirstAt(route: string) {
    const { MockState } = await import('../../src/app/mocks/mock-state');
    const { factorsOf } = await import('../../src/app/mocks/mock-second-factors');
    const mockState = new MockState();
    const factors = factorsOf(mockState, 'AC-100001');
    factors.codes = [...mockRecoveryCodes];
    factors.passwordless = true;
    mockState.accountByCode('AC-100001')!.password = '';
    return renderApp(route, { signedIn: 'demo', mockState });
  }

  it('/accountEditPassword says there is no password to change and leads to /security', async () => {
    await passkeyFirstAt('/accountEditPassword');
    expect(await screen.findByText(/変更するパスワードがありません/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'セキュリティのページへ' }).getAttribute('href')).toBe('/security');
    expect(screen.queryByLabelText('現在のパスワード', { selector: 'input' })).toBeNull();
  });

  it('/accountEditMailAddress asks for no password (the passkey step-up is the re-authentication)', async () => {
    await passkeyFirstAt('/accountEditMailAddress');
    await screen.findByLabelText('新しいメールアドレス');
    await waitFor(() => expect(screen.queryByLabelText('現在のパスワード', { selector: 'input' })).toBeNull());
  });
});
