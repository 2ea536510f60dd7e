// An API consumer's program, as docs/api.md shows it: the typed client of clients/api-client (fetch,
// no Apollo, no inject) against the gateway listening on a port and the real account service on
// SQLite. Login with BEARER delivery, the code from the dev mailbox, the token, the viewer,
// updateAccount, logout; afterwards the token is dead. Then the typed errors: a payload's UserError,
// a request-level error, and a rate limit's Retry-After.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { serviceToken, startHarness, taro, type Harness } from '../account-service/support';
import {
  createPortalClient,
  LoginDocument,
  LogoutDocument,
  PortalRequestError,
  PortalUserError,
  unwrap,
  UpdateAccountDocument,
  VerifyLoginCodeDocument,
  ViewerDocument,
} from '../../clients/api-client/src/index.ts';

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

/** The error a promise rejects with (so its typed fields can be checked one by one). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('an API consumer with the typed client, over real HTTP', () => {
  let h: Harness;
  let serviceUrl: string;
  let gateway: FastifyInstance;
  let endpoint: string;
  let mailbox: string;

  beforeAll(async () => {
    // The mail worker delivers on its own, as in a running portal.
    h = await startHarness('sqlite', { mailPollIntervalMs: 20 });
    serviceUrl = await h.service.app.listen({ host: '127.0.0.1', port: 0 });
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
    const tokens: Array<string | null> = [];
    const client = createPortalClient({ url: endpoint, onTokenChange: (token) => tokens.push(token) });

    // 1. Login step 1: BEARER delivery returns the attempt id in the payload (no cookie needed).
    const { login } = await client.request(LoginDocument, { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } });
    const { attemptId, maskedEmail } = unwrap(login, 'challenge');
    expect(attemptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(maskedEmail).toMatch(/^T\*+@example\.com$/);

    // 2. The 6-digit code, from the mail (the dev mailbox here).
    const code = await codeFromMailbox(mailbox, taro.email, seen);

    // A wrong code first: the payload's UserError, typed, with the tries left.
    const wrong = await client.request(VerifyLoginCodeDocument, { input: { attemptId, code: code === '000000' ? '111111' : '000000' } });
    const invalid = await rejection(Promise.resolve().then(() => unwrap(wrong.verifyLoginCode)));
    expect(invalid).toBeInstanceOf(PortalUserError);
    expect(invalid).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: expect.any(Number) });
    expect(client.token).toBeNull();

    // 3. Login step 2: the client keeps the session token from the payload.
    const { verifyLoginCode } = await client.request(VerifyLoginCodeDocument, { input: { attemptId, code } });
    const token = unwrap(verifyLoginCode, 'token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.token).toBe(token);

    // 4. The current account (sent with Authorization: Bearer).
    const { viewer } = await client.request(ViewerDocument);
    expect(viewer?.account).toMatchObject({ loginId: 'taro', name: taro.name, locale: 'JA' });

    // 5. One account mutation; a bad field comes back as a typed error in the payload.
    const { updateAccount } = await client.request(UpdateAccountDocument, { input: { name: '山田 花子', phone: '090-1234-5678', locale: 'EN' } });
    expect(unwrap(updateAccount, 'viewer').account).toMatchObject({
      name: '山田 花子',
      nameKana: taro.nameKana,
      phone: expect.stringMatching(/^0?90-?1234-?5678$|^\+81/),
      locale: 'EN',
    });
    const bad = await client.request(UpdateAccountDocument, { input: { nameKana: 'yamada' } });
    expect(bad.updateAccount.error).toEqual({ code: 'NAME_KANA_INVALID', field: 'nameKana', retryAfterSeconds: null, attemptsRemaining: null, stepUpMethod: null });
    expect((await client.request(ViewerDocument)).viewer?.account.name).toBe('山田 花子');

    // 6. Logout ends the session on the server, and the client drops the token.
    expect(unwrap((await client.request(LogoutDocument)).logout, 'ok')).toBe(true);
    expect(client.token).toBeNull();
    expect(tokens).toEqual([token, null]);

    // The token is dead: the viewer is null, and a guarded mutation answers UNAUTHENTICATED.
    const stale = createPortalClient({ url: endpoint, token });
    expect((await stale.request(ViewerDocument)).viewer).toBeNull();
    const refused = await stale.request(UpdateAccountDocument, { input: { name: '山田 次郎' } });
    expect(refused.updateAccount.error?.code).toBe('UNAUTHENTICATED');
  });

  it('gets the published SDL and typed request-level errors over HTTP', async () => {
    const schema = await fetch(endpoint.replace(/\/graphql$/, '/graphql/schema.graphql'));
    expect(schema.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await schema.text()).toContain('type Query');

    const client = createPortalClient({ url: endpoint });
    const syntaxError = await rejection(client.request('{ viewer { account { name } } '));
    expect(syntaxError).toBeInstanceOf(PortalRequestError);
    expect(syntaxError).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', status: 400, retryAfterSeconds: null });
  });

  it("throws a rate limit's Retry-After as retryAfterSeconds, or waits it out once when asked to", async () => {
    // A gateway of its own with a budget of two requests per second per IP.
    const limited = await buildGateway({
      accountServiceUrl: serviceUrl,
      serviceToken,
      publicUrl: 'http://localhost:3000',
      rateLimit: { perIp: 2, perToken: 100, windowMs: 1000 },
    });
    try {
      const url = `${await limited.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
      const client = createPortalClient({ url });
      /** Spends the budget: the first refusal. */
      const refusal = async (): Promise<unknown> => {
        for (let i = 0; i < 10; i++) {
          const error = await client.request(ViewerDocument).then(() => null, (e: unknown) => e);
          if (error) return error;
        }
        throw new Error('never refused');
      };

      const error = await refusal();
      expect(error).toBeInstanceOf(PortalRequestError);
      expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 1 });

      // With one retry allowed the same request waits the second out and goes through. (Should the
      // window turn between the refusal and the request, the request is not refused: once more.)
      const statuses: number[] = [];
      const patient = createPortalClient({
        url,
        retry: { retries: 1, maxDelaySeconds: 5 },
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          statuses.push(response.status);
          return response;
        },
      });
      for (let i = 0; i < 3 && statuses[0] !== 429; i++) {
        await refusal();
        statuses.length = 0;
        expect((await patient.request(ViewerDocument)).viewer).toBeNull();
      }
      expect(statuses).toEqual([429, 200]);
    } finally {
      await limited.close();
    }
  });
});
