// Is this password in a breached-password list? Asked of a range service that speaks Have I Been
// Pwned's k-anonymity protocol (GET {url}/{first 5 hex of SHA-1} → "SUFFIX:COUNT" lines): the
// password, and even its full hash, never leave the service. The operator sets the URL
// (BREACHED_PASSWORD_RANGE_URL; unset = no check). The check is open on failure: no answer within the
// timeout, a bad status or body, and the sign-in goes on as if the password were not found (logged,
// counted). After a failure it is not asked again for a while, so a service that has gone slow costs
// one sign-in its timeout, not every sign-in.
import { hash } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export type BreachOutcome = 'found' | 'clean' | 'unavailable';

export interface BreachedPasswordChecker {
  /** Starts the check at once (run it beside the password hash's verification); never rejects. */
  check(password: string): Promise<BreachOutcome>;
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

/** Whether a range answer lists the suffix with a count above 0 (padding lines have 0). */
export function rangeListsSuffix(body: string, suffix: string): boolean {
  for (const line of body.split('\n')) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix?.toUpperCase() === suffix) return Number(count) > 0;
  }
  return false;
}

/** One range request's answer: its status and body. */
type RangeGet = (url: string, timeoutMs: number) => Promise<{ status: number; body: string }>;

const rangeHeaders = { 'add-padding': 'true', accept: 'text/plain' };
/** A padded range answer is about 30 KB; anything far larger is not one. */
const maxRangeBody = 1_000_000;

/**
 * GET over node:http(s) with kept-alive connections: every sign-in asks once, and fetch (undici) costs
 * several times the CPU of a plain request per call (the login bench: about 1 ms of the service's CPU).
 */
function keepAliveGet(): RangeGet {
  const agents = { 'http:': new HttpAgent({ keepAlive: true, maxSockets: 16 }), 'https:': new HttpsAgent({ keepAlive: true, maxSockets: 16 }) };
  return (url, timeoutMs) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return reject(new TypeError('not an http(s) URL'));
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(target, { agent: agents[target.protocol], headers: rangeHeaders, signal: AbortSignal.timeout(timeoutMs) }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxRangeBody) request.destroy(new RangeError('range answer too large'));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
}

/** The same through a fetch given (tests, or a runtime's own). */
function fetchGet(doFetch: typeof fetch): RangeGet {
  return async (url, timeoutMs) => {
    const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: rangeHeaders });
    return { status: response.status, body: response.ok ? await response.text() : '' };
  };
}

export function breachedPasswordChecker(options: BreachCheckOptions): BreachedPasswordChecker {
  const get = options.fetch ? fetchGet(options.fetch) : keepAliveGet();
  const base = options.url.replace(/\/+$/, '');
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
        const answer = await get(`${base}/${digest.slice(0, 5)}`, options.timeoutMs);
        if (answer.status < 200 || answer.status > 299) return failed({ status: answer.status });
        const found = rangeListsSuffix(answer.body, digest.slice(5));
        options.count?.(found ? 'found' : 'clean');
        return found ? 'found' : 'clean';
      } catch (error) {
        return failed({ error: error instanceof Error ? error.name : 'unknown' });
      }
    },
  };
}
