// The passkey step-up: an assertion by one of the account's own passkeys, with user verification, to
// a challenge bound to this session (webauthn.ts: 5 minutes, once). Another account's passkey, a
// replayed or stale ceremony, or a signature that does not verify: PASSKEY_VERIFICATION_FAILED.
// The authenticator app's step-up is here too: one code, checked by h/totp's function.
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import type { ClientInfo } from '../lib/device.js';
import { normalizeCode } from '../../shared/code.js';
import { listPasskeys, recordPasskeyUse } from '../passkeys/passkey.repository.js';
import { challengeMatches, ceremonyLifetimeMs, consumeCeremony, relyingPartyOf, startCeremony } from '../passkeys/webauthn.js';
import { requireLiveSession } from '../sessions/session.service.js';
import { checkIpLimit } from '../throttle/throttle.service.js';
import { verifyAuthenticatorAppCode } from './authenticator-app.js';
import { recordProof, type StepUpMethod } from './step-up-methods.js';
import { requireMethodAllowed, stepUpStatusOf, type StepUpStatus } from './step-up.guard.js';

type Schemas = components['schemas'];

// A ceremony of its own purpose: a sign-in's or a registration's challenge cannot finish a step-up.
const purpose = 'step_up';

export async function startPasskeyStepUp(ctx: ServiceContext, token: string | undefined): Promise<Schemas['PasskeySignInCeremony']> {
  const now = ctx.clock.now();
  const { session, account } = await requireLiveSession(ctx, token, now);
  await requireMethodAllowed(ctx, account, 'PASSKEY');
  const passkeys = await listPasskeys(ctx.db, account.id);
  const { ceremonyId, challenge } = await startCeremony(ctx.db, purpose, now, { accountId: account.id, sessionHash: session.token_hash });
  const rp = relyingPartyOf(ctx.publicUrl);
  return {
    ceremonyId,
    options: {
      challenge,
      rpId: rp.id,
      timeout: ceremonyLifetimeMs,
      userVerification: 'required',
      // This account's passkeys only: the browser offers no other.
      allowCredentials: passkeys.map((p) => ({ id: p.credential_id, type: 'public-key' as const, ...(p.transports ? { transports: JSON.parse(p.transports) as string[] } : {}) })),
    },
  };
}

export interface FinishPasskeyStepUpInput {
  sessionToken: string | undefined;
  ceremonyId: string;
  response: Schemas['AuthenticationResponse'];
  client: ClientInfo;
}

export async function finishPasskeyStepUp(ctx: ServiceContext, input: FinishPasskeyStepUpInput): Promise<StepUpStatus> {
  const now = ctx.clock.now();
  const { session, account } = await requireLiveSession(ctx, input.sessionToken, now);
  await checkIpLimit(ctx.db, ctx.throttle, 'code', input.client.ip, now);
  await requireMethodAllowed(ctx, account, 'PASSKEY');
  // Used up before the signature is checked: a replayed or stale ceremony fails, however good the signature.
  const ceremony = await consumeCeremony(ctx.db, input.ceremonyId, purpose, now, { accountId: account.id, sessionHash: session.token_hash });
  if (!ceremony) throw appError('PASSKEY_VERIFICATION_FAILED');
  const passkey = (await listPasskeys(ctx.db, account.id)).find((p) => p.credential_id === input.response.id);
  if (!passkey) throw appError('PASSKEY_VERIFICATION_FAILED');
  const rp = relyingPartyOf(ctx.publicUrl);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challengeMatches(ceremony),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: passkey.counter, ...(passkey.transports ? { transports: JSON.parse(passkey.transports) as string[] } : {}) },
      requireUserVerification: true,
    });
  } catch {
    // A signature cannot be guessed: no delay or lock to count towards, only the per-IP window above.
    throw appError('PASSKEY_VERIFICATION_FAILED');
  }
  const { newCounter, credentialBackedUp, userVerified } = verified.authenticationInfo;
  // The counter moves on as at a sign-in (conditional: a copied credential's replay loses).
  if (!verified.verified || !userVerified || !(await recordPasskeyUse(ctx.db, passkey.id, newCounter, credentialBackedUp, now.toISOString()))) {
    throw appError('PASSKEY_VERIFICATION_FAILED');
  }
  return proven(ctx, session, account, 'PASSKEY', now);
}

export interface VerifyAppStepUpInput {
  sessionToken: string | undefined;
  code: string;
  client: ClientInfo;
}

export async function verifyAuthenticatorAppStepUp(ctx: ServiceContext, input: VerifyAppStepUpInput): Promise<StepUpStatus> {
  const now = ctx.clock.now();
  const { session, account } = await requireLiveSession(ctx, input.sessionToken, now);
  await checkIpLimit(ctx.db, ctx.throttle, 'code', input.client.ip, now);
  await requireMethodAllowed(ctx, account, 'AUTHENTICATOR_APP');
  const code = normalizeCode(input.code);
  if (code === null) throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, 'The code must be 6 digits.');
  if (!(await verifyAuthenticatorAppCode(ctx, account, code, now))) throw new AppError('INVALID_CODE', 400);
  return proven(ctx, session, account, 'AUTHENTICATOR_APP', now);
}

async function proven(ctx: ServiceContext, session: Parameters<typeof stepUpStatusOf>[1], account: Parameters<typeof stepUpStatusOf>[2], method: StepUpMethod, now: Date): Promise<StepUpStatus> {
  await recordProof(ctx.db, session.token_hash, method, now);
  return stepUpStatusOf(ctx, { ...session, step_up_method: method, step_up_at: now.toISOString() }, account, now);
}
