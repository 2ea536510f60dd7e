// Account self-service through the gateway: editing the details, and changing the e-mail address
// with a code sent to the new one. Driven through app.inject over the fake account service.
import { afterEach, describe, expect, it } from 'vitest';
import { account, CODE, PASSWORD, restError, TAKEN_EMAIL } from './fake-account-service';
import { gql, startGateway, VIEWER, type Harness } from './gateway-harness';

let harness: Harness;
afterEach(async () => harness?.app.close());

const ERROR = 'error { code field retryAfterSeconds attemptsRemaining }';
const ACCOUNT = 'account { accountCode email name nameKana phone department locale }';
const UPDATE = `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { ${ACCOUNT} session { expiresAt } } ${ERROR} } }`;
const REQUEST_EMAIL = `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { pending { newEmail expiresAt } ${ERROR} } }`;
const CONFIRM_EMAIL = `mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { viewer { ${ACCOUNT} } ${ERROR} } }`;

const userError = (code: string, extra: Record<string, unknown> = {}) =>
  ({ code, field: null, retryAfterSeconds: null, attemptsRemaining: null, ...extra });
/** The REST calls but session lookups (the @auth check of a field that answered without a call of its own). */
const restCalls = (h: Harness) => h.backend.calls.filter((c) => !(c.method === 'GET' && c.path === '/v1/session'));

async function signedIn() {
  harness = await startGateway();
  return { app: harness.app, backend: harness.backend, cookies: { portal_session: harness.backend.seedSession() } };
}

describe('updateAccount', () => {
  it('sends the given fields (locale in REST words) and answers the account as it now is', async () => {
    const { app, backend, cookies } = await signedIn();
    const input = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', phone: '090-1234-5678', department: ' 営業部　第二課 ', locale: 'EN' };
    const { body } = await gql(app, UPDATE, { variables: { input }, cookies });
    expect(body.data!.updateAccount).toEqual({
      viewer: {
        account: { accountCode: account.accountCode, email: account.email, name: '山田 花子', nameKana: 'ヤマダ ハナコ', phone: '09012345678', department: '営業部 第二課', locale: 'EN' },
        session: { expiresAt: expect.stringMatching(/Z$/) },
      },
      error: null,
    });
    expect(restCalls(harness)).toEqual([expect.objectContaining({
      method: 'PATCH', path: '/v1/session/account', body: { name: '山田 花子', nameKana: 'ヤマダ ハナコ', phone: '090-1234-5678', department: ' 営業部　第二課 ', locale: 'en' },
    })]);
    expect(restCalls(harness)[0]!.headers.get('x-session-token')).toBe(cookies.portal_session);
    expect((await gql(app, VIEWER, { cookies })).body.data!.viewer.account).toMatchObject({ name: '山田 花子', locale: 'EN' });
    expect(backend.account.phone).toBe('09012345678');
  });

  it('leaves out absent fields, and sends phone "" (or null) as null to remove the number', async () => {
    const { app, cookies } = await signedIn();
    const cases = [
      [{ locale: 'JA' }, { locale: 'ja' }],
      [{ phone: '' }, { phone: null }],
      [{ phone: null }, { phone: null }],
      [{ nameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' }, { nameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' }],
    ] as const;
    for (let run = 0; run < 3; run++) {
      for (const [input, sent] of cases) {
        const { body } = await gql(app, UPDATE, { variables: { input }, cookies });
        expect(body.data!.updateAccount.error).toBeNull();
        expect(restCalls(harness).at(-1)!.body).toEqual(sent);
      }
    }
    expect(harness.backend.account.phone).toBeNull();
    expect(harness.backend.account.nameKana).toBe('ヤマダ タロウ');
  });

  it('gives the account service\'s codes typed, on the GraphQL field', async () => {
    const { app, cookies } = await signedIn();
    const cases = [
      [{ name: '   ' }, 'NAME_INVALID', 'name'],
      [{ nameKana: 'やまだ' }, 'NAME_KANA_INVALID', 'nameKana'],
      [{ phone: '12-34' }, 'PHONE_INVALID', 'phone'],
      [{ department: '部'.repeat(101) }, 'VALIDATION_FAILED', 'department'],
    ] as const;
    for (const [input, code, field] of cases) {
      const { body } = await gql(app, UPDATE, { variables: { input }, cookies });
      expect(body.data!.updateAccount).toEqual({ viewer: null, error: userError(code, { field }) });
    }
    expect(restCalls(harness)).toHaveLength(cases.length);
  });
});

