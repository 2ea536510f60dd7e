// @auth, enforced on every field that carries it. The table of guarded fields is read from the
// schema's own AST at start (never a hand-written list), and each such field's resolver is wrapped,
// so graphql's executor and graphql-jit's compiled queries (which call the same field.resolve) both
// pass the guard before the field can make any REST call. The account service checks again: defence
// in depth. Rule: signed out → UNAUTHENTICATED; role not listed → FORBIDDEN; an account that must
// change its password → FORBIDDEN unless the field allows it.
import type { GraphQLField, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { toRole } from './account.mapper';
import type { GatewayContext } from './context';
import { exposedUserError } from './exposed-error';
import type { Resolvers, Role, UserError } from './generated/resolvers';
import { graphql } from './graphql-runtime';
import { isUnauthenticated, toUserError } from './rest-errors';

const { defaultFieldResolver, getDirectiveValues, getNamedType, getNullableType, isNonNullType, isObjectType } = graphql;

export interface AuthRule {
  roles: readonly Role[];
  allowMustChangePassword: boolean;
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
      const rule: AuthRule = { roles: values['roles'] as Role[], allowMustChangePassword: values['allowMustChangePassword'] === true };
      table.push({ typeName: type.name, fieldName: field.name, rule, refuse: refusalFor(type.name, field) });
    }
  }
  return table;
}

/** Why the request may not use a field with this rule, or null when it may. */
export async function authRefusal(ctx: GatewayContext, rule: AuthRule): Promise<UserError | null> {
  if (ctx.sessionToken === null) return { code: 'UNAUTHENTICATED' };
  const result = await ctx.session.current();
  if (!result.ok) {
    // The session has ended (or never was): a browser should stop sending the dead cookie.
    if (ctx.sessionSource === 'cookie' && isUnauthenticated(result.failure)) ctx.cookies.clearSession();
    return toUserError(result.failure, 'none');
  }
  const { account } = result.data;
  if (!rule.roles.includes(toRole(account.role))) return { code: 'FORBIDDEN' };
  if (account.mustChangePassword && !rule.allowMustChangePassword) return { code: 'FORBIDDEN' };
  return null;
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
    const guarded: AnyResolver = async (parent, args, ctx, info) => {
      const refused = await authRefusal(ctx, rule);
      return refused ? refuse(refused) : resolve(parent, args, ctx, info);
    };
    fields[fieldName] = guarded;
    wrapped[typeName] = fields;
  }
  return wrapped as Resolvers;
}
