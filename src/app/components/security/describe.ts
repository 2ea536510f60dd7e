// Words for devices, sessions and events, in the UI's language: one exhaustive switch per kind, so a
// new kind in the contract fails the type check until it has its words.
import type { IntlShape } from 'react-intl';
import type { AccountEventFieldsFragment, AccountEventKind, SignInMethod, SignInRiskReason, SignInStep, UnlockedBy } from '../../gql/graphql';
import { deviceMessages, eventMessages, sessionMessages } from './messages';
import { formatDateTime } from '../../i18n/date-format';

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
  return formatDateTime(intl, iso);
}

const methodMessages = {
  PASSWORD_AND_CODE: sessionMessages.passwordAndCode,
  PASSKEY: sessionMessages.passkey,
  PASSWORD_AND_APP: sessionMessages.passwordAndApp,
  PASSWORD_AND_RECOVERY_CODE: sessionMessages.passwordAndRecoveryCode,
  RECOVERY_CODE_AND_CODE: sessionMessages.recoveryCodeAndCode,
} as const satisfies Record<SignInMethod, unknown>;

export function methodLabel(intl: IntlShape, method: SignInMethod): string {
  return intl.formatMessage(methodMessages[method]);
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
  reset_second_factors: eventMessages.actionResetSecondFactors,
} as const;

function actionLabel(intl: IntlShape, action: string | null | undefined): string {
  const known = action && action in actions ? actions[action as keyof typeof actions] : eventMessages.actionOther;
  return intl.formatMessage(known);
}

// What was unusual about a sign-in; the usual (this account's own device) goes without saying.
const riskWords = {
  KNOWN_DEVICE: null,
  NEW_DEVICE: eventMessages.riskNewDevice,
  NEW_NETWORK: eventMessages.riskNewNetwork,
  RECENT_NOT_ME: eventMessages.riskRecentNotMe,
  BREACHED_PASSWORD: eventMessages.riskBreachedPassword,
  BREACH_CHECK_UNAVAILABLE: eventMessages.riskBreachCheckUnavailable,
} satisfies Record<SignInRiskReason, unknown>;

/** A sign-in with the reasons the risk rules gave: 「ログイン（パスワードと確認コード）: 新しい端末、初めてのネットワーク」. */
function signInWords(intl: IntlShape, event: AccountEventFieldsFragment): string {
  const text = intl.formatMessage(eventMessages.signIn, { method: methodLabel(intl, event.signInMethod ?? 'PASSWORD_AND_CODE') });
  const reasons = (event.riskReasons ?? []).flatMap((reason) => {
    const words = riskWords[reason];
    return words ? [intl.formatMessage(words)] : [];
  });
  return reasons.length > 0 ? intl.formatMessage(eventMessages.signInRisk, { text, reasons: intl.formatList(reasons, { type: 'conjunction', style: 'narrow' }) }) : text;
}

/** The apps a report or an administrator's disable disconnected, as a sentence (none: nothing). */
function disconnected(intl: IntlShape, event: AccountEventFieldsFragment): string[] {
  const apps = event.disconnectedApps ?? [];
  return apps.length > 0 ? [intl.formatMessage(eventMessages.appsDisconnected, { names: intl.formatList(apps), count: apps.length })] : [];
}

/**
 * Kinds whose own words name the app they are about (allowing or revoking one): the app is not named a
 * second time. For every other kind, an app named on the event made the change with its access token.
 */
const aboutAnApp: ReadonlySet<AccountEventKind> = new Set<AccountEventKind>(['OAUTH_APP_ALLOWED', 'OAUTH_APP_REVOKED']);

/** What an event says, in a line; a change an app made through the gateway says which app. */
export function describeEvent(intl: IntlShape, event: AccountEventFieldsFragment): string {
  const text = describeKind(intl, event);
  if (!event.appName || aboutAnApp.has(event.kind)) return text;
  return intl.formatMessage(eventMessages.viaApp, { text, name: event.appName });
}

function describeKind(intl: IntlShape, event: AccountEventFieldsFragment): string {
  const kind: AccountEventKind = event.kind;
  switch (kind) {
    case 'SIGN_IN':
      return signInWords(intl, event);
    case 'SIGN_IN_FAILED':
      // A copied passkey is worth more than "a failure": the owner was mailed about it too.
      if (event.failureReason === 'COUNTER_REGRESSION') return intl.formatMessage(eventMessages.clonedPasskeyRefused);
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
    case 'NOT_ME_REPORTED': {
      const removed = event.removedPasskeys ?? [];
      return [
        intl.formatMessage(eventMessages.notMeReported),
        ...(event.maskedEmail ? [intl.formatMessage(eventMessages.notMeAddressRestored, { email: event.maskedEmail })] : []),
        ...(removed.length > 0 ? [intl.formatMessage(eventMessages.notMePasskeysRemoved, { names: intl.formatList(removed), count: removed.length })] : []),
        ...disconnected(intl, event),
      ].join(' ');
    }
    case 'ADMIN_ACTION':
      return [intl.formatMessage(eventMessages.adminAction, { action: actionLabel(intl, event.action) }), ...disconnected(intl, event)].join(' ');
    case 'OAUTH_APP_ALLOWED':
      return intl.formatMessage(eventMessages.oauthAppAllowed, { name: event.appName ?? '' });
    case 'OAUTH_APP_REVOKED':
      return intl.formatMessage(eventMessages.oauthAppRevoked, { name: event.appName ?? '' });
    case 'AUTHENTICATOR_ADDED':
      return intl.formatMessage(eventMessages.authenticatorAdded);
    case 'AUTHENTICATOR_REMOVED':
      return intl.formatMessage(eventMessages.authenticatorRemoved);
    case 'RECOVERY_CODES_GENERATED':
      return intl.formatMessage(eventMessages.recoveryCodesGenerated);
    case 'RECOVERY_CODE_USED':
      return intl.formatMessage(eventMessages.recoveryCodeUsed, { count: event.recoveryCodesRemaining ?? 0 });
    case 'PASSWORD_REMOVED':
      return intl.formatMessage(eventMessages.passwordRemoved);
    case 'PASSWORD_SET':
      return intl.formatMessage(eventMessages.passwordSet);
    case 'DATA_EXPORT_REQUESTED':
      return intl.formatMessage(eventMessages.dataExportRequested);
    case 'DATA_EXPORT_DOWNLOADED':
      return intl.formatMessage(eventMessages.dataExportDownloaded);
    case 'CLOSING_REQUESTED':
      return intl.formatMessage(eventMessages.closingRequested);
    case 'CLOSING_CANCELLED':
      return intl.formatMessage(eventMessages.closingCancelled);
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}