describe('e-mail change', () => {
  it('mails a code to the new address, then applies the change with it', async () => {
    const { app, backend, cookies } = await signedIn();
    const requested = await gql(app, REQUEST_EMAIL, { variables: { input: { newEmail: 'Ｈａｎａｋｏ@example.com', currentPassword: PASSWORD } }, cookies });
    expect(requested.body.data!.requestEmailChange).toEqual({ pending: { newEmail: 'hanako@example.com', expiresAt: expect.stringMatching(/Z$/) }, error: null });
    expect(requested.response.body).not.toContain(PASSWORD);
    expect(restCalls(harness).at(-1)).toMatchObject({ method: 'POST', path: '/v1/session/email-changes', body: { newEmail: 'Ｈａｎａｋｏ@example.com', currentPassword: PASSWORD } });

    const confirmed = await gql(app, CONFIRM_EMAIL, { variables: { input: { newEmail: 'hanako@example.com', code: '１２３４５６' } }, cookies });
    expect(confirmed.body.data!.confirmEmailChange).toEqual({ viewer: { account: expect.objectContaining({ email: 'hanako@example.com' }) }, error: null });
    expect(restCalls(harness).at(-1)).toMatchObject({ method: 'POST', path: '/v1/session/email-changes/verifications', body: { newEmail: 'hanako@example.com', code: '１２３４５６' } });
    expect(backend.account.email).toBe('hanako@example.com');
  });

  it('gives the request codes typed, on the GraphQL field, never echoing the password', async () => {
    const { app, cookies } = await signedIn();
    const cases = [
      [{ newEmail: 'not an address', currentPassword: PASSWORD }, 'EMAIL_INVALID', 'newEmail'],
      [{ newEmail: TAKEN_EMAIL, currentPassword: PASSWORD }, 'EMAIL_UNAVAILABLE', 'newEmail'],
      [{ newEmail: account.email, currentPassword: PASSWORD }, 'EMAIL_UNAVAILABLE', 'newEmail'],
      [{ newEmail: 'new@example.com', currentPassword: 'not my password' }, 'INVALID_CURRENT_PASSWORD', 'currentPassword'],
    ] as const;
    for (const [input, code, field] of cases) {
      const { body, response } = await gql(app, REQUEST_EMAIL, { variables: { input }, cookies });
      expect(body.data!.requestEmailChange).toEqual({ pending: null, error: userError(code, { field }) });
      expect(response.body).not.toContain(input.currentPassword);
    }
    harness.backend.override('POST /v1/session/email-changes', () => restError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 60 }));
    const throttled = await gql(app, REQUEST_EMAIL, { variables: { input: { newEmail: 'new@example.com', currentPassword: 'x' } }, cookies });
    expect(throttled.body.data!.requestEmailChange.error).toEqual(userError('TOO_MANY_REQUESTS', { retryAfterSeconds: 60 }));
  });

  it('gives the confirmation codes typed: a wrong code, another address, a change that is gone', async () => {
    const { app, cookies } = await signedIn();
    await gql(app, REQUEST_EMAIL, { variables: { input: { newEmail: 'new@example.com', currentPassword: PASSWORD } }, cookies });
    const confirm = (newEmail: string, code: string) => gql(app, CONFIRM_EMAIL, { variables: { input: { newEmail, code } }, cookies });
    expect((await confirm('new@example.com', '000000')).body.data!.confirmEmailChange)
      .toEqual({ viewer: null, error: userError('INVALID_CODE', { field: 'code', attemptsRemaining: 4 }) });
    expect((await confirm('other@example.com', CODE)).body.data!.confirmEmailChange)
      .toEqual({ viewer: null, error: userError('EMAIL_CHANGE_NOT_PENDING', { field: 'newEmail' }) });
    harness.backend.override('POST /v1/session/email-changes/verifications', () => new Response(null, { status: 410 }));
    expect((await confirm('new@example.com', CODE)).body.data!.confirmEmailChange.error).toEqual(userError('EMAIL_CHANGE_NOT_PENDING'));
    harness.backend.override('POST /v1/session/email-changes/verifications', () => restError(410, 'CODE_EXPIRED'));
    expect((await confirm('new@example.com', CODE)).body.data!.confirmEmailChange.error).toEqual(userError('CODE_EXPIRED'));
  });
});

