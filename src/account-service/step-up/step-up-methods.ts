// Step-up (PRODUCT.md "Second factors and step-up"): which proofs an account can give, which one a
// sensitive action needs (the strongest the account has), and whether a session holds it.
// Decisions the issue left open:
// - A sign-in is a proof of its kind, at its moment: a passkey sign-in is a PASSKEY proof, a password
//   + mailed-code sign-in an EMAIL_CODE_AND_PASSWORD one. It counts only when that kind is the
//   account's strongest (a passkey account that signed in with its password must still show a
//   passkey) and only for FRESH_PROOF_MS, like any other proof. So the age of a session never counts;
//   what counts is the kind and time of its last proof.
// - A proof at least as strong as the one required counts (a passkey proof still counts right after
//   the last passkey was removed).
import type { Kysely } from 'kysely';
import type { Database, SignInMethod, StepUpMethod } from '../db/schema.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { hasAuthenticatorApp } from './authenticator-app.js';

export type { StepUpMethod } from '../db/schema.js';

/** Strongest first. */
export const STEP_UP_METHODS: readonly StepUpMethod[] = ['PASSKEY', 'AUTHENTICATOR_APP', 'EMAIL_CODE_AND_PASSWORD'];

/** How long a proof lets the session do sensitive things. */
export const FRESH_PROOF_MS = 5 * 60_000;

const rank = (method: StepUpMethod): number => STEP_UP_METHODS.indexOf(method);

export function stepUpMethodOfSignIn(method: SignInMethod): StepUpMethod {
  // A recovery code stands in for the app (a lost phone): it proves what the app's code would.
  if (method === 'password_app' || method === 'password_recovery_code') return 'AUTHENTICATOR_APP';
  // A passkey-first account's recovery (a recovery code and the mailed code) stands in for its lost
  // passkey: for 5 minutes it may add a passkey or set a password, which is what recovery is for.
  if (method === 'recovery_code_code') return 'PASSKEY';
  return method === 'passkey' ? 'PASSKEY' : 'EMAIL_CODE_AND_PASSWORD';
}

/**
 * Whether a sign-in counts as a proof at all. A password + mailed-code sign-in is one only on a
 * browser known by its device cookie (or at the account's first sign-in ever), with nothing noticed:
 * the risk rules' `proves` (login/risk/sign-in-risk.ts). Otherwise an intruder with the password and
 * one code phished from the mailbox could change the address at once, which voids the owner's link in
 * the very notice of that sign-in; and a program's bearer sign-in, known only by its browser family and
 * network, is what any caller can send. Such a session steps up like any other (a second mailed code,
 * or a stronger method) before it changes the address, the password or a way in. An attempt with no
 * readable decision (stored before the rules) proves nothing either. The app's code, a recovery code
 * and a passkey are proofs of their kind wherever they are used (the app's code is a factor apart from
 * the mailbox and the password).
 */
export function signInIsProof(method: SignInMethod, risk: { proves?: boolean } | null): boolean {
  return method !== 'password_code' || risk?.proves === true;
}

/** The methods the account has, strongest first; every account has the e-mail code with its password. */
export async function stepUpMethodsOf(db: Kysely<Database>, accountId: string): Promise<StepUpMethod[]> {
  const passkey = await db.selectFrom('passkeys').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst();
  const methods: StepUpMethod[] = [];
  if (passkey) methods.push('PASSKEY');
  if (await hasAuthenticatorApp(db, accountId)) methods.push('AUTHENTICATOR_APP');
  methods.push('EMAIL_CODE_AND_PASSWORD');
  return methods;
}

/** When the session's proof stops counting for `required`, or null when it does not count now. */
export function freshUntil(session: Pick<SessionRow, 'step_up_method' | 'step_up_at'>, required: StepUpMethod, now: Date): Date | null {
  if (session.step_up_method === null || session.step_up_at === null) return null;
  if (rank(session.step_up_method) > rank(required)) return null;
  const until = new Date(Date.parse(session.step_up_at) + FRESH_PROOF_MS);
  return until > now ? until : null;
}

/** Records a proof on the session (only a live one: an ended session proves nothing). */
export async function recordProof(db: Kysely<Database>, tokenHash: string, method: StepUpMethod, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ step_up_method: method, step_up_at: now.toISOString() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
