import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inMinutes, readStoredLoginInfo, renderApp, viewerResolved } from './render-app';

function challenge(overrides: Record<string, unknown> = {}) {
  return {
    maskedEmail: 't***@example.com',
    expiresAt: inMinutes(10),
    resendAvailableAt: inMinutes(1),
    resendsRemaining: 3,
    ...overrides,
  };
}

const noError = null;

describe('one-time code page', () => {
  it('signs in with full-width digits, stores the login info and greets the user on the top page', async () => {
    let signedIn = false;
    const verifyLoginCode = vi.fn((_parent: unknown, _args: Record<string, unknown>) => {
      signedIn = true;
      return { viewer: viewerResolved(), token: null, error: noError };
    });
    const { location } = renderApp('/oneTimeCode', {
      resolvers: {
        Query: {
          loginChallenge: () => (signedIn ? null : challenge()),
          viewer: () => (signedIn ? viewerResolved() : null),
        },
        Mutation: { verifyLoginCode },
      },
    });
    expect(await screen.findByText('t***@example.com に確認コードを送信しました')).toBeTruthy();
    const code = screen.getByLabelText('確認コード');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '１２３４５６' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'トップページ' })).toBeTruthy();
    expect(await screen.findByText('ようこそ、山田 太郎さん')).toBeTruthy();
    expect(location()).toBe('/topPage');
    expect(verifyLoginCode.mock.calls[0]?.[1]).toEqual({ input: { code: '123456' } });
    expect(readStoredLoginInfo()).toMatchObject({ accountCode: 'AC-000123', name: '山田 太郎', role: 'USER' });
    // The header now shows who is signed in.
    expect(screen.getByText('山田 太郎さん')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
  });

  it('returns to the page the login started from', async () => {
    let signedIn = false;
    const { location } = renderApp('/oneTimeCode?returnTo=%2FaccountEdit', {
      resolvers: {
        Query: { loginChallenge: () => challenge(), viewer: () => (signedIn ? viewerResolved() : null) },
        Mutation: {
          verifyLoginCode: () => {
            signedIn = true;
            return { viewer: viewerResolved(), token: null, error: noError };
          },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'アカウント情報の編集' })).toBeTruthy();
    expect(location()).toBe('/accountEdit');
  });

  it('shows a wrong code at the field with the tries left', async () => {
    renderApp('/oneTimeCode', {
      resolvers: {
        Query: { loginChallenge: () => challenge() },
        Mutation: {
          verifyLoginCode: () => ({
            viewer: null,
            token: null,
            error: { code: 'INVALID_CODE', field: 'code', retryAfterSeconds: null, attemptsRemaining: 3 },
          }),
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByText('確認コードが正しくありません（あと3回入力できます）')).toBeTruthy();
    expect(screen.getByLabelText('確認コード').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the code format before sending', async () => {
    const verifyLoginCode = vi.fn();
    renderApp('/oneTimeCode', {
      resolvers: { Query: { loginChallenge: () => challenge() }, Mutation: { verifyLoginCode } },
    });
    fireEvent.change(await screen.findByLabelText('確認コード'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByText('確認コードは6桁の数字で入力してください')).toBeTruthy();
    expect(verifyLoginCode).not.toHaveBeenCalled();
  });

  it('keeps the resend button disabled with a countdown until resending is allowed', async () => {
    renderApp('/oneTimeCode', { resolvers: { Query: { loginChallenge: () => challenge() } } });
    const resend = await screen.findByRole('button', { name: 'コードを再送信' });
    await waitFor(() => expect((resend as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(/秒後に再送信できます/)).toBeTruthy();
  });

  it('resends the code once allowed', async () => {
    const resendLoginCode = vi.fn(() => ({ challenge: challenge(), error: noError }));
    renderApp('/oneTimeCode', {
      resolvers: {
        Query: { loginChallenge: () => challenge({ resendAvailableAt: inMinutes(-1) }) },
        Mutation: { resendLoginCode },
      },
    });
    const resend = await screen.findByRole('button', { name: 'コードを再送信' });
    await waitFor(() => expect((resend as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(resend);
    expect(await screen.findByText('確認コードを再送信しました')).toBeTruthy();
    expect(resendLoginCode).toHaveBeenCalledTimes(1);
  });

  it('sends the user back to /login when there is no pending login', async () => {
    const { location } = renderApp('/oneTimeCode');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(location()).toBe('/login');
    expect(await screen.findByText('ログインの手続きが見つかりません。もう一度ログインしてください。')).toBeTruthy();
  });
});

describe('one-time code page with an authenticator app or recovery codes (issue 23)', () => {
  it('asks for the app\'s code in the same one-time-code field, offers the mailed code as the fallback, and takes a recovery code instead', async () => {
    let signedIn = false;
    let mailed = false;
    const appChallenge = () => challenge({ secondStep: mailed ? 'MAIL_CODE' : 'AUTHENTICATOR_APP', recoveryCodesAvailable: true, resendAvailableAt: inMinutes(0) });
    const resendLoginCode = vi.fn(() => {
      mailed = true;
      return { challenge: appChallenge(), error: noError };
    });
    const verifyLoginCode = vi.fn((_parent: unknown, _args: Record<string, unknown>) => {
      signedIn = true;
      return { viewer: viewerResolved(), token: null, error: noError };
    });
    const { location } = renderApp('/oneTimeCode', {
      resolvers: {
        Query: { loginChallenge: () => (signedIn ? null : appChallenge()), viewer: () => (signedIn ? viewerResolved() : null) },
        Mutation: { verifyLoginCode, resendLoginCode },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '認証アプリのコードの入力' })).toBeTruthy();
    expect(screen.getByText('認証アプリに表示されている6桁のコードを入力してください。')).toBeTruthy();
    expect(screen.queryByText(/に確認コードを送信しました/)).toBeNull();
    expect(screen.getByLabelText('確認コード').getAttribute('autocomplete')).toBe('one-time-code');

    // A recovery code instead: its own field, focused, sent as RECOVERY_CODE.
    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを使う' }));
    const field = await screen.findByLabelText('リカバリーコード');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByText('リカバリーコードは英数字10文字です')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '確認コードの入力に戻る' }));

    // 「メールで確認コードを受け取る」: the page then speaks of the mailed code.
    fireEvent.click(await screen.findByRole('button', { name: 'メールで確認コードを受け取る' }));
    expect(await screen.findByText('t***@example.com に確認コードを送信しました')).toBeTruthy();
    expect(resendLoginCode).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを使う' }));
    fireEvent.change(await screen.findByLabelText('リカバリーコード'), { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'トップページ' })).toBeTruthy();
    expect(location()).toBe('/topPage');
    expect(verifyLoginCode.mock.calls[0]?.[1]).toEqual({ input: { code: 'abcde-fghij', kind: 'RECOVERY_CODE' } });
  });
});
