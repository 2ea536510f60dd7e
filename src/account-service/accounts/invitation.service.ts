// Invitations: an operator creates an account WITHOUT a password and its owner sets one through the
// reset flow, with a 72-hour invitation link. Nobody (not even the operator) ever knows the password.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { invitationMail, passwordResetLink } from '../mail/mails.js';
import { issuePasswordToken } from '../password/password-reset-token.repository.js';
import { insertNewAccount, prepareAccountRow, type NewAccountInput } from './account-admin.service.js';
import { toApiAccount, type ApiAccount } from './account.model.js';
import { runTransaction } from '../db/locks.js';
import { recordAudit, type AdminActor } from '../admin/audit.repository.js';

export interface Invitation {
  account: ApiAccount;
  /** The outbox row of the invitation mail, so the caller can tell whether it went out. */
  mailId: string;
}

/** Creates the account, its invitation token, the mail and the audit entry, in one transaction: all or nothing. */
export async function inviteAccount(
  db: Kysely<Database>,
  input: NewAccountInput,
  publicUrl: string,
  clock: Clock = systemClock,
  actor: AdminActor = { kind: 'operator' },
): Promise<Invitation> {
  const now = clock.now();
  return runTransaction(db, async (trx) => {
    const row = await prepareAccountRow(trx, input, now);
    await insertNewAccount(trx, row, input);
    const { token, row: tokenRow } = await issuePasswordToken(trx, row.id, 'invitation', now);
    const mail = invitationMail({
      locale: row.locale,
      name: row.name,
      loginId: row.login_id,
      link: passwordResetLink(publicUrl, token),
      expiresAt: new Date(tokenRow.expires_at),
      publicUrl,
    });
    const mailId = await enqueueMail(trx, row.email, mail, now);
    await recordAudit(trx, { actor, action: 'invite', target: row, role: row.role, now });
    return { account: toApiAccount(row, now), mailId };
  });
}
