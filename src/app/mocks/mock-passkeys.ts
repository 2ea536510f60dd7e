// Mock mode's passkeys: the demo accounts' passkeys kept in memory, adding (the current password
// first, whatever the session's age, then any answer of the browser is taken), renaming and deleting
// (with the current password), and a passkey sign-in as the account whose passkey answered (the first
// mock account with one), with no password and no code.
import { forcedError, userError, type MockOperation } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import { viewerOut } from './mock-viewer';
import { refusedInput } from './mock-inputs';
import { passkeysOf, type MockPasskey } from './mock-passkey-store';
import { mockStepUpRefusal } from './mock-step-up';
import type { MockState } from './mock-state';
import { factorsOf } from './mock-second-factors';
import { numberedPasskeyName, passkeyNameMaxLength } from '../../shared/passkey-names';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

const challenge = () => Math.random().toString(36).slice(2).padEnd(43, 'x').slice(0, 43);
const input = (args: Args) => (args.input ?? {}) as Record<string, unknown>;
const out = ({ accountCode: _accountCode, ...passkey }: MockPasskey) => passkey;
// The relying party is the page's host; `npm run mock:gateway` runs in Node, with no page.
const hostname = () => (typeof location === 'undefined' ? 'localhost' : location.hostname);
// What the account service offers (@simplewebauthn/server's default algorithms: ML-DSA-44, Ed25519, ES256, RS256).
const algorithms = [-48, -8, -7, -257];

export function createPasskeyMockResolvers(state: MockState): { Viewer: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const signedIn = (ctx: MockContext) => state.session(ctx.bearer ?? state.data.jar.sessionToken);
  const refusal = (ctx: MockContext, operation: MockOperation) => forcedError(ctx.mockError, operation) ?? (signedIn(ctx) ? null : userError('UNAUTHENTICATED'));
  const mine = (ctx: MockContext) => passkeysOf(state).filter((p) => p.accountCode === signedIn(ctx)?.accountCode);
  const find = (ctx: MockContext, id: unknown) => mine(ctx).find((p) => p.id === id);
  /** The current password's check, as the account service makes it: asked for, then compared. */
  const passwordless = (ctx: MockContext) => factorsOf(state, signedIn(ctx)?.accountCode ?? '').passwordless;
  const wrongPassword = (ctx: MockContext, currentPassword: unknown, required: boolean) => {
    // A passkey-first account has no password: its passkey step-up (checked before) is the re-authentication.
    if (passwordless(ctx)) return null;
    if (required && (currentPassword === undefined || currentPassword === null || currentPassword === '')) {
      // An empty one is refused at the gateway's input check first.
      return currentPassword === '' ? refusedInput({ currentPassword }) : userError('REAUTHENTICATION_REQUIRED', { field: 'currentPassword' });
    }
    const refused = refusedInput({ currentPassword });
    if (refused) return refused;
    const account = state.accountByCode(signedIn(ctx)?.accountCode ?? '');
    return account && currentPassword === account.password ? null : userError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });
  };

  return {
    Viewer: {
      passkeys: (_viewer, _args, ctx) => mine(ctx).map(out),
      passkeyOwner: () => ({ rpId: hostname(), userHandle: 'bW9jay11c2Vy' }),
    },
    Mutation: {
      startPasskeyRegistration: (_parent, args, ctx) => {
        const error = refusal(ctx, 'startPasskeyRegistration') ?? mockStepUpRefusal(state, ctx) ?? wrongPassword(ctx, input(args).currentPassword, true);
        if (error) return { ceremonyId: null, options: null, error };
        if (mine(ctx).length >= 10) return { ceremonyId: null, options: null, error: userError('PASSKEY_LIMIT_REACHED') };
        const account = state.accountByCode(signedIn(ctx)!.accountCode)!;
        const options = {
          rp: { id: hostname(), name: 'アカウントポータル' },
          user: { id: 'bW9jay11c2Vy', name: account.loginId, displayName: account.name },
          challenge: challenge(),
          pubKeyCredParams: algorithms.map((alg) => ({ alg, type: 'public-key' })),
          timeout: 300_000,
          excludeCredentials: [],
          authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required', authenticatorAttachment: null },
          attestation: 'none',
          extensions: { credProps: true },
          hints: [],
        };
        return { ceremonyId: challenge(), options, error: null };
      },
      finishPasskeyRegistration: (_parent, args, ctx) => {
        const error = refusal(ctx, 'finishPasskeyRegistration');
        if (error) return { passkey: null, error };
        const accountCode = signedIn(ctx)!.accountCode;
        const own = passkeysOf(state).filter((p) => p.accountCode === accountCode).map((p) => p.name);
        // As the account service: a given name is free, the default one numbered (「この端末のパスキー (2)」).
        const name = typeof input(args).name === 'string' && String(input(args).name).trim() ? String(input(args).name).trim() : numberedPasskeyName('この端末のパスキー', own);
        const response = (input(args).response ?? {}) as { id?: unknown };
        const credentialId = typeof response.id === 'string' ? response.id : challenge();
        const passkey: MockPasskey = {
          id: `mock-passkey-${passkeysOf(state).length + 1}`,
          accountCode,
          name,
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
          synced: true,
          credentialId,
          provider: 'GOOGLE_PASSWORD_MANAGER',
        };
        passkeysOf(state).push(passkey);
        return { passkey: out(passkey), error: null };
      },
      renamePasskey: (_parent, args, ctx) => {
        const error = refusal(ctx, 'renamePasskey');
        if (error) return { passkey: null, error };
        const passkey = find(ctx, input(args).id);
        if (!passkey) return { passkey: null, error: userError('PASSKEY_NOT_FOUND') };
        const name = String(input(args).name ?? '').trim();
        if (!name || [...name].length > passkeyNameMaxLength) return { passkey: null, error: userError('PASSKEY_NAME_INVALID', { field: 'name' }) };
        passkey.name = name;
        return { passkey: out(passkey), error: null };
      },
      deletePasskey: (_parent, args, ctx) => {
        const error = refusal(ctx, 'deletePasskey') ?? mockStepUpRefusal(state, ctx);
        if (error) return { ok: false, error };
        const passkey = find(ctx, input(args).id);
        if (!passkey) return { ok: false, error: userError('PASSKEY_NOT_FOUND') };
        if (passwordless(ctx) && mine(ctx).length <= 1) return { ok: false, error: userError('LAST_WAY_IN') };
        const wrong = wrongPassword(ctx, input(args).currentPassword, false);
        if (wrong) return { ok: false, error: wrong };
        passkeysOf(state).splice(passkeysOf(state).indexOf(passkey), 1);
        return { ok: true, error: null };
      },
      startPasskeySignIn: (_parent, _args, ctx) => {
        const error = forcedError(ctx.mockError, 'startPasskeySignIn');
        if (error) return { ceremonyId: null, options: null, error };
        return { ceremonyId: challenge(), options: { challenge: challenge(), timeout: 300_000, rpId: hostname(), allowCredentials: null, userVerification: 'required', hints: null }, error: null };
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
