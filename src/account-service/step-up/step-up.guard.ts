// The guard every sensitive operation calls before it acts (changing the e-mail address or the
// password, adding or removing a passkey, allowing an app, every administrator's action): without a
// fresh proof of the strongest method the account has, 403 STEP_UP_REQUIRED naming that method, which
// the gateway passes on as the GraphQL code and the SPA answers with its step-up dialog.
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import type { AccountRow } from '../accounts/account.repository.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { requireLiveSession } from '../sessions/session.service.js';
import { freshUntil, stepUpMethodsOf, type StepUpMethod } from './step-up-methods.js';

export type StepUpStatus = components['schemas']['StepUpStatus'];

export const stepUpRequired = (method: StepUpMethod) => new AppError('STEP_UP_REQUIRED', 403, { stepUpMethod: method });

/** The methods, the one a sensitive action needs now, and until when this session's proof holds it. */
export async function stepUpStatusOf(ctx: ServiceContext, session: SessionRow, account: AccountRow, now: Date): Promise<StepUpStatus> {
  const methods = await stepUpMethodsOf(ctx.db, account.id);
  const required = methods[0] ?? 'EMAIL_CODE_AND_PASSWORD';
  return { methods, requiredMethod: required, freshUntil: freshUntil(session, required, now)?.toISOString() ?? null };
}

/** Passes when the session holds a fresh proof of the account's strongest method; 403 STEP_UP_REQUIRED otherwise. */
export async function requireFreshProof(ctx: ServiceContext, session: SessionRow, account: AccountRow, now: Date): Promise<void> {
  const status = await stepUpStatusOf(ctx, session, account, now);
  if (status.freshUntil === null) throw stepUpRequired(status.requiredMethod);
}

/** The same for a session known by its token (401 UNAUTHENTICATED without a live one). */
export async function requireStepUp(ctx: ServiceContext, token: string | undefined, now: Date): Promise<void> {
  const { session, account } = await requireLiveSession(ctx, token, now);
  await requireFreshProof(ctx, session, account, now);
}

/** The method a step-up start or finish may use: only the strongest the account has (the others would not count). */
export async function requireMethodAllowed(ctx: ServiceContext, account: AccountRow, method: StepUpMethod): Promise<void> {
  const [required = 'EMAIL_CODE_AND_PASSWORD'] = await stepUpMethodsOf(ctx.db, account.id);
  if (required !== method) throw stepUpRequired(required);
}
