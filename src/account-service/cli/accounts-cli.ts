// The operators' accounts CLI: npm run accounts -- <command> [options]. Uses DATABASE_URL like the service.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { loadEnvironment, type Environment } from '../../platform/env.js';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import type { ApiAccount } from '../accounts/account.model.js';
import { inviteAccount } from '../accounts/invitation.service.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { listDeadLetters, retryDeadLetter } from '../mail/dead-letters.service.js';
import { deliverMailNow } from '../mail/mail-worker.js';
import { defaultSender } from '../mail/sender.js';
import { listAccountPage } from '../admin/account-list.js';
import { clientsUsage, runClientsCommand } from './clients-command.js';
import { oidcUsage, runOidcCommand } from './oidc-command.js';
import { authenticatorUsage, runAuthenticatorCommand } from './authenticator-command.js';
import { closingUsage, runClosingCommand } from './closing-command.js';
import type { EncryptionKeys } from '../authenticator/secret-box.js';
import { toApiAccount } from '../accounts/account.model.js';
import type { AccountStatus } from '../db/schema.js';
import { accountLevels, type AccountLevel } from '../accounts/account-level.js';
import {
  AdminError,
  createAccount,
  disableAccount,
  enableAccount,
  parseRole,
  requirePasswordChange,
  resetSecondFactors,
  setAccountRole,
  unlockAccount,
} from '../accounts/account-admin.service.js';

export const usage = `使い方 / Usage: npm run accounts -- <command> [options]

  create --login-id ID --email ADDRESS --password PW [--name NAME] [--name-kana KANA] [--role user|admin] [--locale ja|en]
  invite --login-id ID --email ADDRESS [--name NAME] [--name-kana KANA] [--role user|admin] [--locale ja|en]
         (パスワードなしで作成し、パスワード設定用のリンク（72時間有効）をメールで送ります /
          creates the account without a password and mails a link to set one, valid 72 hours)
  list [--search TEXT] [--role user|admin] [--status active|locked|disabled] [--level password_mail|authenticator_app|passkey|passkey_only] [--limit N]
         (新しい順に1行ずつ出力します。検索はログインID・メールアドレス・アカウントコードの前方一致と氏名・フリガナの部分一致 /
          newest first, a line at a time; the search matches a prefix of the login ID, e-mail or account code, or a part of the name or reading)
  unlock --login-id ID
         (ロックを解除します。無効にしたアカウントは有効にしません / lifts a lock; a disabled account stays disabled)
  disable --login-id ID
  enable --login-id ID
  set-role --login-id ID --role user|admin
  require-password-change --login-id ID
  reset-second-factors --login-id ID
         (認証アプリとリカバリーコードを削除し、すべての端末からログアウトさせます。パスキーとパスワードはそのまま。本人にお知らせを送ります /
          removes the authenticator app and the recovery codes and signs the account out everywhere; passkeys and the password stay; the owner is mailed)
${clientsUsage}
${oidcUsage}
${authenticatorUsage}
${closingUsage}
  mail list-dead
         (10回送信に失敗して保留されたメールの一覧 / mails set aside after 10 failed tries)
  mail retry ID
         (保留されたメールを送信待ちに戻します。動いているポータルが送ります /
          queues a dead mail again; the running portal sends it)

DATABASE_URL (既定 / default: sqlite:./data/portal.db),
PUBLIC_URL (既定 / default: http://localhost:3000; NODE_ENV=production では必須 / required when NODE_ENV=production),
SMTP_URL (未設定なら開発用メールボックス。本番では送信待ちのままポータルが送信 /
          unset: the dev mailbox; in production the mail stays queued for the portal to send)`;

/** What the mail-sending commands need besides the database. */
export interface CliEnvironment {
  publicUrl: string;
  smtpUrl?: string;
  /** NODE_ENV=production: the dev mailbox is never used (see deliverInvitation). */
  production?: boolean;
  clock?: Clock;
  /** TOTP_ENCRYPTION_KEY(_PREVIOUS), for `authenticator rekey`. */
  authenticatorKeys?: EncryptionKeys;
}

const defaultEnvironment: CliEnvironment = { publicUrl: 'http://localhost:3000' };

/** The CLI's part of the environment (platform/env.ts checks it: in production PUBLIC_URL is required). */
export function cliEnvironmentFrom(config: Environment): CliEnvironment {
  return { publicUrl: config.publicUrl ?? defaultEnvironment.publicUrl, smtpUrl: config.smtpUrl, production: config.nodeEnv === 'production', authenticatorKeys: config.authenticatorKeys };
}

type InvitationDelivery = 'sent' | 'failed' | 'left-for-portal';

/**
 * Sends the invitation mail (and ONLY that one, by its id: other people's queued mail belongs to the
 * portal's worker) here and now, so it goes out even when the portal is not running. Without SMTP_URL
 * it goes to the dev mailbox, except in production, where that table is never read: there the mail
 * stays queued for the portal's worker, which has the SMTP settings.
 */
