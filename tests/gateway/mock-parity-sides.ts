// The two back ends of tests/gateway/mock-parity.test.ts, spoken to alike over HTTP: `npm run
// mock:gateway` (the script itself, spawned on a free port) and the real gateway listening on a port
// in front of the real account service on SQLite, which has the mock's demo account. And the rule for
// comparing their answers: every field by value, except what differs between any two back ends by
// nature (ids, times, names, addresses, a wait's seconds), which is compared by kind and format.
import { stepUpCodeOf } from '../account-service/step-up-support';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { buildGateway } from '../../src/gateway/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { serviceToken, startHarness, type Harness } from '../account-service/support';
import { Browser } from '../account-service/oidc-support';
import { insertTestClient } from '../helpers/oidc-clients';

/** The mock's demo account (README, "Mock mode for front-end developers"). */
export const demo = { loginId: 'demo', email: 'demo@example.com', password: 'mock-password-2026', name: '山田 太郎', nameKana: 'ヤマダ タロウ', phone: '090-1234-5678' };

export interface Answer {
  status: number;
  mediaType: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are compared, not typed
  body: Record<string, any>;
}

export interface Side {
  name: 'real' | 'mock';
  url: string;
  /** The session of the signed-in steps (BEARER delivery). */
  token: string | null;
  /** The newest sign-in code. */
  signInCode(): Promise<string>;
  /** The newest step-up code mailed to the demo account (the mock's fixed code on the mock). */
  stepUpCode(): Promise<string>;
  /** A code that is not the one mailed to this address. */
  wrongCodeFor(address: string): Promise<string>;
  /** A reset link's token that can still be used. */
  usableResetToken(): Promise<string>;
  /** The token of the newest "this was not me" link mailed to the demo account. */
  notMeToken(): Promise<string>;
  /** Lets the session's sign-in grow older than the 5 minutes some steps care about. */
  age(minutes: number): void;
  /** An app's sign-in in a browser of this session: its sign-in step (mock-login on the mock), then its consent step (mock-consent). */
  startAppSignIn(sessionToken: string): Promise<AppSignIn>;
  close(): Promise<void>;
}

/** An interaction, and the interaction cookie of the browser it belongs to (none on the mock: its canned ids stand for it). */
export interface BrowserInteraction {
  id: string;
  cookie: string | null;
}

export interface AppSignIn {
  login: BrowserInteraction;
  /** The sign-in step completed (by the provider's own REST call on the real side): the consent step that follows. */
  consent(): Promise<BrowserInteraction>;
}

/** What the mock's canned app asks for (mock-oauth-interactions.ts): the real app asks for the same. */
const APP_SCOPE = 'openid profile email offline_access account:read';

/**
 * The real gateway and account service. The account has signed in once before, from a browser (a
 * history to show, and the test's own sign-in is then from a new device, which mails a not-me link).
 */
