// Mock mode's authenticator app and recovery codes (issue 23), kept in memory per account: the
// secret is always mockTotpSecret, the app's code is the mock's fixed code (mockCode, 123456, since a
// browser-side mock computes no HMAC), and the recovery codes are always mockRecoveryCodes. Enrolling,
// removing and making codes ask for the current password, as the account service does.
import { normalizeCode } from '../../shared/code';
import { userError } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import { refusedInput } from './mock-inputs';
import { mockCode, type MockState } from './mock-state';
import { mockStepUpRefusal } from './mock-step-up';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

/** The fixed secret mock mode shows for every set-up (base32, 32 characters). */
export const mockTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The fixed ten recovery codes of mock mode. */
export const mockRecoveryCodes = [
  'abcde-fghij', 'kmnpq-rstuv', 'wxyz2-34567', 'mock2-code3', 'mock4-code5',
  'mock6-code7', 'mock8-code9', 'demo2-keys3', 'demo4-keys5', 'demo6-keys7',
];

interface Factors {
  app: 'none' | 'pending' | 'confirmed';
  confirmedAt: string | null;
  codes: string[] | null;
  codesCreatedAt: string | null;
  /** 「パスワードを使わない」 (mock-passkey-first.ts): the account's mock password is '' meanwhile. */
  passwordless: boolean;
}

const store = new WeakMap<MockState, Map<string, Factors>>();
export function factorsOf(state: MockState, accountCode: string): Factors {
  let all = store.get(state);
  if (!all) store.set(state, (all = new Map()));
  let factors = all.get(accountCode);
  if (!factors) all.set(accountCode, (factors = { app: 'none', confirmedAt: null, codes: null, codesCreatedAt: null, passwordless: false }));
  return factors;
}

export const secondFactorsOut = (f: Factors) => ({
  authenticatorApp: f.app === 'confirmed' ? { confirmedAt: f.confirmedAt } : null,
  recoveryCodes: f.codes ? { remaining: f.codes.length, createdAt: f.codesCreatedAt } : null,
  passwordless: f.passwordless,
});

const normalizeRecovery = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[\s-]/g, '');

/** Uses one of the account's mock recovery codes once; true when it was one. */
export function useMockRecoveryCode(state: MockState, accountCode: string, code: string): boolean {
  const factors = factorsOf(state, accountCode);
  const index = factors.codes?.findIndex((c) => normalizeRecovery(c) === normalizeRecovery(code)) ?? -1;
  if (index < 0) return false;
  factors.codes!.splice(index, 1);
  return true;
}

export function createSecondFactorMockResolvers(state: MockState): { Viewer: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const accountOf = (ctx: MockContext) => {
    const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
    return session ? state.accountByCode(session.accountCode) : undefined;
  };
  const input = (args: Args) => (args.input ?? {}) as Record<string, unknown>;
  const checkPassword = (ctx: MockContext, currentPassword: unknown) => {
    const account = accountOf(ctx);
    if (!account) return userError('UNAUTHENTICATED');
    // A passkey-first account has no password: its passkey step-up is the re-authentication.
    if (factorsOf(state, account.accountCode).passwordless) return mockStepUpRefusal(state, ctx);
    if (currentPassword === undefined || currentPassword === null) return userError('REAUTHENTICATION_REQUIRED', { field: 'currentPassword' });
    const refused = refusedInput({ currentPassword });
    if (refused) return refused;
    return currentPassword === account.password ? null : userError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });
  };
  const now = () => new Date().toISOString();

  return {
    Viewer: { secondFactors: (_viewer, _args, ctx) => secondFactorsOut(factorsOf(state, accountOf(ctx)?.accountCode ?? '')) },
    Mutation: {
      startAuthenticatorEnrolment: (_parent, args, ctx) => {
        const none = { secret: null, otpauthUri: null, expiresAt: null };
        const error = checkPassword(ctx, input(args).currentPassword);
        if (error) return { ...none, error };
        const account = accountOf(ctx)!;
        const factors = factorsOf(state, account.accountCode);
        if (factors.app === 'confirmed') return { ...none, error: userError('AUTHENTICATOR_ALREADY_ENROLLED') };
        factors.app = 'pending';
        const otpauthUri = `otpauth://totp/${encodeURIComponent('アカウントポータル')}:${encodeURIComponent(account.loginId)}?secret=${mockTotpSecret}&issuer=${encodeURIComponent('アカウントポータル')}&algorithm=SHA1&digits=6&period=30`;
        return { secret: mockTotpSecret, otpauthUri, expiresAt: new Date(Date.now() + 600_000).toISOString(), error: null };
      },
      confirmAuthenticatorEnrolment: (_parent, args, ctx) => {
        const account = accountOf(ctx);
        if (!account) return { secondFactors: null, error: userError('UNAUTHENTICATED') };
        const factors = factorsOf(state, account.accountCode);
        if (factors.app !== 'pending') return { secondFactors: null, error: userError('AUTHENTICATOR_NOT_PENDING') };
        const code = normalizeCode(String(input(args).code ?? ''));
        if (code === null) return { secondFactors: null, error: userError('VALIDATION_FAILED', { field: 'code' }) };
        if (code !== mockCode) return { secondFactors: null, error: userError('INVALID_CODE') };
        factors.app = 'confirmed';
        factors.confirmedAt = now();
        return { secondFactors: secondFactorsOut(factors), error: null };
      },
      removeAuthenticator: (_parent, args, ctx) => {
        const error = checkPassword(ctx, input(args).currentPassword);
        if (error) return { secondFactors: null, error };
        const factors = factorsOf(state, accountOf(ctx)!.accountCode);
        if (factors.app !== 'confirmed') return { secondFactors: null, error: userError('AUTHENTICATOR_NOT_FOUND') };
        factors.app = 'none';
        factors.confirmedAt = null;
        return { secondFactors: secondFactorsOut(factors), error: null };
      },
      generateRecoveryCodes: (_parent, args, ctx) => {
        const error = checkPassword(ctx, input(args).currentPassword);
        if (error) return { codes: null, secondFactors: null, error };
        const factors = factorsOf(state, accountOf(ctx)!.accountCode);
        factors.codes = [...mockRecoveryCodes];
        factors.codesCreatedAt = now();
        return { codes: [...mockRecoveryCodes], secondFactors: secondFactorsOut(factors), error: null };
      },
    },
  };
}
