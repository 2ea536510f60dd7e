// What an operator and a load balancer see: /healthz, /readyz and /metrics on both server rooms.
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle } from '../../src/platform/lifecycle';
import { startHarness, taro, type Harness } from '../account-service/support';
import { startGateway, LOGIN, gql } from '../gateway/gateway-harness';
import { testDialects } from '../helpers/test-databases';

describe.each(testDialects)('account service operations routes (%s)', (dialect) => {
  let h: Harness;
  afterEach(() => h.close());

  it('answers /healthz and /readyz without the service credential, and 503 while draining', async () => {
    const lifecycle = createLifecycle();
    h = await startHarness(dialect, { lifecycle });
    const health = await h.service.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await h.service.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    lifecycle.draining = true;
    const draining = await h.service.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    expect((await h.service.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready when the database schema is behind this build', async () => {
    h = await startHarness(dialect);
    await h.service.db.deleteFrom('kysely_migration' as never).execute();
    const ready = await h.service.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'failed' } });
    // Liveness does not depend on it: restarting the process would not help.
    expect((await h.service.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts sign-in outcomes and code checks in /metrics, for this machine only', async () => {
    h = await startHarness(dialect);
    await h.startLogin(taro.loginId, 'wrong password 123');
    const start = await h.startLogin();
    await h.verify(start.json().attemptId, '000000');

    const local = await h.service.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain/);
    expect(local.body).toMatch(/account_service_sign_ins_total\{outcome="invalid"\} 1/);
    expect(local.body).toMatch(/account_service_sign_ins_total\{outcome="success"\} 1/);
    expect(local.body).toMatch(/account_service_code_checks_total\{outcome="invalid_code"\} 1/);
    expect(local.body).toMatch(/account_service_http_request_duration_seconds_count\{method="POST",route="\/v1\/logins",status_code="201"\} 1/);
    expect(local.body).toMatch(/account_service_db_pool_connections\{state="total"\}/);
    expect(local.body).toMatch(/process_cpu_seconds_total/);
    // The route pattern, never the attempt id in the path.
    expect(local.body).not.toContain(start.json().attemptId);

    const remote = await h.service.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
  });

  it('serves /metrics to the bearer of METRICS_TOKEN from anywhere, and refuses a wrong token even locally', async () => {
    h = await startHarness(dialect, { metricsToken: 'metrics-token-0123456789' });
    const remote = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.5' };
    expect((await h.service.app.inject({ ...remote, headers: { authorization: 'Bearer metrics-token-0123456789' } })).statusCode).toBe(200);
    expect((await h.service.app.inject({ ...remote, headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
    expect((await h.service.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
  });
});

describe('gateway operations routes', () => {
  it('reports whether the account service answers, and is ready either way (its readiness is its own)', async () => {
    const lifecycle = createLifecycle();
    const { app, backend } = await startGateway({ lifecycle });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { accountService: 'ok' } });
    backend.setDown(true);
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ status: 'ready', checks: { accountService: 'failed' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Stopping is what takes it out of the balancer.
    lifecycle.draining = true;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await app.close();
  });

  it('never rate-limits health checks', async () => {
    const { app } = await startGateway({ rateLimit: { perIp: 1 } });
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('counts GraphQL operations by name, with made-up names kept to a bounded set', async () => {
    const { app } = await startGateway();
    await gql(app, LOGIN, { variables: { input: { loginId: 'taro', password: 'x'.repeat(12) } } });
    for (let i = 0; i < 250; i++) {
      await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: `query Q${i} { __typename }`, operationName: `Q${i}` } });
    }
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/gateway_graphql_operation_duration_seconds_count\{operation="Login",status_code="200"\} 1/);
    expect(metrics).toMatch(/gateway_graphql_operation_duration_seconds_count\{operation="other",status_code="200"\} 51/);
    await app.close();
  });

  it('counts rate-limit refusals', async () => {
    const { app } = await startGateway({ rateLimit: { perIp: 2 } });
    for (let i = 0; i < 4; i++) await gql(app, '{ __typename }');
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/gateway_rate_limited_total\{scope="ip"\} 2/);
    await app.close();
  });
});
