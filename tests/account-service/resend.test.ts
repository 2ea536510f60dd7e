import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { startHarness, taro, type Harness } from './support';

describe.each(testDialects)('code resends (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  const resend = (attemptId: string) => h.api('POST', `/v1/logins/${attemptId}/code-resends`);

  it('waits 60 seconds between sends, replaces the code, and stops after 3 resends', async () => {
    const { attemptId } = (await h.startLogin()).json();
    const firstCode = await h.latestCode();

    h.clock.advanceSeconds(30);
    const tooSoon = await resend(attemptId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfterSeconds: 30 });

    const codes = [firstCode];
    for (let i = 1; i <= 3; i++) {
      h.clock.advanceSeconds(60);
      const res = await resend(attemptId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ attemptId, maskedEmail: 'T***@example.com', resendsRemaining: 3 - i });
      expect(res.json().expiresAt).toBe(new Date(h.clock.now().getTime() + 10 * 60_000).toISOString());
      codes.push(await h.latestCode());
    }
    expect(await h.mails(taro.email)).toHaveLength(4);

    h.clock.advanceSeconds(60);
    const capped = await resend(attemptId);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('RESEND_LIMIT_REACHED');

    const latest = codes[3]!;
    const old = codes.slice(0, 3).find((c) => c !== latest);
    if (old) expect((await h.verify(attemptId, old)).json().code).toBe('INVALID_CODE');
    expect((await h.verify(attemptId, latest)).statusCode).toBe(201);
  });

  it('can replace an expired code, but not revive a used or voided attempt', async () => {
    const { attemptId } = (await h.startLogin()).json();
    h.clock.advanceMinutes(11);
    expect((await resend(attemptId)).statusCode).toBe(200);
    expect((await h.verify(attemptId, await h.latestCode())).statusCode).toBe(201);
    h.clock.advanceMinutes(2);
    expect((await resend(attemptId)).json().code).toBe('LOGIN_ATTEMPT_INVALID');
    expect((await resend('x'.repeat(43))).statusCode).toBe(404);
  });
});
