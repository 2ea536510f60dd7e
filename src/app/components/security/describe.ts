// Words for devices, sessions and events, in the UI's language: one exhaustive switch per kind, so a
// new kind in the contract fails the type check until it has its words.
import type { IntlShape } from 'react-intl';
import type { AccountEventFieldsFragment, AccountEventKind, SignInMethod, SignInStep, UnlockedBy } from '../../gql/graphql';
import { deviceMessages, eventMessages, sessionMessages } from './messages';

export interface DeviceLike {
  browser?: string | null;
  os?: string | null;
}

/** 「WindowsのChrome」, or 「不明な端末」 (「プログラム」 for an API token the User-Agent of which names no browser). */
export function deviceLabel(intl: IntlShape, device: DeviceLike, apiToken = false): string {
  if (!device.browser && !device.os) return intl.formatMessage(apiToken ? deviceMessages.program : deviceMessages.unknown);
  return intl.formatMessage(deviceMessages.named, { browser: device.browser ?? '?', os: device.os ?? '?' });
}

export function formatWhen(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' });
}

export function methodLabel(intl: IntlShape, method: SignInMethod): string {
  return intl.formatMessage(method === 'PASSKEY' ? sessionMessages.passkey : sessionMessages.passwordAndCode);
}

function stepLabel(intl: IntlShape, step: SignInStep | null | undefined): string {
  switch (step) {
    case 'CODE':
      return intl.formatMessage(eventMessages.stepCode);
    case 'PASSKEY':
      return intl.formatMessage(eventMessages.stepPasskey);
    default:
      return intl.formatMessage(eventMessages.stepPassword);
  }
}

function unlockedBy(intl: IntlShape, by: UnlockedBy | null | undefined): string {
  switch (by) {
    case 'RESET':
      return intl.formatMessage(eventMessages.byReset);
    case 'ADMINISTRATOR':
      return intl.formatMessage(eventMessages.byAdministrator);
    default:
      return intl.formatMessage(eventMessages.byOperator);
  }
}

const fieldNames = {
  name: eventMessages.fieldName,
  nameKana: eventMessages.fieldNameKana,
  phone: eventMessages.fieldPhone,
  department: eventMessages.fieldDepartment,
  locale: eventMessages.fieldLocale,
} as const;

function fieldList(intl: IntlShape, fields: readonly string[] | null | undefined): string {
  const names = (fields ?? []).map((field) => (field in fieldNames ? intl.formatMessage(fieldNames[field as keyof typeof fieldNames]) : field));
  return intl.formatList(names, { type: 'conjunction', style: 'narrow' });
}

const actions = {
  disable: eventMessages.actionDisable,
  enable: eventMessages.actionEnable,
  set_role_admin: eventMessages.actionSetRoleAdmin,
  set_role_user: eventMessages.actionSetRoleUser,
  require_password_change: eventMessages.actionRequirePasswordChange,
  send_reset_link: eventMessages.actionSendResetLink,
  resend_invitation: eventMessages.actionResendInvitation,
  end_sessions: eventMessages.actionEndSessions,
} as const;

function actionLabel(intl: IntlShape, action: string | null | undefined): string {
  const known = action && action in actions ? actions[action as keyof typeof actions] : eventMessages.actionOther;
  return intl.formatMessage(known);
}

/** What an event says, in a line. */
export function describeEvent(intl: IntlShape, event: AccountEventFieldsFragment): string {
  const kind: AccountEventKind = event.kind;
  switch (kind) {
    case 'SIGN_IN':
      return intl.formatMessage(eventMessages.signIn, { method: methodLabel(intl, event.signInMethod ?? 'PASSWORD_AND_CODE') });
    case 'SIGN_IN_FAILED':
      return intl.formatMessage(eventMessages.signInFailed, { step: stepLabel(intl, event.failedStep), count: event.count });
    case 'ACCOUNT_LOCKED':
      return intl.formatMessage(eventMessages.accountLocked, { until: event.lockedUntil ? formatWhen(intl, event.lockedUntil) : '' });
    case 'ACCOUNT_UNLOCKED':
      return intl.formatMessage(eventMessages.accountUnlocked, { by: unlockedBy(intl, event.unlockedBy) });
    case 'PASSWORD_CHANGED':
      return intl.formatMessage(eventMessages.passwordChanged);
    case 'PASSWORD_RESET':
      return intl.formatMessage(eventMessages.passwordReset);
    case 'EMAIL_CHANGED':
      return intl.formatMessage(eventMessages.emailChanged, { email: event.maskedEmail ?? '' });
    case 'DETAILS_CHANGED':
      return intl.formatMessage(eventMessages.detailsChanged, { fields: fieldList(intl, event.changedFields) });
    case 'PASSKEY_ADDED':
      return intl.formatMessage(eventMessages.passkeyAdded, { name: event.passkeyName ?? '' });
    case 'PASSKEY_REMOVED':
      return intl.formatMessage(eventMessages.passkeyRemoved, { name: event.passkeyName ?? '' });
    case 'SESSIONS_ENDED':
      return intl.formatMessage(eventMessages.sessionsEnded, { count: event.sessionsEnded ?? 0 });
    case 'SIGNED_OUT':
      return intl.formatMessage(eventMessages.signedOut);
    case 'NOT_ME_REPORTED':
      return intl.formatMessage(eventMessages.notMeReported);
    case 'ADMIN_ACTION':
      return intl.formatMessage(eventMessages.adminAction, { action: actionLabel(intl, event.action) });
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}
