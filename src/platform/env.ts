// Every server process reads its environment here, once, through one schema: the embedded default
// (`npm start`), the gateway alone, the account service alone and the accounts CLI. A value means
// the same everywhere, and every bad variable is reported at once, by name, before anything starts.
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseEncryptionKey } from './crypto';
import { packageVersion } from './paths';

export type ProcessKind = 'portal' | 'gateway' | 'account-service' | 'cli';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a whole number from ${min} to ${max}`);

/** TOTP_ENCRYPTION_KEY(_PREVIOUS): the key that seals the authenticator apps' secrets. */
const encryptionKey = z.string().transform((value, ctx) => {
  const key = parseEncryptionKey(value);
  if (key) return key;
  ctx.addIssue({ code: 'custom', message: 'expected 32 bytes as 64 hex characters or base64 (e.g. openssl rand -base64 32)' });
  return z.NEVER;
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** TRUST_PROXY: how many proxies stand in front (1 behind one reverse proxy), or their addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const cidr = (value: string): boolean => {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (/^[1-9]\d?$/.test(trimmed)) return Number(trimmed);
  const items = trimmed.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length > 0 && items.every(cidr)) return items;
  ctx.addIssue({
    code: 'custom',
    // `true` would believe whatever X-Forwarded-For a client sends, which undoes every per-IP limit.
    message: 'expected the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1); "true" is not accepted',
  });
  return z.NEVER;
});

/** What the SPA receives at run time (/env.json); the gateway checks its options with the same rules. */
export const browserEnvFields = {
  ANALYTICS_SCRIPT_URL: z
    .string()
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      return (
        url !== null &&
        url.username === '' &&
        url.password === '' &&
        (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
      );
    }, 'expected an https URL (http only on localhost or 127.0.0.1)')
    .optional(),
  SUPPORT_CONTACT: z.string().trim().max(200, 'expected at most 200 characters').default(''),
  BUILD_VERSION: z.string().regex(/^[\x21-\x7e]{1,100}$/, 'expected 1 to 100 visible ASCII characters').default(packageVersion),
  GATEWAY_URL: z
    .string()
    .refine(
      (value) => /^\/(?![/\\])\S*$/.test(value) || (/^https?:\/\//.test(value) && URL.canParse(value)),
      'expected a path starting with / or an http(s) URL',
    )
    .default('/graphql'),
};

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' }).default('development'),
  PORT: whole(0, 65535).optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'expected fatal, error, warn, info, debug, trace or silent' }).default('info'),
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  SHUTDOWN_DRAIN_SECONDS: whole(0, 300).optional(),
  SHUTDOWN_GRACE_SECONDS: whole(1, 600).default(10),
  // The account service.
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'expected sqlite:PATH or postgres://…')
    .default('sqlite:./data/portal.db'),
  DATABASE_POOL_MAX: whole(1, 1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: whole(100, 60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: whole(100, 60_000).default(3000),
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'expected smtp://… or smtps://…').optional(),
  SESSION_IDLE_MINUTES: whole(1, 1_000_000).default(30),
  SESSION_ABSOLUTE_HOURS: whole(1, 1_000_000).default(12),
  // At least the 7 days a new-device mail's "not me" link lives, so its sign-in is still on record.
  ACTIVITY_RETENTION_DAYS: whole(7, 3650).default(180),
  NEW_DEVICE_LOOKBACK_DAYS: whole(1, 3650).default(90),
  // A range service of Have I Been Pwned's k-anonymity protocol (e.g. https://api.pwnedpasswords.com/range).
  BREACHED_PASSWORD_RANGE_URL: httpUrl.optional(),
  BREACHED_PASSWORD_TIMEOUT_MS: whole(50, 5000).default(300),
  SERVICE_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  TOTP_ENCRYPTION_KEY: encryptionKey.optional(),
  TOTP_ENCRYPTION_KEY_PREVIOUS: encryptionKey.optional(),
  // The gateway.
  ACCOUNT_SERVICE_URL: httpUrl.optional(),
  UPSTREAM_TIMEOUT_MS: whole(1000, 120_000).default(10_000),
  SPA_DIR: z.string().min(1).optional(),
  ALLOWED_ORIGINS: z.string().default('').transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (/^https?:\/\//.test(item) && URL.canParse(item)) origins.push(new URL(item).origin);
      else ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
    }
    return origins;
  }),
  GRAPHQL_RATE_LIMIT_PER_IP: whole(1, 999_999_999).default(300),
  GRAPHQL_RATE_LIMIT_PER_TOKEN: whole(1, 999_999_999).default(120),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(['require-for-browsers', 'allow-all'], { error: 'expected require-for-browsers or allow-all' }).optional(),
  ...browserEnvFields,
});

type Parsed = z.infer<typeof schema>;

/** The validated environment; what a variable means is written once, in README.md's table. */
export interface Environment {
  nodeEnv: Parsed['NODE_ENV'];
  port: number;
  host: string;
  /** Where users open the portal; unset means http://localhost:PORT (or the Vite dev server). */
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
  logLevel: Parsed['LOG_LEVEL'];
  metricsToken: string | undefined;
  shutdown: { drainMs: number; graceMs: number };
  database: { url: string; poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  smtpUrl: string | undefined;
  session: { idleMinutes: number; absoluteHours: number };
  /** The breached-password range service (unset: no check; the embedded default runs a local one). */
  breachedPasswords: { rangeUrl: string | undefined; timeoutMs: number };
  activity: { retentionDays: number; newDeviceLookbackDays: number };
  serviceToken: string | undefined;
  /** TOTP_ENCRYPTION_KEY and TOTP_ENCRYPTION_KEY_PREVIOUS (32 bytes each), when set. */
  authenticatorKeys: { current?: Buffer; previous?: Buffer };
  accountServiceUrl: string | undefined;
  upstreamTimeoutMs: number;
  spaDir: string;
  allowedOrigins: string[];
  rateLimit: { perIp: number; perToken: number; redisUrl?: string };
  trustedDocuments: 'require-for-browsers' | 'allow-all';
  browser: { analyticsScriptUrl: string | undefined; supportContact: string; buildVersion: string; gatewayUrl: string };
}

/** Variables a process cannot start without. */
const required: Record<ProcessKind, Array<keyof Parsed>> = {
  portal: [],
  gateway: ['ACCOUNT_SERVICE_URL', 'SERVICE_TOKEN'],
  'account-service': ['SERVICE_TOKEN'],
  cli: [],
};

export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'EnvironmentError';
  }
}

/** Reads the environment of one kind of process; throws an EnvironmentError naming every bad variable. */
export function loadEnvironment(kind: ProcessKind, env: Record<string, string | undefined> = process.env): Environment {
  // An empty variable counts as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
  for (const name of required[kind]) {
    if (present[name] === undefined) problems.push(`${name}: required to start the ${kind} on its own`);
  }
  // Links in mails are made from PUBLIC_URL; in production its development default (localhost) would
  // send every reset and invitation link nowhere.
  if (present.NODE_ENV === 'production' && present.PUBLIC_URL === undefined && kind !== 'gateway') {
    problems.push('PUBLIC_URL: required when NODE_ENV=production (the base of the links in mails)');
  }
  // A statement may only wait a fraction of the gateway's patience, so a request the gateway gave up
  // on can never commit afterwards (the account service also checks its deadline before COMMIT).
  // Checked where both are known: one process runs both rooms, or both variables are set.
  const bothKnown = kind === 'portal' || (present.DATABASE_STATEMENT_TIMEOUT_MS !== undefined && present.UPSTREAM_TIMEOUT_MS !== undefined);
  if (parsed.success && bothKnown) {
    const e = parsed.data;
    if (e.DATABASE_STATEMENT_TIMEOUT_MS * 2 > e.UPSTREAM_TIMEOUT_MS) {
      problems.push('DATABASE_STATEMENT_TIMEOUT_MS: expected at most half of UPSTREAM_TIMEOUT_MS');
    }
  }
  // A previous key alone would seal new secrets with the database's key while the operator believes a key is set.
  if (present.TOTP_ENCRYPTION_KEY_PREVIOUS !== undefined && present.TOTP_ENCRYPTION_KEY === undefined) {
    problems.push('TOTP_ENCRYPTION_KEY_PREVIOUS: expected only together with TOTP_ENCRYPTION_KEY');
  }
  // A device seen within the look-back must still be on record: events older than the retention are gone.
  if (parsed.success && parsed.data.NEW_DEVICE_LOOKBACK_DAYS > parsed.data.ACTIVITY_RETENTION_DAYS) {
    problems.push('NEW_DEVICE_LOOKBACK_DAYS: expected at most ACTIVITY_RETENTION_DAYS');
  }
  if (problems.length > 0 || !parsed.success) throw new EnvironmentError(problems);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT ?? (kind === 'account-service' ? 3001 : 3000),
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    // Outside production nobody load-balances a developer's Ctrl+C: stop at once.
    shutdown: { drainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (production ? 5 : 0)) * 1000, graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 },
    database: {
      url: e.DATABASE_URL,
      poolMax: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    activity: { retentionDays: e.ACTIVITY_RETENTION_DAYS, newDeviceLookbackDays: e.NEW_DEVICE_LOOKBACK_DAYS },
    breachedPasswords: { rangeUrl: e.BREACHED_PASSWORD_RANGE_URL, timeoutMs: e.BREACHED_PASSWORD_TIMEOUT_MS },
    serviceToken: e.SERVICE_TOKEN,
    authenticatorKeys: {
      ...(e.TOTP_ENCRYPTION_KEY ? { current: e.TOTP_ENCRYPTION_KEY } : {}),
      ...(e.TOTP_ENCRYPTION_KEY_PREVIOUS ? { previous: e.TOTP_ENCRYPTION_KEY_PREVIOUS } : {}),
    },
    accountServiceUrl: e.ACCOUNT_SERVICE_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    spaDir: e.SPA_DIR ?? 'dist/app',
    allowedOrigins: e.ALLOWED_ORIGINS,
    rateLimit: {
      perIp: e.GRAPHQL_RATE_LIMIT_PER_IP,
      perToken: e.GRAPHQL_RATE_LIMIT_PER_TOKEN,
      ...(e.REDIS_URL !== undefined ? { redisUrl: e.REDIS_URL } : {}),
    },
    trustedDocuments: e.GRAPHQL_TRUSTED_DOCUMENTS ?? (production ? 'require-for-browsers' : 'allow-all'),
    browser: {
      analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
      supportContact: e.SUPPORT_CONTACT,
      buildVersion: e.BUILD_VERSION,
      gatewayUrl: e.GATEWAY_URL,
    },
  };
}
