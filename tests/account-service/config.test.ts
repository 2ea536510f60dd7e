import { describe, expect, it } from 'vitest';
import { loadAccountServiceConfig } from '../../src/account-service/config';

describe('account service configuration', () => {
  it('has defaults for the embedded start', () => {
    expect(loadAccountServiceConfig({})).toEqual({
      PORT: 3001,
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite:./data/portal.db',
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_IDLE_MINUTES: 30,
      SESSION_ABSOLUTE_HOURS: 12,
      NODE_ENV: 'development',
    });
  });

  it('reads every variable', () => {
    const config = loadAccountServiceConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://u@db/portal',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://portal.example.jp',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      SERVICE_TOKEN: 'a-long-service-token',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({ PORT: 4000, SMTP_URL: 'smtp://mail:25', SESSION_IDLE_MINUTES: 15, SERVICE_TOKEN: 'a-long-service-token', NODE_ENV: 'production' });
  });

  it.each([
    ['SESSION_IDLE_MINUTES', 'abc', 'expected a positive integer'],
    ['SESSION_IDLE_MINUTES', '-5', 'expected a positive integer'],
    ['SESSION_ABSOLUTE_HOURS', '1.5', 'expected a positive integer'],
    ['PORT', '70000', 'expected a port number'],
    ['DATABASE_URL', 'mysql://x', 'expected sqlite:PATH'],
    ['PUBLIC_URL', 'not a url', 'expected an http(s) URL'],
    ['SMTP_URL', 'http://mail', 'expected smtp://'],
    ['SERVICE_TOKEN', 'short', 'expected at least 16 characters'],
    ['NODE_ENV', 'staging', 'expected development, production or test'],
  ])('names the variable when %s=%s is bad', (name, value, message) => {
    expect(() => loadAccountServiceConfig({ [name]: value })).toThrow(`Invalid environment variable ${name}: ${message}`);
  });
});
