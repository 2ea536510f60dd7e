// Mock mode's passkey-first accounts (issue 23): 「パスワードを使わない」 and 「パスワードを設定する」,
// with the account service's refusals in its order (a passkey, then recovery codes, then the passkey
// step-up). Meanwhile the account's mock password is '', so a password sign-in fails like a wrong
// one; the recovery (a recovery code, then the mock code) is startRecoveryLogin in mock-resolvers.ts.
import { userError } from './mock-scenarios';
import { passwordProblem, type MockContext } from './mock-resolvers';
import { mockPasskeyCount } from './mock-passkey-store';
import { factorsOf, secondFactorsOut } from './mock-second-factors';
import { mockStepUpRefusal } from './mock-step-up';
import type { MockState } from './mock-state';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

export function createPasskeyFirstMockResolvers(state: MockState): { Mutation: Record<string, Resolver> } {
  const accountOf = (ctx: MockContext) => {
    const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
    return session ? state.accountByCode(session.accountCode) : undefined;
  };
  const refused = (code: string, more: Record<string, unknown> = {}) => ({ secondFactors: null, error: userError(code, more) });

  return {
    Mutation: {
      removePassword: (_parent, _args, ctx) => {
        const account = accountOf(ctx);
        if (!account) return refused('UNAUTHENTICATED');
        const factors = factorsOf(state, account.accountCode);
        if (factors.passwordless) return refused('ALREADY_PASSWORDLESS');
        if (mockPasskeyCount(state, account.accountCode) === 0) return refused('PASSWORDLESS_NEEDS_PASSKEY');
        if (!factors.codes || factors.codes.length === 0) return refused('PASSWORDLESS_NEEDS_RECOVERY_CODES');
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { secondFactors: null, error: stepUp };
        factors.passwordless = true;
        account.password = '';
        return { secondFactors: secondFactorsOut(factors), error: null };
      },
      setPassword: (_parent, args, ctx) => {
        const account = accountOf(ctx);
        if (!account) return refused('UNAUTHENTICATED');
        const factors = factorsOf(state, account.accountCode);
        if (!factors.passwordless) return refused('PASSWORD_ALREADY_SET');
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { secondFactors: null, error: stepUp };
        const newPassword = String(((args.input ?? {}) as { newPassword?: unknown }).newPassword ?? '');
        const problem = passwordProblem(newPassword, account);
        if (problem) return { secondFactors: null, error: problem };
        factors.passwordless = false;
        account.password = newPassword;
        return { secondFactors: secondFactorsOut(factors), error: null };
      },
    },
  };
}
