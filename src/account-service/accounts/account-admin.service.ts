// The accounts CLI's side of administration: creating accounts, and the operator's words around the
// actions the admin console shares (admin/admin-actions.service.ts).
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Locale, Role } from '../db/schema.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { displayEmailAddress, normalizeEmailAddress, normalizeLoginId, normalizeName, normalizeNameKana } from '../../shared/account-fields.js';
import { profileFields } from '../../shared/profile-fields.js';
import { normalizeIdentifier } from '../../shared/text.js';
import { hashPassword } from '../lib/password.js';
import { checkPasswordPolicy, passwordPolicyMessages, type PasswordOwner, type PasswordPolicyCode } from '../lib/password-policy.js';
import { AppError, type ErrorCode } from '../http/errors.js';
import { takeAdminAction, type AdminAction } from '../admin/admin-actions.service.js';
import { accountCodeExists, findAccountByEmail, findAccountByLoginId, insertAccount, type AccountRow } from './account.repository.js';
import { isUniqueViolation } from '../db/errors.js';
import { runTransaction } from '../db/locks.js';
import { recordAudit, type AdminActor } from '../admin/audit.repository.js';
import { toApiAccount, type ApiAccount } from './account.model.js';

/** The contract's codes where one fits (the admin console answers with them), and the CLI's own. */
export type AdminErrorCode =
  | Extract<ErrorCode, 'LOGIN_ID_INVALID' | 'EMAIL_INVALID' | 'NAME_INVALID' | 'NAME_KANA_INVALID' | 'LOGIN_ID_UNAVAILABLE' | 'EMAIL_UNAVAILABLE' | 'ACCOUNT_NOT_FOUND' | 'LAST_ACTIVE_ADMIN' | 'ACTION_NOT_APPLICABLE'>
  | 'MISSING_OPTION'
  | 'INVALID_PASSWORD'
  | 'INVALID_ROLE'
  | 'INVALID_LOCALE'
  | 'MAIL_NOT_FOUND'
  | 'ROTATED_RECENTLY'
  | 'SECRETS_UNREADABLE'
  // The accounts CLI's `clients` commands (cli/clients-command.ts): the registered apps' own codes.
  | Extract<ErrorCode, 'CLIENT_NAME_INVALID' | 'REDIRECT_URI_INVALID' | 'BACKCHANNEL_LOGOUT_URI_INVALID' | 'SCOPE_INVALID' | 'CLIENT_NOT_FOUND' | 'CLIENT_DISABLED' | 'CLIENT_HAS_NO_SECRET'>;

/** An operator mistake, with a message in Japanese and in English. */
export class AdminError extends Error {
  constructor(
    readonly code: AdminErrorCode,
    readonly messageJa: string,
    readonly messageEn: string,
    /** The password policy rule at fault, for INVALID_PASSWORD. */
    readonly policyCode?: PasswordPolicyCode,
  ) {
    super(`${messageJa} / ${messageEn}`);
    this.name = 'AdminError';
  }
}

export interface CreateAccountInput {
  loginId: string;
  email: string;
  password: string;
  name?: string;
  nameKana?: string;
  role?: string;
  locale?: string;
}

const roles: readonly Role[] = ['user', 'admin'];
const locales: readonly Locale[] = ['ja', 'en'];

export function parseRole(value: string | undefined): Role {
  const role = (value ?? 'user').trim().toLowerCase();
  if (!(roles as readonly string[]).includes(role)) {
    throw new AdminError('INVALID_ROLE', `ロールは user または admin で指定してください: ${value}`, `Role must be user or admin: ${value}`);
  }
  return role as Role;
}

function parseLocale(value: string | undefined): Locale {
  const locale = (value ?? 'ja').trim().toLowerCase();
  if (!(locales as readonly string[]).includes(locale)) {
    throw new AdminError('INVALID_LOCALE', `言語は ja または en で指定してください: ${value}`, `Locale must be ja or en: ${value}`);
  }
  return locale as Locale;
}

/** Login IDs: 3-64 of a-z 0-9 . _ - after NFKC and lower-casing; never an '@', so they cannot pose as e-mail. */
export function validateLoginId(value: string): string {
  const id = normalizeLoginId(value);
  if (id === null) {
    throw new AdminError(
      'LOGIN_ID_INVALID',
      'ログインIDは英小文字・数字・「._-」の3〜64文字で、英数字で始めてください',
      'A login ID is 3-64 characters of a-z, 0-9 and . _ -, starting with a letter or digit',
    );
  }
  return id;
}

