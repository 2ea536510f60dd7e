// Hooks that only the GraphQL endpoint needs belong to its routes (Fastify's route-level hooks, added
// as Mercurius declares them), rather than run for every request of every route and each ask "is this
// /graphql?" (request.routeOptions builds a fresh object on every read). As before, they follow the
// route the router matched, never the raw URL: /graphq%6C is /graphql too, and every method Mercurius
// declares there (GET, its HEAD, POST) has them.
import type {
  FastifyInstance, onRequestHookHandler, onResponseHookHandler, onSendHookHandler, preHandlerHookHandler, preValidationHookHandler,
} from 'fastify';

export interface RouteHooks {
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
  preHandler?: preHandlerHookHandler;
  onSend?: onSendHookHandler;
  onResponse?: onResponseHookHandler;
}

/**
 * Adds hooks to the routes declared at `path` from now on. Each runs after the hooks registered for
 * every route and the route's own, and after those added here earlier, in the order of the calls.
 */
export function addRouteHooks(app: FastifyInstance, path: string, hooks: RouteHooks): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== path) return;
    const options = route as unknown as Record<keyof RouteHooks, unknown>;
    for (const name of Object.keys(hooks) as Array<keyof RouteHooks>) {
      const declared = options[name];
      options[name] = [...(declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]), hooks[name]];
    }
  });
}
