// Timeouts in the order a proxy needs (issue 21), read from deploy/haproxy.cfg and from the servers as
// built: each room answers before the proxy in front of it gives up (so a client gets the portal's
// own answer, never haproxy's HTML page), closes its idle connections to the proxy before the proxy
// does, and keeps the ones from the proxy longer than the proxy does. The documented limits are what a
// client gets at most, the check interval of Node's timers included (10 s for headers became 11 s, and
// a request limit of 15 s, checked every second, met haproxy's 15 s `timeout server` first).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_KEEP_ALIVE_MS } from '../../src/gateway/rest-transport';
import { loadEnvironment } from '../../src/platform/env';
import { READINESS_TIMEOUT_MS } from '../../src/platform/health';
import { timeouts } from '../../src/platform/server-options';
import { startHarness, type Harness } from '../account-service/support';
import { startGateway } from '../gateway/gateway-harness';

const ms = (value: string): number => {
  const match = /^(\d+)(ms|s|m)?$/.exec(value);
  if (!match) throw new Error(`not a haproxy time: ${value}`);
  return Number(match[1]) * ({ ms: 1, s: 1000, m: 60_000 }[match[2] ?? 'ms'] ?? 1);
};

/** The `defaults` section of deploy/haproxy.cfg: its timeouts, and the checks' interval and fall count. */
function haproxyDefaults() {
  const config = readFileSync(resolve(import.meta.dirname, '../../deploy/haproxy.cfg'), 'utf8');
  const section = /^defaults\n([\s\S]*?)(?=^\S)/m.exec(config)?.[1] ?? '';
  const timeout: Record<string, number> = {};
  for (const [, name, value] of section.matchAll(/^\s+timeout\s+(\S+)\s+(\S+)/gm)) timeout[name!] = ms(value!);
  const server = /^\s+default-server\s+(.*)$/m.exec(section)?.[1] ?? '';
  return {
    timeout,
    inter: ms(/\binter\s+(\S+)/.exec(server)?.[1] ?? '2s'),
    fall: Number(/\bfall\s+(\d+)/.exec(server)?.[1] ?? 3),
    hasCheckTimeout: 'check' in timeout,
  };
}

/** What a client gets at most from a server: Node's limit plus the interval of the timer that enforces it. */
function serverLimits(app: FastifyInstance) {
  const server = app.server as FastifyInstance['server'] & { connectionsCheckingInterval: number };
  return {
    headersMs: server.headersTimeout + server.connectionsCheckingInterval,
    requestMs: server.requestTimeout + server.connectionsCheckingInterval,
    keepAliveMs: server.keepAliveTimeout,
  };
}

const haproxy = haproxyDefaults();
let gateway: FastifyInstance;
let service: Harness;

beforeAll(async () => {
  gateway = (await startGateway()).app;
  service = await startHarness('sqlite');
});
afterAll(async () => {
  await gateway?.close();
  await service?.close();
});

describe('timeouts, in the order of deploy/haproxy.cfg', () => {
  it('reads the proxy it is about', () => {
    expect(haproxy.timeout).toMatchObject({ server: expect.any(Number), 'http-request': expect.any(Number), 'http-keep-alive': expect.any(Number), client: expect.any(Number) });
    expect(haproxy.inter).toBeGreaterThan(0);
  });

  it('gives clients at most the documented limits (10 s for headers, 12 s for a whole request, 72 s idle)', () => {
    expect(timeouts).toEqual({ headersMs: 10_000, requestMs: 12_000, keepAliveMs: 72_000 });
    for (const app of [gateway, service.service.app]) {
      const limits = serverLimits(app);
      expect(limits.headersMs).toBeLessThanOrEqual(timeouts.headersMs);
      expect(limits.requestMs).toBeLessThanOrEqual(timeouts.requestMs);
      expect(limits.keepAliveMs).toBe(timeouts.keepAliveMs);
    }
  });

  it("answers a slow or lying client before haproxy's timeout server, and takes headers no longer than haproxy", () => {
    for (const app of [gateway, service.service.app]) {
      const limits = serverLimits(app);
      expect(limits.requestMs).toBeLessThan(haproxy.timeout.server!);
      expect(limits.headersMs).toBeLessThanOrEqual(haproxy.timeout['http-request']!);
    }
  });

  it("gives up on the account service before haproxy's internal frontend does", () => {
    const env = loadEnvironment('gateway', { ACCOUNT_SERVICE_URL: 'http://127.0.0.1:3100', SERVICE_TOKEN: 'service-token-0123456789', NODE_ENV: 'production' });
    expect(env.upstreamTimeoutMs).toBeLessThan(haproxy.timeout.server!);
  });

  it('closes its idle connections to the account services before haproxy, and keeps the ones from haproxy longer than haproxy does', () => {
    expect(UPSTREAM_KEEP_ALIVE_MS).toBeLessThan(haproxy.timeout['http-keep-alive']!);
    for (const app of [gateway, service.service.app]) {
      expect(serverLimits(app).keepAliveMs).toBeGreaterThan(Math.max(...Object.values(haproxy.timeout)));
    }
  });

  it("answers /readyz within haproxy's check interval, and drains longer than haproxy takes to notice", () => {
    // Without `timeout check`, an answer later than `inter` is a failed check.
    expect(haproxy.hasCheckTimeout).toBe(false);
    expect(READINESS_TIMEOUT_MS).toBeLessThan(haproxy.inter);
    const env = loadEnvironment('account-service', { SERVICE_TOKEN: 'service-token-0123456789', NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.jp' });
    expect(env.shutdown.drainMs).toBeGreaterThan(haproxy.inter * haproxy.fall);
  });
});