async function deliverInvitation(db: Kysely<Database>, env: CliEnvironment, mailId: string): Promise<InvitationDelivery> {
  if (!env.smtpUrl && env.production) return 'left-for-portal';
  const sent = await deliverMailNow({ db, clock: env.clock ?? systemClock, smtpUrl: env.smtpUrl, from: defaultSender(env.publicUrl) }, mailId);
  return sent ? 'sent' : 'failed';
}

function deliveryLine(delivery: InvitationDelivery, to: string): string {
  switch (delivery) {
    case 'sent':
      return `招待メールを ${to} に送信しました / Invitation mail sent to ${to}`;
    case 'failed':
      return `招待メールを送信できませんでした。送信待ちとして保存し、ポータルが再送します / The invitation mail could not be sent yet; it is queued and the portal will retry`;
    case 'left-for-portal':
      return `SMTP_URL が未設定のため、招待メールは送信待ちとして保存しました。ポータルのメール送信が送ります / SMTP_URL is not set: the invitation mail is queued, and the portal's mail worker will send it`;
  }
}

const optionSpec = {
  'login-id': { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
  'name-kana': { type: 'string' },
  role: { type: 'string' },
  locale: { type: 'string' },
  search: { type: 'string' },
  status: { type: 'string' },
  level: { type: 'string' },
  limit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = { [K in keyof typeof optionSpec]?: (typeof optionSpec)[K]['type'] extends 'string' ? string : boolean };

function required(options: Options, name: 'login-id' | 'email' | 'password' | 'role'): string {
  const value = options[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new AdminError('MISSING_OPTION', `--${name} を指定してください`, `--${name} is required`);
  }
  return value;
}

function describe(a: ApiAccount): string {
  return [a.accountCode, a.loginId, a.email, a.role, a.status, a.mustChangePassword ? 'yes' : '-', a.name].join('\t');
}

const statuses: readonly AccountStatus[] = ['active', 'locked', 'disabled'];

/**
 * `list`: every matching account, newest first, printed a page at a time as it is read (constant
 * memory at any number of accounts), through the admin console's own list (admin/account-list.ts).
 */
async function listAccounts(db: Kysely<Database>, options: Options, print: (line: string) => void, clock: Clock): Promise<void> {
  const limit = options.limit === undefined ? Number.POSITIVE_INFINITY : Number(options.limit.normalize('NFKC'));
  if (options.limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1)) {
    throw new AdminError('MISSING_OPTION', `--limit は1以上の整数で指定してください: ${options.limit}`, `--limit must be a whole number of at least 1: ${options.limit}`);
  }
  const status = options.status?.trim().toLowerCase();
  if (status !== undefined && !(statuses as readonly string[]).includes(status)) {
    throw new AdminError('MISSING_OPTION', `--status は active、locked、disabled のいずれかです: ${options.status}`, `--status is active, locked or disabled: ${options.status}`);
  }
  const level = options.level?.trim().toLowerCase();
  if (level !== undefined && !(accountLevels as readonly string[]).includes(level)) {
    throw new AdminError('MISSING_OPTION', `--level は ${accountLevels.join('、')} のいずれかです: ${options.level}`, `--level is one of ${accountLevels.join(', ')}: ${options.level}`);
  }
  const query = {
    search: options.search,
    role: options.role === undefined ? undefined : parseRole(options.role),
    status: status as AccountStatus | undefined,
    level: level as AccountLevel | undefined,
  };
  print(['code', 'login ID', 'e-mail', 'role', 'status', 'must change password', 'name'].join('\t'));
  let printed = 0;
  let after: string | undefined;
  do {
    const now = clock.now();
    const page = await listAccountPage(db, { ...query, limit: Math.min(200, limit - printed), after }, now);
    for (const row of page.rows) print(describe(toApiAccount(row, now)));
    printed += page.rows.length;
    after = page.nextCursor ?? undefined;
  } while (after !== undefined && printed < limit);
}

/**
 * Runs one command. Lines go to `print` when given (list streams through it), else they are returned.
 * Throws AdminError for operator mistakes.
 */
export async function runAccountsCommand(db: Kysely<Database>, argv: string[], env: CliEnvironment = defaultEnvironment, print?: (line: string) => void): Promise<string[]> {
  // The registered apps' commands take options of their own (clients-command.ts).
  if (argv[0] === 'clients') return argv.includes('--help') || argv.includes('-h') ? [usage] : runClientsCommand(db, argv.slice(1), env.clock);
  if (argv[0] === 'oidc') return runOidcCommand(db, argv.slice(1), env.clock);
  if (argv[0] === 'authenticator') return runAuthenticatorCommand(db, argv.slice(1), env.authenticatorKeys ?? {});
  if (argv[0] === 'closing') return runClosingCommand(db, argv.slice(1), env);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: optionSpec, allowPositionals: true, strict: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new AdminError('MISSING_OPTION', `オプションが正しくありません: ${detail}`, `Invalid options: ${detail}`);
  }
  const options = parsed.values as Options;
  const [command, ...extra] = parsed.positionals;
  if (options.help || !command) return [usage];
  if (command === 'mail') return runMailCommand(db, extra, env);
  if (extra.length > 0) throw new AdminError('MISSING_OPTION', `余分な引数があります: ${extra.join(' ')}`, `Unexpected arguments: ${extra.join(' ')}`);

  switch (command) {
    case 'create': {
      const input = {
        loginId: required(options, 'login-id'),
        email: required(options, 'email'),
        password: required(options, 'password'),
        name: options.name,
        nameKana: options['name-kana'],
        role: options.role,
        locale: options.locale,
      };
      const account = await createAccount(db, input, env.clock, { kind: 'operator' });
      return [`アカウントを作成しました / Account created: ${describe(account)}`];
    }
    case 'invite': {
      const input = {
        loginId: required(options, 'login-id'),
        email: required(options, 'email'),
        name: options.name,
        nameKana: options['name-kana'],
        role: options.role,
        locale: options.locale,
      };
      if (options.password !== undefined) {
        throw new AdminError('MISSING_OPTION', 'invite では --password を指定できません（本人がリンクから設定します）', 'invite takes no --password (the owner sets it through the link)');
      }
      const { account, mailId } = await inviteAccount(db, input, env.publicUrl, env.clock);
      // The link is a credential: it goes only to the mailbox, never to the terminal or its logs.
      const delivery = await deliverInvitation(db, env, mailId);
      return [`アカウントを作成しました（パスワード未設定） / Account created without a password: ${describe(account)}`, deliveryLine(delivery, account.email)];
    }
    case 'list': {
      const lines: string[] = [];
      await listAccounts(db, options, print ?? ((line) => lines.push(line)), env.clock ?? systemClock);
      return lines;
    }
    case 'unlock':
      return [`ロックを解除しました / Unlocked: ${describe(await unlockAccount(db, required(options, 'login-id')))}`];
    case 'disable':
      return [`無効にしました / Disabled: ${describe(await disableAccount(db, required(options, 'login-id')))}`];
    case 'enable':
      return [`有効にしました / Enabled: ${describe(await enableAccount(db, required(options, 'login-id')))}`];
    case 'set-role':
      return [`ロールを変更しました / Role set: ${describe(await setAccountRole(db, required(options, 'login-id'), required(options, 'role')))}`];
    case 'require-password-change':
      return [`次回ログイン時にパスワード変更を求めます / Password change required: ${describe(await requirePasswordChange(db, required(options, 'login-id')))}`];
    case 'reset-second-factors': {
      const account = await resetSecondFactors(db, required(options, 'login-id'), env.publicUrl, env.clock);
      return [`2段階目の認証をリセットしました（お知らせは送信待ち） / Second factors reset (the notice is queued): ${describe(account)}`];
    }
    default:
      throw new AdminError('MISSING_OPTION', `不明なコマンドです: ${command}\n${usage}`, `Unknown command: ${command}`);
  }
}

