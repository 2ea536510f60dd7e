// One environment loader for every server process: defaults, parsing, and a start-stopping error
// that names every bad variable at once.
import { describe, expect, it } from 'vitest';
import { accountServiceOptions } from '../../src/account-service/app';
import { gatewayOptions } from '../../src/gateway/config';
import { EnvironmentError, loadEnvironment } from '../../src/platform/env';
import { packageVersion } from '../../src/platform/paths';

const gatewayRequired = { ACCOUNT_SERVICE_URL: 'http://127.0.0.1:3001', SERVICE_TOKEN: 'a-long-enough-service-token' };

describe('loadEnvironment', () => {
  it('reads TOTP_ENCRYPTION_KEY(_PREVIOUS) as 32 bytes (hex or base64), and names a bad one', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 5).toString('base64');
    const keys = loadEnvironment('portal', { TOTP_ENCRYPTION_KEY: hex, TOTP_ENCRYPTION_KEY_PREVIOUS: base64 }).authenticatorKeys;
    expect(keys.current?.equals(Buffer.from(hex, 'hex'))).toBe(true);
    expect(keys.previous?.equals(Buffer.alloc(32, 5))).toBe(true);
    expect(() => loadEnvironment('portal', { TOTP_ENCRYPTION_KEY: 'too short' })).toThrow(/TOTP_ENCRYPTION_KEY: expected 32 bytes/);
    expect(() => loadEnvironment('portal', { TOTP_ENCRYPTION_KEY_PREVIOUS: hex })).toThrow(/TOTP_ENCRYPTION_KEY_PREVIOUS: expected only together/);
  });

  it('applies the documented defaults', () => {
    const env = loadEnvironment('portal', {});
    expect(env).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      metricsToken: undefined,
      shutdown: { drainMs: 0, graceMs: 10_000 },
      database: { url: 'sqlite:./data/portal.db', poolMax: 10, connectTimeoutMs: 2000, statementTimeoutMs: 3000 },
      smtpUrl: undefined,
      session: { idleMinutes: 30, absoluteHours: 12 },
      activity: { retentionDays: 180, newDeviceLookbackDays: 90 },
      breachedPasswords: { rangeUrl: undefined, timeoutMs: 300 },
      serviceToken: undefined,
      authenticatorKeys: {},
      accountServiceUrl: undefined,
      upstreamTimeoutMs: 10_000,
      spaDir: 'dist/app',
      allowedOrigins: [],
      rateLimit: { perIp: 300, perToken: 120 },
      trustedDocuments: 'allow-all',
      browser: { analyticsScriptUrl: undefined, supportContact: '', buildVersion: packageVersion, gatewayUrl: '/graphql' },
    });
    expect(loadEnvironment('account-service', { SERVICE_TOKEN: 'a-long-enough-service-token' }).port).toBe(3001);
    // Production drains for 5 s by default, so a load balancer notices /readyz before connections close.
    expect(loadEnvironment('portal', { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.jp' }).shutdown).toEqual({ drainMs: 5000, graceMs: 10_000 });
    // Production browsers may send only the SPA's registered documents (trusted-documents.ts).
    expect(loadEnvironment('portal', { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.jp' }).trustedDocuments).toBe('require-for-browsers');
  });

  it('parses every variable', () => {
    const env = loadEnvironment('gateway', {
      ...gatewayRequired,
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://portal.example.jp',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'a-long-metrics-token',
      SHUTDOWN_DRAIN_SECONDS: '3',
      SHUTDOWN_GRACE_SECONDS: '20',
      DATABASE_URL: 'postgres://portal@db/portal',
      DATABASE_POOL_MAX: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      SMTP_URL: 'smtp://mail:25',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      UPSTREAM_TIMEOUT_MS: '9000',
      SPA_DIR: '/srv/portal',
      ALLOWED_ORIGINS: 'http://localhost:5173/, https://admin.example.jp',
      GRAPHQL_RATE_LIMIT_PER_IP: '600',
      GRAPHQL_RATE_LIMIT_PER_TOKEN: '60',
      REDIS_URL: 'rediss://cache.example.jp:6380/0',
      GRAPHQL_TRUSTED_DOCUMENTS: 'allow-all',
      ANALYTICS_SCRIPT_URL: 'https://analytics.example.jp/tag.js',
      SUPPORT_CONTACT: '  サポート窓口 support@example.jp  ',
      BUILD_VERSION: '1.2.3+abc1234',
      GATEWAY_URL: 'https://api.example.jp/graphql',
    });
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://portal.example.jp',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      nodeEnv: 'production',
      logLevel: 'warn',
      metricsToken: 'a-long-metrics-token',
      shutdown: { drainMs: 3000, graceMs: 20_000 },
      database: { url: 'postgres://portal@db/portal', poolMax: 25, connectTimeoutMs: 1500, statementTimeoutMs: 2500 },
      smtpUrl: 'smtp://mail:25',
      session: { idleMinutes: 15, absoluteHours: 8 },
      upstreamTimeoutMs: 9000,
      spaDir: '/srv/portal',
      allowedOrigins: ['http://localhost:5173', 'https://admin.example.jp'],
      rateLimit: { perIp: 600, perToken: 60, redisUrl: 'rediss://cache.example.jp:6380/0' },
      trustedDocuments: 'allow-all',
      browser: {
        analyticsScriptUrl: 'https://analytics.example.jp/tag.js',
        supportContact: 'サポート窓口 support@example.jp',
        buildVersion: '1.2.3+abc1234',
        gatewayUrl: 'https://api.example.jp/graphql',
      },
    });
  });

  it('takes TRUST_PROXY as a hop count or addresses, never as "trust anyone"', () => {
    expect(loadEnvironment('portal', { TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadEnvironment('portal', { TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnvironment('portal', { TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example.jp', '-1']) {
      expect(() => loadEnvironment('portal', { TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: expected the number of proxies/);
    }
  });

  it('accepts plain http analytics only on this machine, and a gateway path', () => {
    for (const url of ['http://localhost:4000/a.js', 'http://127.0.0.1:9/tag.js']) {
      expect(loadEnvironment('portal', { ANALYTICS_SCRIPT_URL: url }).browser.analyticsScriptUrl).toBe(url);
    }
    expect(loadEnvironment('portal', { GATEWAY_URL: '/api/graphql' }).browser.gatewayUrl).toBe('/api/graphql');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'portal.example.jp' }, 'PUBLIC_URL'],
    [{ ACCOUNT_SERVICE_URL: undefined }, 'ACCOUNT_SERVICE_URL'],
    [{ SERVICE_TOKEN: 'short' }, 'SERVICE_TOKEN'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_DRAIN_SECONDS: '1.5' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '6000', UPSTREAM_TIMEOUT_MS: '10000' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SESSION_IDLE_MINUTES: '-5' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_ABSOLUTE_HOURS: '1.5' }, 'SESSION_ABSOLUTE_HOURS'],
    [{ UPSTREAM_TIMEOUT_MS: '10' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ ALLOWED_ORIGINS: 'http://ok.example, ftp://nope.example' }, 'ALLOWED_ORIGINS'],
    [{ ANALYTICS_SCRIPT_URL: 'http://analytics.example.jp/tag.js' }, 'ANALYTICS_SCRIPT_URL'],
    [{ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' }, 'ANALYTICS_SCRIPT_URL'],
    [{ ANALYTICS_SCRIPT_URL: 'https://user:pw@analytics.example.jp/tag.js' }, 'ANALYTICS_SCRIPT_URL'],
    [{ SUPPORT_CONTACT: 'x'.repeat(201) }, 'SUPPORT_CONTACT'],
    [{ BUILD_VERSION: 'has spaces in it' }, 'BUILD_VERSION'],
    [{ GATEWAY_URL: '//evil.example/graphql' }, 'GATEWAY_URL'],
    [{ GATEWAY_URL: 'ftp://api.example.jp/graphql' }, 'GATEWAY_URL'],
    [{ GRAPHQL_RATE_LIMIT_PER_IP: '0' }, 'GRAPHQL_RATE_LIMIT_PER_IP'],
    [{ GRAPHQL_RATE_LIMIT_PER_IP: '1e3' }, 'GRAPHQL_RATE_LIMIT_PER_IP'],
    [{ GRAPHQL_RATE_LIMIT_PER_TOKEN: 'many' }, 'GRAPHQL_RATE_LIMIT_PER_TOKEN'],
    [{ REDIS_URL: 'http://cache.example.jp' }, 'REDIS_URL'],
  ])('refuses %o, naming %s', (override, variable) => {
    expect(() => loadEnvironment('gateway', { ...gatewayRequired, ...override })).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('lists every bad variable in one message', () => {
    const attempt = () => loadEnvironment('account-service', { PORT: 'x', TRUST_PROXY: 'true', SMTP_URL: 'http://mail', NODE_ENV: 'production' });
    expect(attempt).toThrow(EnvironmentError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as EnvironmentError).problems.map((p) => p.split(':')[0]);
      // The rules across variables too: in production the links in mails need PUBLIC_URL.
      expect(problems.sort()).toEqual(['PORT', 'PUBLIC_URL', 'SERVICE_TOKEN', 'SMTP_URL', 'TRUST_PROXY']);
    }
  });

  it('keeps a statement shorter than half the gateway\'s patience wherever both are known', () => {
    expect(() => loadEnvironment('portal', { DATABASE_STATEMENT_TIMEOUT_MS: '6000' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS: expected at most half of UPSTREAM_TIMEOUT_MS/);
    // A room alone knows only its own half: the gateway has no statements, the service no upstream.
    expect(loadEnvironment('gateway', { ...gatewayRequired, UPSTREAM_TIMEOUT_MS: '3000' }).upstreamTimeoutMs).toBe(3000);
  });

  it('keeps the new-device look-back within the activity kept', () => {
    expect(() => loadEnvironment('portal', { ACTIVITY_RETENTION_DAYS: '30', NEW_DEVICE_LOOKBACK_DAYS: '90' })).toThrow(/NEW_DEVICE_LOOKBACK_DAYS: expected at most ACTIVITY_RETENTION_DAYS/);
    expect(loadEnvironment('portal', { ACTIVITY_RETENTION_DAYS: '365', NEW_DEVICE_LOOKBACK_DAYS: '120' }).activity).toEqual({ retentionDays: 365, newDeviceLookbackDays: 120 });
  });

  it('takes the breached-password range service as an http(s) URL with a bounded timeout, and stops the start otherwise', () => {
    expect(loadEnvironment('account-service', { SERVICE_TOKEN: 'a'.repeat(16), BREACHED_PASSWORD_RANGE_URL: 'https://api.pwnedpasswords.com/range', BREACHED_PASSWORD_TIMEOUT_MS: '500' }).breachedPasswords)
      .toEqual({ rangeUrl: 'https://api.pwnedpasswords.com/range', timeoutMs: 500 });
    expect(() => loadEnvironment('account-service', { SERVICE_TOKEN: 'a'.repeat(16), BREACHED_PASSWORD_RANGE_URL: 'ftp://x', BREACHED_PASSWORD_TIMEOUT_MS: '60000' })).toThrow(
      /BREACHED_PASSWORD_RANGE_URL[\s\S]*BREACHED_PASSWORD_TIMEOUT_MS|BREACHED_PASSWORD_TIMEOUT_MS[\s\S]*BREACHED_PASSWORD_RANGE_URL/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadEnvironment('portal', { PORT: '', REDIS_URL: '' })).toMatchObject({ port: 3000, rateLimit: { perIp: 300, perToken: 120 } });
  });
});

describe('the rooms read the same environment', () => {
  const env = loadEnvironment('portal', { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.jp', SMTP_URL: 'smtp://mail:25', TRUST_PROXY: '2', REDIS_URL: 'redis://127.0.0.1:6379' });

  it('gives the gateway its options', () => {
    expect(gatewayOptions(env)).toMatchObject({ trustProxy: 2, graphiql: false, introspection: false, upstreamTimeoutMs: 10_000 });
    expect(gatewayOptions(env).rateLimit).toEqual({ perIp: 300, perToken: 120, redisUrl: 'redis://127.0.0.1:6379' });
  });

  it('gives the account service its options: no dev mailbox in production or with SMTP', () => {
    expect(accountServiceOptions(env)).toMatchObject({ smtpUrl: 'smtp://mail:25', devMailbox: false, database: { poolMax: 10, statementTimeoutMs: 3000 } });
    expect(accountServiceOptions(loadEnvironment('portal', {})).devMailbox).toBe(true);
  });
});
