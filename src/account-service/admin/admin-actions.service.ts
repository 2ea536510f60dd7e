// What an administrator (admin console) or an operator (accounts CLI) does to an account: the same
// functions behind both. Each action runs in one transaction with its audit entry and the event in the
// account's own activity, so all three exist exactly when the change committed.
//
// The last active administrator cannot lose the role or be disabled, and nobody disables their own
// account. "Active" administrators are those who can sign in and act: not disabled, not locked by an
// operator (a temporary lock ends by itself), and with a password (an invitation still pending counts
// for nothing: it may never be taken up). The check
// locks every such administrator's row first, in id order, so two administrators demoting each other at
// the same moment run one after the other and the second one is refused.
//
// Resetting the second factors (issue 23) removes the authenticator app and the recovery codes, the
// methods an owner loses with a phone or a sheet of paper; the account then signs in with the password
// and a mailed code. Passkeys stay (the owner removes a lost one on /security; an administrator cannot
// tell which is lost), and an account without a password is refused: its recovery codes are its way
// back in (passkey-first), which the portal never takes away.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { AuditAction, Database, Role } from '../db/schema.js';
import { isSqlite, lockAccountRow, transactionWithRetry } from '../db/locks.js';
import { appError } from '../http/errors.js';
import { recordEvent, type NewEvent } from '../activity/account-event.repository.js';
import { findAccountById, updateAccount, type AccountRow } from '../accounts/account.repository.js';
import { revokeSessionsOf } from '../sessions/session.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';
import { endAllGrants } from '../connected-apps/connected-app.service.js';
import { clearAccountLoginDelays } from '../throttle/throttle.service.js';
import { issuePasswordToken } from '../password/password-reset-token.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { invitationMail, passwordResetLink, reissueMail } from '../mail/mails.js';
import { secondFactorsResetMail } from '../mail/second-factor-mails.js';
import { deleteAuthenticator, deleteRecoveryCodes, recoveryCodeSummary } from '../authenticator/authenticator.repository.js';
import { countPasskeys } from '../passkeys/passkey.repository.js';
import { recordAudit, type AdminActor } from './audit.repository.js';
import { isBlockedByOperator, isInvitationPending } from '../accounts/account.model.js';
import { voidPendingLoginAttempts } from '../login/login-attempt.repository.js';

export type AdminAction = Exclude<AuditAction, 'invite' | 'create' | `client_${string}`>;
export type ActionContext = Pick<ServiceContext, 'db' | 'clock' | 'publicUrl' | 'mailQueued'> & { supportContact?: string };

/** Locks the rows of every administrator who is not disabled, in id order, and returns the ids of the active ones (see above). */
export async function lockActiveAdmins(trx: Kysely<Database>): Promise<string[]> {
  const query = trx.selectFrom('accounts').select(['id', 'status', 'locked_until', 'password_hash', 'passwordless_at', 'closing_requested_at']).where('role', '=', 'admin').where('status', '<>', 'disabled').orderBy('id');
  const rows = await (isSqlite(trx) ? query : query.forUpdate()).execute();
  return rows.filter(isActiveAdmin).map((r) => r.id);
}

function isActiveAdmin(row: Pick<AccountRow, 'status' | 'locked_until' | 'password_hash' | 'passwordless_at' | 'closing_requested_at'>): boolean {
  // An administrator who asked to close the account (closing/) is leaving: it counts for nothing either.
  return !isInvitationPending(row) && !isBlockedByOperator(row) && row.closing_requested_at === null;
}

/** Refuses a change that would leave no active administrator besides `target` (also 退会: closing/). */
export async function keepAnAdmin(trx: Kysely<Database>, target: AccountRow): Promise<void> {
  if (target.role !== 'admin' || !isActiveAdmin(target)) return;
  const others = (await lockActiveAdmins(trx)).filter((id) => id !== target.id);
  if (others.length === 0) throw appError('LAST_ACTIVE_ADMIN');
}

interface Plan {
  changes: Parameters<typeof updateAccount>[2];
  /** What the account's own activity says (null: nothing the owner needs to see). */
  event: Pick<NewEvent, 'kind' | 'details'> | null;
  /** Work in the same transaction besides the update (sessions, tokens, mail). */
  more?: (trx: Kysely<Database>, account: AccountRow, now: Date) => Promise<boolean | void>;
}

const notApplicable = () => appError('ACTION_NOT_APPLICABLE');

