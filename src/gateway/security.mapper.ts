// The security page's REST representations → GraphQL types (sessions, activity, "not me" links).
import type { RestAccountEvent, RestNotMeLinkInfo, RestSessionSummary } from './account-api.client';
import type {
  AccountEvent, AccountEventKind, DeviceSession, EventActor, NotMeLinkInfo, SessionKind, SignInMethod, SignInStep, UnlockedBy,
} from './generated/resolvers';
import { mapEnum } from './account.mapper';

const kinds: Record<RestSessionSummary['kind'], SessionKind> = { browser: 'BROWSER', api: 'API_TOKEN' };
const methods: Record<RestSessionSummary['method'], SignInMethod> = { password_code: 'PASSWORD_AND_CODE', passkey: 'PASSKEY' };
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
};
const actors: Record<RestAccountEvent['actor'], EventActor> = { self: 'SELF', administrator: 'ADMINISTRATOR', operator: 'OPERATOR', system: 'SYSTEM' };
const steps: Record<NonNullable<RestAccountEvent['details']['step']>, SignInStep> = { password: 'PASSWORD', code: 'CODE', passkey: 'PASSKEY' };
const unlockers: Record<NonNullable<RestAccountEvent['details']['by']>, UnlockedBy> = { reset: 'RESET', administrator: 'ADMINISTRATOR', operator: 'OPERATOR' };

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
    changedFields: details.fields ?? null,
    maskedEmail: details.maskedEmail ?? null,
    sessionsEnded: details.sessions ?? null,
    action: details.action ?? null,
    unlockedBy: details.by ? mapEnum(unlockers, details.by, 'unlock') : null,
    lockedUntil: details.lockedUntil ?? null,
    passkeyName: details.passkeyName ?? null,
    notMeReported: event.notMeReported,
    canReportNotMe: event.canReportNotMe,
  };
}

export function toNotMeLinkInfo(info: RestNotMeLinkInfo): NotMeLinkInfo {
  return { expiresAt: info.expiresAt, signedInAt: info.signedInAt, device: info.device };
}
