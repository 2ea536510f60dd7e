// Bench: the peer. better-auth (a devDependency, used by the bench only) as its documentation sets it
// up for Node: its own handler on node:http, SQLite through better-sqlite3, e-mail + password with the
// portal's argon2id parameters (the same argon2 package, through better-auth's custom hash/verify), and
// the two-factor plugin with an e-mailed OTP as the second step, so a right password answers "2FA
// required" (twoFactorRedirect) and no session, like our step 1. OTP mails go to an in-process sink.
//
// Accounts: `whoami@example.jp` (no second step; the bench signs it in and reads get-session) and
// `login-0@example.jp` … (second step on; one per login connection, as for our service).
import { createServer } from 'node:http';
import argon2 from 'argon2';
import SQLite from 'better-sqlite3';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { productionHashOptions } from '../../src/account-service/lib/password';

const port = Number(process.env.PORT ?? 0);
const password = process.env.BENCH_PASSWORD!;
const loginAccounts = Number(process.env.BENCH_LOGIN_ACCOUNTS ?? 0);

const database = new SQLite(process.env.BETTER_AUTH_DB!);
// The same durability trade as ours (src/account-service/db/database.ts).
database.pragma('journal_mode = WAL');
database.pragma('synchronous = NORMAL');

/** Where the OTP mails go: counted, never sent. */
let otpMails = 0;

const options = {
  baseURL: `http://127.0.0.1:${port}`,
  secret: process.env.BETTER_AUTH_SECRET!,
  database,
  telemetry: { enabled: false },
  // One load generator on one address is not an abuser (our bench lifts our per-IP limits likewise).
  rateLimit: { enabled: false },
  logger: { disabled: true },
  emailAndPassword: {
    enabled: true,
    password: {
      hash: (plain: string) => argon2.hash(plain, productionHashOptions),
      verify: ({ hash, password: plain }: { hash: string; password: string }) => argon2.verify(hash, plain),
    },
  },
  plugins: [
    twoFactor({
      otpOptions: {
        sendOTP: () => {
          otpMails++;
        },
      },
    }),
  ],
};

const { runMigrations } = await getMigrations(options);
await runMigrations();
const auth = betterAuth(options);
const context = await auth.$context;

async function signUp(email: string, name: string): Promise<string> {
  const { user } = await auth.api.signUpEmail({ body: { email, password, name } });
  return user.id;
}

await signUp('whoami@example.jp', 'whoami');
for (let i = 0; i < loginAccounts; i++) {
  const id = await signUp(`login-${i}@example.jp`, `login ${i}`);
  // What enabling two-factor through its endpoints ends with (they need a session and an OTP round).
  await context.internalAdapter.updateUser(id, { twoFactorEnabled: true });
}

const server = createServer(toNodeHandler(auth));
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`READY http://127.0.0.1:${actual}`);
});
process.on('SIGTERM', () => {
  console.error(`better-auth peer: ${otpMails} OTP mails to the sink`);
  process.exit(0);
});