/** What an action does to this account, or why it cannot (checked on the locked, current row). */
async function planOf(ctx: ActionContext, trx: Kysely<Database>, actor: AdminActor, account: AccountRow, action: AdminAction, role: Role | undefined): Promise<Plan> {
  const by = actor.kind;
  const adminAction = (name: string): Plan['event'] => ({ kind: 'admin_action', details: { action: name } });
  switch (action) {
    case 'unlock':
      // Locked, or with failed sign-ins still counted (a temporary lock that has run out): else nothing to undo.
      if (account.status === 'disabled' || (account.status !== 'locked' && account.failed_login_count === 0)) throw notApplicable();
      return {
        changes: { status: 'active', locked_until: null, failed_login_count: 0 },
        event: account.status === 'locked' ? { kind: 'account_unlocked', details: { by } } : null,
        more: async (t, acc) => clearAccountLoginDelays(t, acc),
      };
    case 'disable': {
      if (account.status === 'disabled') throw notApplicable();
      if (actor.kind === 'administrator' && actor.account.id === account.id) throw appError('CANNOT_DISABLE_SELF');
      await keepAnAdmin(trx, account);
      const event = adminAction('disable')!;
      return {
        changes: { status: 'disabled' },
        event,
        // Its sessions end, and a sign-in half done (password given, code not yet) cannot finish after an
        // enable; so does every app's grant (an enable does not bring them back: each app asks again).
        more: async (t, acc, now) => {
          await revokeSessionsOf(t, acc.id, null, now.toISOString());
          await endOidcSessions(t, { accountId: acc.id }, now);
          const disconnectedApps = await endAllGrants(t, acc, now);
          if (disconnectedApps.length > 0) event.details = { ...event.details, disconnectedApps };
          await voidPendingLoginAttempts(t, acc.id);
        },
      };
    }
    case 'enable':
      if (account.status !== 'disabled') throw notApplicable();
      return { changes: { status: 'active', locked_until: null, failed_login_count: 0 }, event: adminAction('enable') };
    case 'set_role':
      if (!role || role === account.role) throw notApplicable();
      if (role === 'user') await keepAnAdmin(trx, account);
      return { changes: { role }, event: adminAction(`set_role_${role}`) };
    case 'require_password_change':
      if (account.must_change_password || account.password_hash === null) throw notApplicable();
      return { changes: { must_change_password: 1, must_change_reason: 'administrator' }, event: adminAction('require_password_change') };
    case 'end_sessions':
      // An administrator's own sessions are ended on /security (this one by logging out).
      if (actor.kind === 'administrator' && actor.account.id === account.id) throw notApplicable();
      return {
        changes: {},
        event: adminAction('end_sessions'),
        more: async (t, acc, now) => {
          if ((await revokeSessionsOf(t, acc.id, null, now.toISOString())) === 0) throw notApplicable();
          await endOidcSessions(t, { accountId: acc.id }, now);
        },
      };
    case 'reset_second_factors': {
      // An administrator's own methods are changed on /security, with a step-up of their own kind.
      if (actor.kind === 'administrator' && actor.account.id === account.id) throw notApplicable();
      if (account.password_hash === null) throw notApplicable();
      return {
        changes: {},
        event: adminAction('reset_second_factors'),
        // What was proven with the removed methods ends with them: every session, the apps' sessions,
        // and a sign-in waiting for the app's code.
        more: async (t, acc, now) => {
          const app = await deleteAuthenticator(t, acc.id);
          const codes = await recoveryCodeSummary(t, acc.id);
          const hadApp = app !== undefined && app.confirmed_at !== null;
          if (!hadApp && codes.total === 0) throw notApplicable();
          await deleteRecoveryCodes(t, acc.id);
          await revokeSessionsOf(t, acc.id, null, now.toISOString());
          await endOidcSessions(t, { accountId: acc.id }, now);
          await voidPendingLoginAttempts(t, acc.id);
          const removed = hadApp && codes.total > 0 ? 'both' : hadApp ? 'app' : 'codes';
          const passkeysKept = (await countPasskeys(t, acc.id)) > 0;
          await enqueueMail(t, acc.email, secondFactorsResetMail({ locale: acc.locale, name: acc.name, publicUrl: ctx.publicUrl, removed, passkeysKept, at: now }), now);
          return true;
        },
      };
    }
    case 'send_reset_link':
    case 'resend_invitation': {
      const invitation = action === 'resend_invitation';
      // A reset link for an account that has a password, or a passkey-first one (an administrator's
      // way back in for an owner who lost the passkeys and the recovery codes: the reset sets a
      // password again); an invitation for one that never set it.
      if (account.status === 'disabled' || invitation !== isInvitationPending(account)) throw notApplicable();
      return {
        changes: {},
        event: adminAction(action),
        more: async (t, acc, now) => {
          const { token, row } = await issuePasswordToken(t, acc.id, invitation ? 'invitation' : 'reset', now);
          const link = passwordResetLink(ctx.publicUrl, token);
          const fields = { locale: acc.locale, name: acc.name, loginId: acc.login_id, link, expiresAt: new Date(row.expires_at), publicUrl: ctx.publicUrl, supportContact: ctx.supportContact };
          await enqueueMail(t, acc.email, invitation ? invitationMail(fields) : reissueMail({ ...fields, byAdministrator: true }), now);
          return true;
        },
      };
    }
  }
}

/**
 * Takes an action on an account and records it (audit log and the account's activity) in one
 * transaction; returns the account as it is afterwards.
 */
export async function takeAdminAction(ctx: ActionContext, actor: AdminActor, accountId: string, action: AdminAction, role?: Role): Promise<AccountRow> {
  const now = ctx.clock.now();
  let mailed = false;
  await transactionWithRetry(ctx.db, async (trx) => {
    mailed = false;
    // Administrators first (in id order) when the rule about them applies, then the account itself.
    const current = await findAccountById(trx, accountId);
    if (!current) throw appError('ACCOUNT_NOT_FOUND');
    if (current.role === 'admin' && (action === 'disable' || action === 'set_role')) await lockActiveAdmins(trx);
    await lockAccountRow(trx, accountId);
    const account = (await findAccountById(trx, accountId))!;
    const plan = await planOf(ctx, trx, actor, account, action, role);
    if ((await plan.more?.(trx, account, now)) === true) mailed = true;
    if (Object.keys(plan.changes).length > 0) await updateAccount(trx, account.id, { ...plan.changes, updated_at: now.toISOString() });
    if (plan.event) {
      await recordEvent(trx, { accountId: account.id, now, actor: actor.kind, actorAccountId: actor.kind === 'administrator' ? actor.account.id : null, ...plan.event });
    }
    await recordAudit(trx, { actor, action, target: account, role: action === 'set_role' ? role : undefined, now });
  });
  if (mailed) ctx.mailQueued();
  return (await findAccountById(ctx.db, accountId))!;
}