/** `mail list-dead` and `mail retry ID`: the mail outbox's dead letters. */
async function runMailCommand(db: Kysely<Database>, args: string[], env: CliEnvironment): Promise<string[]> {
  const [sub, id, ...rest] = args;
  if (sub === 'list-dead' && id === undefined) {
    const dead = await listDeadLetters(db);
    if (dead.length === 0) return ['保留されたメールはありません / No dead mails'];
    return [['id', 'to', 'subject', 'tries', 'created', 'last error'].join('\t'), ...dead.map((d) => [d.id, d.to, d.subject, d.tries, d.createdAt, d.lastError ?? ''].join('\t'))];
  }
  if (sub === 'retry' && id !== undefined && rest.length === 0) {
    if (!(await retryDeadLetter(db, id, env.clock))) {
      throw new AdminError('MAIL_NOT_FOUND', `保留されたメールが見つかりません: ${id}`, `No dead mail with id ${id}`);
    }
    return [`送信待ちに戻しました / Queued again: ${id}`];
  }
  throw new AdminError('MISSING_OPTION', `使い方: mail list-dead | mail retry ID`, 'Usage: mail list-dead | mail retry ID');
}

const CLI_SQLITE_BUSY_TIMEOUT_MS = 15_000;

async function main(): Promise<number> {
  let db: Kysely<Database> | undefined;
  try {
    const config = loadEnvironment('cli');
    const env = cliEnvironmentFrom(config);
    const { database } = config;
    // A running portal on the same SQLite file may hold the write lock for a moment (its workers, a
    // busy machine): the CLI blocks no one, so it waits for it rather than failing.
    db = openDatabase(database.url, { ...database, sqliteBusyTimeoutMs: CLI_SQLITE_BUSY_TIMEOUT_MS }).db;
    await migrateToLatest(db, database.url);
    const print = (line: string) => console.log(line);
    for (const line of await runAccountsCommand(db, process.argv.slice(2), env, print)) print(line);
    return 0;
  } catch (error) {
    if (error instanceof AdminError) console.error(`エラー: ${error.messageJa}\nError: ${error.messageEn}`);
    else console.error(`エラー / Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.destroy();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main();
}
