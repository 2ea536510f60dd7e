// The admin console's REST representations → GraphQL types.
import type { RestAdminAccount, RestAdminAccountDetail, RestAuditEntry } from './account-api.client';
import type { AdminAccount, AdminAccountAction, AdminAccountDetail, AuditAction, AuditActor, AuditEntry } from './generated/resolvers';
import { mapEnum, toAccountStatus, toLocale, toRole } from './account.mapper';
import { toDeviceSession } from './security.mapper';

/** What an AdminAccountDetail resolves from (its activity is a field of its own, one REST call). */
export type AdminAccountDetailModel = Omit<AdminAccountDetail, 'activity'>;

export function toAdminAccount(account: RestAdminAccount): AdminAccount {
  return {
    accountCode: account.accountCode,
    loginId: account.loginId,
    email: account.email,
    name: account.name,
    nameKana: account.nameKana,
    role: toRole(account.role),
    status: toAccountStatus(account.status),
    mustChangePassword: account.mustChangePassword,
    invitationPending: account.invitationPending,
    lockedUntil: account.lockedUntil,
    lastLoginAt: account.lastLoginAt,
    createdAt: account.createdAt,
  };
}

export function toAdminAccountDetail(detail: RestAdminAccountDetail): AdminAccountDetailModel {
  const { account } = detail;
  return {
    account: toAdminAccount(account),
    phone: account.phone,
    department: account.department ?? null,
    locale: toLocale(account.locale),
    updatedAt: account.updatedAt,
    failedLoginCount: detail.failedLoginCount,
    self: detail.self,
    sessions: detail.sessions.map(toDeviceSession),
  };
}

const auditActions: Record<RestAuditEntry['action'], AuditAction> = {
  unlock: 'UNLOCK',
  disable: 'DISABLE',
  enable: 'ENABLE',
  set_role: 'SET_ROLE',
  require_password_change: 'REQUIRE_PASSWORD_CHANGE',
  send_reset_link: 'SEND_RESET_LINK',
  resend_invitation: 'RESEND_INVITATION',
  end_sessions: 'END_SESSIONS',
  invite: 'INVITE',
  create: 'CREATE',
};
const auditActors: Record<RestAuditEntry['actor'], AuditActor> = { administrator: 'ADMINISTRATOR', operator: 'OPERATOR' };

/** GraphQL action → REST action: the audit table turned around (every action but INVITE is one). */
export function toRestAction(action: AdminAccountAction): Exclude<RestAuditEntry['action'], 'invite' | 'create'> {
  return action.toLowerCase() as Exclude<RestAuditEntry['action'], 'invite' | 'create'>;
}

export function toAuditEntry(entry: RestAuditEntry): AuditEntry {
  return {
    id: entry.id,
    at: entry.at,
    actor: mapEnum(auditActors, entry.actor, 'audit actor'),
    actorAccountCode: entry.actorAccountCode,
    actorLoginId: entry.actorLoginId,
    action: mapEnum(auditActions, entry.action, 'audit action'),
    targetAccountCode: entry.targetAccountCode,
    targetLoginId: entry.targetLoginId,
    role: entry.role === null ? null : toRole(entry.role),
    ipAddress: entry.ipAddress,
  };
}
