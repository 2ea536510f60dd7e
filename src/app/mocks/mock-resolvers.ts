// The stateful resolvers of mock mode: what the gateway answers, worked out on MockState.
import { GraphQLError } from 'graphql';
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import { normalizeEmailAddress } from '../../shared/account-fields';
import { judgeProfileField, profileFields } from '../../shared/profile-fields';
import { normalizeCode } from '../../shared/code';
import { checkPasswordPolicy } from '../../shared/password-policy';
import { effectiveStatus } from './mock-admin-data';
import { maskEmail, mockCode, normalizeInput, sessionIdleMs, type MockAccount, type MockSession, type MockState } from './mock-state';

/** Per request: the bearer token of a program, and the error scenario chosen, if any. */
export interface MockContext {
  bearer?: string | null;
  mockError?: string | null;
}

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;
export interface MockResolvers {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
}

const minute = 60_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const input = (args: Args) => (args.input ?? {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Links a reset mail could carry; `valid-token` and `invitation-token` stay usable. */
const resetTokens: Record<string, { purpose: 'RESET' | 'INVITATION'; loginId: string; lifetimeMs: number } | string> = {
  'valid-token': { purpose: 'RESET', loginId: 'demo', lifetimeMs: 30 * minute },
  'invitation-token': { purpose: 'INVITATION', loginId: 'newcomer', lifetimeMs: 72 * 60 * minute },
  'expired-token': 'RESET_TOKEN_EXPIRED',
  'used-token': 'RESET_TOKEN_USED',
  'superseded-token': 'RESET_TOKEN_SUPERSEDED',
};
const commonPasswords: ReadonlySet<string> = new Set(['password1234', 'passwordpassword', '123456789012', 'qwertyuiopas', 'abcdefghijkl']);

export function accountOut(account: MockAccount) {
  const { password: _password, createdAt: _createdAt, ...fields } = account;
  // A profile field the seed data does not mention is simply not set.
  const profile = Object.fromEntries(profileFields.map((field) => [field.name, (account as unknown as Record<string, unknown>)[field.name] ?? null]));
  return { ...fields, ...profile, lastLoginAt: iso(account.lastLoginAt), previousLoginAt: iso(account.previousLoginAt) };
}

export function viewerOut(account: MockAccount, session: MockSession) {
  return {
    account: accountOut(account),
    session: { expiresAt: iso(session.expiresAt), absoluteExpiresAt: iso(session.absoluteExpiresAt), idleTimeoutSeconds: Math.round(sessionIdleMs / 1000) },
  };
}

// The shared policy (src/shared/password-policy.ts), with a short stand-in for the common list: mock
// mode must not download the 49k-entry list the real strength meter loads.
function passwordProblem(password: string, account: MockAccount): MockUserError | null {
  const code = checkPasswordPolicy(password, account, commonPasswords);
  return code ? userError(code, { field: 'newPassword' }) : null;
}

export function createMockResolvers(state: MockState): MockResolvers {
  const now = () => Date.now();
  const current = (ctx: MockContext) => {
    const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
    const account = session && state.accountByCode(session.accountCode);
    return session && account ? { session, account } : null;
  };
  /** The @auth check of the gateway: signed in, and no pending password change unless allowed. */
  const guard = (ctx: MockContext, allowMustChangePassword = false) => {
    const signedIn = current(ctx);
    if (!signedIn) return { refused: userError('UNAUTHENTICATED') } as const;
    if (signedIn.account.mustChangePassword && !allowMustChangePassword) return { refused: userError('FORBIDDEN') } as const;
    return { ...signedIn, refused: null } as const;
  };
  const resetToken = (token: string) => {
    const entry = resetTokens[token] ?? 'RESET_TOKEN_INVALID';
    if (typeof entry === 'string') return { error: userError(entry), account: null, info: null };
    const account = state.findAccount(entry.loginId);
    if (!account) return { error: userError('RESET_TOKEN_INVALID'), account: null, info: null };
    const info = { purpose: entry.purpose, loginId: account.loginId, expiresAt: iso(now() + entry.lifetimeMs) };
    return { error: null, account, info };
  };
  const challengeOut = (attemptId: string) => {
    const c = state.challenge(attemptId);
    if (!c) return null;
    const account = state.accountByCode(c.accountCode);
    return {
      attemptId: c.bearer ? c.attemptId : null,
      maskedEmail: maskEmail(account?.email ?? ''),
      expiresAt: iso(c.expiresAt),
      resendAvailableAt: iso(c.resendAvailableAt),
      resendsRemaining: c.resendsRemaining,
    };
  };

  /** A mutation: the scenario first, then the work, then a snapshot of the state. */
  const mutation =
    (operation: MockOperation, answer: (refused: MockUserError) => object, work: (args: Args, ctx: MockContext) => object) =>
    (_parent: unknown, args: Args, ctx: MockContext) => {
      const forced = forcedError(ctx.mockError, operation);
      if (forced) return answer(forced);
      const result = work(args, ctx);
      state.changed();
      return result;
    };

  return {
    Query: {
      viewer: (_parent, _args, ctx) => {
        const signedIn = current(ctx);
        return signedIn ? viewerOut(signedIn.account, signedIn.session) : null;
      },
      loginChallenge: (_parent, args) => {
        const attemptId = text(args.attemptId) || state.data.jar.attemptId;
        const c = state.challenge(attemptId);
        return c && c.expiresAt > now() ? challengeOut(c.attemptId) : null;
      },
      passwordResetToken: (_parent, args, ctx) => {
        const forced = forcedError(ctx.mockError, 'passwordResetToken');
        if (forced) return { info: null, error: forced };
        const { info, error } = resetToken(text(args.token));
        return { info, error };
      },
      adminAccounts: (_parent, _args, ctx) => {
        const forced = forcedError(ctx.mockError, 'adminAccounts');
        const signedIn = current(ctx);
        const refused = forced ?? (!signedIn ? userError('UNAUTHENTICATED') : signedIn.account.role !== 'ADMIN' ? userError('FORBIDDEN') : null);
        if (refused) throw new GraphQLError('The request was refused.', { extensions: { code: refused.code } });
        return [...state.data.accounts].sort((a, b) => b.createdAt - a.createdAt).slice(0, 200).map(accountOut);
      },
    },
    Mutation: {
      login: mutation('login', (error) => ({ challenge: null, error }), (args) => {
        const { loginId, password, delivery } = input(args);
        if (!normalizeInput(text(loginId))) return { challenge: null, error: userError('VALIDATION_FAILED', { field: 'loginId' }) };
        const account = state.findAccount(text(loginId));
        if (!account || account.password === '' || account.password !== password || effectiveStatus(account) !== 'ACTIVE') {
          return { challenge: null, error: userError('INVALID_CREDENTIALS') };
        }
        const attemptId = state.nextId('mock-attempt');
        const bearer = delivery === 'BEARER';
        state.data.challenges.push({
          attemptId,
          accountCode: account.accountCode,
          bearer,
          expiresAt: now() + 10 * minute,
          resendAvailableAt: now() + minute,
          resendsRemaining: 3,
          attemptsRemaining: 5,
        });
        if (!bearer) state.data.jar.attemptId = attemptId;
        return { challenge: challengeOut(attemptId), error: null };
      }),
      verifyLoginCode: mutation('verifyLoginCode', (error) => ({ viewer: null, token: null, error }), (args) => {
        const fields = input(args);
        const c = state.challenge(text(fields.attemptId) || state.data.jar.attemptId);
        const refuse = (code: string, more: Partial<MockUserError> = {}) => ({ viewer: null, token: null, error: userError(code, more) });
        if (!c) return refuse('LOGIN_ATTEMPT_INVALID');
        if (c.expiresAt <= now()) {
          state.dropChallenge(c.attemptId);
          return refuse('CODE_EXPIRED');
        }
        const code = normalizeCode(text(fields.code));
        if (code === null) return refuse('VALIDATION_FAILED', { field: 'code' });
        if (code !== mockCode) {
          c.attemptsRemaining -= 1;
          if (c.attemptsRemaining > 0) return refuse('INVALID_CODE', { attemptsRemaining: c.attemptsRemaining });
          state.dropChallenge(c.attemptId);
          return refuse('TOO_MANY_ATTEMPTS');
        }
        state.dropChallenge(c.attemptId);
        const session = state.startSession(c.accountCode);
        const account = state.accountByCode(c.accountCode);
        if (!account) return refuse('LOGIN_ATTEMPT_INVALID');
        if (!c.bearer) state.data.jar.sessionToken = session.token;
        return { viewer: viewerOut(account, session), token: c.bearer ? session.token : null, error: null };
      }),
      resendLoginCode: mutation('resendLoginCode', (error) => ({ challenge: null, error }), (args) => {
        const c = state.challenge(text(input(args).attemptId) || state.data.jar.attemptId);
        const refuse = (code: string, more: Partial<MockUserError> = {}) => ({ challenge: null, error: userError(code, more) });
        if (!c) return refuse('LOGIN_ATTEMPT_INVALID');
        if (c.expiresAt <= now()) return refuse('CODE_EXPIRED');
        if (c.resendsRemaining <= 0) return refuse('RESEND_LIMIT_REACHED');
        if (c.resendAvailableAt > now()) {
          return refuse('RESEND_TOO_SOON', { retryAfterSeconds: Math.ceil((c.resendAvailableAt - now()) / 1000) });
        }
        c.resendsRemaining -= 1;
        c.resendAvailableAt = now() + minute;
        c.expiresAt = now() + 10 * minute;
        c.attemptsRemaining = 5;
        return { challenge: challengeOut(c.attemptId), error: null };
      }),
      logout: mutation('logout', (error) => ({ ok: false, error }), (_args, ctx) => {
        const token = ctx.bearer ?? state.data.jar.sessionToken;
        if (token) state.endSession(token);
        return { ok: true, error: null };
      }),
      requestPasswordReissue: mutation('requestPasswordReissue', (error) => ({ accepted: false, error }), (args) => {
        if (!normalizeInput(text(input(args).loginId))) {
          return { accepted: false, error: userError('VALIDATION_FAILED', { field: 'loginId' }) };
        }
        return { accepted: true, error: null };
      }),
      resetPassword: mutation('resetPassword', (error) => ({ ok: false, error }), (args) => {
        const { token, newPassword } = input(args);
        const { error, account } = resetToken(text(token));
        if (error || !account) return { ok: false, error };
        const problem = passwordProblem(text(newPassword), account);
        if (problem) return { ok: false, error: problem };
        account.password = text(newPassword);
        account.mustChangePassword = false;
        state.endSessionsOf(account.accountCode);
        return { ok: true, error: null };
      }),
      changePassword: mutation('changePassword', (error) => ({ viewer: null, error }), (args, ctx) => {
        const signedIn = guard(ctx, true);
        if (signedIn.refused) return { viewer: null, error: signedIn.refused };
        const { currentPassword, newPassword } = input(args);
        if (currentPassword !== signedIn.account.password) {
          return { viewer: null, error: userError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' }) };
        }
        const problem = passwordProblem(text(newPassword), signedIn.account);
        if (problem) return { viewer: null, error: problem };
        signedIn.account.password = text(newPassword);
        signedIn.account.mustChangePassword = false;
        state.endSessionsOf(signedIn.account.accountCode, signedIn.session.token);
        return { viewer: viewerOut(signedIn.account, signedIn.session), error: null };
      }),
      updateAccount: mutation('updateAccount', (error) => ({ viewer: null, error }), (args, ctx) => {
        const signedIn = guard(ctx);
        if (signedIn.refused) return { viewer: null, error: signedIn.refused };
        const fields = input(args);
        // The account service's own rules (src/shared/profile-fields.ts), so the mock refuses what it would.
        const changes: Record<string, string | null> = {};
        for (const field of profileFields) {
          const value = fields[field.name];
          if (value === undefined) continue;
          const verdict = judgeProfileField(field, value === null ? null : text(value));
          if (!verdict.ok) return { viewer: null, error: userError(field.errorCode, { field: field.name }) };
          changes[field.name] = verdict.value;
        }
        const account = signedIn.account;
        Object.assign(account, changes);
        if (fields.locale === 'JA' || fields.locale === 'EN') account.locale = fields.locale;
        return { viewer: viewerOut(account, signedIn.session), error: null };
      }),
      requestEmailChange: mutation('requestEmailChange', (error) => ({ pending: null, error }), (args, ctx) => {
        const signedIn = guard(ctx);
        if (signedIn.refused) return { pending: null, error: signedIn.refused };
        const { newEmail, currentPassword } = input(args);
        const email = normalizeEmailAddress(text(newEmail));
        const refuse = (code: string, field: string) => ({ pending: null, error: userError(code, { field }) });
        if (email === null) return refuse('EMAIL_INVALID', 'newEmail');
        if (state.findAccount(email)) return refuse('EMAIL_UNAVAILABLE', 'newEmail');
        if (currentPassword !== signedIn.account.password) return refuse('INVALID_CURRENT_PASSWORD', 'currentPassword');
        const accountCode = signedIn.account.accountCode;
        const pending = { accountCode, newEmail: email, expiresAt: now() + 30 * minute, attemptsRemaining: 5 };
        state.data.emailChanges = [...state.data.emailChanges.filter((p) => p.accountCode !== accountCode), pending];
        return { pending: { newEmail: email, expiresAt: iso(pending.expiresAt) }, error: null };
      }),
      confirmEmailChange: mutation('confirmEmailChange', (error) => ({ viewer: null, error }), (args, ctx) => {
        const signedIn = guard(ctx);
        if (signedIn.refused) return { viewer: null, error: signedIn.refused };
        const fields = input(args);
        const email = normalizeEmailAddress(text(fields.newEmail));
        const accountCode = signedIn.account.accountCode;
        const pending = state.data.emailChanges.find((p) => p.accountCode === accountCode && p.newEmail === email);
        const refuse = (code: string, more: Partial<MockUserError> = {}) => ({ viewer: null, error: userError(code, more) });
        const drop = () => (state.data.emailChanges = state.data.emailChanges.filter((p) => p !== pending));
        if (!pending || email === null) return refuse('EMAIL_CHANGE_NOT_PENDING');
        if (pending.expiresAt <= now()) return (drop(), refuse('CODE_EXPIRED'));
        if (normalizeCode(text(fields.code)) !== mockCode) {
          pending.attemptsRemaining -= 1;
          if (pending.attemptsRemaining > 0) return refuse('INVALID_CODE', { field: 'code', attemptsRemaining: pending.attemptsRemaining });
          return (drop(), refuse('TOO_MANY_ATTEMPTS'));
        }
        drop();
        signedIn.account.email = email;
        return { viewer: viewerOut(signedIn.account, signedIn.session), error: null };
      }),
    },
  };
}
