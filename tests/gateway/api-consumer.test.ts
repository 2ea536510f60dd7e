// An API consumer's program, as docs/api.md shows it: plain fetch over real HTTP (no Apollo, no
// inject), against the gateway listening on a port and the real account service on SQLite.
// Login with BEARER delivery, the code from the dev mailbox, the token, the viewer, updateAccount,
// logout; afterwards the token is dead.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { serviceToken, startHarness, taro, type Harness } from '../account-service/support';

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The whole client: one POST with a JSON body, and the bearer token once there is one. */
async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
}

/** Reads the newest sign-in code mailed to an address, from the dev mailbox's JSON (polling). */
async function codeFromMailbox(mailboxUrl: string, to: string, after: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${mailboxUrl}?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Array<{ id: string; subject: string; text: string }>;
    const mail = mails.find((m) => !after.has(m.id) && /確認コード|sign-in code/.test(m.subject));
    const code = mail && /(?:ログイン確認コード|Your sign-in code): (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no code mail arrived');
}

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { challenge { attemptId maskedEmail expiresAt } error { code retryAfterSeconds } }
}`;
const VERIFY = `mutation Verify($input: VerifyLoginCodeInput!) {
  verifyLoginCode(input: $input) { token viewer { account { accountCode } } error { code attemptsRemaining } }
}`;
const VIEWER = `query Viewer { viewer { account { accountCode loginId name nameKana phone locale role } session { expiresAt } } }`;
const UPDATE = `mutation Update($input: UpdateAccountInput!) {
  updateAccount(input: $input) { viewer { account { name nameKana phone locale } } error { code field } }
}`;
const LOGOUT = `mutation Logout { logout { ok error { code } } }`;

describe('an API consumer with a plain fetch client, over real HTTP', () => {
  let h: Harness;
  let gateway: FastifyInstance;
  let endpoint: string;
  let mailbox: string;

  beforeAll(async () => {
    // The mail worker delivers on its own, as in a running portal.
    h = await startHarness('sqlite', { mailPollIntervalMs: 20 });
    const serviceUrl = await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    gateway = await buildGateway({ accountServiceUrl: serviceUrl, serviceToken, publicUrl: 'http://localhost:3000' });
    endpoint = `${await gateway.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
    mailbox = `${serviceUrl}/dev/mailbox/messages`;
  });
  afterAll(async () => {
    await gateway?.close();
    await h?.close();
  });

  it('signs in with a bearer token, reads and edits the account, logs out, and the token is dead', async () => {
    const seen = new Set(((await (await fetch(mailbox)).json()) as Array<{ id: string }>).map((m) => m.id));

    // 1. Login step 1: BEARER delivery returns the attempt id in the payload (no cookie needed).
    type Login = { login: { challenge: { attemptId: string; maskedEmail: string } | null; error: { code: string } | null } };
    const login = await graphql<Login>(endpoint, LOGIN, { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } });
    expect(login.status).toBe(200);
    expect(login.body.data?.login.error).toBeNull();
    const { attemptId, maskedEmail } = login.body.data!.login.challenge!;
    expect(attemptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(maskedEmail).toMatch(/^T\*+@example\.com$/);

    // 2. The 6-digit code, from the mail (the dev mailbox here).
    const code = await codeFromMailbox(mailbox, taro.email, seen);

    // 3. Login step 2: the session token comes back in the payload.
    type Verify = { verifyLoginCode: { token: string | null; error: { code: string } | null } };
    const verify = await graphql<Verify>(endpoint, VERIFY, { input: { attemptId, code } });
    expect(verify.body.data?.verifyLoginCode.error).toBeNull();
    const token = verify.body.data!.verifyLoginCode.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // 4. The current account.
    type ViewerData = { viewer: { account: { loginId: string; name: string; phone: string | null; locale: string } } | null };
    const viewer = await graphql<ViewerData>(endpoint, VIEWER, {}, token);
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer?.account).toMatchObject({ loginId: 'taro', name: taro.name, locale: 'JA' });

    // 5. One account mutation; a bad field comes back as a typed error in the payload.
    type Update = { updateAccount: { viewer: { account: Record<string, unknown> } | null; error: { code: string; field: string | null } | null } };
    const update = await graphql<Update>(endpoint, UPDATE, { input: { name: '山田 花子', phone: '090-1234-5678', locale: 'EN' } }, token);
    expect(update.body.data?.updateAccount).toEqual({
      viewer: { account: { name: '山田 花子', nameKana: taro.nameKana, phone: expect.stringMatching(/^0?90-?1234-?5678$|^\+81/), locale: 'EN' } },
      error: null,
    });
    const bad = await graphql<Update>(endpoint, UPDATE, { input: { nameKana: 'yamada' } }, token);
    expect(bad.body.data?.updateAccount.error).toEqual({ code: 'NAME_KANA_INVALID', field: 'nameKana' });
    expect((await graphql<ViewerData>(endpoint, VIEWER, {}, token)).body.data?.viewer?.account.name).toBe('山田 花子');

    // 6. Logout ends the session on the server.
    type Logout = { logout: { ok: boolean; error: { code: string } | null } };
    const logout = await graphql<Logout>(endpoint, LOGOUT, {}, token);
    expect(logout.body.data?.logout).toEqual({ ok: true, error: null });

    // The token is dead: the viewer is null, and a guarded mutation answers UNAUTHENTICATED.
    const after = await graphql<ViewerData>(endpoint, VIEWER, {}, token);
    expect(after.status).toBe(200);
    expect(after.body.data?.viewer).toBeNull();
    const refused = await graphql<Update>(endpoint, UPDATE, { input: { name: '山田 次郎' } }, token);
    expect(refused.body.data?.updateAccount.error?.code).toBe('UNAUTHENTICATED');
  });

  it('gets the published SDL and typed request-level errors over HTTP', async () => {
    const schema = await fetch(endpoint.replace(/\/graphql$/, '/graphql/schema.graphql'));
    expect(schema.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await schema.text()).toContain('type Query');

    const syntaxError = await graphql<unknown>(endpoint, '{ viewer { account { name } } ');
    expect(syntaxError.status).toBe(400);
    expect(syntaxError.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
