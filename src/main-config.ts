// The embedded default's configuration: read and validated once at start. A bad value stops the
// start with a message naming the variable.
import { z } from 'zod';
import { browserEnvFields, rateLimitEnvFields } from './gateway/config';

const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'expected sqlite:PATH or postgres://…')
    .default('sqlite:./data/portal.db'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'expected smtp://… or smtps://…').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The SPA's run-time environment (/env.json): ANALYTICS_SCRIPT_URL, SUPPORT_CONTACT, BUILD_VERSION,
  // GATEWAY_URL, checked exactly as the standalone gateway checks them.
  ...browserEnvFields,
  // The public API's rate limits and their shared store: GRAPHQL_RATE_LIMIT_PER_IP,
  // GRAPHQL_RATE_LIMIT_PER_TOKEN, REDIS_URL (gateway/config.ts).
  ...rateLimitEnvFields,
});

export type PortalConfig = z.infer<typeof schema>;

export function loadPortalConfig(env: NodeJS.ProcessEnv): PortalConfig {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  return result.data;
}
