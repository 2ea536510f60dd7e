// The security page's REST representations → GraphQL types (sessions, activity, "not me" links).
import type { RestAccountEvent, RestNotMeLinkInfo, RestNotMeReport, RestSessionSummary } from './account-api.client';
import type {
  AccountEvent, AccountEventKind, DeviceSession, EventActor, NotMeLinkInfo, NotMeLinkKind, ReportNotMePayload, SessionKind, SignInFailureReason, SignInMethod, SignInRiskReason, SignInStep, UnlockedBy,
} from './generated/resolvers';
import { mapEnum } from './account.mapper';

const kinds: Record<RestSessionSummary['kind'], SessionKind> = { browser: 'BROWSER', api: 'API_TOKEN' };
const methods: Record<RestSessionSummary['method'], SignInMethod> = {
  password_code: 'PASSWORD_AND_CODE',
  passkey: 'PASSKEY',
  password_app: 'PASSWORD_AND_APP',
  password_recovery_code: 'PASSWORD_AND_RECOVERY_CODE',
  recovery_code_code: 'RECOVERY_CODE_AND_CODE',
};
const eventKinds: Record<RestAccountEvent['kind'], AccountEventKind> = {
  sign_in: 'SIGN_IN',
  sign_in_failed: 'SIGN_IN_FAILED',
  account_locked: 'ACCOUNT_LOCKED',
  account_unlocked: 'ACCOUNT_UNLOCKED',
  password_changed: 'PASSWORD_CHANGED',
  password_reset: 'PASSWORD_RESET',
  email_changed: 'EMAIL_CHANGED',
  details_changed: 'DETAILS_CHANGED',
  passkey_added: 'PASSKEY_ADDED',
  passkey_removed: 'PASSKEY_REMOVED',
  sessions_ended: 'SESSIONS_ENDED',
  signed_out: 'SIGNED_OUT',
  not_me_reported: 'NOT_ME_REPORTED',
  admin_action: 'ADMIN_ACTION',
  oauth_app_allowed: 'OAUTH_APP_ALLOWED',
  oauth_app_revoked: 'OAUTH_APP_REVOKED',
  authenticator_added: 'AUTHENTICATOR_ADDED',
  authenticator_removed: 'AUTHENTICATOR_REMOVED',
  recovery_codes_generated: 'RECOVERY_CODES_GENERATED',
  recovery_code_used: 'RECOVERY_CODE_USED',
  password_removed: 'PASSWORD_REMOVED',
  password_set: 'PASSWORD_SET',
  data_export_requested: 'DATA_EXPORT_REQUESTED',
  data_export_downloaded: 'DATA_EXPORT_DOWNLOADED',
  closing_requested: 'CLOSING_REQUESTED',
  closing_cancelled: 'CLOSING_CANCELLED',
};
const actors: Record<RestAccountEvent['actor'], EventActor> = { self: 'SELF', administrator: 'ADMINISTRATOR', operator: 'OPERATOR', system: 'SYSTEM' };
const steps: Record<NonNullable<RestAccountEvent['details']['step']>, SignInStep> = { password: 'PASSWORD', code: 'CODE', passkey: 'PASSKEY' };
const unlockers: Record<NonNullable<RestAccountEvent['details']['by']>, UnlockedBy> = { reset: 'RESET', administrator: 'ADMINISTRATOR', operator: 'OPERATOR' };
const failureReasons: Record<NonNullable<RestAccountEvent['details']['reason']>, SignInFailureReason> = { counter_regression: 'COUNTER_REGRESSION' };
// The impossible patterns refuse a sign-in, so they are never on a sign-in's event: not in the schema.
type ShownRiskReason = Exclude<NonNullable<RestAccountEvent['details']['risk']>[number], 'many_accounts_on_device' | 'identifier_spraying'>;
const riskReasons: Record<ShownRiskReason, SignInRiskReason> = {
  known_device: 'KNOWN_DEVICE',
  new_device: 'NEW_DEVICE',
  new_network: 'NEW_NETWORK',
  recent_not_me: 'RECENT_NOT_ME',
  breached_password: 'BREACHED_PASSWORD',
  breach_check_unavailable: 'BREACH_CHECK_UNAVAILABLE',
};
const riskReasonsOf = (reasons: RestAccountEvent['details']['risk']): SignInRiskReason[] | null =>
  reasons ? reasons.flatMap((reason) => (reason in riskReasons ? [riskReasons[reason as ShownRiskReason]] : [])) : null;
const notMeLinkKinds: Record<RestNotMeLinkInfo['kind'], NotMeLinkKind> = { sign_in: 'SIGN_IN', passkey_added: 'PASSKEY_ADDED' };

export function toDeviceSession(session: RestSessionSummary): DeviceSession {
  return {
    id: session.id,
    kind: mapEnum(kinds, session.kind, 'session kind'),
    signInMethod: mapEnum(methods, session.method, 'sign-in method'),
    current: session.current,
    signedInAt: session.createdAt,
    lastUsedAt: session.lastUsedAt,
    ipAddress: session.ipAddress,
    device: session.device,
  };
}

export function toAccountEvent(event: RestAccountEvent): AccountEvent {
  const { details } = event;
  return {
    id: event.id,
    kind: mapEnum(eventKinds, event.kind, 'event kind'),
    at: event.at,
    lastAt: event.lastAt,
    count: event.count,
    ipAddress: event.ipAddress,
    device: event.device,
    actor: mapEnum(actors, event.actor, 'actor'),
    signInMethod: details.method ? mapEnum(methods, details.method, 'sign-in method') : null,
    failedStep: details.step ? mapEnum(steps, details.step, 'sign-in step') : null,
    failureReason: details.reason ? mapEnum(failureReasons, details.reason, 'sign-in failure reason') : null,
    riskReasons: riskReasonsOf(details.risk),
    changedFields: details.fields ?? null,
    maskedEmail: details.maskedEmail ?? null,
    sessionsEnded: details.sessions ?? null,
    action: details.action ?? null,
    unlockedBy: details.by ? mapEnum(unlockers, details.by, 'unlock') : null,
    lockedUntil: details.lockedUntil ?? null,
    passkeyName: details.passkeyName ?? null,
    removedPasskeys: details.removedPasskeys ?? null,
    recoveryCodesRemaining: details.recoveryCodesRemaining ?? null,
    disconnectedApps: details.disconnectedApps ?? null,
    appName: details.app?.name ?? null,
    notMeReported: event.notMeReported,
    canReportNotMe: event.canReportNotMe,
  };
}

export function toNotMeLinkInfo(info: RestNotMeLinkInfo): NotMeLinkInfo {
  return {
    expiresAt: info.expiresAt,
    signedInAt: info.signedInAt,
    device: info.device,
    kind: mapEnum(notMeLinkKinds, info.kind, 'not-me link kind'),
    passkeyName: info.passkeyName ?? null,
  };
}

/** A done report: what it removed and where the reset link went. */
export function toNotMeReport(report: RestNotMeReport): ReportNotMePayload {
  return { ok: true, removedPasskeys: report.removedPasskeys, resetLinkSentTo: report.resetLinkSentTo, addressRestored: report.addressRestored, error: null };
}
