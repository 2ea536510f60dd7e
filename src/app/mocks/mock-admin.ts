// Mock mode's admin console: the search (the shared rule of src/shared/account-search.ts, newest first,
// a cursor, and pages that stop early after looking through `mockSearchMaxScanned` accounts, as the
// service's do after 2,000: here a role or state filter alone does it), one account with its sessions and activity, the actions (with the service's refusals:
// the last active administrator, one's own account, an action that does not apply), invitations and
// the audit log. Every action changes the mock state and is written to the activity and the audit log.
import { mockStepUpRefusal } from './mock-step-up';
import { GraphQLError } from 'graphql';
import { matchesAccountSearch, searchKey, searchMaxLength } from '../../shared/account-search';
import { normalizeEmailAddress, normalizeLoginId, normalizeName, normalizeNameKana } from '../../shared/account-fields';
import { effectiveStatus } from './mock-admin-data';
import { adminAccountOut, byNewest, cursorOf, eventOut, isAfter, iso, levelOf, methodsOut } from './mock-admin-shapes';
import { mockPasskeyCount } from './mock-passkey-store';
import { factorsOf } from './mock-second-factors';
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import type { MockState } from './mock-state';
import type { MockAccount, MockAccountEvent, MockAccountMethods, MockAdminData, MockAuditEntry, MockDeviceSession } from './mock-types';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

/** Accounts one page of the search looks through at most before it stops early (the service: 2,000). */
export const mockSearchMaxScanned = 150;
const minute = 60_000;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const size = (value: unknown, fallback: number, max: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback);
const refused = (error: MockUserError) => new GraphQLError('The request was refused.', { extensions: { code: error.code } });

