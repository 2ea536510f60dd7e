// The admin console's REST representations → GraphQL types.
import type { RestAdminAccount, RestAdminAccountDetail, RestAdminActionRequest, RestAuditEntry } from './account-api.client';
import type { AccountLevel, AdminAccount, AdminAccountAction, AdminAccountDetail, AuditAction, AuditActor, AuditEntry } from './generated/resolvers';
import { mapEnum, toAccountStatus, toLocale, toRole } from './account.mapper';
import { toDeviceSession } from './security.mapper';

/** What an AdminAccountDetail resolves from (its activity is a field of its own, one REST call). */
export type AdminAccountDetailModel = Omit<AdminAccountDetail, 'activity'>;

const levels: Record<RestAdminAccount['level'], AccountLevel> = {
  password_mail: 'PASSWORD_MAIL',
  authenticator_app: 'AUTHENTICATOR_APP',
  passkey: 'PASSKEY',
  passkey_only: 'PASSKEY_ONLY',
};

export function toRestLevel(level: AccountLevel): RestAdminAccount['level'] {
  return level.toLowerCase() as RestAdminAccount['level'];
}

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
    level: mapEnum(levels, account.level, 'account level'),
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
    // Counts and flags only: the contract has nothing more to give.
    methods: { ...detail.methods },
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
  reset_second_factors: 'RESET_SECOND_FACTORS',
  invite: 'INVITE',
  create: 'CREATE',
  client_create: 'CLIENT_CREATE',
  client_rotate_secret: 'CLIENT_ROTATE_SECRET',
  client_disable: 'CLIENT_DISABLE',
};
const auditActors: Record<RestAuditEntry['actor'], AuditActor> = { administrator: 'ADMINISTRATOR', operator: 'OPERATOR' };

/** GraphQL action → REST action: the audit table turned around (every action on an account but INVITE and CREATE is one). */
export function toRestAction(action: AdminAccountAction): RestAdminActionRequest['action'] {
  return action.toLowerCase() as RestAdminActionRequest['action'];
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
    targetClientId: entry.targetClientId ?? null,
    targetClientName: entry.targetClientName ?? null,
    role: entry.role === null ? null : toRole(entry.role),
    ipAddress: entry.ipAddress,
  };
}
