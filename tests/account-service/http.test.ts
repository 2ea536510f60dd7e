import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { startHarness, serviceToken, type Harness } from './support';

describe.each(testDialects)('HTTP boundary (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each([
    ['missing', {}],
    ['wrong', { authorization: 'Bearer not-the-token' }],
    ['not a bearer', { authorization: `Basic ${serviceToken}` }],
    ['with a prefix of the token', { authorization: `Bearer ${serviceToken.slice(0, 10)}` }],
  ])('refuses a %s service token with 401 SERVICE_UNAUTHORIZED', async (_label, headers) => {
    for (const [method, url] of [
      ['POST', '/v1/logins'],
      ['GET', '/v1/session'],
      ['DELETE', '/v1/session'],
      ['GET', `/v1/logins/${'a'.repeat(43)}`],
    ] as const) {
      const res = await h.service.app.inject({ method, url, headers, payload: method === 'POST' ? { identifier: 'taro', password: 'x' } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SERVICE_UNAUTHORIZED');
    }
  });

  it('refuses encoded paths that route to /v1 without the service token', async () => {
    for (const [method, url] of [
      ['GET', '/%761/session'],
      ['GET', '/v%31/session'],
      ['POST', '/%761/logins'],
      ['GET', '/v1/%73ession'],
    ] as const) {
      const res = await h.service.app.inject({ method, url, payload: method === 'POST' ? { identifier: 'taro', password: 'x' } : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('SERVICE_UNAUTHORIZED');
    }
    // The dev mailbox is the only page served without the credential.
    expect((await h.service.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(200);
  });

  const huge = 'x'.repeat(1_000_000);
  it.each([
    ['an empty identifier', { identifier: '', password: 'p' }, 'identifier'],
    ['an empty password', { identifier: 'taro', password: '' }, 'password'],
    ['a missing password', { identifier: 'taro' }, 'password'],
    ['a number instead of a string', { identifier: 12345, password: 'p' }, 'identifier'],
    ['an array instead of a string', { identifier: ['taro'], password: 'p' }, 'identifier'],
    ['an extra property', { identifier: 'taro', password: 'p', admin: true }, 'admin'],
    ['a 1 MB string', { identifier: huge, password: 'p' }, undefined],
    ['a 1 MB password', { identifier: 'taro', password: huge }, undefined],
    ['not an object', ['taro', 'p'], undefined],
    ['null', null, undefined],
  ])('answers 400 VALIDATION_FAILED to %s', async (_label, payload, field) => {
    const res = await h.api('POST', '/v1/logins', JSON.stringify(payload), { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(typeof res.json().message).toBe('string');
    if (field) expect(res.json().field).toBe(field);
  });

  it('answers 400 VALIDATION_FAILED to bad JSON, an empty body and bad path or header values', async () => {
    const bad = [
      await h.api('POST', '/v1/logins', '{"identifier": "taro",', { 'content-type': 'application/json' }),
      await h.api('POST', '/v1/logins', '', { 'content-type': 'application/json' }),
      await h.api('POST', '/v1/logins'),
      await h.api('POST', '/v1/logins', 'identifier=taro', { 'content-type': 'application/x-www-form-urlencoded' }),
      await h.api('GET', '/v1/logins/too-short'),
      await h.api('POST', `/v1/logins/${'a'.repeat(43)}/code-verifications`, { code: 123456 }),
      await h.api('POST', `/v1/logins/${'a'.repeat(43)}/code-verifications`, { code: '1'.repeat(33) }),
      await h.api('POST', `/v1/logins/${'a'.repeat(43)}/code-verifications`, { code: '123456', extra: 1 }),
      await h.api('POST', '/v1/logins', { identifier: 'taro', password: 'p' }, { 'x-client-ip': 'x'.repeat(65) }),
      await h.api('GET', '/v1/session', undefined, { 'x-session-token': 'x'.repeat(129) }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 NOT_FOUND to unknown routes, without a stack trace', async () => {
    for (const res of [await h.api('GET', '/v1/nothing-here'), await h.service.app.inject({ method: 'GET', url: '/nothing' })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('answers an outage with SERVICE_UNAVAILABLE and a generic message', async () => {
    const broken = await startHarness(dialect);
    await broken.service.db.schema.dropTable('sessions').execute();
    const res = await broken.api('GET', '/v1/session', undefined, { 'x-session-token': 'whatever' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The service cannot process the request right now.' });
    expect(res.body).not.toMatch(/sessions|stack|at /i);
    await broken.close();
  });
});
