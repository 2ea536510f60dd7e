// The account service's environment, read and validated once at start.
import { z } from 'zod';

const positiveInt = z.coerce.number({ error: 'expected a positive integer' }).int('expected a positive integer').positive('expected a positive integer');
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'expected a port number (0-65535)' }).int('expected a port number (0-65535)').min(0).max(65535, 'expected a port number (0-65535)').default(3001)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'expected sqlite:PATH, sqlite::memory: or postgres://…')
      .default('sqlite:./data/portal.db'),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^smtps?:\/\/.+/, 'expected smtp://… or smtps://…').optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).default('http://localhost:3000')),
  SESSION_IDLE_MINUTES: z.preprocess(emptyAsUndefined, positiveInt.default(30)),
  SESSION_ABSOLUTE_HOURS: z.preprocess(emptyAsUndefined, positiveInt.default(12)),
  SERVICE_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'expected at least 16 characters').optional()),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' }).default('development')),
});

export type AccountServiceConfig = z.infer<typeof envSchema>;

/** Throws an Error naming the first bad variable, e.g. "Invalid environment variable PORT: expected …". */
export function loadAccountServiceConfig(env: Record<string, string | undefined> = process.env): AccountServiceConfig {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'unknown');
  throw new Error(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
}
