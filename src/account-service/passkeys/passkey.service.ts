// Adding, listing, renaming and deleting the signed-in account's passkeys. Adding and deleting need
// the current password, whatever the session's age: a session alone (an intruder's fresh one, say)
// must not be able to plant a way in that outlives a password reset. Both mail the owner and leave
// an event in the account's activity, in the change's transaction; the notice of an added passkey
// carries its own "this was not me" link, which removes it.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { ServiceContext } from '../context.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { appError } from '../http/errors.js';
import { sortableId } from '../lib/crypto.js';
import type { ClientInfo } from '../lib/device.js';
import { isUniqueViolation } from '../db/errors.js';
import { findAccountById, type AccountRow } from '../accounts/account.repository.js';
import { isPasswordless } from '../accounts/account.model.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { issueNotMeLink } from '../activity/not-me-links.js';
import { deviceLabel, passkeyChangedMail } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { reauthenticate } from '../password/current-password.js';
import { recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import { normalizeLine } from '../../shared/profile-fields.js';
import { numberedPasskeyName, passkeyNameMaxLength } from '../../shared/passkey-names.js';
import {
  countPasskeys,
  deleteOwnPasskey,
  findOwnPasskey,
  insertPasskey,
  listPasskeys,
  maxPasskeysPerAccount,
  renameOwnPasskey,
  toApiPasskey,
  type ApiPasskey,
  type PasskeyRow,
} from './passkey.repository.js';
import { challengeMatches, ceremonyLifetimeMs, consumeCeremony, relyingPartyOf, startCeremony } from './webauthn.js';

type Schemas = components['schemas'];

function passkeyName(value: string): string {
  const name = normalizeLine(value, passkeyNameMaxLength);
  if (!name) throw appError('PASSKEY_NAME_INVALID', { field: 'name' });
  return name;
}

/** The WebAuthn user handle of an account: its random internal id's bytes (as given at registration), base64url. */
export const userHandleOf = (account: Pick<AccountRow, 'id'>): string => Buffer.from(account.id, 'utf8').toString('base64url');

export async function listOwnPasskeys(ctx: ServiceContext, token: string | undefined): Promise<Schemas['PasskeyList']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  await recordActivity(ctx, session, now);
  const passkeys = (await listPasskeys(ctx.db, account.id)).map(toApiPasskey);
  return { passkeys, rpId: relyingPartyOf(ctx.publicUrl).id, userHandle: userHandleOf(account) };
}

export interface StartRegistrationInput {
  sessionToken: string | undefined;
  currentPassword?: string | undefined;
  client: ClientInfo;
}

export async function startPasskeyRegistration(ctx: ServiceContext, input: StartRegistrationInput): Promise<Schemas['PasskeyRegistrationCeremony']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await requireFreshProof(ctx, session, account, now);
  await reauthenticate(ctx, session, account, input.currentPassword, now, input.client);
  const existing = await listPasskeys(ctx.db, account.id);
  if (existing.length >= maxPasskeysPerAccount) throw appError('PASSKEY_LIMIT_REACHED');
  const rp = relyingPartyOf(ctx.publicUrl);
  const { ceremonyId, challenge } = await startCeremony(ctx.db, 'registration', now, { accountId: account.id, sessionHash: session.token_hash });
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.login_id,
    userDisplayName: account.name,
    // The WebAuthn user handle: the account's random internal id, nothing a person could read.
    userID: new Uint8Array(Buffer.from(userHandleOf(account), 'base64url')),
    // As bytes: a string would be taken as text and encoded once more.
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: ceremonyLifetimeMs,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, ...(p.transports ? { transports: JSON.parse(p.transports) as string[] } : {}) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await recordActivity(ctx, session, now);
  return { ceremonyId, options: options as Schemas['PasskeyCreationOptions'] };
}

export interface FinishRegistrationInput {
  sessionToken: string | undefined;
  ceremonyId: string;
  name?: string | undefined;
  response: Schemas['RegistrationResponse'];
  client: ClientInfo;
}

