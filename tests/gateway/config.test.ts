// The gateway's environment: defaults, parsing, and start-stopping errors that name the variable.
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, PACKAGE_VERSION } from '../../src/gateway/config';
import { loadPortalConfig } from '../../src/main-config';

const required = { ACCOUNT_SERVICE_URL: 'http://127.0.0.1:3001', SERVICE_TOKEN: 'a-long-enough-service-token' };

describe('loadGatewayConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadGatewayConfig(required)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      accountServiceUrl: 'http://127.0.0.1:3001',
      serviceToken: 'a-long-enough-service-token',
      trustProxy: false,
      nodeEnv: 'development',
      spaDir: 'dist/app',
      allowedOrigins: [],
      analyticsScriptUrl: undefined,
      supportContact: '',
      buildVersion: PACKAGE_VERSION,
      gatewayUrl: '/graphql',
      rateLimit: { perIp: 300, perToken: 120 },
    });
    expect(PACKAGE_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('parses every variable', () => {
    const config = loadGatewayConfig({
      ...required,
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://portal.example.jp',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      SPA_DIR: '/srv/portal',
      ALLOWED_ORIGINS: 'http://localhost:5173/, https://admin.example.jp',
      ANALYTICS_SCRIPT_URL: 'https://analytics.example.jp/tag.js',
      SUPPORT_CONTACT: '  サポート窓口 support@example.jp  ',
      BUILD_VERSION: '1.2.3+abc1234',
      GATEWAY_URL: 'https://api.example.jp/graphql',
      GRAPHQL_RATE_LIMIT_PER_IP: '600',
      GRAPHQL_RATE_LIMIT_PER_TOKEN: '60',
      REDIS_URL: 'rediss://cache.example.jp:6380/0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://portal.example.jp',
      trustProxy: true,
      nodeEnv: 'production',
      spaDir: '/srv/portal',
      allowedOrigins: ['http://localhost:5173', 'https://admin.example.jp'],
      analyticsScriptUrl: 'https://analytics.example.jp/tag.js',
      supportContact: 'サポート窓口 support@example.jp',
      buildVersion: '1.2.3+abc1234',
      gatewayUrl: 'https://api.example.jp/graphql',
      rateLimit: { perIp: 600, perToken: 60, redisUrl: 'rediss://cache.example.jp:6380/0' },
    });
  });

  it('accepts plain http analytics only on this machine, and a gateway path', () => {
    for (const url of ['http://localhost:4000/a.js', 'http://127.0.0.1:9/tag.js']) {
      expect(loadGatewayConfig({ ...required, ANALYTICS_SCRIPT_URL: url }).analyticsScriptUrl).toBe(url);
    }
    expect(loadGatewayConfig({ ...required, GATEWAY_URL: '/api/graphql' }).gatewayUrl).toBe('/api/graphql');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'portal.example.jp' }, 'PUBLIC_URL'],
    [{ ACCOUNT_SERVICE_URL: undefined }, 'ACCOUNT_SERVICE_URL'],
    [{ SERVICE_TOKEN: 'short' }, 'SERVICE_TOKEN'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ ALLOWED_ORIGINS: 'http://ok.example, ftp://nope.example' }, 'ALLOWED_ORIGINS'],
    [{ ANALYTICS_SCRIPT_URL: 'http://analytics.example.jp/tag.js' }, 'ANALYTICS_SCRIPT_URL'],
    [{ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' }, 'ANALYTICS_SCRIPT_URL'],
    [{ ANALYTICS_SCRIPT_URL: 'not a url' }, 'ANALYTICS_SCRIPT_URL'],
    [{ ANALYTICS_SCRIPT_URL: 'https://user:pw@analytics.example.jp/tag.js' }, 'ANALYTICS_SCRIPT_URL'],
    [{ SUPPORT_CONTACT: 'x'.repeat(201) }, 'SUPPORT_CONTACT'],
    [{ BUILD_VERSION: 'has spaces in it' }, 'BUILD_VERSION'],
    [{ GATEWAY_URL: '//evil.example/graphql' }, 'GATEWAY_URL'],
    [{ GATEWAY_URL: 'graphql' }, 'GATEWAY_URL'],
    [{ GATEWAY_URL: 'ftp://api.example.jp/graphql' }, 'GATEWAY_URL'],
    [{ GRAPHQL_RATE_LIMIT_PER_IP: '0' }, 'GRAPHQL_RATE_LIMIT_PER_IP'],
    [{ GRAPHQL_RATE_LIMIT_PER_IP: '1e3' }, 'GRAPHQL_RATE_LIMIT_PER_IP'],
    [{ GRAPHQL_RATE_LIMIT_PER_TOKEN: '-5' }, 'GRAPHQL_RATE_LIMIT_PER_TOKEN'],
    [{ GRAPHQL_RATE_LIMIT_PER_TOKEN: 'many' }, 'GRAPHQL_RATE_LIMIT_PER_TOKEN'],
    [{ REDIS_URL: 'http://cache.example.jp' }, 'REDIS_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
  ])('refuses %o, naming %s', (override, variable) => {
    expect(() => loadGatewayConfig({ ...required, ...override })).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});

describe('loadPortalConfig (the embedded default) takes the same browser environment', () => {
  it('passes the values through and names a bad variable', () => {
    const config = loadPortalConfig({ ANALYTICS_SCRIPT_URL: 'https://analytics.example.jp/tag.js', SUPPORT_CONTACT: 'help' });
    expect(config).toMatchObject({
      ANALYTICS_SCRIPT_URL: 'https://analytics.example.jp/tag.js',
      SUPPORT_CONTACT: 'help',
      BUILD_VERSION: PACKAGE_VERSION,
      GATEWAY_URL: '/graphql',
    });
    expect(() => loadPortalConfig({ ANALYTICS_SCRIPT_URL: 'http://analytics.example.jp/tag.js' })).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(() => loadPortalConfig({ SUPPORT_CONTACT: 'x'.repeat(201) })).toThrow(/SUPPORT_CONTACT/);
  });

  it('takes the rate limits and REDIS_URL too', () => {
    expect(loadPortalConfig({})).toMatchObject({ GRAPHQL_RATE_LIMIT_PER_IP: 300, GRAPHQL_RATE_LIMIT_PER_TOKEN: 120 });
    expect(loadPortalConfig({ GRAPHQL_RATE_LIMIT_PER_TOKEN: '30', REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({
      GRAPHQL_RATE_LIMIT_PER_TOKEN: 30,
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(() => loadPortalConfig({ GRAPHQL_RATE_LIMIT_PER_IP: '0' })).toThrow(/GRAPHQL_RATE_LIMIT_PER_IP/);
    expect(() => loadPortalConfig({ REDIS_URL: 'memcached://x' })).toThrow(/REDIS_URL/);
  });
});
