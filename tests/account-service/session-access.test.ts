// The caller's rule on every signed-in operation (issue 15): checked by the account service in the call
// that does the work, before the body is read or the route runs, and the session it admitted answered
// in X-Current-Session. The operations are taken from the contract, so a new one cannot be forgotten.
import type { HTTPMethods } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requirePasswordChange } from '../../src/account-service/accounts/account-admin.service';
import { operations } from '../../src/account-service/generated/account-api.operations';
import { testDialects } from '../helpers/test-databases';
import { startHarness, type Harness } from './support';

interface Operation {
  method: string;
  path: string;
  parameters: readonly { name: string; in: string }[];
  requestBody: unknown;
}

const all = Object.entries(operations as unknown as Record<string, Operation>);
const takes = (op: Operation, header: string) => op.parameters.some((p) => p.in === 'header' && p.name === header);
const checked = all.filter(([, op]) => takes(op, 'X-Required-Roles'));
/** A URL of the operation; path parameters that fit no pattern show the check comes before validation. */
const urlOf = (op: Operation) => op.path.replace(/\{\w+\}/g, '!');
const decode = (header: unknown) => JSON.parse(Buffer.from(String(header), 'base64url').toString('utf8')) as unknown;

describe.each(testDialects)('the session check of signed-in operations (%s)', (dialect) => {
  let h: Harness;
  /** Requests that reached their route (past every onRequest hook and validation). */
  let handled: string[];

  beforeEach(async () => {
    h = await startHarness(dialect);
    handled = [];
    h.service.app.addHook('preHandler', async (request) => {
      handled.push(`${request.method} ${request.routeOptions.url}`);
    });
  });
  afterEach(async () => {
    await h?.close();
  });

  const call = (op: Operation, headers: Record<string, string>) =>
    h.api(op.method as HTTPMethods, urlOf(op), op.requestBody ? { not: 'a valid body' } : undefined, headers);

  // The session itself (GET, DELETE /v1/session) and the steps of an app's sign-in, which a signed-out
  // browser reads too (its sign-in step) and which check the session they need themselves
  // (oidc/interaction.service.ts: a live, unrestricted session of the interaction's account); and 退会's
  // cancel, the one operation besides logout an account waiting for deletion may use (closing/).
  const ownCheck = new Set(['getSession', 'deleteSession', 'getOAuthInteraction', 'completeOAuthLogin', 'decideOAuthConsent', 'cancelAccountClosing']);

  it('is taken by every operation that takes a session token, but the session itself and the steps of an app sign-in', () => {
    const withSession = all.filter(([, op]) => takes(op, 'X-Session-Token')).map(([id]) => id);
    expect(checked.map(([id]) => id).sort()).toEqual(withSession.filter((id) => !ownCheck.has(id)).sort());
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses before the body is read or any route runs: no live session 401, a role not allowed or a required password change 403', async () => {
    const token = await h.signIn();
    handled.length = 0;
    const refusals: [Record<string, string>, number, string][] = [
      [{}, 401, 'UNAUTHENTICATED'],
      [{ 'x-session-token': 'not-a-session', 'x-required-roles': 'user,admin' }, 401, 'UNAUTHENTICATED'],
      [{ 'x-session-token': token, 'x-required-roles': 'admin' }, 403, 'FORBIDDEN'],
    ];
    for (const [id, op] of checked) {
      for (const [headers, status, code] of refusals) {
        const res = await call(op, headers);
        expect([res.statusCode, res.json().code], `${id} ${JSON.stringify(headers)}`).toEqual([status, code]);
        expect(res.headers['x-current-session'], id).toBeUndefined();
      }
    }
    await requirePasswordChange(h.service.db, 'taro', h.clock);
    for (const [id, op] of checked) {
      const rules: Record<string, string>[] = [{ 'x-required-roles': 'user,admin' }, { 'x-required-roles': 'user', 'x-allow-must-change-password': 'false' }];
      for (const headers of rules) {
        const res = await call(op, { 'x-session-token': token, ...headers });
        expect([res.statusCode, res.json().code], id).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(handled).toEqual([]);
  });

  it('admits with the rule met, and answers the session it admitted, on success and on a refused body alike', async () => {
    const token = await h.signIn();
    handled.length = 0;
    const rule = { 'x-session-token': token, 'x-required-roles': 'user,admin', 'x-allow-must-change-password': 'false' };
    const listed = await h.api('GET', '/v1/session/sessions', undefined, rule);
    expect(listed.statusCode).toBe(200);
    const session = await h.api('GET', '/v1/session', undefined, { 'x-session-token': token });
    expect(decode(listed.headers['x-current-session'])).toEqual(session.json());

    const invalid = await h.api('PATCH', '/v1/session/account', { name: 5 }, rule);
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(decode(invalid.headers['x-current-session'])).toEqual(session.json());
    // The admitted calls reached their routes (the invalid body stopped at validation, after the check).
    expect(handled).toEqual(['GET /v1/session/sessions', 'GET /v1/session']);

    // Without the rule, only the session is checked here; the route's own rule still applies.
    await requirePasswordChange(h.service.db, 'taro', h.clock);
    const unruled = await h.api('GET', '/v1/session/sessions', undefined, { 'x-session-token': token });
    expect([unruled.statusCode, unruled.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(decode(unruled.headers['x-current-session'])).toMatchObject({ account: { loginId: 'taro', mustChangePassword: true } });
    const allowed = await h.api('PUT', '/v1/session/password', { currentPassword: 'wrong password here', newPassword: 'a brand new passphrase 2027' }, {
      ...rule,
      'x-allow-must-change-password': 'true',
    });
    expect(allowed.json().code).toBe('INVALID_CURRENT_PASSWORD');
  });

  it('counts an admitted call as use for the idle timeout, as GET /v1/session does', async () => {
    const token = await h.signIn();
    const rule = { 'x-session-token': token, 'x-required-roles': 'user,admin' };
    h.clock.advanceMinutes(20);
    expect((await h.api('GET', '/v1/session/events', undefined, rule)).statusCode).toBe(200);
    h.clock.advanceMinutes(20);
    const later = await h.api('GET', '/v1/session/events', undefined, rule);
    expect(later.statusCode).toBe(200);
    expect(decode(later.headers['x-current-session'])).toMatchObject({ session: { expiresAt: '2026-11-21T01:10:00.000Z' } });
  });

  it('refuses a malformed rule as VALIDATION_FAILED naming the header', async () => {
    const token = await h.signIn();
    for (const [name, value] of [['x-required-roles', 'root'], ['x-required-roles', 'user,'], ['x-allow-must-change-password', 'yes']] as const) {
      const res = await h.api('GET', '/v1/session/sessions', undefined, { 'x-session-token': token, [name]: value });
      expect([res.statusCode, res.json()], value).toEqual([400, expect.objectContaining({ code: 'VALIDATION_FAILED', field: name })]);
    }
  });
});
