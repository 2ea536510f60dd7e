// The stateful resolvers of mock mode: what the gateway answers, worked out on MockState.
import { GraphQLError } from 'graphql';
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import { normalizeEmailAddress } from '../../shared/account-fields';
import { judgeProfileField, profileFields } from '../../shared/profile-fields';
import { normalizeCode } from '../../shared/code';
import { checkPasswordPolicy } from '../../shared/password-policy';
import { effectiveStatus } from './mock-admin-data';
import { isCeremonyLikeId, refusedInput, refusedUpdate } from './mock-inputs';
import { factorsOf, useMockRecoveryCode } from './mock-second-factors';
import { mockStepUpRefusal } from './mock-step-up';
import { maskEmail, mockCode, normalizeInput, type MockAccount, type MockState } from './mock-state';
import { accountOut, viewerOut } from './mock-viewer';

/** Per request: the bearer token of a program, the error scenario chosen, and the browser's interaction cookie, if any. */
export interface MockContext {
  bearer?: string | null;
  mockError?: string | null;
  /** The OpenID Provider's interaction cookie (`oidc_interaction`), as the mock gateway reads it (mock-oauth-interactions.ts). */
  oauthInteraction?: string | null;
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

// The shared policy (src/shared/password-policy.ts), with a short stand-in for the common list: mock
// mode must not download the 49k-entry list the real strength meter loads.
export function passwordProblem(password: string, account: MockAccount): MockUserError | null {
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
    const factors = factorsOf(state, c.accountCode);
    return {
      attemptId: c.bearer ? c.attemptId : null,
      secondStep: factors.app === 'confirmed' && !c.mailed ? 'AUTHENTICATOR_APP' : 'MAIL_CODE',
      recoveryCodesAvailable: !c.recovery && (factors.codes?.length ?? 0) > 0,
      recovery: c.recovery === true,
      maskedEmail: maskEmail(account?.email ?? ''),
      expiresAt: iso(c.expiresAt),
      resendAvailableAt: iso(c.resendAvailableAt),
      resendsRemaining: c.resendsRemaining,
    };
  };