export async function startRealSide(): Promise<Side> {
  const h: Harness = await startHarness('sqlite');
  await createAccount(h.service.db, { loginId: demo.loginId, email: demo.email, password: demo.password, name: demo.name, nameKana: demo.nameKana }, h.clock);
  const browser = { 'x-client-user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
  const start = await h.startLogin(demo.loginId, demo.password, browser);
  const verify = await h.verify(start.json().attemptId, await h.latestCode(demo.email), browser);
  const session = { 'x-session-token': verify.json().token as string, 'content-type': 'application/json' };
  const phone = await h.api('PATCH', '/v1/session/account', JSON.stringify({ phone: demo.phone }), session);
  if (phone.statusCode !== 200) throw new Error(`the real account's phone was not set: ${phone.body}`);
  // Two apps allowed, as the mock's demo has (「連携中のアプリ」): the one used last has three scopes.
  await allowApp(h, session['x-session-token'], 'openid profile offline_access account:read');
  h.clock.advanceMinutes(1);
  await allowApp(h, session['x-session-token'], 'openid profile email');
  h.clock.advanceMinutes(1);

  const serviceUrl = await h.service.app.listen({ host: '127.0.0.1', port: 0 });
  const gateway: FastifyInstance = await buildGateway({ accountServiceUrl: serviceUrl, serviceToken, publicUrl: 'http://localhost:3000' });
  const url = `${await gateway.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
  return {
    name: 'real',
    url,
    token: null,
    signInCode: () => h.latestCode(demo.email),
    stepUpCode: async () => stepUpCodeOf((await h.mails(demo.email)).find((mail) => /本人確認用のコード|confirmation code/.test(mail.subject))?.text ?? ''),
    async wrongCodeFor(address) {
      const mailed = /\b(\d{6})\b/.exec((await h.mails(address))[0]?.text ?? '')?.[1];
      return mailed === '000000' ? '111111' : '000000';
    },
    async usableResetToken() {
      const { requestPasswordReissue } = (await call(url, 'mutation { requestPasswordReissue(input: { loginId: "demo" }) { accepted } }')).body.data;
      if (!requestPasswordReissue.accepted) throw new Error('no reissue');
      return h.latestResetToken(demo.email);
    },
    async notMeToken() {
      const links = (await h.mails(demo.email)).map((mail) => /\/notMe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]);
      const token = links.find((link) => link !== undefined);
      if (!token) throw new Error('no not-me link was mailed');
      return token;
    },
    age: (minutes) => h.clock.advanceMinutes(minutes),
    startAppSignIn: (sessionToken) => startAppSignIn(h, sessionToken),
    async close() {
      await gateway.close();
      await h.close();
    },
  };
}

/** The authorization request of a newly registered app asking for `scope` (offline_access: with prompt=consent). */
async function authorizationUrl(h: Harness, scope: string): Promise<string> {
  const redirectUri = 'https://app.example.test/callback';
  const app = await insertTestClient(h.service.db, { redirectUris: [redirectUri] });
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    ...(scope.includes('offline_access') ? { prompt: 'consent' } : {}),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'parity',
  });
  return `/oidc/auth?${query}`;
}

/** A browser of this session starts an app's sign-in: the provider sends it to the sign-in step. */
async function startAppSignIn(h: Harness, sessionToken: string): Promise<AppSignIn> {
  const browser = new Browser(h);
  browser.sessionToken = sessionToken;
  const landing = await browser.go(await authorizationUrl(h, APP_SCOPE));
  if (landing.kind !== 'interaction') throw new Error(`no sign-in step: ${JSON.stringify(landing)}`);
  const cookie = () => browser.interactionCookie ?? null;
  return {
    login: { id: landing.uid, cookie: cookie() },
    async consent() {
      const done = await browser.completeLogin(landing.uid);
      if (done.statusCode !== 200) throw new Error(`sign-in step: ${done.statusCode} ${done.body}`);
      const next = await browser.go((done.json() as { returnTo: string }).returnTo);
      if (next.kind !== 'interaction') throw new Error(`no consent step: ${JSON.stringify(next)}`);
      return { id: next.uid, cookie: cookie() };
    },
  };
}

/** Registers an app and lets the account allow it with these scopes (an authorization to its consent, in a browser of its own). */
async function allowApp(h: Harness, sessionToken: string, scope: string): Promise<void> {
  const browser = new Browser(h);
  browser.sessionToken = sessionToken;
  const { landing } = await browser.authorize(await authorizationUrl(h, scope));
  if (landing.kind !== 'app') throw new Error(`the app was not allowed: ${JSON.stringify(landing)}`);
}

/** `npm run mock:gateway` as an API consumer runs it: the script, in a process of its own. */
export async function startMockSide(): Promise<Side> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-gateway.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the mock gateway did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /(http:\/\/\S+\/graphql)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        done(found);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`the mock gateway exited (${code}): ${output}`)));
  });
  return {
    name: 'mock',
    url,
    token: null,
    signInCode: async () => '123456',
    stepUpCode: async () => '123456',
    wrongCodeFor: async () => '000000',
    usableResetToken: async () => 'valid-token',
    notMeToken: async () => 'valid-not-me-token',
    age: () => undefined,
    startAppSignIn: async () => ({ login: { id: 'mock-login', cookie: null }, consent: async () => ({ id: 'mock-consent', cookie: null }) }),
    async close() {
      child.kill('SIGTERM');
    },
  };
}

export const GRAPHQL_RESPONSE = 'application/graphql-response+json, application/json;q=0.9';

export async function call(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE, ...headers },
    body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
  });
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  return { status: response.status, mediaType, body: (await response.json()) as Answer['body'] };
}

const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../schema/gateway.graphql'), 'utf8'));

/**
 * The selection of every field of a type, nested, with __typename at each level: a field the schema
 * gains is compared without an edit here (the mock used to invent values for those). Fields behind
 * @auth inside a payload (the viewer's sessions, passkeys and activity: a call each) and fields with
 * arguments are asked for in steps of their own.
 */
export function everything(typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  const fields = Object.values(type.getFields())
    .filter((field) => field.args.length === 0 && !field.astNode?.directives?.some((d) => d.name.value === 'auth'))
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? `${field.name} ${everything(named.name)}` : field.name;
    });
  return `{ __typename ${fields.join(' ')} }`;
}

/** Keys whose values differ between any two back ends by nature: compared by kind and format only. */
const byNature = new Set([
  'id', 'accountCode', 'attemptId', 'token', 'ceremonyId', 'challenge', 'clientId',
  'loginId', 'email', 'newEmail', 'maskedEmail', 'name', 'nameKana', 'displayName', 'phone',
  'ipAddress', 'retryAfterSeconds', 'message',
]);
/** A device's names: known names, or null for what the User-Agent does not tell (a program's). */
const deviceNames = new Set(['browser', 'os']);
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** What a value is, without the value: null stays null, so a null on one side and a value on the other differ. */
export function kindOf(value: unknown, key?: string): unknown {
  if (key !== undefined && deviceNames.has(key) && (value === null || typeof value === 'string')) return '<name or null>';
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => kindOf(v));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, kindOf(v, k)]));
  if (typeof value === 'string') {
    if (dateTime.test(value)) return '<DateTime>';
    // The formats the gateway checks at its inputs (attempt ids, ceremonies, session ids).
    if (/^[A-Za-z0-9_-]{43}$/.test(value)) return '<base64url 43>';
    if (/^[A-Za-z0-9_-]{22}$/.test(value)) return '<base64url 22>';
    return '<string>';
  }
  return `<${Number.isInteger(value) ? 'int' : typeof value}>`;
}

/**
 * An answer to compare: values kept, but those of `byNature` keys, a device's names and every DateTime
 * replaced by their kind; an error's locations left out.
 */
export function comparable(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => comparable(v, key));
  if (value !== null && typeof value === 'object') {
    // Where in the document an error points is graphql-js's to say, not the back end's.
    const entries = Object.entries(value).filter(([k]) => k !== 'locations');
    return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, comparable(v, k)]));
  }
  if ((key !== undefined && (byNature.has(key) || deviceNames.has(key))) || (typeof value === 'string' && dateTime.test(value))) return kindOf(value, key);
  return value;
}
