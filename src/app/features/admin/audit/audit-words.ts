// Each AuditAction in the UI's words; exhaustive, so a new action in the contract fails the type check.
import type { IntlShape } from 'react-intl';
import type { AdminAuditQuery } from '../../../gql/graphql';
import { roleLabel } from '../labels';
import { auditMessages as m } from './messages';

export type AuditEntry = AdminAuditQuery['adminAudit']['nodes'][number];

export function auditActionLabel(intl: IntlShape, entry: Pick<AuditEntry, 'action' | 'role'>): string {
  const role = entry.role ? roleLabel(intl, entry.role) : '';
  switch (entry.action) {
    case 'UNLOCK':
      return intl.formatMessage(m.actionUnlock);
    case 'DISABLE':
      return intl.formatMessage(m.actionDisable);
    case 'ENABLE':
      return intl.formatMessage(m.actionEnable);
    case 'SET_ROLE':
      return intl.formatMessage(m.actionSetRole, { role });
    case 'REQUIRE_PASSWORD_CHANGE':
      return intl.formatMessage(m.actionRequirePasswordChange);
    case 'SEND_RESET_LINK':
      return intl.formatMessage(m.actionSendResetLink);
    case 'RESEND_INVITATION':
      return intl.formatMessage(m.actionResendInvitation);
    case 'END_SESSIONS':
      return intl.formatMessage(m.actionEndSessions);
    case 'RESET_SECOND_FACTORS':
      return intl.formatMessage(m.actionResetSecondFactors);
    case 'INVITE':
      return intl.formatMessage(m.actionInvite, { role });
    case 'CREATE':
      return intl.formatMessage(m.actionCreate, { role });
    case 'CLIENT_CREATE':
      return intl.formatMessage(m.actionClientCreate);
    case 'CLIENT_ROTATE_SECRET':
      return intl.formatMessage(m.actionClientRotateSecret);
    case 'CLIENT_DISABLE':
      return intl.formatMessage(m.actionClientDisable);
    default: {
      const unknown: never = entry.action;
      return unknown;
    }
  }
}
