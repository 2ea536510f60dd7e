// @auth, enforced on every field that carries it. The table of guarded fields is read from the
// schema's own AST at start (never a hand-written list), and each such field's resolver is wrapped,
// so graphql's executor and graphql-jit's compiled queries (which call the same field.resolve) both
// pass the guard. Rule: signed out → UNAUTHENTICATED; role not listed → FORBIDDEN; an account that
// must change its password → FORBIDDEN unless the field allows it.
//
// One REST call per operation (issue 15). Signed out is refused here, with no call. Otherwise the
// resolver runs with a context whose REST calls carry the field's rule (per field: sibling fields run
// concurrently), and the account service checks it in the same call, before the route does anything
// (401/403, which the resolver answers like any refusal). A resolver that made no call the account
// service checked (it answered from its input, its parent or a validation error) is judged afterwards
// against the request's session (viewer-session.ts: what this request's calls were admitted with, or
// one GET /v1/session), and its answer is replaced by the refusal: having made no call, it did nothing.
import type { GraphQLField, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { FieldAccess, RestFailure, RestResult } from './account-api.client';
import { toRestRole, toRole } from './account.mapper';
import { prefetchedKey, prefetchKey, type GatewayContext } from './context';
import { exposedUserError } from './exposed-error';
import type { Resolvers, Role, UserError } from './generated/resolvers';
import { graphql } from './graphql-runtime';
import { isUnauthenticated, toUserError } from './rest-errors';

const { defaultFieldResolver, getDirectiveValues, getNamedType, getNullableType, isNonNullType, isObjectType } = graphql;

export interface AuthRule {
  roles: readonly Role[];
  allowMustChangePassword: boolean;
  /** 退会: whether an account waiting for deletion may use the field (its cancel only). */
  allowClosing: boolean;
}

export interface GuardedField {
  typeName: string;
  fieldName: string;
  rule: AuthRule;
  /** How the field answers a refusal: its payload with `error` set, or an exposed GraphQL error. */
  refuse: (error: UserError) => unknown;
}

type AnyResolver = GraphQLFieldResolver<unknown, GatewayContext>;

/**
 * A payload type (an object with `error: UserError`) carries the refusal: its other fields are null
 * (false for a Boolean!). Any other return type gets an exposed error with `extensions.code`.
 */
function refusalFor(typeName: string, field: GraphQLField<unknown, unknown>): GuardedField['refuse'] {
  const type = getNullableType(field.type);
  const errorField = isObjectType(type) ? type.getFields()['error'] : undefined;
  if (!isObjectType(type) || !errorField || getNamedType(errorField.type).name !== 'UserError') {
    return (error) => {
      throw exposedUserError(error);
    };
  }
  const empty: Record<string, unknown> = {};
  for (const other of Object.values(type.getFields())) {
    if (other === errorField) continue;
    if (!isNonNullType(other.type)) empty[other.name] = null;
    else if (getNamedType(other.type).name === 'Boolean') empty[other.name] = false;
    else throw new Error(`@auth on ${typeName}.${field.name}: ${type.name}.${other.name} is non-null, so a refusal has no payload`);
  }
  return (error) => ({ ...empty, error });
}

/** Every field of the schema that carries @auth, with its rule (defaults applied by graphql). */
export function authTable(schema: GraphQLSchema): GuardedField[] {
  const directive = schema.getDirective('auth');
  if (!directive) return [];
  const table: GuardedField[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const values = field.astNode ? getDirectiveValues(directive, field.astNode) : undefined;
      if (!values) continue;
      const rule: AuthRule = { roles: values['roles'] as Role[], allowMustChangePassword: values['allowMustChangePassword'] === true, allowClosing: values['allowClosing'] === true };
      table.push({ typeName: type.name, fieldName: field.name, rule, refuse: refusalFor(type.name, field) });
    }
  }
  return table;
}

/** Why the request may not use a field with this rule, judged on the request's session (viewer-session.ts), or null when it may. */
export async function authRefusal(ctx: GatewayContext, rule: AuthRule): Promise<UserError | null> {
  if (ctx.sessionToken === null) return { code: 'UNAUTHENTICATED' };
  const result = await ctx.session.current();
  // The session has ended (or never was): a browser should stop sending the dead cookie.
  if (!result.ok) return refusalOf(ctx, result.failure);
  const { account } = result.data;
  if (!rule.roles.includes(toRole(account.role))) return { code: 'FORBIDDEN' };
  if (account.mustChangePassword && !rule.allowMustChangePassword) return { code: 'FORBIDDEN' };
  if (account.closingRequestedAt && !rule.allowClosing) return { code: 'FORBIDDEN' };
  return null;
}

