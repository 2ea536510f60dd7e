// Is this password in a breached-password list? Asked of a range service that speaks Have I Been
// Pwned's k-anonymity protocol (GET {url}/{first 5 hex of SHA-1} → "SUFFIX:COUNT" lines): the
// password, and even its full hash, never leave the service. The operator sets the URL
// (BREACHED_PASSWORD_RANGE_URL; unset = no check). The check is open on failure: no answer within the
// timeout, a bad status or body, and the sign-in goes on as if the password were not found (logged,
// counted). After a failure it is not asked again for a while, so a service that has gone slow costs
// one sign-in its timeout, not every sign-in.
import { hash } from 'node:crypto';
import { Pool } from 'undici';

export type BreachOutcome = 'found' | 'clean' | 'unavailable';

export interface BreachedPasswordChecker {
  /** Starts the check at once (run it beside the password hash's verification); never rejects. */
  check(password: string): Promise<BreachOutcome>;
  /** Closes its kept-alive connections (the service's stop). */
  close(): Promise<void>;
}

export interface BreachCheckOptions {
  url: string;
  timeoutMs: number;
  /** After a failure, sign-ins do not ask for this long (counted as skipped). */
  pauseAfterFailureMs?: number;
  fetch?: typeof fetch;
  /** Counts each outcome: found | clean | failed | skipped. */
  count?(outcome: 'found' | 'clean' | 'failed' | 'skipped'): void;
  log?(details: object, message: string): void;
}

export function sha1Hex(password: string): string {
  return hash('sha1', password).toUpperCase();
}

/**
 * Whether a range answer lists the suffix with a count above 0 (padding lines have 0). A padded
 * answer has about 800 lines: the suffix is looked for, not every line split.
 */
export function rangeListsSuffix(body: string, suffix: string): boolean {
  const text = body.toUpperCase();
  const wanted = `${suffix.toUpperCase()}:`;
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
    // The suffix must be a whole line's, not the end of a longer one.
    if (at > 0 && !/\s/.test(text[at - 1]!)) continue;
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    return Number(text.slice(at + wanted.length, end).trim()) > 0;
  }
  return false;
}

/** One range request's answer: its status and body. */
type RangeGet = (prefix: string, timeoutMs: number) => Promise<{ status: number; body: string }>;

const rangeHeaders = { 'add-padding': 'true', accept: 'text/plain' };
/** A padded range answer is about 30 KB; anything far larger is not one. */
const maxRangeBody = 1_000_000;

/** A range request that outlived the check's timeout (counted as a failure: open). */
class RangeTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * GET over undici's pool with kept-alive connections: every sign-in asks once, and its request API
 * costs a fraction of fetch's CPU (which is undici too, with the WHATWG layers on top) and about a third
 * of node:http's with an AbortSignal timeout (the login bench: what the service spends per sign-in
 * beyond the hash). The timeout bounds the whole request, headers and body.
 */
function pooledGet(url: string): { get: RangeGet; close(): Promise<void> } {
  const base = new URL(url);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError('BREACHED_PASSWORD_RANGE_URL: not an http(s) URL');
  const path = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: 16 });
  const get: RangeGet = (prefix, timeoutMs) =>
    new Promise((resolve, reject) => {
      let settled = false;
      const abort = new AbortController();
      const finish = (error: Error | null, answer?: { status: number; body: string }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(answer!);
      };
      const timer = setTimeout(() => {
        finish(new RangeTimeout('range request timed out'));
        abort.abort();
      }, timeoutMs);
      pool.request({ method: 'GET', path: `${path}/${prefix}`, headers: rangeHeaders, signal: abort.signal }).then((response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxRangeBody) {
            response.body.destroy();
            finish(new RangeError('range answer too large'));
          } else chunks.push(chunk);
        });
        response.body.on('end', () => finish(null, { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        response.body.on('error', (error: Error) => finish(error));
      }, (error: Error) => finish(error));
    });
  return { get, close: () => pool.close() };
}

/** The same through a fetch given (tests, or a runtime's own). */
function fetchGet(doFetch: typeof fetch, url: string): RangeGet {
  const base = url.replace(/\/+$/, '');
  return async (prefix, timeoutMs) => {
    const response = await doFetch(`${base}/${prefix}`, { signal: AbortSignal.timeout(timeoutMs), headers: rangeHeaders });
    return { status: response.status, body: response.ok ? await response.text() : '' };
  };
}

export function breachedPasswordChecker(options: BreachCheckOptions): BreachedPasswordChecker {
  const { get, close } = options.fetch ? { get: fetchGet(options.fetch, options.url), close: async () => {} } : pooledGet(options.url);
  const pauseMs = options.pauseAfterFailureMs ?? 30_000;
  let pausedUntil = 0;
  const failed = (details: object): BreachOutcome => {
    pausedUntil = Date.now() + pauseMs;
    options.count?.('failed');
    // The prefix is not logged: it is 20 bits of the password's hash.
    options.log?.({ ...details, pauseMs }, 'breached-password check failed; sign-ins go on without it');
    return 'unavailable';
  };
  return {
    async check(password) {
      if (Date.now() < pausedUntil) {
        options.count?.('skipped');
        return 'unavailable';
      }
      const digest = sha1Hex(password);
      try {
        const answer = await get(digest.slice(0, 5), options.timeoutMs);
        if (answer.status < 200 || answer.status > 299) return failed({ status: answer.status });
        const found = rangeListsSuffix(answer.body, digest.slice(5));
        options.count?.(found ? 'found' : 'clean');
        return found ? 'found' : 'clean';
      } catch (error) {
        return failed({ error: error instanceof Error ? error.name : 'unknown' });
      }
    },
    close,
  };
}