export function createAdminMockResolvers(state: MockState): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver>; AdminAccountDetail: Record<string, Resolver> } {
  const admin = (): MockAdminData => (state.data.admin ??= { sessions: {}, events: {}, audit: [], sequence: 0 });
  const token = (ctx: MockContext) => ctx.bearer ?? state.data.jar.sessionToken;
  /** The gateway's @auth(roles: [ADMIN]): the signed-in administrator, or why not. */
  const administrator = (ctx: MockContext, operation: MockOperation): { me: MockAccount; error: null } | { me: null; error: MockUserError } => {
    const forced = forcedError(ctx.mockError, operation);
    if (forced) return { me: null, error: forced };
    const session = state.session(token(ctx));
    const me = session && state.accountByCode(session.accountCode);
    if (!me) return { me: null, error: userError('UNAUTHENTICATED') };
    if (me.role !== 'ADMIN' || me.mustChangePassword) return { me: null, error: userError('FORBIDDEN') };
    return { me, error: null };
  };

  const sessionsOf = (account: MockAccount, ctx: MockContext) => {
    const mine = token(ctx);
    const live = state.data.sessions
      .filter((s) => s.accountCode === account.accountCode)
      .map((s) => ({
        // Never the token itself: the number it was made with.
        id: `mock-live-session-${s.token.split('-')[2] ?? '0'}`,
        kind: s.kind ?? 'BROWSER',
        signInMethod: 'PASSWORD_AND_CODE',
        current: s.token === mine,
        signedInAt: iso(s.absoluteExpiresAt - 12 * 60 * minute),
        lastUsedAt: iso(Math.min(Date.now(), s.expiresAt - 30 * minute)),
        ipAddress: '192.0.2.10',
        // A program's User-Agent names no browser.
        device: s.kind === 'API_TOKEN' ? { browser: null, os: null } : { browser: 'Chrome', os: 'Windows' },
      }));
    const others = (admin().sessions[account.accountCode] ?? []).map((s: MockDeviceSession) => ({
      id: s.id,
      kind: s.kind,
      signInMethod: 'PASSWORD_AND_CODE',
      current: false,
      signedInAt: iso(s.signedInAt),
      lastUsedAt: iso(s.lastUsedAt),
      ipAddress: s.ipAddress,
      device: { browser: s.browser, os: s.os },
    }));
    return [...live, ...others].sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''));
  };

  /** A generated account's methods with what was set up in this mock session (the passkey and second-factor stores). */
  const methodsOf = (account: MockAccount): MockAccountMethods => {
    const seeded = account.methods ?? { passkeys: 0, authenticatorApp: false, recoveryCodes: null };
    const live = factorsOf(state, account.accountCode);
    return {
      passkeys: seeded.passkeys + mockPasskeyCount(state, account.accountCode),
      authenticatorApp: seeded.authenticatorApp || live.app === 'confirmed',
      recoveryCodes: live.codes ? live.codes.length : seeded.recoveryCodes,
    };
  };
  const accountOut = (account: MockAccount) => adminAccountOut(account, methodsOf(account));

  const detailOut = (account: MockAccount, ctx: MockContext, me: MockAccount) => ({
    account: accountOut(account),
    methods: methodsOut(account, methodsOf(account)),
    phone: account.phone,
    department: account.department ?? null,
    locale: account.locale,
    updatedAt: iso(account.updatedAt ?? account.createdAt),
    failedLoginCount: account.failedLoginCount ?? 0,
    self: account.accountCode === me.accountCode,
    sessions: sessionsOf(account, ctx),
  });

  const eventsOf = (account: MockAccount): MockAccountEvent[] => {
    const stored = admin().events[account.accountCode] ?? [];
    const signIn: MockAccountEvent[] =
      account.lastLoginAt === null
        ? []
        : [{ id: `mock-admin-event-${account.accountCode}-sign-in`, kind: 'SIGN_IN', at: account.lastLoginAt, count: 1, actor: 'SELF', ipAddress: '192.0.2.44', browser: 'Chrome', os: 'Windows' }];
    return [...stored, ...signIn].sort((a, b) => b.at - a.at);
  };

  const record = (me: MockAccount, account: MockAccount, action: MockAuditEntry['action'], event: Omit<MockAccountEvent, 'id' | 'at' | 'count' | 'actor' | 'ipAddress' | 'browser' | 'os'> | null, role: MockAuditEntry['role'] = null) => {
    const data = admin();
    data.sequence += 1;
    const now = Date.now();
    const id = `mock-audit-${data.sequence.toString().padStart(6, '0')}`;
    data.audit.unshift({ id, at: now, actor: 'ADMINISTRATOR', actorAccountCode: me.accountCode, actorLoginId: me.loginId, action, targetAccountCode: account.accountCode, targetLoginId: account.loginId, role, ipAddress: '192.0.2.10' });
    if (event) {
      const events = (data.events[account.accountCode] ??= []);
      events.unshift({ ...event, id: `mock-admin-event-${data.sequence}`, at: now, count: 1, actor: 'ADMINISTRATOR', ipAddress: '192.0.2.10', browser: 'Chrome', os: 'Windows' });
    }
    account.updatedAt = now;
  };

  const endSessions = (account: MockAccount) => {
    state.endSessionsOf(account.accountCode);
    delete admin().sessions[account.accountCode];
  };

  /** The service's rule: the last administrator who is not disabled keeps the role and the account. */
  const isLastActiveAdmin = (account: MockAccount) =>
    account.role === 'ADMIN' && account.status !== 'DISABLED' && !state.data.accounts.some((a) => a !== account && a.role === 'ADMIN' && a.status !== 'DISABLED');

  /** What an action does, or why it cannot (mirrors the account service's planOf). */
  const act = (me: MockAccount, account: MockAccount, action: string, role: unknown): MockUserError | null => {
    const notApplicable = userError('ACTION_NOT_APPLICABLE');
    const disabled = account.status === 'DISABLED';
    const adminAction = (name: string) => ({ kind: 'ADMIN_ACTION' as const, action: name });
    switch (action) {
      case 'UNLOCK': {
        if (disabled) return notApplicable;
        const wasLocked = effectiveStatus(account) === 'LOCKED';
        Object.assign(account, { status: 'ACTIVE', lockedUntil: null, failedLoginCount: 0 });
        record(me, account, 'UNLOCK', wasLocked ? { kind: 'ACCOUNT_UNLOCKED', unlockedBy: 'ADMINISTRATOR' } : null);
        return null;
      }
      case 'DISABLE':
        if (disabled) return notApplicable;
        if (account === me) return userError('CANNOT_DISABLE_SELF');
        if (isLastActiveAdmin(account)) return userError('LAST_ACTIVE_ADMIN');
        account.status = 'DISABLED';
        endSessions(account);
        record(me, account, 'DISABLE', adminAction('disable'));
        return null;
      case 'ENABLE':
        if (!disabled) return notApplicable;
        Object.assign(account, { status: 'ACTIVE', lockedUntil: null, failedLoginCount: 0 });
        record(me, account, 'ENABLE', adminAction('enable'));
        return null;
      case 'SET_ROLE':
        if (role !== 'USER' && role !== 'ADMIN') return userError('VALIDATION_FAILED', { field: 'role' });
        if (role === account.role) return notApplicable;
        if (role === 'USER' && isLastActiveAdmin(account)) return userError('LAST_ACTIVE_ADMIN');
        account.role = role;
        record(me, account, 'SET_ROLE', adminAction(`set_role_${role.toLowerCase()}`), role);
        return null;
      case 'REQUIRE_PASSWORD_CHANGE':
        if (account.mustChangePassword || account.invitationPending) return notApplicable;
        account.mustChangePassword = true;
        record(me, account, 'REQUIRE_PASSWORD_CHANGE', adminAction('require_password_change'));
        return null;
      case 'END_SESSIONS':
        endSessions(account);
        record(me, account, 'END_SESSIONS', adminAction('end_sessions'));
        return null;
      case 'RESET_SECOND_FACTORS': {
        // The service's rule: not one's own, not an account without a password, and something to remove.
        const methods = methodsOf(account);
        if (account === me || account.password === '' || (!methods.authenticatorApp && methods.recoveryCodes === null)) return notApplicable;
        const live = factorsOf(state, account.accountCode);
        Object.assign(live, { app: 'none', confirmedAt: null, codes: null, codesCreatedAt: null });
        if (account.methods) account.methods = { ...account.methods, authenticatorApp: false, recoveryCodes: null };
        endSessions(account);
        record(me, account, 'RESET_SECOND_FACTORS', adminAction('reset_second_factors'));
        return null;
      }
      case 'SEND_RESET_LINK':
      case 'RESEND_INVITATION': {
        const invitation = action === 'RESEND_INVITATION';
        if (disabled || invitation !== (account.invitationPending === true)) return notApplicable;
        record(me, account, action, adminAction(action.toLowerCase()));
        return null;
      }
      default:
        return userError('VALIDATION_FAILED', { field: 'action' });
    }
  };

  const newAccountCode = (): string => {
    for (let n = admin().sequence; ; n++) {
      const code = `A8${(n * 7919 + 1234567).toString().padStart(7, '0').slice(-7)}`;
      if (!state.accountByCode(code)) return code;
    }
  };

  return {
    Query: {
      adminAccountSearch: (_parent, args, ctx) => {
        const { error } = administrator(ctx, 'adminAccountSearch');
        if (error) throw refused(error);
        const key = Array.from(searchKey(text(args.search))).slice(0, searchMaxLength).join('');
        const limit = size(args.first, 50, 100);
        const after = typeof args.after === 'string' ? args.after : null;
        // The search is "indexed" (only matching accounts are looked at); the role and state are
        // checked on each one looked at, so a filter alone may stop a page early, as a broad search does
        // at the service.
        const candidates = [...state.data.accounts].sort(byNewest).filter((a) => (after === null || isAfter(a, after)) && matchesAccountSearch(key, a));
        const matches = (a: MockAccount) =>
          (!args.role || a.role === args.role) && (!args.status || effectiveStatus(a) === args.status) && (!args.level || levelOf(a, methodsOf(a)) === args.level);
        const nodes: MockAccount[] = [];
        let scanned = 0;
        let stoppedEarly = false;
        for (const candidate of candidates) {
          if (nodes.length === limit) break;
          if (scanned === mockSearchMaxScanned) {
            stoppedEarly = true;
            break;
          }
          scanned += 1;
          if (matches(candidate)) nodes.push(candidate);
        }
        const rest = candidates.slice(scanned);
        // A full page goes on only if something further matches; a page that stopped early goes on from where it stopped.
        const hasNextPage = stoppedEarly ? rest.length > 0 : nodes.length === limit && rest.some(matches);
        const last = candidates[scanned - 1];
        return {
          nodes: nodes.map(accountOut),
          pageInfo: { hasNextPage, endCursor: hasNextPage && last ? cursorOf(last) : null },
          complete: !stoppedEarly,
        };
      },
      adminAccount: (_parent, args, ctx) => {
        const { me, error } = administrator(ctx, 'adminAccount');
        if (error) throw refused(error);
        const account = state.accountByCode(text(args.accountCode));
        return account ? detailOut(account, ctx, me) : null;
      },
      adminAudit: (_parent, args, ctx) => {
        const { error } = administrator(ctx, 'adminAudit');
        if (error) throw refused(error);
        const code = text(args.accountCode).trim();
        const entries = admin().audit.filter((entry) => !code || entry.targetAccountCode === code);
        const start = typeof args.after === 'string' ? entries.findIndex((entry) => entry.id === args.after) + 1 : 0;
        const limit = size(args.first, 50, 100);
        const nodes = entries.slice(start, start + limit);
        const hasNextPage = start + limit < entries.length;
        return { nodes: nodes.map((entry) => ({ ...entry, at: iso(entry.at) })), pageInfo: { hasNextPage, endCursor: hasNextPage ? (nodes.at(-1)?.id ?? null) : null } };
      },
    },
    AdminAccountDetail: {
      activity: (detail, args) => {
        const code = (detail as { account?: { accountCode?: string } }).account?.accountCode ?? '';
        const account = state.accountByCode(code);
        const events = account ? eventsOf(account) : [];
        const start = typeof args.after === 'string' ? events.findIndex((e) => e.id === args.after) + 1 : 0;
        const limit = size(args.first, 20, 50);
        const nodes = events.slice(start, start + limit);
        const hasNextPage = start + limit < events.length;
        return { nodes: nodes.map(eventOut), pageInfo: { hasNextPage, endCursor: hasNextPage ? (nodes.at(-1)?.id ?? null) : null } };
      },
    },
    Mutation: {
      adminAccountAction: (_parent, args, ctx) => {
        const { me, error } = administrator(ctx, 'adminAccountAction');
        if (error) return { account: null, error };
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { account: null, error: stepUp };
        const input = (args.input ?? {}) as Record<string, unknown>;
        const account = state.accountByCode(text(input.accountCode));
        if (!account) return { account: null, error: userError('ACCOUNT_NOT_FOUND') };
        const refusal = act(me, account, text(input.action), input.role);
        if (refusal) return { account: null, error: refusal };
        state.changed();
        return { account: detailOut(account, ctx, me), error: null };
      },
      adminInviteAccount: (_parent, args, ctx) => {
        const { me, error } = administrator(ctx, 'adminInviteAccount');
        if (error) return { account: null, error };
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { account: null, error: stepUp };
        const input = (args.input ?? {}) as Record<string, unknown>;
        const refuse = (code: string, field: string) => ({ account: null, error: userError(code, { field }) });
        const loginId = normalizeLoginId(text(input.loginId));
        if (loginId === null) return refuse('LOGIN_ID_INVALID', 'loginId');
        if (state.findAccount(loginId)) return refuse('LOGIN_ID_UNAVAILABLE', 'loginId');
        const email = normalizeEmailAddress(text(input.email));
        if (email === null) return refuse('EMAIL_INVALID', 'email');
        if (state.findAccount(email)) return refuse('EMAIL_UNAVAILABLE', 'email');
        const name = normalizeName(text(input.name));
        if (name === null) return refuse('NAME_INVALID', 'name');
        const kanaInput = text(input.nameKana).trim();
        const nameKana = kanaInput ? normalizeNameKana(kanaInput) : '';
        if (nameKana === null) return refuse('NAME_KANA_INVALID', 'nameKana');
        const now = Date.now();
        const account: MockAccount = {
          accountCode: newAccountCode(),
          loginId,
          email,
          password: '',
          name,
          nameKana,
          phone: null,
          department: null,
          locale: input.locale === 'EN' ? 'EN' : 'JA',
          role: input.role === 'ADMIN' ? 'ADMIN' : 'USER',
          status: 'ACTIVE',
          mustChangePassword: false,
          lastLoginAt: null,
          previousLoginAt: null,
          createdAt: now,
          updatedAt: now,
          invitationPending: true,
          lockedUntil: null,
          failedLoginCount: 0,
        };
        state.data.accounts.push(account);
        record(me, account, 'INVITE', null, account.role);
        state.changed();
        return { account: detailOut(account, ctx, me), error: null };
      },
    },
  };
}
