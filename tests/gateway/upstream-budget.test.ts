// The calls one GraphQL request makes to the account service share one budget (UPSTREAM_TIMEOUT_MS):
// several slow calls in a row cannot keep a client waiting past the limits of the proxy in front
// (deploy/haproxy.cfg's timeout server), and a call the budget cannot cover is not started at all.
import { describe, expect, it } from 'vitest';
import { createAccountApiClient, UpstreamBudgetSpent, type Caller } from '../../src/gateway/account-api.client';
import { buildGateway } from '../../src/gateway/app';
import { SERVICE_TOKEN } from './fake-account-service';
import { gql } from './gateway-harness';

/** An account service that takes every request and never answers: each call ends when it is given up. */
function hungService() {
  const seen: Array<{ path: string; timeoutHeader: string | null }> = [];
  const fetch = ((url: string, init: RequestInit) => {
    seen.push({ path: new URL(url).pathname, timeoutHeader: new Headers(init.headers).get('x-request-timeout-ms') });
    return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  }) as unknown as typeof globalThis.fetch;
  return { fetch, seen };
}

describe('one upstream budget per request', () => {
  it('tells the account service what is left of the budget, and starts no call once it is spent', async () => {
    const { fetch, seen } = hungService();
    const api = createAccountApiClient({ baseUrl: 'http://account-service.test', serviceToken: SERVICE_TOKEN, fetch, timeoutMs: 10_000 });
    const caller: Caller = { sessionToken: null, clientIp: '203.0.113.7', deadline: Date.now() + 300 };
    const first = await api.health(caller);
    expect(first.ok).toBe(false);
    expect(Number(seen[0]!.timeoutHeader)).toBeLessThanOrEqual(300);
    // The budget is spent now: the next call fails at once, and the service never hears of it.
    const second = await api.health(caller);
    expect(second).toMatchObject({ ok: false, failure: { kind: 'network', cause: expect.any(UpstreamBudgetSpent) } });
    expect(seen).toHaveLength(1);
    // A caller with no deadline (the gateway's own checks) has each call's whole limit.
    void api.health({ sessionToken: null, clientIp: '127.0.0.1' }).catch(() => undefined);
    expect(seen[1]!.timeoutHeader).toBe('10000');
  });

  it('three slow mutations in one document take one budget, not three, and each says SERVICE_UNAVAILABLE', async () => {
    const { fetch, seen } = hungService();
    const gateway = await buildGateway({ accountServiceUrl: 'http://account-service.test', serviceToken: SERVICE_TOKEN, publicUrl: 'http://localhost:3000', fetch, upstreamTimeoutMs: 400 });
    try {
      const field = (alias: string) => `${alias}: requestPasswordReissue(input: { loginId: "taro" }) { accepted error { code } }`;
      const answer = await gql(gateway, `mutation { ${field('a')} ${field('b')} ${field('c')} }`);
      expect(answer.body.data).toEqual({
        a: { accepted: false, error: { code: 'SERVICE_UNAVAILABLE' } },
        b: { accepted: false, error: { code: 'SERVICE_UNAVAILABLE' } },
        c: { accepted: false, error: { code: 'SERVICE_UNAVAILABLE' } },
      });
      // Only the first was sent: the others found the budget spent (before, each waited its own 400 ms).
      expect(seen.map((s) => s.path)).toEqual(['/v1/password-reissues']);
      expect(answer.response.headers['retry-after']).toBe('5');
    } finally {
      await gateway.close();
    }
  });
});