/** What the account service said about the calls one guarded field's execution made. */
interface FieldVerdict extends FieldAccess {
  /** A call was refused for the session or its rule (401/403): the field's answer is that refusal. */
  refusal(): RestFailure | null;
  /** Every call made was judged by the account service (admitted or refused), or failed outright. */
  judged(): boolean;
}

function fieldAccess(ctx: GatewayContext, roles: string, allowMustChangePassword: 'true' | 'false'): FieldVerdict {
  let calls = 0;
  let unjudged = 0;
  let refused: RestFailure | null = null;
  return {
    roles,
    allowMustChangePassword,
    answered(method: string, result: RestResult<unknown>, currentSession: string | null) {
      calls++;
      const failure = result.ok ? null : result.failure;
      const status = failure === null ? 0 : failure.kind === 'network' ? 503 : failure.status;
      if (status === 401 || status === 403) {
        refused ??= failure;
        // The session is gone: later fields of this request learn so without asking.
        if (status === 401) ctx.session.ended(failure!);
      } else if (status >= 500) return; // nothing was served: the resolver says so
      else if (currentSession === null) unjudged++; // an answer no rule was checked for: judge it here
      // An admitted read says how the session is; a write may have changed it (the resolver remembers
      // what it answers, if anything).
      else if (method === 'get') ctx.session.admitted(currentSession);
      else ctx.session.forget();
    },
    refusal: () => refused,
    judged: () => calls > 0 && unjudged === 0,
  };
}

/** A refusal's UserError; a session that has ended also drops the browser's dead cookie. */
function refusalOf(ctx: GatewayContext, failure: RestFailure): UserError {
  if (ctx.sessionSource === 'cookie' && isUnauthenticated(failure)) ctx.cookies.clearSession();
  return toUserError(failure, 'none');
}

/** The resolvers with every @auth field of the schema guarded. A field without a resolver gets the default one, guarded. */
export function withAuth(resolvers: Resolvers, schema: GraphQLSchema): Resolvers {
  const wrapped: Record<string, Record<string, unknown>> = { ...(resolvers as Record<string, Record<string, unknown>>) };
  for (const { typeName, fieldName, rule, refuse } of authTable(schema)) {
    const fields = { ...wrapped[typeName] };
    const resolver = fields[fieldName] ?? defaultFieldResolver;
    // Fail closed at start: a resolver shape the wrapper does not know would run unguarded.
    if (typeof resolver !== 'function') throw new Error(`@auth on ${typeName}.${fieldName}: its resolver is not a function`);
    const resolve = resolver as AnyResolver;
    const roles = rule.roles.map(toRestRole).join(',');
    const allowMustChangePassword = rule.allowMustChangePassword ? 'true' : 'false';
    const guarded: AnyResolver = async (parent, args, ctx, info) => {
      if (ctx.sessionToken === null) return refuse({ code: 'UNAUTHENTICATED' });
      // Run already, guard and all, by the viewer above it (viewer-prefetch.ts): that run's answer.
      const prefetched = ctx.prefetched?.get(prefetchedKey(info.path.prev, prefetchKey(typeName, fieldName, args as Record<string, unknown>)));
      if (prefetched) return prefetched;
      const access = fieldAccess(ctx, roles, allowMustChangePassword);
      let answer: unknown;
      let thrown: { error: unknown } | null = null;
      try {
        answer = await resolve(parent, args, { ...ctx, access }, info);
      } catch (error) {
        thrown = { error };
      }
      const refusedCall = access.refusal();
      // The guard answers every refusal, whatever the resolver made of it.
      const refused = refusedCall ? refusalOf(ctx, refusedCall) : access.judged() ? null : await authRefusal(ctx, rule);
      if (refused) return refuse(refused);
      if (thrown) throw thrown.error;
      return answer;
    };
    fields[fieldName] = guarded;
    wrapped[typeName] = fields;
  }
  return wrapped as Resolvers;
}