/** The e-mail rule of src/shared/account-fields, shared with the signed-in e-mail change. */
export function validateEmail(value: string): string {
  const email = normalizeEmailAddress(value);
  if (email === null) {
    throw new AdminError('EMAIL_INVALID', `メールアドレスの形式が正しくありません: ${value}`, `Not a valid e-mail address: ${value}`);
  }
  return email;
}

/** The password policy (src/shared/password-policy), worded for the operator in Japanese and English. */
export function validatePassword(password: string, owner: PasswordOwner): void {
  const violation = checkPasswordPolicy(password, owner);
  if (violation) {
    const message = passwordPolicyMessages[violation];
    throw new AdminError('INVALID_PASSWORD', message.ja, message.en, violation);
  }
}

/** The name rule of src/shared/account-fields (the same as the signed-in edit), worded for the operator. */
function validateName(value: string): string {
  const name = normalizeName(value);
  if (name === null) throw new AdminError('NAME_INVALID', '氏名は制御文字を含まない1〜100文字にしてください', 'A name must be 1-100 characters without control characters');
  return name;
}

/** The フリガナ rule of src/shared/account-fields; an account created without one has none ('') until its owner sets it. */
function validateKana(value: string | undefined): string {
  if (value === undefined) return '';
  const kana = normalizeNameKana(value);
  if (kana === null) {
    throw new AdminError('NAME_KANA_INVALID', 'フリガナは全角カタカナ（ー・、空白を含む）1〜100文字で入力してください', 'The name reading (furigana) must be 1-100 katakana characters');
  }
  return kana;
}

