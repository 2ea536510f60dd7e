// One REST call per GraphQL operation (issue 15): a signed-in operation checks the caller's session
// itself, with the rule of the GraphQL field it is called for, in the same call that does the work.
// The operations that take the rule say so in the contract (the X-Required-Roles parameter); for
// them this hook runs as the request arrives, before the body is read or validated: no live session
// is 401 UNAUTHENTICATED, a rule the account does not meet is 403 FORBIDDEN (session.service.ts's
// accessRefusal, the one statement of the rule), and the route never runs. An admitted call counts as
// use for the idle timeout and answers, whatever its outcome, the session it was admitted with in
// X-Current-Session, which the gateway keeps for the rest of its request instead of asking again.
// The route's own rule (requireUnrestrictedSession, the admin role) still applies: the headers add.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { Role } from '../db/schema.js';
import { operations } from '../generated/account-api.operations.js';
import { AppError } from '../http/errors.js';
import { sessionTokenOf } from '../http/request.js';
import { appScopeOfRoute } from '../http/app-scopes.js';
import { currentCallerOf, requireCaller, type AccessRule } from './session.service.js';

export const REQUIRED_ROLES_HEADER = 'x-required-roles';
export const ALLOW_MUST_CHANGE_HEADER = 'x-allow-must-change-password';
export const CURRENT_SESSION_HEADER = 'x-current-session';

interface ContractParameter {
  readonly name: string;
  readonly in: string;
}

/** "METHOD /fastify/:pattern" of every operation whose contract takes X-Required-Roles. */
const checkedRoutes: ReadonlySet<string> = new Set(
  Object.values(operations)
    .filter((op) => (op.parameters as readonly ContractParameter[]).some((p) => p.in === 'header' && p.name.toLowerCase() === REQUIRED_ROLES_HEADER))
    .map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
);

const ROLES = /^(user|admin)(,(user|admin))*$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The rule the caller sent; without X-Required-Roles any role passes, and so does must-change unless said otherwise. */
export function ruleOf(request: FastifyRequest): AccessRule {
  const roles = header(request, REQUIRED_ROLES_HEADER);
  const allow = header(request, ALLOW_MUST_CHANGE_HEADER);
  if (roles !== undefined && !ROLES.test(roles)) throw new AppError('VALIDATION_FAILED', 400, { field: REQUIRED_ROLES_HEADER });
  if (allow !== undefined && allow !== 'true' && allow !== 'false') throw new AppError('VALIDATION_FAILED', 400, { field: ALLOW_MUST_CHANGE_HEADER });
  return {
    roles: roles === undefined ? null : (roles.split(',') as Role[]),
    allowMustChangePassword: allow !== undefined ? allow === 'true' : roles === undefined,
  };
}

export function registerSessionAccess(app: FastifyInstance, ctx: ServiceContext): void {
  // After the service credential's check (registered before this), inside the request's deadline.
  app.addHook('onRequest', async (request, reply) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (!checkedRoutes.has(`${method} ${request.routeOptions.url}`)) return;
    const now = ctx.clock.now();
    // An app's access token passes only where the contract names a scope it was granted (x-app-scope).
    const caller = await requireCaller(ctx, sessionTokenOf(request), now, ruleOf(request), appScopeOfRoute(method, request.routeOptions.url));
    reply.header(CURRENT_SESSION_HEADER, currentSessionHeader(await currentCallerOf(ctx, caller, now)));
  });
}

/** X-Current-Session's value. Names and addresses are not Latin-1: the JSON travels base64url-encoded. */
export function currentSessionHeader(current: unknown): string {
  return Buffer.from(JSON.stringify(current)).toString('base64url');
}
