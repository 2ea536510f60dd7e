// The embedded default's first start: an empty database gets one demo account to sign in with.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { countAccounts } from './accounts/account.repository.js';
import { createAccount } from './accounts/account-admin.service.js';
import { systemClock, type Clock } from './lib/clock.js';
import { checkPasswordPolicy } from './lib/password-policy.js';

export interface DemoAccount {
  loginId: string;
  email: string;
  password: string;
}

/** Creates the demo account when there is no account at all; returns its credentials once, else null. */
export async function ensureDemoAccount(db: Kysely<Database>, clock: Clock = systemClock): Promise<DemoAccount | null> {
  if ((await countAccounts(db)) > 0) return null;
  const demo: DemoAccount = { loginId: 'demo', email: 'demo@example.com', password: '' };
  // 12 random bytes: 16 base64url characters, 96 bits; drawn again in the rare case the policy refuses it (it contains "demo").
  do {
    demo.password = randomBytes(12).toString('base64url');
  } while (checkPasswordPolicy(demo.password, demo) !== null);
  await createAccount(db, { ...demo, name: '山田 太郎', nameKana: 'ヤマダ タロウ', role: 'user', locale: 'ja' }, clock);
  return demo;
}
