// What the signed-in operations (behind @auth) do with a failed REST call.
import type { RestFailure } from '../account-api.client';
import type { GatewayContext } from '../context';
import type { UserError } from '../generated/resolvers';
import { isUnauthenticated, toUserError, type RestSubject } from '../rest-errors';

/** The UserError of a failed call; a session that has ended meanwhile also drops the browser's dead cookie. */
export function signedInFailure(ctx: GatewayContext, failure: RestFailure, subject: RestSubject = 'none'): UserError {
  if (ctx.sessionSource === 'cookie' && isUnauthenticated(failure)) ctx.cookies.clearSession();
  return toUserError(failure, subject);
}
