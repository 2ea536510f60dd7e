// The gateway's environment, read and validated once at start. A bad value stops the start with a
// message that names the variable.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** package.json's version: the build version unless BUILD_VERSION says otherwise. */
export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The run-time environment the SPA receives (/env.json). Shared with the embedded default's
 * configuration (main-config.ts), so both accept and refuse the same values.
 */
export const browserEnvFields = {
  // https only, except plain http on this machine for development and tests. Its origin is added to the CSP.
  ANALYTICS_SCRIPT_URL: z.string().superRefine((value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    const ok =
      url !== null &&
      url.username === '' &&
      url.password === '' &&
      (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)));
    if (!ok) ctx.addIssue({ code: 'custom', message: 'must be an https URL (http only on localhost or 127.0.0.1)' });
  }).optional(),
  SUPPORT_CONTACT: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  BUILD_VERSION: z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1 to 100 visible ASCII characters')
    .default(PACKAGE_VERSION),
  // What the SPA calls: a path on this origin, or an http(s) URL (whose origin the CSP then allows).
  GATEWAY_URL: z
    .string()
    .refine(
      (value) => /^\/(?![/\\])\S*$/.test(value) || (/^https?:\/\//.test(value) && URL.canParse(value)),
      'must be a path starting with / or an http(s) URL',
    )
    .default('/graphql'),
};

const limit = (fallback: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a whole number from 1 to 999999999')
    .optional()
    .transform((value) => (value === undefined ? fallback : Number(value)));

/**
 * The public API's rate limits on /graphql (requests per minute) and the store that shares them
 * across instances. Shared with the embedded default's configuration (main-config.ts).
 */
export const rateLimitEnvFields = {
  GRAPHQL_RATE_LIMIT_PER_IP: limit(300),
  GRAPHQL_RATE_LIMIT_PER_TOKEN: limit(120),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
};

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Loopback unless told otherwise: exposing the port is a deliberate operator decision.
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ACCOUNT_SERVICE_URL: z.url({ protocol: /^https?$/ }),
  SERVICE_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  TRUST_PROXY: flag.default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SPA_DIR: z.string().min(1).default('dist/app'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
        const parsed = origin.safeParse(item);
        if (parsed.success) origins.push(parsed.data);
        else ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
      }
      return origins;
    }),
  ...browserEnvFields,
  ...rateLimitEnvFields,
});

export interface GatewayConfig {
  port: number;
  host: string;
  publicUrl: string;
  accountServiceUrl: string;
  serviceToken: string;
  trustProxy: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  spaDir: string;
  allowedOrigins: string[];
  analyticsScriptUrl: string | undefined;
  supportContact: string;
  buildVersion: string;
  gatewayUrl: string;
  rateLimit: { perIp: number; perToken: number; redisUrl?: string };
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // An empty variable counts as unset, as it does in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    accountServiceUrl: e.ACCOUNT_SERVICE_URL,
    serviceToken: e.SERVICE_TOKEN,
    trustProxy: e.TRUST_PROXY,
    nodeEnv: e.NODE_ENV,
    spaDir: e.SPA_DIR,
    allowedOrigins: e.ALLOWED_ORIGINS,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    supportContact: e.SUPPORT_CONTACT,
    buildVersion: e.BUILD_VERSION,
    gatewayUrl: e.GATEWAY_URL,
    rateLimit: rateLimitConfig(e),
  };
}

/** The gateway's rateLimit option from the validated variables. */
export function rateLimitConfig(e: { GRAPHQL_RATE_LIMIT_PER_IP: number; GRAPHQL_RATE_LIMIT_PER_TOKEN: number; REDIS_URL?: string | undefined }) {
  return {
    perIp: e.GRAPHQL_RATE_LIMIT_PER_IP,
    perToken: e.GRAPHQL_RATE_LIMIT_PER_TOKEN,
    ...(e.REDIS_URL !== undefined ? { redisUrl: e.REDIS_URL } : {}),
  };
}