export async function finishPasskeyRegistration(ctx: ServiceContext, input: FinishRegistrationInput): Promise<ApiPasskey> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  // A name the user gave is theirs (checked before the ceremony is spent); without one, the device's,
  // numbered under the account's lock below when a passkey of the account is called that already.
  const chosenName = input.name && input.name.trim() !== '' ? passkeyName(input.name) : undefined;
  // This session's own ceremony, once.
  const ceremony = await consumeCeremony(ctx.db, input.ceremonyId, 'registration', now, { accountId: account.id, sessionHash: session.token_hash });
  if (!ceremony) throw appError('PASSKEY_VERIFICATION_FAILED');
  const rp = relyingPartyOf(ctx.publicUrl);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challengeMatches(ceremony),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw appError('PASSKEY_VERIFICATION_FAILED');
  }
  if (!verified.verified) throw appError('PASSKEY_VERIFICATION_FAILED');
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verified.registrationInfo;
  const verifiedRow: Omit<PasskeyRow, 'name'> = {
    id: sortableId(),
    account_id: account.id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp ? 1 : 0,
    aaguid,
    created_at: now.toISOString(),
    last_used_at: null,
  };
  let row: PasskeyRow;
  try {
    row = await runTransaction(ctx.db, async (trx) => {
      await lockAccountRow(trx, account.id);
      const current = await listPasskeys(trx, account.id);
      if (current.length >= maxPasskeysPerAccount) throw appError('PASSKEY_LIMIT_REACHED');
      const name = chosenName ?? numberedPasskeyName(deviceLabel(input.client.device, account.locale), current.map((p) => p.name));
      const inserted: PasskeyRow = { ...verifiedRow, name };
      await insertPasskey(trx, inserted);
      const eventId = await recordEvent(trx, { accountId: account.id, kind: 'passkey_added', now, client: input.client, sessionId: session.public_id, details: { passkeyName: name } });
      const notMeLink = await issueNotMeLink(trx, ctx.publicUrl, account.id, eventId, now);
      await enqueueMail(trx, account.email, passkeyChangedMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, change: 'added', passkeyName: name, at: now, notMeLink }), now);
      return inserted;
    });
  } catch (error) {
    // The credential is this account's or another's already: one credential belongs to one account.
    if (isUniqueViolation(error)) throw appError('PASSKEY_ALREADY_REGISTERED');
    throw error;
  }
  ctx.mailQueued();
  await recordActivity(ctx, session, now);
  return toApiPasskey(row);
}

export async function renamePasskey(ctx: ServiceContext, token: string | undefined, id: string, newName: string): Promise<ApiPasskey> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  const row = await renameOwnPasskey(ctx.db, account.id, id, passkeyName(newName));
  if (!row) throw appError('PASSKEY_NOT_FOUND');
  await recordActivity(ctx, session, now);
  return toApiPasskey(row);
}

export interface DeletePasskeyInput {
  sessionToken: string | undefined;
  id: string;
  /** Not asked of a passkey-first account (its passkey step-up is the re-authentication). */
  currentPassword?: string | undefined;
  client: ClientInfo;
}

export async function deletePasskey(ctx: ServiceContext, input: DeletePasskeyInput): Promise<void> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await requireFreshProof(ctx, session, account, now);
  await reauthenticate(ctx, session, account, input.currentPassword, now, input.client);
  const deleted = await runTransaction(ctx.db, async (trx) => {
    // Under the account's lock, as 「パスワードを使わない」 checks for a passkey: the last passkey of
    // an account without a password is its way in (passkey-first/passwordless.service.ts).
    await lockAccountRow(trx, account.id);
    const current = await findAccountById(trx, account.id);
    if (current && isPasswordless(current) && (await countPasskeys(trx, account.id)) <= 1 && (await findOwnPasskey(trx, account.id, input.id))) throw appError('LAST_WAY_IN');
    const row = await deleteOwnPasskey(trx, account.id, input.id);
    if (!row) return undefined;
    await recordEvent(trx, { accountId: account.id, kind: 'passkey_removed', now, client: input.client, sessionId: session.public_id, details: { passkeyName: row.name } });
    await enqueueMail(trx, account.email, removedMail(ctx, account, row.name, now), now);
    return row;
  });
  if (!deleted) throw appError('PASSKEY_NOT_FOUND');
  ctx.mailQueued();
  await recordActivity(ctx, session, now);
}

const removedMail = (ctx: ServiceContext, account: AccountRow, passkeyName: string, at: Date) =>
  passkeyChangedMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, change: 'removed', passkeyName, at });
