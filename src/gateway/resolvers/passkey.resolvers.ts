// Passkeys: Viewer.passkeys, adding (two steps), renaming and deleting them (behind @auth), and the
// passkey sign-in of a browser (two steps; the session comes as the HttpOnly cookie, as after the
// mailed code). The WebAuthn JSON passes through typed both ways: GraphQL inputs mirror the browser's
// RegistrationResponseJSON and AuthenticationResponseJSON, outputs the creation and request options.
import { z } from 'zod';
import type { RestAuthenticationResponse, RestPasskey, RestRegistrationResponse } from '../account-api.client';
import { mapEnum, toViewer } from '../account.mapper';
import { exposedUserError } from '../exposed-error';
import type { GatewayContext } from '../context';
import type { MutationResolvers, Passkey, PasskeyProvider, ViewerResolvers } from '../generated/resolvers';
import { passkeyProviderIds, type PasskeyProviderId } from '../../shared/passkey-providers';
import { toUserError } from '../rest-errors';
import { chars, fieldChecker } from './inputs';
import { startBrowserSession } from './login.resolvers';
import { signedInFailure } from './signed-in';

const check = fieldChecker({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  ceremonyId: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  name: chars(1, 100),
  currentPassword: chars(1, 1024),
});

const providers = Object.fromEntries(passkeyProviderIds.map((id) => [id, id.toUpperCase() as PasskeyProvider])) as Record<PasskeyProviderId, PasskeyProvider>;

function toPasskey(passkey: RestPasskey): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
    synced: passkey.synced,
    credentialId: passkey.credentialId,
    provider: passkey.provider === null ? null : mapEnum(providers, passkey.provider, 'passkey provider'),
  };
}

// Viewer.passkeys and Viewer.passkeyOwner come from one REST answer: asked once per request.
const passkeyLists = new WeakMap<GatewayContext, ReturnType<GatewayContext['api']['listPasskeys']>>();

async function passkeyListOf(ctx: GatewayContext) {
  let pending = passkeyLists.get(ctx);
  if (!pending) {
    pending = ctx.api.listPasskeys(ctx);
    passkeyLists.set(ctx, pending);
  }
  const result = await pending;
  if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
  return result.data;
}

/** GraphQL's null for "absent" becomes JSON's absence, which the REST contract's schemas expect. */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, withoutNulls(v)])) as T;
}

export const viewerPasskeyFields: ViewerResolvers = {
  passkeys: async (_viewer, _args, ctx) => (await passkeyListOf(ctx)).passkeys.map(toPasskey),
  passkeyOwner: async (_viewer, _args, ctx) => {
    const list = await passkeyListOf(ctx);
    return { rpId: list.rpId, userHandle: list.userHandle };
  },
};

export const passkeyMutations: MutationResolvers = {
  startPasskeyRegistration: async (_parent, { input }, ctx) => {
    const invalid = check({ currentPassword: input.currentPassword });
    if (invalid) return { ceremonyId: null, options: null, error: invalid };
    const result = await ctx.api.startPasskeyRegistration(ctx, input.currentPassword ?? null);
    if (!result.ok) return { ceremonyId: null, options: null, error: signedInFailure(ctx, result.failure) };
    return { ceremonyId: result.data.ceremonyId, options: result.data.options, error: null };
  },

  finishPasskeyRegistration: async (_parent, { input }, ctx) => {
    // A blank name means "name it after the device".
    const name = input.name?.trim() ? input.name : null;
    const invalid = check({ ceremonyId: input.ceremonyId, name });
    if (invalid) return { passkey: null, error: invalid.field === 'ceremonyId' ? { code: 'PASSKEY_VERIFICATION_FAILED' } : { code: 'PASSKEY_NAME_INVALID', field: 'name' } };
    const response = withoutNulls(input.response) as RestRegistrationResponse;
    const result = await ctx.api.finishPasskeyRegistration(ctx, input.ceremonyId, name, response);
    if (!result.ok) return { passkey: null, error: signedInFailure(ctx, result.failure) };
    return { passkey: toPasskey(result.data), error: null };
  },

  renamePasskey: async (_parent, { input }, ctx) => {
    const invalid = check({ id: input.id, name: input.name });
    if (invalid) return { passkey: null, error: invalid.field === 'id' ? { code: 'PASSKEY_NOT_FOUND' } : { code: 'PASSKEY_NAME_INVALID', field: 'name' } };
    const result = await ctx.api.renamePasskey(ctx, input.id, input.name);
    if (!result.ok) return { passkey: null, error: signedInFailure(ctx, result.failure) };
    return { passkey: toPasskey(result.data), error: null };
  },

  deletePasskey: async (_parent, { input }, ctx) => {
    const invalid = check({ id: input.id, currentPassword: input.currentPassword });
    if (invalid) return { ok: false, error: invalid.field === 'id' ? { code: 'PASSKEY_NOT_FOUND' } : invalid };
    const result = await ctx.api.deletePasskey(ctx, input.id, input.currentPassword ?? null);
    if (!result.ok) return { ok: false, error: signedInFailure(ctx, result.failure) };
    return { ok: true, error: null };
  },

  startPasskeySignIn: async (_parent, _args, ctx) => {
    const result = await ctx.api.startPasskeySignIn(ctx);
    if (!result.ok) return { ceremonyId: null, options: null, error: toUserError(result.failure, 'none') };
    return { ceremonyId: result.data.ceremonyId, options: result.data.options, error: null };
  },

  finishPasskeySignIn: async (_parent, { input }, ctx) => {
    // A ceremony that cannot be one fails like every other failure: as a wrong password.
    if (check({ ceremonyId: input.ceremonyId })) return { viewer: null, error: { code: 'INVALID_CREDENTIALS' } };
    const response = withoutNulls(input.response) as RestAuthenticationResponse;
    const result = await ctx.api.finishPasskeySignIn(ctx, input.ceremonyId, response, ctx.deviceToken);
    if (!result.ok) return { viewer: null, error: toUserError(result.failure, 'none') };
    await startBrowserSession(ctx, result.data);
    if (result.data.deviceToken) ctx.cookies.setDevice(result.data.deviceToken);
    return { viewer: toViewer(result.data), error: null };
  },
};
