// Forgotten password, step 1: "mail me a reset link". The answer never depends on whether an account
// matches: the request only goes through throttles that treat every identifier alike and lands in a
// queue; the reissue worker looks the account up later, on its own schedule (reissue-worker.ts).
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import { sortableId } from '../lib/crypto.js';
import { normalizeIdentifier } from '../../shared/text.js';
import { checkIpLimit, checkReissueIdentifierLimit } from '../throttle/throttle.service.js';

export type PasswordReissueAccepted = components['schemas']['PasswordReissueAccepted'];

export interface StartReissueInput {
  identifier: string;
  clientIp: string;
}

export async function startPasswordReissue(ctx: ServiceContext, input: StartReissueInput): Promise<PasswordReissueAccepted> {
  const now = ctx.clock.now();
  const normalized = normalizeIdentifier(input.identifier);
  // Only spaces: a typing slip, and one that is the same for every account.
  if (normalized.length === 0) throw new AppError('VALIDATION_FAILED', 400, { field: 'identifier' }, 'Invalid request field: identifier');
  await checkIpLimit(ctx.db, ctx.throttle, 'reissue', input.clientIp, now);
  await checkReissueIdentifierLimit(ctx.db, ctx.throttle, normalized, now);
  await ctx.db
    .insertInto('password_reissue_requests')
    .values({ id: sortableId(), identifier_normalized: normalized, created_at: now.toISOString(), processed_at: null })
    .execute();
  return { accepted: true };
}
