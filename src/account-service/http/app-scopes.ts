// Which operations an app's access token may call, and with which scope: the REST contract says so
// with `x-app-scope` on the operation (generated into operations[…].appScope). No scope: refused.
import { operations } from '../generated/account-api.operations.js';
import type { ApiScope } from '../oidc/access-tokens.js';

type OperationId = keyof typeof operations;

const byRoute: ReadonlyMap<string, ApiScope> = new Map(
  Object.values(operations)
    .filter((op) => op.appScope !== null)
    .map((op) => [`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op.appScope as ApiScope]),
);

/** The scope an app's token needs for an operation, or null when apps' tokens are refused. */
export function appScopeOf(operationId: OperationId): ApiScope | null {
  return (operations[operationId].appScope as ApiScope | null) ?? null;
}

/** The same, by the route Fastify matched ("GET", "/v1/session"). */
export function appScopeOfRoute(method: string, url: string | undefined): ApiScope | null {
  return byRoute.get(`${method} ${url ?? ''}`) ?? null;
}
