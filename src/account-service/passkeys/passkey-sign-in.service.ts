// Signing in with a passkey: a verified assertion with user verification is a complete sign-in (no
// password, no mailed code), with the session rules of the two-step login. Every failure answers
// INVALID_CREDENTIALS like a wrong password, in the same throttling: the per-IP window, and for a
// known credential its account's progressive delay and lock. An unknown credential says nothing of
// any account.
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { ServiceContext } from '../context.js';
import { lockAccountRow, transactionWithRetry } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import type { ClientInfo } from '../lib/device.js';
import { effectiveStatus, toApiAccount } from '../accounts/account.model.js';
import { findAccountById, updateAccount } from '../accounts/account.repository.js';
import { recordSignIn } from '../activity/sign-in.js';
import { countAccountFailure } from '../login/login.service.js';
import { SignInRefused } from '../metrics.js';
import { openSession, sessionInfo } from '../sessions/session.service.js';
import { checkIpLimit, clearLoginDelay, loginDelayKey, reserveLoginTry } from '../throttle/throttle.service.js';
import { findPasskeyByCredentialId, recordPasskeyUse } from './passkey.repository.js';
import { newDeviceToken, verifyDeviceToken } from '../login/risk/device-token.js';
import { decideSignIn } from '../login/risk/risk-decision.js';
import { accountSignals, attemptRiskOf, noPattern } from '../login/risk/sign-in-risk.js';
import { challengeMatches, ceremonyLifetimeMs, consumeSignInCeremony, relyingPartyOf, startSignInCeremony } from './webauthn.js';

type Schemas = components['schemas'];

/**
 * A ceremony is started as /login opens (for the browser's passkey autofill), so starting one does not
 * count against the per-IP sign-in window, and writes nothing (webauthn.ts); finishing one does.
 */
export async function startPasskeySignIn(ctx: ServiceContext): Promise<Schemas['PasskeySignInCeremony']> {
  const now = ctx.clock.now();
  const rp = relyingPartyOf(ctx.publicUrl);
  const { ceremonyId, challenge } = await startSignInCeremony(ctx.db, now);
  // Discoverable credentials: no allowCredentials, so nothing here names an account.
  return { ceremonyId, options: { challenge, rpId: rp.id, timeout: ceremonyLifetimeMs, userVerification: 'required' } };
}

export interface FinishPasskeySignInInput {
  ceremonyId: string;
  response: Schemas['AuthenticationResponse'];
  client: ClientInfo;
  /** This browser's device cookie, as the gateway carried it. */
  deviceToken?: string | undefined;
}

const refused = (reason: 'invalid' | 'locked' = 'invalid') => new SignInRefused(reason);

export async function finishPasskeySignIn(ctx: ServiceContext, input: FinishPasskeySignInInput): Promise<Schemas['SessionGrant']> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'login', input.client.ip, now);
  const passkey = await findPasskeyByCredentialId(ctx.db, input.response.id);
  const account = passkey ? await findAccountById(ctx.db, passkey.account_id) : undefined;
  if (!passkey || !account) throw refused();
  // Used up before the signature is checked: a replayed or stale ceremony fails, however good the
  // signature. (An unknown credential writes nothing at all.)
  const ceremony = await consumeSignInCeremony(ctx.db, input.ceremonyId, now);
  if (!ceremony) throw refused();

  // The account's own delay, reserved before the check, exactly like a password try.
  const delayKey = loginDelayKey(account.login_id_normalized);
  await reserveLoginTry(ctx.db, ctx.throttle, delayKey, now);
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
  } catch (error) {
    // A counter that went back means the credential was copied: refused, and on the owner's record.
    const regression = error instanceof Error && /counter value/i.test(error.message);
    await countAccountFailure(ctx, account.id, now, input.client, regression ? { step: 'passkey', clonedPasskey: passkey.name } : { step: 'passkey' });
    throw refused();
  }
  if (!verified.verified || !verified.authenticationInfo.userVerified) {
    await countAccountFailure(ctx, account.id, now, input.client, { step: 'passkey' });
    throw refused();
  }

  // The risk rules: a passkey is a complete sign-in wherever it is used; a new device, network or a
  // recent report adds the notice (risk/risk-decision.ts). A passkey cannot be sprayed: no patterns.
  const started = performance.now();
  const deviceId = await verifyDeviceToken(ctx.db, input.deviceToken);
  const signals = await accountSignals(ctx.db, ctx.activity.newDeviceLookbackDays, account, input.client, deviceId, now);
  const decision = decideSignIn({ method: 'passkey', ...signals, breached: 'not_checked', ...noPattern }, ctx.risk.limits);
  ctx.metrics.riskSeconds.observe({ method: 'passkey', part: 'rules' }, (performance.now() - started) / 1000);
  const device = deviceId !== null ? { deviceId, token: undefined } : await newDeviceToken(ctx.db);
  const risk = attemptRiskOf(decision, device.deviceId);

  const nowIso = now.toISOString();
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const grant = await transactionWithRetry(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    const current = await findAccountById(trx, account.id);
    // A locked or disabled account fails here exactly as it does after the mailed code.
    if (!current || effectiveStatus(current, now) !== 'active') return null;
    // Conditional on the counter still being behind (or unused, as synced passkeys keep it at 0).
    if (!(await recordPasskeyUse(trx, passkey.id, newCounter, credentialBackedUp, nowIso))) return null;
    await clearLoginDelay(trx, delayKey);
    await updateAccount(trx, current.id, { previous_login_at: current.last_login_at, last_login_at: nowIso });
    const { token, row } = await openSession(trx, ctx, current.id, now, { client: input.client, kind: 'browser', method: 'passkey' });
    const noticeQueued = await recordSignIn(trx, ctx, current, row, input.client, now, risk, passkey.id);
    const signedIn = { ...current, previous_login_at: current.last_login_at, last_login_at: nowIso };
    return { grant: { token, account: toApiAccount(signedIn, now), session: sessionInfo(ctx, row) }, noticeQueued };
  });
  if (!grant) {
    await countAccountFailure(ctx, account.id, now, input.client, { step: 'passkey' });
    throw refused(effectiveStatus(account, now) === 'locked' ? 'locked' : 'invalid');
  }
  if (grant.noticeQueued) ctx.mailQueued();
  for (const reason of decision.reasons) ctx.metrics.riskReasons.inc({ reason, method: 'passkey' });
  return device.token ? { ...grant.grant, deviceToken: device.token } : grant.grant;
}