  /** A login attempt waiting for its code (the app's, unless a recovery: then the mailed one). */
  const startAttempt = (account: MockAccount, bearer: boolean, recovery: boolean) => {
    const attemptId = state.nextId('mock-attempt');
    state.data.challenges.push({
      attemptId,
      accountCode: account.accountCode,
      bearer,
      expiresAt: now() + 10 * minute,
      resendAvailableAt: factorsOf(state, account.accountCode).app === 'confirmed' && !recovery ? now() : now() + minute,
      resendsRemaining: 3,
      attemptsRemaining: 5,
      ...(recovery ? { recovery: true, mailed: true } : {}),
    });
    if (!bearer) state.data.jar.attemptId = attemptId;
    return attemptId;
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
        const c = attemptId && isCeremonyLikeId(attemptId) ? state.challenge(attemptId) : undefined;
        return c && c.expiresAt > now() ? challengeOut(c.attemptId) : null;
      },
      passwordResetToken: (_parent, args, ctx) => {
        const forced = forcedError(ctx.mockError, 'passwordResetToken');
        if (forced) return { info: null, error: forced };
        const refused = refusedInput({ token: args.token });
        if (refused) return { info: null, error: refused };
        const { info, error } = resetToken(text(args.token));
        return { info, error };
      },
      adminAccounts: (_parent, _args, ctx) => {
        const forced = forcedError(ctx.mockError, 'adminAccounts');
        const signedIn = current(ctx);
        const refused = forced ?? (!signedIn ? userError('UNAUTHENTICATED') : signedIn.account.role !== 'ADMIN' ? userError('FORBIDDEN') : null);
        if (refused) throw new GraphQLError('The request was refused.', { extensions: { code: refused.code } });
        return [...state.data.accounts].sort((a, b) => b.createdAt - a.createdAt).slice(0, 50).map(accountOut);
      },
    },
    Mutation: {
      login: mutation('login', (error) => ({ challenge: null, error }), (args) => {
        const { loginId, password, delivery } = input(args);
        const refused = refusedInput({ loginId, password });
        if (refused) return { challenge: null, error: refused };
        if (!normalizeInput(text(loginId))) return { challenge: null, error: userError('VALIDATION_FAILED', { field: 'loginId' }) };
        const account = state.findAccount(text(loginId));
        if (!account || account.password === '' || account.password !== password || effectiveStatus(account) !== 'ACTIVE') {
          return { challenge: null, error: userError('INVALID_CREDENTIALS') };
        }
        return { challenge: challengeOut(startAttempt(account, delivery === 'BEARER', false)), error: null };
      }),
      // 「パスキーを使えないとき」: a passkey-first account's recovery code instead of the password (spent at once).
      startRecoveryLogin: mutation('startRecoveryLogin', (error) => ({ challenge: null, error }), (args) => {
        const { loginId, recoveryCode, delivery } = input(args);
        const refused = refusedInput({ loginId, recoveryCode });
        if (refused) return { challenge: null, error: refused };
        const account = state.findAccount(text(loginId));
        if (!account || !factorsOf(state, account.accountCode).passwordless || effectiveStatus(account) !== 'ACTIVE' || !useMockRecoveryCode(state, account.accountCode, text(recoveryCode))) {
          return { challenge: null, error: userError('INVALID_CREDENTIALS') };
        }
        return { challenge: challengeOut(startAttempt(account, delivery === 'BEARER', true)), error: null };
      }),
      verifyLoginCode: mutation('verifyLoginCode', (error) => ({ viewer: null, token: null, error }), (args) => {
        const fields = input(args);
        const attemptId = text(fields.attemptId) || state.data.jar.attemptId;
        const refuse = (code: string, more: Partial<MockUserError> = {}) => ({ viewer: null, token: null, error: userError(code, more) });
        if (!attemptId) return refuse('LOGIN_ATTEMPT_INVALID');
        const refused = refusedInput({ code: fields.code, attemptId });
        if (refused) return { viewer: null, token: null, error: refused };
        const c = state.challenge(attemptId);
        if (!c) return refuse('LOGIN_ATTEMPT_INVALID');
        if (c.expiresAt <= now()) {
          state.dropChallenge(c.attemptId);
          return refuse('CODE_EXPIRED');
        }
        const byRecovery = fields.kind === 'RECOVERY_CODE';
        if (byRecovery && c.recovery) return refuse('VALIDATION_FAILED', { field: 'code' });
        const code = byRecovery ? text(fields.code) : normalizeCode(text(fields.code));
        if (code === null) return refuse('VALIDATION_FAILED', { field: 'code' });
        if (byRecovery ? !useMockRecoveryCode(state, c.accountCode, code) : code !== mockCode) {
          c.attemptsRemaining -= 1;
          if (c.attemptsRemaining > 0) return refuse('INVALID_CODE', { attemptsRemaining: c.attemptsRemaining });
          state.dropChallenge(c.attemptId);
          return refuse('TOO_MANY_ATTEMPTS');
        }
        state.dropChallenge(c.attemptId);
        const session = state.startSession(c.accountCode, now(), c.bearer ? 'API_TOKEN' : 'BROWSER');
        const account = state.accountByCode(c.accountCode);
        if (!account) return refuse('LOGIN_ATTEMPT_INVALID');
        if (!c.bearer) state.data.jar.sessionToken = session.token;
        return { viewer: viewerOut(account, session), token: c.bearer ? session.token : null, error: null };
      }),
      resendLoginCode: mutation('resendLoginCode', (error) => ({ challenge: null, error }), (args) => {
        const attemptId = text(input(args).attemptId) || state.data.jar.attemptId;
        const refuse = (code: string, more: Partial<MockUserError> = {}) => ({ challenge: null, error: userError(code, more) });
        if (!attemptId) return refuse('LOGIN_ATTEMPT_INVALID');
        const refused = refusedInput({ attemptId });
        if (refused) return { challenge: null, error: refused };
        const c = state.challenge(attemptId);
        if (!c) return refuse('LOGIN_ATTEMPT_INVALID');
        if (c.expiresAt <= now()) return refuse('CODE_EXPIRED');
        if (c.resendsRemaining <= 0) return refuse('RESEND_LIMIT_REACHED');
        if (c.resendAvailableAt > now()) {
          return refuse('RESEND_TOO_SOON', { retryAfterSeconds: Math.ceil((c.resendAvailableAt - now()) / 1000) });
        }
        c.resendsRemaining -= 1;
        c.mailed = true;
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
        const refused = refusedInput({ loginId: input(args).loginId });
        if (refused) return { accepted: false, error: refused };
        if (!normalizeInput(text(input(args).loginId))) {
          return { accepted: false, error: userError('VALIDATION_FAILED', { field: 'loginId' }) };
        }
        return { accepted: true, error: null };
      }),
      resetPassword: mutation('resetPassword', (error) => ({ ok: false, error }), (args) => {
        const { token, newPassword } = input(args);
        const refused = refusedInput({ token, newPassword });
        if (refused) return { ok: false, error: refused };
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
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { viewer: null, error: stepUp };
        const { currentPassword, newPassword } = input(args);
        const refused = refusedInput({ currentPassword, newPassword });
        if (refused) return { viewer: null, error: refused };
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
        const refused = refusedUpdate(fields);
        if (refused) return { viewer: null, error: refused };
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
        const refused = refusedInput({ newEmail, currentPassword });
        if (refused) return { pending: null, error: refused };
        const email = normalizeEmailAddress(text(newEmail));
        const refuse = (code: string, field: string) => ({ pending: null, error: userError(code, { field }) });
        if (email === null) return refuse('EMAIL_INVALID', 'newEmail');
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { pending: null, error: stepUp };
        if (state.findAccount(email)) return refuse('EMAIL_UNAVAILABLE', 'newEmail');
        // A passkey-first account has no password: its passkey step-up (above) is the re-authentication.
        const passwordless = factorsOf(state, signedIn.account.accountCode).passwordless;
        if (!passwordless && (currentPassword === undefined || currentPassword === null)) return refuse('REAUTHENTICATION_REQUIRED', 'currentPassword');
        if (!passwordless && currentPassword !== signedIn.account.password) return refuse('INVALID_CURRENT_PASSWORD', 'currentPassword');
        const accountCode = signedIn.account.accountCode;
        const pending = { accountCode, newEmail: email, expiresAt: now() + 30 * minute, attemptsRemaining: 5 };
        state.data.emailChanges = [...state.data.emailChanges.filter((p) => p.accountCode !== accountCode), pending];
        return { pending: { newEmail: email, expiresAt: iso(pending.expiresAt) }, error: null };
      }),
      confirmEmailChange: mutation('confirmEmailChange', (error) => ({ viewer: null, error }), (args, ctx) => {
        const signedIn = guard(ctx);
        if (signedIn.refused) return { viewer: null, error: signedIn.refused };
        const fields = input(args);
        const refused = refusedInput({ newEmail: fields.newEmail, code: fields.code });
        if (refused) return { viewer: null, error: refused };
        const email = normalizeEmailAddress(text(fields.newEmail));
        const accountCode = signedIn.account.accountCode;
        const pending = state.data.emailChanges.find((p) => p.accountCode === accountCode && p.newEmail === email);
        const refuse = (code: string, more: Partial<MockUserError> = {}) => ({ viewer: null, error: userError(code, more) });
        const drop = () => (state.data.emailChanges = state.data.emailChanges.filter((p) => p !== pending));
        if (!pending || email === null) return refuse('EMAIL_CHANGE_NOT_PENDING', { field: 'newEmail' });
        if (pending.expiresAt <= now()) return (drop(), refuse('CODE_EXPIRED'));
        if (normalizeCode(text(fields.code)) !== mockCode) {
          pending.attemptsRemaining -= 1;
          if (pending.attemptsRemaining > 0) return refuse('INVALID_CODE', { attemptsRemaining: pending.attemptsRemaining });
          return (drop(), refuse('TOO_MANY_ATTEMPTS'));
        }
        drop();
        signedIn.account.email = email;
        return { viewer: viewerOut(signedIn.account, signedIn.session), error: null };
      }),
    },
  };
}
