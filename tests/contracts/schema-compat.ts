// The versioning rule of the public API, as code: additive changes only; a field or enum value may go
// only after a released schema carried its @deprecated (with a reason and a date).
import { BreakingChangeType, findBreakingChanges, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type BreakingChange, type GraphQLSchema } from 'graphql';

/** `Type.field` or `Enum.VALUE` of everything the schema marks @deprecated, with its reason. */
export function deprecations(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason != null) found.set(`${type.name}.${field.name}`, field.deprecationReason);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.deprecationReason != null) found.set(`${type.name}.${value.name}`, value.deprecationReason);
      }
    }
  }
  return found;
}

const REMOVALS = new Set<string>([BreakingChangeType.FIELD_REMOVED, BreakingChangeType.VALUE_REMOVED_FROM_ENUM]);

/**
 * The breaking changes from `released` to `current` the rule does not allow: every one, except the
 * removal of a field or enum value that `released` already marked @deprecated.
 */
export function unannouncedBreakingChanges(released: GraphQLSchema, current: GraphQLSchema): BreakingChange[] {
  const announced = deprecations(released);
  return findBreakingChanges(released, current).filter((change) => {
    if (!REMOVALS.has(change.type)) return true;
    // graphql words them "Account.phone was removed." and "VALUE was removed from enum type Locale."
    const field = /^(\w+\.\w+) was removed\.$/.exec(change.description)?.[1];
    const value = /^(\w+) was removed from enum type (\w+)\.$/.exec(change.description);
    const name = field ?? (value ? `${value[2]}.${value[1]}` : undefined);
    return name === undefined || !announced.has(name);
  });
}

/** A deprecation reason must say why and since when: it holds a date (YYYY-MM-DD). */
export const DATED_REASON = /\b\d{4}-\d{2}-\d{2}\b/;
