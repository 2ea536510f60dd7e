// The gateway's environment: defaults, parsing, and start-stopping errors that name the variable.
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config';

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
    });
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
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://portal.example.jp',
      trustProxy: true,
      nodeEnv: 'production',
      spaDir: '/srv/portal',
      allowedOrigins: ['http://localhost:5173', 'https://admin.example.jp'],
    });
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
  ])('refuses %o, naming %s', (override, variable) => {
    expect(() => loadGatewayConfig({ ...required, ...override })).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
