// The two-step login: Query.loginChallenge and Mutation.login / verifyLoginCode / resendLoginCode.
// Browsers keep the attempt id in an HttpOnly cookie; programs (BEARER) pass it in the input.
import { toLoginChallenge, toRestLocale, toViewer } from '../account.mapper';
import type { RestSessionGrant } from '../account-api.client';
import type { GatewayContext } from '../context';
import { serviceUnavailable } from '../exposed-error';
import type { MutationResolvers, QueryResolvers, UserError } from '../generated/resolvers';
import { isAttemptFinished, isServiceFailure, toUserError } from '../rest-errors';
import { attemptIdSchema, checkInput } from './login.inputs';

interface Attempt {
  attemptId: string;
  /** 'input': a program holds the id; 'cookie': a browser does. */
  source: 'input' | 'cookie';
}

function findAttempt(ctx: GatewayContext, attemptId: string | null | undefined): Attempt | null {
  if (attemptId !== null && attemptId !== undefined) return { attemptId, source: 'input' };
  if (ctx.loginAttemptId !== null) return { attemptId: ctx.loginAttemptId, source: 'cookie' };
  return null;
}

const noAttempt: UserError = { code: 'LOGIN_ATTEMPT_INVALID' };

export const loginChallengeQuery: QueryResolvers = {
  loginChallenge: async (_parent, args, ctx) => {
    const attempt = findAttempt(ctx, args.attemptId);
    if (attempt === null || !attemptIdSchema.safeParse(attempt.attemptId).success) return null;
    const result = await ctx.api.getLogin(ctx, attempt.attemptId);
    if (result.ok) return toLoginChallenge(result.data, attempt.source === 'input');
    // Unknown is not "none": reloading the code page during an outage must not lose the attempt.
    if (isServiceFailure(result.failure)) throw serviceUnavailable();
    if (attempt.source === 'cookie' && isAttemptFinished(result.failure)) ctx.cookies.clearLoginAttempt();
    return null;
  },
};

/**
 * A browser's new session (the mailed code, or a passkey): the token only as an HttpOnly cookie,
 * which script never sees. Signing in again in the same browser replaces its session: the old one
 * ends on the server rather than living on unseen until it expires (best effort: it expires anyway).
 */
export async function startBrowserSession(ctx: GatewayContext, grant: RestSessionGrant): Promise<void> {
  if (ctx.sessionSource === 'cookie' && ctx.sessionToken !== null) await ctx.api.deleteSession(ctx);
  ctx.cookies.setSession(grant.token, grant.session.absoluteExpiresAt);
}

export const loginMutations: MutationResolvers = {
  login: async (_parent, { input }, ctx) => {
    const invalid = checkInput({ loginId: input.loginId, password: input.password });
    if (invalid) return { challenge: null, error: invalid };
    const bearer = input.delivery === 'BEARER';
    // A program's sign-in carries no device cookie: the risk rules know it by its user agent and
    // network instead (a script signing in every few minutes does not mail its owner each time).
    const result = await ctx.api.startLogin(ctx, input.loginId, input.password, bearer ? null : ctx.deviceToken, input.locale ? toRestLocale(input.locale) : undefined, bearer);
    if (!result.ok) return { challenge: null, error: toUserError(result.failure) };
    if (!bearer) {
      ctx.cookies.setLoginAttempt(result.data.attemptId);
      if (result.data.deviceToken) ctx.cookies.setDevice(result.data.deviceToken);
    }
    return { challenge: toLoginChallenge(result.data, bearer), error: null };
  },

  startRecoveryLogin: async (_parent, { input }, ctx) => {
    const invalid = checkInput({ loginId: input.loginId, recoveryCode: input.recoveryCode });
    if (invalid) return { challenge: null, error: invalid };
    const bearer = input.delivery === 'BEARER';
    const result = await ctx.api.startRecoveryLogin(ctx, input.loginId, input.recoveryCode, bearer ? null : ctx.deviceToken, input.locale ? toRestLocale(input.locale) : undefined, bearer);
    if (!result.ok) return { challenge: null, error: toUserError(result.failure) };
    if (!bearer) {
      ctx.cookies.setLoginAttempt(result.data.attemptId);
      if (result.data.deviceToken) ctx.cookies.setDevice(result.data.deviceToken);
    }
    return { challenge: toLoginChallenge(result.data, bearer), error: null };
  },

  verifyLoginCode: async (_parent, { input }, ctx) => {
    const attempt = findAttempt(ctx, input.attemptId);
    if (attempt === null) return { viewer: null, token: null, error: noAttempt };
    const invalid = checkInput({ code: input.code, attemptId: attempt.attemptId });
    if (invalid) return { viewer: null, token: null, error: invalid };
    // A program's bearer token is listed as such on the security page.
    const method = input.kind === 'RECOVERY_CODE' ? 'recovery_code' : 'code';
    const result = await ctx.api.verifyLoginCode(ctx, attempt.attemptId, input.code, attempt.source === 'input' ? 'api' : 'browser', method);
    if (!result.ok) {
      if (attempt.source === 'cookie' && isAttemptFinished(result.failure)) ctx.cookies.clearLoginAttempt();
      return { viewer: null, token: null, error: toUserError(result.failure) };
    }
    const grant = result.data;
    const viewer = toViewer(grant);
    if (attempt.source === 'input') return { viewer, token: grant.token, error: null };
    await startBrowserSession(ctx, grant);
    ctx.cookies.clearLoginAttempt();
    return { viewer, token: null, error: null };
  },

  resendLoginCode: async (_parent, args, ctx) => {
    const attempt = findAttempt(ctx, args.input?.attemptId);
    if (attempt === null) return { challenge: null, error: noAttempt };
    const invalid = checkInput({ attemptId: attempt.attemptId });
    if (invalid) return { challenge: null, error: invalid };
    const result = await ctx.api.resendLoginCode(ctx, attempt.attemptId);
    if (!result.ok) {
      if (attempt.source === 'cookie' && isAttemptFinished(result.failure)) ctx.cookies.clearLoginAttempt();
      return { challenge: null, error: toUserError(result.failure) };
    }
    // A new code lives another 10 minutes, so the browser's cookie does too.
    if (attempt.source === 'cookie') ctx.cookies.setLoginAttempt(result.data.attemptId);
    return { challenge: toLoginChallenge(result.data, attempt.source === 'input'), error: null };
  },
};
