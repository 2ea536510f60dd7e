// Shared set-up for the account-service suites: a fresh service on a fresh database, a manual clock,
// one account, and helpers that speak the REST contract through app.inject.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildAccountService, type AccountService, type AccountServiceOptions } from '../../src/account-service/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { createTestDatabaseUrl, type TestDialect } from '../helpers/test-databases';
import { ManualClock } from '../helpers/manual-clock';

export const serviceToken = 'test-service-token-0123456789abcdef';
export const auth = { authorization: `Bearer ${serviceToken}` };

export const taro = {
  loginId: 'taro',
  email: 'Taro.Yamada@example.com',
  password: 'correct horse battery staple',
  name: '山田 太郎',
  nameKana: 'ヤマダ タロウ',
};

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface Harness {
  service: AccountService;
  clock: ManualClock;
  databaseUrl: string;
  api(method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  startLogin(identifier?: string, password?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Delivers the outbox, then reads the dev mailbox (newest first). */
  mails(to?: string): Promise<DevMail[]>;
  /** The code of the newest sign-in code mail to an address. */
  latestCode(to?: string): Promise<string>;
  verify(attemptId: string, code: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST /v1/password-reissues. */
  reissue(identifier: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The token of the newest mail with a /passwordReset link to an address (delivers the outbox first). */
  latestResetToken(to?: string): Promise<string>;
  checkToken(token: string): Promise<LightMyRequestResponse>;
  resetPassword(token: string, newPassword: string): Promise<LightMyRequestResponse>;
  /**
   * Both steps (with these headers, such as X-Client-User-Agent); returns the session token. Each
   * browser (a User-Agent, whatever its version numbers) keeps its device cookie, as a browser would.
   */
  signIn(headers?: Record<string, string>): Promise<string>;
  /** The device cookies the harness's browsers keep, by User-Agent without its version numbers. */
  devices: Map<string, string>;
  close(): Promise<void>;
}

/** The token of the first /passwordReset link in a text, if any. */
export function resetTokenIn(text: string): string | undefined {
  return /http:\/\/localhost:3000\/passwordReset\?token=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(text)?.[1];
}

export async function startHarness(dialect: TestDialect, options: Partial<AccountServiceOptions> = {}): Promise<Harness> {
  const database = await createTestDatabaseUrl(dialect);
  const clock = new ManualClock();
  const service = await buildAccountService({
    databaseUrl: database.url,
    serviceToken,
    publicUrl: 'http://localhost:3000',
    devMailbox: true,
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    clock,
    mailPollIntervalMs: 60_000,
    // PORTAL_TEST_LOG=warn shows the service's own lines (why a request answered 503, say).
    logLevel: process.env.PORTAL_TEST_LOG ?? false,
    ...options,
  });
  await createAccount(service.db, taro, clock);

  const harness: Harness = {
    service,
    clock,
    databaseUrl: database.url,
    api: (method, url, payload, headers = {}) =>
      service.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) }),
    startLogin: (identifier = taro.loginId, password = taro.password, headers) => harness.api('POST', '/v1/logins', { identifier, password }, headers),
    async mails(to) {
      await service.mail.flush();
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      const res = await service.app.inject({ method: 'GET', url: `/dev/mailbox/messages${query}` });
      return res.json() as DevMail[];
    },
    async latestCode(to = taro.email) {
      const mail = (await harness.mails(to)).find((m) => /確認コード|sign-in code/.test(m.subject));
      const match = /(?:ログイン確認コード|Your sign-in code): (\d{6})/.exec(mail?.text ?? '');
      if (!match?.[1]) throw new Error(`no code mail to ${to}`);
      return match[1];
    },
    verify: (attemptId, code, headers) => harness.api('POST', `/v1/logins/${attemptId}/code-verifications`, { code }, headers),
    reissue: (identifier, headers) => harness.api('POST', '/v1/password-reissues', { identifier }, headers),
    async latestResetToken(to = taro.email) {
      for (const mail of await harness.mails(to)) {
        const token = resetTokenIn(mail.text);
        if (token) return token;
      }
      throw new Error(`no reset link mailed to ${to}`);
    },
    checkToken: (token) => harness.api('POST', '/v1/password-resets/verifications', { token }),
    resetPassword: (token, newPassword) => harness.api('POST', '/v1/password-resets', { token, newPassword }),
    devices: new Map(),
    async signIn(headers) {
      const browser = (headers?.['x-client-user-agent'] ?? '').replace(/[\d._]+/g, '');
      const deviceToken = harness.devices.get(browser);
      const start = await harness.api('POST', '/v1/logins', { identifier: taro.loginId, password: taro.password, ...(deviceToken ? { deviceToken } : {}) }, headers);
      if (start.json().deviceToken) harness.devices.set(browser, start.json().deviceToken as string);
      if (start.statusCode !== 201) throw new Error(`login failed: ${start.body}`);
      const res = await harness.verify(start.json().attemptId, await harness.latestCode(), headers);
      if (res.statusCode !== 201) throw new Error(`verification failed: ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await service.close();
      await database.drop();
    },
  };
  return harness;
}
