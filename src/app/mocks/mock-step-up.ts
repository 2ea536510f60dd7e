// Mock mode's step-up: as the account service, a sign-in counts as a proof of the password + mailed
// code for 5 minutes, an account with a passkey is asked for a passkey, and every guarded mutation
// answers STEP_UP_REQUIRED without a fresh proof. The demo's shortcut: with the STEP_UP_REQUIRED
// scenario (?mockError=STEP_UP_REQUIRED, the developer panel) a sign-in does not count, so the dialog
// shows at once; the passkey step-up takes any answer of the browser, the mailed one wants the mock
// code (123456) and the account's password. (Mock mode has no authenticator app.)
import type { MockContext } from './mock-resolvers';
import { mockPasskeyCount } from './mock-passkey-store';
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import { maskEmail, mockCode, sessionAbsoluteMs, type MockState } from './mock-state';
import { normalizeCode } from '../../shared/code';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;
type Method = 'PASSKEY' | 'AUTHENTICATOR_APP' | 'EMAIL_CODE_AND_PASSWORD';

const order: readonly Method[] = ['PASSKEY', 'AUTHENTICATOR_APP', 'EMAIL_CODE_AND_PASSWORD'];
const freshMs = 5 * 60_000;
const proofs = new WeakMap<MockState, Map<string, { method: Method; at: number }>>();
const proofsOf = (state: MockState) => {
  let map = proofs.get(state);
  if (!map) proofs.set(state, (map = new Map()));
  return map;
};
const iso = (ms: number) => new Date(ms).toISOString();
const challenge = () => Math.random().toString(36).slice(2).padEnd(43, 'x').slice(0, 43);

function signedIn(state: MockState, ctx: MockContext) {
  const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
  const account = session && state.accountByCode(session.accountCode);
  return session && account ? { session, account } : null;
}

function statusOf(state: MockState, ctx: MockContext) {
  const current = signedIn(state, ctx);
  if (!current) return null;
  const methods: Method[] = mockPasskeyCount(state, current.account.accountCode) > 0 ? ['PASSKEY', 'EMAIL_CODE_AND_PASSWORD'] : ['EMAIL_CODE_AND_PASSWORD'];
  const required = methods[0]!;
  // The sign-in itself (its time from the session's absolute end), unless the scenario wants the dialog.
  const signInProof = ctx.mockError === 'STEP_UP_REQUIRED' ? null : { method: 'EMAIL_CODE_AND_PASSWORD' as Method, at: current.session.absoluteExpiresAt - sessionAbsoluteMs };
  const proof = proofsOf(state).get(current.session.token) ?? signInProof;
  const until = proof && order.indexOf(proof.method) <= order.indexOf(required) && proof.at + freshMs > Date.now() ? proof.at + freshMs : null;
  return { current, methods, required, until };
}

/** The guard of the sensitive mock mutations: STEP_UP_REQUIRED with the method, or null. */
export function mockStepUpRefusal(state: MockState, ctx: MockContext): MockUserError | null {
  const status = statusOf(state, ctx);
  if (!status || status.until !== null) return null;
  return userError('STEP_UP_REQUIRED', { stepUpMethod: status.required });
}

export function createStepUpMockResolvers(state: MockState): { Viewer: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  /** The session's status when `method` is the one it must use; otherwise the refusal. */
  const using = (ctx: MockContext, method: Method, operation: MockOperation) => {
    // Any other scenario is answered as everywhere; STEP_UP_REQUIRED's is this module's own (above).
    const forced = ctx.mockError === 'STEP_UP_REQUIRED' ? null : forcedError(ctx.mockError, operation);
    if (forced) return { error: forced } as const;
    const status = statusOf(state, ctx);
    if (!status) return { error: userError('UNAUTHENTICATED') } as const;
    if (status.required !== method) return { error: userError('STEP_UP_REQUIRED', { stepUpMethod: status.required }) } as const;
    return { status } as const;
  };
  const proven = (ctx: MockContext, method: Method) => {
    const { current } = statusOf(state, ctx)!;
    proofsOf(state).set(current.session.token, { method, at: Date.now() });
    const status = statusOf(state, ctx)!;
    return { stepUp: { methods: status.methods, requiredMethod: status.required, freshUntil: status.until === null ? null : iso(status.until) }, error: null };
  };
  const input = (args: Args) => (args.input ?? {}) as Record<string, unknown>;

  return {
    Viewer: {
      stepUp: (_viewer, _args, ctx) => {
        const status = statusOf(state, ctx);
        return status ? { methods: status.methods, requiredMethod: status.required, freshUntil: status.until === null ? null : iso(status.until) } : null;
      },
    },
    Mutation: {
      startPasskeyStepUp: (_parent, _args, ctx) => {
        const { error } = using(ctx, 'PASSKEY', 'startPasskeyStepUp');
        if (error) return { ceremonyId: null, options: null, error };
        const rpId = typeof location === 'undefined' ? 'localhost' : location.hostname;
        return { ceremonyId: challenge(), options: { challenge: challenge(), timeout: 300_000, rpId, allowCredentials: [], userVerification: 'required', hints: [] }, error: null };
      },
      finishPasskeyStepUp: (_parent, _args, ctx) => {
        const { error } = using(ctx, 'PASSKEY', 'finishPasskeyStepUp');
        return error ? { stepUp: null, error } : proven(ctx, 'PASSKEY');
      },
      sendStepUpCode: (_parent, _args, ctx) => {
        const { error, status } = using(ctx, 'EMAIL_CODE_AND_PASSWORD', 'sendStepUpCode');
        if (error) return { maskedEmail: null, expiresAt: null, resendAvailableAt: null, error };
        const now = Date.now();
        return { maskedEmail: maskEmail(status.current.account.email), expiresAt: iso(now + 10 * 60_000), resendAvailableAt: iso(now + 60_000), error: null };
      },
      verifyStepUpCode: (_parent, args, ctx) => {
        const { error, status } = using(ctx, 'EMAIL_CODE_AND_PASSWORD', 'verifyStepUpCode');
        if (error) return { stepUp: null, error };
        const { code, password } = input(args);
        if (normalizeCode(String(code ?? '')) !== mockCode) return { stepUp: null, error: userError('INVALID_CODE', { attemptsRemaining: 4 }) };
        if (password !== status.current.account.password) return { stepUp: null, error: userError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' }) };
        return proven(ctx, 'EMAIL_CODE_AND_PASSWORD');
      },
      verifyAuthenticatorAppStepUp: (_parent, _args, ctx) => {
        const { error } = using(ctx, 'AUTHENTICATOR_APP', 'verifyAuthenticatorAppStepUp');
        return { stepUp: null, error: error ?? userError('INVALID_CODE') };
      },
    },
  };
}
