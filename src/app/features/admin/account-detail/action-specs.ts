// Which actions an account offers as it is now, and the words of each. The server decides again on
// the current row (ACTION_NOT_APPLICABLE when the page was out of date).
import type { IntlShape } from 'react-intl';
import type { AdminAccountAction, AdminAccountDetailFieldsFragment, Role } from '../../../gql/graphql';
import { roleLabel } from '../labels';
import { actionMessages as m } from './messages';

/** In the order PRODUCT.md lists them. */
export function applicableActions(detail: AdminAccountDetailFieldsFragment): AdminAccountAction[] {
  const { account, self } = detail;
  const disabled = account.status === 'DISABLED';
  const offered: [AdminAccountAction, boolean][] = [
    ['UNLOCK', account.status === 'LOCKED'],
    ['DISABLE', !disabled && !self],
    ['ENABLE', disabled],
    ['SET_ROLE', true],
    // One's own password and sessions are looked after on one's own pages.
    ['REQUIRE_PASSWORD_CHANGE', !account.mustChangePassword && !account.invitationPending && !self],
    ['SEND_RESET_LINK', !account.invitationPending && !disabled],
    ['RESEND_INVITATION', account.invitationPending && !disabled],
    ['END_SESSIONS', detail.sessions.length > 0 && !self],
    // Not one's own (changed on /security), nor an account without a password: its recovery codes are its way back in.
    ['RESET_SECOND_FACTORS', !self && detail.methods.password && (detail.methods.authenticatorApp || detail.methods.recoveryCodesRemaining !== null)],
  ];
  return offered.filter(([, applies]) => applies).map(([action]) => action);
}

export interface ActionWords {
  label: string;
  title: string;
  description: string;
  /** Whether it takes something away (shown as a red button). */
  danger: boolean;
}

export function actionWords(intl: IntlShape, action: AdminAccountAction, detail: AdminAccountDetailFieldsFragment): ActionWords {
  const { name, email } = detail.account;
  switch (action) {
    case 'UNLOCK':
      return { label: intl.formatMessage(m.unlock), title: intl.formatMessage(m.unlockTitle, { name }), description: intl.formatMessage(m.unlockDescription), danger: false };
    case 'DISABLE':
      return { label: intl.formatMessage(m.disable), title: intl.formatMessage(m.disableTitle, { name }), description: intl.formatMessage(m.disableDescription), danger: true };
    case 'ENABLE':
      return { label: intl.formatMessage(m.enable), title: intl.formatMessage(m.enableTitle, { name }), description: intl.formatMessage(m.enableDescription), danger: false };
    case 'SET_ROLE':
      return { label: intl.formatMessage(m.setRole), title: intl.formatMessage(m.setRoleTitle, { name }), description: intl.formatMessage(m.setRoleDescription), danger: false };
    case 'REQUIRE_PASSWORD_CHANGE':
      return {
        label: intl.formatMessage(m.requirePasswordChange),
        title: intl.formatMessage(m.requirePasswordChangeTitle, { name }),
        description: intl.formatMessage(m.requirePasswordChangeDescription),
        danger: false,
      };
    case 'SEND_RESET_LINK':
      return {
        label: intl.formatMessage(m.sendResetLink),
        title: intl.formatMessage(m.sendResetLinkTitle, { name }),
        description: intl.formatMessage(m.sendResetLinkDescription, { email }),
        danger: false,
      };
    case 'RESEND_INVITATION':
      return {
        label: intl.formatMessage(m.resendInvitation),
        title: intl.formatMessage(m.resendInvitationTitle, { name }),
        description: intl.formatMessage(m.resendInvitationDescription, { email }),
        danger: false,
      };
    case 'END_SESSIONS':
      return { label: intl.formatMessage(m.endSessions), title: intl.formatMessage(m.endSessionsTitle, { name }), description: intl.formatMessage(m.endSessionsDescription), danger: true };
    case 'RESET_SECOND_FACTORS': {
      // The confirmation names what is lost, as the account has it now.
      const { authenticatorApp, recoveryCodesRemaining, passkeys } = detail.methods;
      const lost = authenticatorApp && recoveryCodesRemaining !== null ? 'both' : authenticatorApp ? 'app' : 'codes';
      return {
        label: intl.formatMessage(m.resetSecondFactors),
        title: intl.formatMessage(m.resetSecondFactorsTitle, { name }),
        description: intl.formatMessage(m.resetSecondFactorsDescription, { lost, remaining: recoveryCodesRemaining ?? 0, passkeys: passkeys > 0 ? 'yes' : 'no', email }),
        danger: true,
      };
    }
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** What the page says once an action is done. */
export function actionDone(intl: IntlShape, action: AdminAccountAction, detail: AdminAccountDetailFieldsFragment, role?: Role): string {
  switch (action) {
    case 'UNLOCK':
      return intl.formatMessage(m.unlocked);
    case 'DISABLE':
      return intl.formatMessage(m.disabled);
    case 'ENABLE':
      return intl.formatMessage(m.enabled);
    case 'SET_ROLE':
      return intl.formatMessage(m.roleSet, { role: roleLabel(intl, role ?? detail.account.role) });
    case 'REQUIRE_PASSWORD_CHANGE':
      return intl.formatMessage(m.passwordChangeRequired);
    case 'SEND_RESET_LINK':
      return intl.formatMessage(m.resetLinkSent, { email: detail.account.email });
    case 'RESEND_INVITATION':
      return intl.formatMessage(m.invitationResent, { email: detail.account.email });
    case 'END_SESSIONS':
      return intl.formatMessage(m.sessionsEnded);
    case 'RESET_SECOND_FACTORS':
      return intl.formatMessage(m.secondFactorsReset);
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
