// The signed-in routes of the fake account service: account details, e-mail change, and the admin
// list. Like the real service they check the session, its role and the must-change flag themselves
// (defence in depth), so a test can tell the gateway's guard from the service's.
import { CODE } from './fake-constants';
import { json, restError, type Account, type Handler, type RecordedCall } from './fake-rest';
import { judgeProfileField, profileFields } from '../../src/shared/profile-fields';

/** What a seeded session's account differs in from the default account. */
export interface SessionProfile {
  role?: Account['role'];
  mustChangePassword?: boolean;
}

export interface SelfServiceDeps {
  /** The account behind a live session token; null when the token is not a live session. */
  accountOf(token: string | null): Account | null;
  /** Changes the (one) account's stored details. */
  update(patch: Partial<Account>): void;
  password(): string;
  sessionInfo(): { expiresAt: string; absoluteExpiresAt: string; idleTimeoutSeconds: number };
}

export const TAKEN_EMAIL = 'taken@example.com';
export const otherAccount: Account = {
  accountCode: 'A000002', loginId: 'hanako', email: 'hanako@example.com', name: '佐藤 花子', nameKana: 'サトウ ハナコ',
  phone: '0312345678', locale: 'en', role: 'admin', status: 'locked', mustChangePassword: false,
  lastLoginAt: null, previousLoginAt: null, createdAt: '2025-11-01T00:00:00.000Z', updatedAt: '2025-11-01T00:00:00.000Z',
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/u;

export function selfServiceRoutes(deps: SelfServiceDeps) {
  let pending: { newEmail: string; tries: number } | null = null;

  /** The caller's account, or the refusal the real service would answer. */
  function signedIn(call: RecordedCall, { admin = false, allowMustChange = false } = {}): Account | Response {
    const account = deps.accountOf(call.headers.get('x-session-token'));
    if (!account) return restError(401, 'UNAUTHENTICATED');
    if (admin && account.role !== 'admin') return restError(403, 'FORBIDDEN');
    if (account.mustChangePassword && !allowMustChange) return restError(403, 'FORBIDDEN');
    return account;
  }
  const current = (account: Account) => json(200, { account, session: deps.sessionInfo() });

  function detailsRefusal(body: Record<string, unknown>): Response | Partial<Account> {
    const patch: Partial<Account> = {};
    const refuse = (code: Parameters<typeof restError>[1], field: string) => restError(400, code, { field });
    if (Object.keys(body).length === 0) return restError(400, 'VALIDATION_FAILED');
    // The account service's own rules (src/shared/profile-fields.ts), so the fake stores what it would.
    for (const field of profileFields) {
      if (!(field.name in body)) continue;
      const raw = body[field.name];
      const verdict = judgeProfileField(field, typeof raw === 'string' ? raw : null);
      if (!verdict.ok || (raw !== null && typeof raw !== 'string')) return refuse(field.errorCode, field.name);
      (patch as Record<string, unknown>)[field.name] = verdict.value;
    }
    if ('locale' in body) {
      if (body['locale'] !== 'ja' && body['locale'] !== 'en') return refuse('VALIDATION_FAILED', 'locale');
      patch.locale = body['locale'];
    }
    return patch;
  }

  const routes: Record<string, Handler> = {
    'PATCH /v1/session/account': (call) => {
      const account = signedIn(call);
      if (account instanceof Response) return account;
      const patch = detailsRefusal(call.body as Record<string, unknown>);
      if (patch instanceof Response) return patch;
      deps.update(patch);
      return current({ ...account, ...patch });
    },
    'POST /v1/session/email-changes': (call) => {
      const account = signedIn(call);
      if (account instanceof Response) return account;
      const { newEmail, currentPassword } = call.body as { newEmail: string; currentPassword: string };
      if (currentPassword !== deps.password()) return restError(400, 'INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });
      const address = newEmail.normalize('NFKC').toLowerCase();
      if (!EMAIL.test(address)) return restError(400, 'EMAIL_INVALID', { field: 'newEmail' });
      if (address === account.email || address === TAKEN_EMAIL) return restError(400, 'EMAIL_UNAVAILABLE', { field: 'newEmail' });
      pending = { newEmail: address, tries: 0 };
      return json(202, { newEmail: address, expiresAt: new Date(Date.now() + 1_800_000).toISOString() });
    },
    'POST /v1/session/email-changes/verifications': (call) => {
      const account = signedIn(call);
      if (account instanceof Response) return account;
      const { newEmail, code } = call.body as { newEmail: string; code: string };
      if (!pending || pending.newEmail !== newEmail.normalize('NFKC').toLowerCase()) {
        return restError(410, 'EMAIL_CHANGE_NOT_PENDING', { field: 'newEmail' });
      }
      if (code.normalize('NFKC') !== CODE) {
        pending.tries++;
        if (pending.tries >= 5) pending = null;
        return restError(400, 'INVALID_CODE', { field: 'code', attemptsRemaining: 5 - (pending?.tries ?? 5) });
      }
      deps.update({ email: pending.newEmail });
      const changed = { ...account, email: pending.newEmail };
      pending = null;
      return current(changed);
    },
    'GET /v1/admin/accounts': (call) => {
      const account = signedIn(call, { admin: true });
      if (account instanceof Response) return account;
      const admin = (a: Account) => ({ ...a, invitationPending: false, lockedUntil: null });
      return json(200, { accounts: [admin(account), admin(otherAccount)], nextCursor: null, complete: true });
    },
  };
  return routes;
}
