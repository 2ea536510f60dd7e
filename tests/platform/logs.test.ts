// One JSON line per event, with the request id that crosses from the gateway to the account service,
// a line for every failed upstream call, and no secret in any line.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { serverOptions } from '../../src/platform/server-options';
import { serviceToken, startHarness, taro, type Harness } from '../account-service/support';
import { LOGIN, VIEWER } from '../gateway/gateway-harness';

interface LogLine {
  level: number;
  room: string;
  reqId?: string;
  msg: string;
  [key: string]: unknown;
}

function capture() {
  const text: string[] = [];
  return {
    stream: { write: (line: string) => void text.push(line) },
    lines: () => text.map((line) => JSON.parse(line) as LogLine),
    raw: () => text.join(''),
  };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('request ids and failure lines across rooms', () => {
  it('follows one request from a trusted proxy through the gateway into the account service', async () => {
    const serviceLogs = capture();
    const gatewayLogs = capture();
    const h: Harness = await startHarness('sqlite', { logLevel: 'info', http: { logStream: serviceLogs.stream } });
    const serviceUrl = await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await buildGateway({
      accountServiceUrl: serviceUrl,
      serviceToken,
      publicUrl: 'http://localhost:3000',
      trustProxy: ['127.0.0.1'],
      logLevel: 'info',
      http: { logStream: gatewayLogs.stream },
    });
    cleanups.push(() => h.close(), () => gateway.close());
    const token = await h.signIn();

    // The database goes away under the service: every call now fails, and each failure leaves a line.
    await h.service.db.destroy();
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-0123', authorization: `Bearer ${token}`, cookie: 'portal_session=cookie-secret-value' },
      payload: { query: VIEWER },
    });
    expect(response.headers['x-request-id']).toBe('trace-0123');
    expect(response.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    const service = serviceLogs.lines().filter((line) => line.reqId === 'trace-0123');
    const gatewayLines = gatewayLogs.lines().filter((line) => line.reqId === 'trace-0123');
    expect(service.map((line) => line.msg)).toContain('unexpected error');
    expect(service.every((line) => line.room === 'account-service')).toBe(true);
    expect(gatewayLines.map((line) => line.msg)).toContain('account service call failed');
    expect(gatewayLines.find((line) => line.msg === 'account service call failed')).toMatchObject({ room: 'gateway', status: 503, path: '/v1/session' });

    // No secret reached either room's lines.
    for (const secret of [token, 'cookie-secret-value', serviceToken, taro.password]) {
      expect(serviceLogs.raw()).not.toContain(secret);
      expect(gatewayLogs.raw()).not.toContain(secret);
    }
  });

  it('makes its own id when the caller is not a trusted proxy', async () => {
    const h: Harness = await startHarness('sqlite');
    const serviceUrl = await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await buildGateway({ accountServiceUrl: serviceUrl, serviceToken, publicUrl: 'http://localhost:3000', trustProxy: ['10.0.0.1'] });
    cleanups.push(() => h.close(), () => gateway.close());
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '203.0.113.4',
      headers: { 'content-type': 'application/json', 'x-request-id': 'made-up-by-client' },
      payload: { query: LOGIN, variables: { input: { loginId: 'taro', password: 'not the password' } } },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('redaction', () => {
  it('never prints passwords, codes, tokens, cookies or Authorization headers', () => {
    const logs = capture();
    const app = Fastify(serverOptions({ room: 'test', logLevel: 'info', trustProxy: false, requestIdFrom: 'never', bodyLimit: 1024, logStream: logs.stream }));
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer secret-bearer', cookie: 'portal_session=secret-cookie', 'x-session-token': 'secret-session' } },
        res: { headers: { 'set-cookie': 'portal_session=secret-set-cookie' } },
        password: 'secret-password',
        body: { newPassword: 'secret-new', currentPassword: 'secret-current', token: 'secret-token', attemptId: 'secret-attempt', code: 'secret-code' },
        input: { variables: { sessionToken: 'secret-deep', input: { code: 'secret-code-in-variables' } } },
        request: { body: { code: 'secret-nested-code' } },
        err: { code: 'ECONNREFUSED' },
      },
      'something happened',
    );
    const raw = logs.raw();
    expect(raw).not.toMatch(/secret-/);
    expect(raw).toContain('[redacted]');
    // Error codes stay readable.
    expect(raw).toContain('ECONNREFUSED');
  });
});
