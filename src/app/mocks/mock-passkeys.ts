// Mock mode's passkeys: the demo accounts' passkeys kept in memory, adding (any answer of the browser
// is taken), renaming and deleting (with the mock password), and a passkey sign-in as the account
// whose passkey answered (the first mock account with one), with no password and no code.
import { forcedError, userError, type MockOperation } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import { viewerOut } from './mock-resolvers';
import { mockPassword, type MockState } from './mock-state';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

interface MockPasskey {
  id: string;
  accountCode: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  synced: boolean;
}

const store = new WeakMap<MockState, MockPasskey[]>();
const passkeysOf = (state: MockState) => {
  let list = store.get(state);
  if (!list) store.set(state, (list = []));
  return list;
};
const challenge = () => Math.random().toString(36).slice(2).padEnd(43, 'x').slice(0, 43);
const input = (args: Args) => (args.input ?? {}) as Record<string, unknown>;
const out = ({ accountCode: _accountCode, ...passkey }: MockPasskey) => passkey;

export function createPasskeyMockResolvers(state: MockState): { Viewer: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const signedIn = (ctx: MockContext) => state.session(ctx.bearer ?? state.data.jar.sessionToken);
  const refusal = (ctx: MockContext, operation: MockOperation) => forcedError(ctx.mockError, operation) ?? (signedIn(ctx) ? null : userError('UNAUTHENTICATED'));
  const mine = (ctx: MockContext) => passkeysOf(state).filter((p) => p.accountCode === signedIn(ctx)?.accountCode);
  const find = (ctx: MockContext, id: unknown) => mine(ctx).find((p) => p.id === id);

  return {
    Viewer: { passkeys: (_viewer, _args, ctx) => mine(ctx).map(out) },
    Mutation: {
      startPasskeyRegistration: (_parent, _args, ctx) => {
        const error = refusal(ctx, 'startPasskeyRegistration');
        if (error) return { ceremonyId: null, options: null, error };
        if (mine(ctx).length >= 10) return { ceremonyId: null, options: null, error: userError('PASSKEY_LIMIT_REACHED') };
        const account = state.accountByCode(signedIn(ctx)!.accountCode)!;
        const options = {
          rp: { id: location.hostname, name: 'アカウントポータル' },
          user: { id: 'bW9jay11c2Vy', name: account.loginId, displayName: account.name },
          challenge: challenge(),
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }, { alg: -257, type: 'public-key' }],
          timeout: 300_000,
          excludeCredentials: [],
          authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required', authenticatorAttachment: null },
          attestation: 'none',
          extensions: { credProps: true },
          hints: null,
        };
        return { ceremonyId: challenge(), options, error: null };
      },
      finishPasskeyRegistration: (_parent, args, ctx) => {
        const error = refusal(ctx, 'finishPasskeyRegistration');
        if (error) return { passkey: null, error };
        const name = typeof input(args).name === 'string' && String(input(args).name).trim() ? String(input(args).name).trim() : 'この端末のパスキー';
        const passkey: MockPasskey = { id: `mock-passkey-${passkeysOf(state).length + 1}`, accountCode: signedIn(ctx)!.accountCode, name, createdAt: new Date().toISOString(), lastUsedAt: null, synced: true };
        passkeysOf(state).push(passkey);
        return { passkey: out(passkey), error: null };
      },
      renamePasskey: (_parent, args, ctx) => {
        const error = refusal(ctx, 'renamePasskey');
        if (error) return { passkey: null, error };
        const passkey = find(ctx, input(args).id);
        if (!passkey) return { passkey: null, error: userError('PASSKEY_NOT_FOUND') };
        const name = String(input(args).name ?? '').trim();
        if (!name || [...name].length > 50) return { passkey: null, error: userError('PASSKEY_NAME_INVALID', { field: 'name' }) };
        passkey.name = name;
        return { passkey: out(passkey), error: null };
      },
      deletePasskey: (_parent, args, ctx) => {
        const error = refusal(ctx, 'deletePasskey');
        if (error) return { ok: false, error };
        const passkey = find(ctx, input(args).id);
        if (!passkey) return { ok: false, error: userError('PASSKEY_NOT_FOUND') };
        if (input(args).currentPassword !== mockPassword) return { ok: false, error: userError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' }) };
        passkeysOf(state).splice(passkeysOf(state).indexOf(passkey), 1);
        return { ok: true, error: null };
      },
      startPasskeySignIn: (_parent, _args, ctx) => {
        const error = forcedError(ctx.mockError, 'startPasskeySignIn');
        if (error) return { ceremonyId: null, options: null, error };
        return { ceremonyId: challenge(), options: { challenge: challenge(), timeout: 300_000, rpId: location.hostname, allowCredentials: null, userVerification: 'required', hints: null }, error: null };
      },
      finishPasskeySignIn: (_parent, _args, ctx) => {
        const error = forcedError(ctx.mockError, 'finishPasskeySignIn');
        const passkey = passkeysOf(state)[0];
        const account = passkey && state.accountByCode(passkey.accountCode);
        if (error || !passkey || !account) return { viewer: null, error: error ?? userError('INVALID_CREDENTIALS') };
        passkey.lastUsedAt = new Date().toISOString();
        const session = state.signIn(account.loginId);
        return { viewer: viewerOut(account, session), error: null };
      },
    },
  };
}