async function newAccountCode(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const code = `A${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
    if (!(await accountCodeExists(db, code))) return code;
  }
}

export type NewAccountInput = Omit<CreateAccountInput, 'password'>;

/**
 * Validates a new account's fields and checks that its login ID and e-mail are free; returns the row
 * to insert, without a password. Shared by create (with a password) and invite (without one).
 */
export async function prepareAccountRow(db: Kysely<Database>, input: NewAccountInput, now: Date): Promise<AccountRow> {
  const loginIdNormalized = validateLoginId(input.loginId);
  const emailNormalized = validateEmail(input.email);
  const role = parseRole(input.role);
  const locale = parseLocale(input.locale);
  const name = validateName(input.name ?? input.loginId);
  const nameKana = validateKana(input.nameKana);

  if (await findAccountByLoginId(db, loginIdNormalized)) throw loginIdUnavailable(input.loginId);
  if (await findAccountByEmail(db, emailNormalized)) throw emailUnavailable(input.email);
  const nowIso = now.toISOString();
  // The optional profile fields (src/shared/profile-fields.ts) start unset; the owner fills them in.
  const unsetProfile = Object.fromEntries(profileFields.filter((field) => field.presence === 'optional').map((field) => [field.column, null]));
  return {
    ...unsetProfile,
    id: randomUUID(),
    account_code: await newAccountCode(db),
    login_id: loginIdNormalized,
    login_id_normalized: loginIdNormalized,
    email: displayEmailAddress(input.email),
    email_normalized: emailNormalized,
    name,
    name_kana: nameKana,
    locale,
    role,
    status: 'active',
    locked_until: null,
    failed_login_count: 0,
    must_change_password: 0,
    password_hash: null,
    last_login_at: null,
    previous_login_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  } as AccountRow;
}

/** Creates an account with a password; `audited` (the accounts CLI) records it in the audit log, in the same transaction. */
export async function createAccount(db: Kysely<Database>, input: CreateAccountInput, clock: Clock = systemClock, audited?: AdminActor): Promise<ApiAccount> {
  const now = clock.now();
  // The policy needs the normalised login ID and e-mail: validate those first, for the clearer message.
  const owner = { loginId: validateLoginId(input.loginId), email: validateEmail(input.email) };
  validatePassword(input.password, owner);
  const password_hash = await hashPassword(input.password);
  // The account and its search terms together.
  const row = await runTransaction(db, async (trx) => {
    const prepared = { ...(await prepareAccountRow(trx, input, now)), password_hash };
    await insertNewAccount(trx, prepared, input);
    if (audited) await recordAudit(trx, { actor: audited, action: 'create', target: prepared, role: prepared.role, now });
    return prepared;
  });
  return toApiAccount(row, now);
}

/**
 * Inserts a prepared account. Two creations racing past prepareAccountRow's checks with the same login
 * ID or address are settled by the unique indexes: the loser gets the same error the check gives.
 */
export async function insertNewAccount(db: Kysely<Database>, row: AccountRow, input: Pick<NewAccountInput, 'loginId' | 'email'>): Promise<void> {
  try {
    await insertAccount(db, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const detail = error instanceof Error ? error.message : '';
    if (detail.includes('login_id')) throw loginIdUnavailable(input.loginId);
    if (detail.includes('email')) throw emailUnavailable(input.email);
    throw error;
  }
}

const loginIdUnavailable = (loginId: string) => new AdminError('LOGIN_ID_UNAVAILABLE', `ログインID「${loginId}」はすでに使われています`, `Login ID "${loginId}" is already taken`);
const emailUnavailable = (email: string) => new AdminError('EMAIL_UNAVAILABLE', `メールアドレス「${email}」はすでに使われています`, `E-mail address "${email}" is already in use`);

async function requireAccount(db: Kysely<Database>, loginId: string): Promise<AccountRow> {
  const account = await findAccountByLoginId(db, normalizeIdentifier(loginId));
  if (!account) throw new AdminError('ACCOUNT_NOT_FOUND', `ログインID「${loginId}」のアカウントはありません`, `No account with login ID "${loginId}"`);
  return account;
}

/** The operator's words for the refusals of the shared actions (admin/admin-actions.service.ts). */
const refusals: Partial<Record<string, [ja: string, en: string]>> = {
  LAST_ACTIVE_ADMIN: ['最後の有効な管理者です。先に別のアカウントを管理者にしてください', 'This is the last active administrator: make another account an administrator first'],
  ACTION_NOT_APPLICABLE: ['このアカウントの今の状態には行えない操作です', 'The action does not apply to the account as it is now'],
};

/** Takes a shared action as the operator (the CLI), with the refusals in Japanese and English. */
async function asOperator(db: Kysely<Database>, loginId: string, clock: Clock, action: AdminAction, role?: Role, publicUrl = ''): Promise<ApiAccount> {
  const account = await requireAccount(db, loginId);
  const context = { db, clock, publicUrl, mailQueued: () => undefined };
  try {
    return toApiAccount(await takeAdminAction(context, { kind: 'operator' }, account.id, action, role), clock.now());
  } catch (error) {
    const words = error instanceof AppError ? refusals[error.code] : undefined;
    if (words && error instanceof AppError) throw new AdminError(error.code as AdminErrorCode, ...words);
    throw error;
  }
}

/**
 * Lifts a lock and forgets the failure count (the login throttle starts over too). A disabled account
 * stays disabled (ACTION_NOT_APPLICABLE), as in the admin console: enabling it is its own command.
 */
export async function unlockAccount(db: Kysely<Database>, loginId: string, clock: Clock = systemClock): Promise<ApiAccount> {
  return asOperator(db, loginId, clock, 'unlock');
}

/** Enables a disabled account (it signs in again; its sessions ended when it was disabled). */
export async function enableAccount(db: Kysely<Database>, loginId: string, clock: Clock = systemClock): Promise<ApiAccount> {
  return asOperator(db, loginId, clock, 'enable');
}

/** Disables the account and ends its sessions at once. */
export async function disableAccount(db: Kysely<Database>, loginId: string, clock: Clock = systemClock): Promise<ApiAccount> {
  return asOperator(db, loginId, clock, 'disable');
}

export async function setAccountRole(db: Kysely<Database>, loginId: string, role: string, clock: Clock = systemClock): Promise<ApiAccount> {
  return asOperator(db, loginId, clock, 'set_role', parseRole(role));
}

export async function requirePasswordChange(db: Kysely<Database>, loginId: string, clock: Clock = systemClock): Promise<ApiAccount> {
  return asOperator(db, loginId, clock, 'require_password_change');
}

/**
 * Removes the account's authenticator app and recovery codes and ends its sessions, as the admin
 * console's 「2段階目の認証をリセット」; the owner's notice (with a link to `publicUrl`/security) waits in the
 * outbox for the portal to send.
 */
export async function resetSecondFactors(db: Kysely<Database>, loginId: string, publicUrl: string, clock: Clock = systemClock): Promise<ApiAccount> {
  return asOperator(db, loginId, clock, 'reset_second_factors', undefined, publicUrl);
}
