// A bounded mixed load through the cluster's front door, as programs use the API (bearer tokens):
// each virtual user signs in (password, then the code from its mail), reads who it is, changes its
// name, asks for a reset link once, and logs out, again and again until told to stop. Every request's
// outcome is recorded, with its time, for the checks after a fault.
import PostalMime from 'postal-mime';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SmtpSink } from '../helpers/smtp-sink';

export interface Outcome {
  user: string;
  op: 'login' | 'verify' | 'viewer' | 'update' | 'reissue' | 'logout' | 'mail';
  start: number;
  end: number;
  ok: boolean;
  /** Why it failed: an HTTP status, a network error, or an error code. */
  error?: string;
  /**
   * The answer was a proxy's HTML page, not the portal's (haproxy's "503 No server is available", its
   * 504): the client got nothing it can read, and the operator's load balancer did the answering.
   */
  proxyPage?: boolean;
  /** update: the name it asked for. */
  name?: string;
}

export interface VirtualUser {
  loginId: string;
  email: string;
  password: string;
  /** The first three parts of the addresses a proxy in front of haproxy would say the client has. */
  network: string;
}

interface Gql {
  data?: Record<string, Record<string, unknown> | null> | null;
  errors?: Array<{ extensions?: { code?: string } }>;
}

/** The client's address this round: the load stands for many people, not one person signing in every second. */
const addressOf = (user: VirtualUser, round: number) => `${user.network}.${round % 250}`;

type Answer = { ok: boolean; error?: string; proxyPage?: boolean; data?: Record<string, unknown> };

async function gql(url: string, user: VirtualUser & { ip: string }, query: string, variables: unknown, token?: string): Promise<Answer> {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': user.ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.status !== 200) {
      const text = await response.text();
      if (!/^text\/html/i.test(response.headers.get('content-type') ?? '')) return { ok: false, error: `HTTP ${response.status}` };
      const page = /No server is available/.test(text) ? ': No server is available' : '';
      return { ok: false, error: `HTTP ${response.status} (proxy's HTML page${page})`, proxyPage: true };
    }
    const body = (await response.json()) as Gql;
    if (body.errors?.length) return { ok: false, error: body.errors[0]?.extensions?.code ?? 'GRAPHQL_ERROR' };
    const payload = Object.values(body.data ?? {})[0] as Record<string, unknown> | null;
    const userError = (payload?.error as { code?: string } | null | undefined)?.code;
    return userError ? { ok: false, error: userError } : { ok: true, data: payload ?? {} };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.name : 'network' };
  }
}

/** The newest sign-in code mailed to `to` after `since` (ms epoch), read as a mail client would. */
async function codeFor(sink: SmtpSink, to: string, since: number, seen: Set<string>): Promise<string | null> {
  for (let i = 0; i < 600; i++) {
    for (const mail of [...sink.received].reverse()) {
      if (!mail.to.includes(to) || mail.receivedAt < since || seen.has(mail.messageId ?? '')) continue;
      const parsed = await PostalMime.parse(mail.raw);
      const code = /(?:ログイン確認コード|Your sign-in code): (\d{6})/.exec(parsed.text ?? '')?.[1];
      if (code) {
        seen.add(mail.messageId ?? '');
        return code;
      }
    }
    await sleep(25);
  }
  return null;
}

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { challenge { attemptId } error { code } } }';
const VERIFY = 'mutation($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { token error { code } } }';
const VIEWER = 'query { viewer { account { accountCode name } } }';
const UPDATE = 'mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { account { name } } error { code } } }';
const REISSUE = 'mutation($input: RequestPasswordReissueInput!) { requestPasswordReissue(input: $input) { accepted error { code } } }';
const LOGOUT = 'mutation { logout { ok error { code } } }';

export interface Load {
  outcomes: Outcome[];
  stop(): Promise<void>;
}

/** Starts every user's loop; stop() lets each finish the request it is in and resolves. */
export function runLoad(url: string, sink: SmtpSink, users: VirtualUser[]): Load {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const timed = async (user: VirtualUser, op: Outcome['op'], work: () => Promise<Answer>, extra: Partial<Outcome> = {}) => {
    const start = Date.now();
    const result = await work();
    outcomes.push({
      user: user.loginId, op, start, end: Date.now(), ok: result.ok,
      ...(result.error ? { error: result.error } : {}), ...(result.proxyPage ? { proxyPage: true } : {}), ...extra,
    });
    // After a failure a user pauses, as people do (and so what one request committed is told apart
    // from what the next one does).
    if (!result.ok) await sleep(1500);
    return result;
  };
  const loop = async (person: VirtualUser) => {
    const seen = new Set<string>();
    let round = 0;
    let reissued = false;
    while (!stopped) {
      round++;
      const user = { ...person, ip: addressOf(person, round) };
      const since = Date.now();
      const login = await timed(user, 'login', () => gql(url, user, LOGIN, { input: { loginId: user.loginId, password: user.password, delivery: 'BEARER' } }));
      const attemptId = (login.data?.challenge as { attemptId?: string } | null | undefined)?.attemptId;
      if (!attemptId) {
        await sleep(100);
        continue;
      }
      const code = await codeFor(sink, user.email, since - 5, seen);
      if (!code) {
        outcomes.push({ user: user.loginId, op: 'mail', start: since, end: Date.now(), ok: false, error: 'NO_CODE_MAIL' });
        continue;
      }
      const verify = await timed(user, 'verify', () => gql(url, user, VERIFY, { input: { attemptId, code } }));
      const token = verify.data?.token as string | undefined;
      if (!token) continue;
      await timed(user, 'viewer', () => gql(url, user, VIEWER, {}, token));
      const name = `${user.loginId} 回 ${round}`;
      await timed(user, 'update', () => gql(url, user, UPDATE, { input: { name } }, token), { name });
      if (!reissued) {
        const reissue = await timed(user, 'reissue', () => gql(url, user, REISSUE, { input: { loginId: user.loginId } }));
        reissued = reissue.ok;
      }
      await timed(user, 'logout', () => gql(url, user, LOGOUT, {}, token));
    }
  };
  const loops = users.map((user) => loop(user));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The answers that were a proxy's HTML page, as "op error at +ms" relative to `origin`. */
export function proxyPages(outcomes: Outcome[], origin: number): string[] {
  return describeFailures(outcomes.filter((o) => o.proxyPage), origin);
}

/** The failed outcomes, as "op error at +ms" relative to `origin`, for assertion messages. */
export function describeFailures(outcomes: Outcome[], origin: number): string[] {
  return outcomes.filter((o) => !o.ok).map((o) => `${o.user} ${o.op} ${o.error} at +${o.start - origin} ms`);
}