describe('input the contract forbids', () => {
  it('is VALIDATION_FAILED on the GraphQL field, with no REST call of the operation', async () => {
    const { app, cookies } = await signedIn();
    const long = 'p'.repeat(1025);
    const cases = [
      [UPDATE, { input: {} }, 'updateAccount', null],
      [UPDATE, { input: { name: null } }, 'updateAccount', 'name'],
      [UPDATE, { input: { locale: null } }, 'updateAccount', 'locale'],
      [UPDATE, { input: { name: '名'.repeat(201) } }, 'updateAccount', 'name'],
      [UPDATE, { input: { nameKana: 'カ'.repeat(201) } }, 'updateAccount', 'nameKana'],
      [UPDATE, { input: { name: 'ok', phone: '0'.repeat(41) } }, 'updateAccount', 'phone'],
      [REQUEST_EMAIL, { input: { newEmail: '', currentPassword: PASSWORD } }, 'requestEmailChange', 'newEmail'],
      [REQUEST_EMAIL, { input: { newEmail: `${'a'.repeat(243)}@example.com`, currentPassword: PASSWORD } }, 'requestEmailChange', 'newEmail'],
      [REQUEST_EMAIL, { input: { newEmail: 'new@example.com', currentPassword: '' } }, 'requestEmailChange', 'currentPassword'],
      [REQUEST_EMAIL, { input: { newEmail: 'new@example.com', currentPassword: long } }, 'requestEmailChange', 'currentPassword'],
      [CONFIRM_EMAIL, { input: { newEmail: '', code: CODE } }, 'confirmEmailChange', 'newEmail'],
      [CONFIRM_EMAIL, { input: { newEmail: 'new@example.com', code: '' } }, 'confirmEmailChange', 'code'],
      [CONFIRM_EMAIL, { input: { newEmail: 'new@example.com', code: '1'.repeat(33) } }, 'confirmEmailChange', 'code'],
    ] as const;
    for (let run = 0; run < 3; run++) {
      for (const [query, variables, name, field] of cases) {
        const { body, response } = await gql(app, query, { variables, cookies });
        expect(body.data![name], `${name} ${field}`).toMatchObject({ error: userError('VALIDATION_FAILED', { field }) });
        expect(response.body).not.toContain(long);
      }
    }
    expect(restCalls(harness)).toEqual([]);
  });

  it('counts characters as the contract does: 200 emoji names pass to the account service', async () => {
    const { app, cookies } = await signedIn();
    const { body } = await gql(app, UPDATE, { variables: { input: { name: '😀'.repeat(200) } }, cookies });
    expect(body.data!.updateAccount.error).toEqual(userError('NAME_INVALID', { field: 'name' }));
    expect(restCalls(harness)).toHaveLength(1);
  });
});

describe('back end down', () => {
  it('gives SERVICE_UNAVAILABLE in every payload', async () => {
    const { app, backend, cookies } = await signedIn();
    const fail = () => {
      throw new TypeError('fetch failed');
    };
    for (const key of ['PATCH /v1/session/account', 'POST /v1/session/email-changes', 'POST /v1/session/email-changes/verifications']) backend.override(key, fail);
    const runs = [
      [UPDATE, { input: { name: '太郎' } }, 'updateAccount', { viewer: null }],
      [REQUEST_EMAIL, { input: { newEmail: 'new@example.com', currentPassword: PASSWORD } }, 'requestEmailChange', { pending: null }],
      [CONFIRM_EMAIL, { input: { newEmail: 'new@example.com', code: CODE } }, 'confirmEmailChange', { viewer: null }],
    ] as const;
    for (const [query, variables, name, empty] of runs) {
      const { body, response } = await gql(app, query, { variables, cookies });
      expect(body).toEqual({ data: { [name]: { ...empty, error: userError('SERVICE_UNAVAILABLE') } } });
      expect(response.cookies).toHaveLength(0);
    }
  });
});
