// Names the schema does not know (fields, arguments, types, directives, enum values, input fields)
// and names a document repeats where each may appear once (an argument, an input field, a directive at
// one place), refused before graphql-js validates. For an unknown name graphql-js measures the distance
// to every name of its kind in the schema ("Did you mean …?", hidden since 16.11 but still looked for
// in places); a repeated name makes one error that lists, and locates, every repeat. Each cost several
// times a viewer query when a document held hundreds. Here each name is one map look-up, the document
// is read once (fragments in their definitions, not where they are spread), and the first such name
// ends it, in graphql-js's words without the suggestions.
import type {
  ArgumentNode, DirectiveNode, DocumentNode, GraphQLArgument, GraphQLCompositeType, GraphQLInputType, GraphQLSchema, SelectionSetNode, TypeNode, ValueNode,
} from 'graphql';
import { graphql } from './graphql-runtime';
import { LimitExceeded } from './limit-exceeded';

const {
  Kind, SchemaMetaFieldDef, TypeMetaFieldDef, getNamedType, getNullableType, isCompositeType, isEnumType, isInputObjectType, isInputType, isListType, isNonNullType, isUnionType,
  typeFromAST,
} = graphql;

const refuse = (message: string): never => {
  throw new LimitExceeded('GRAPHQL_VALIDATION_FAILED', message);
};

/** Throws GRAPHQL_VALIDATION_FAILED for the first name in the document that the schema does not know or that is repeated. */
export function refuseUnknownOrRepeatedNames(document: DocumentNode, schema: GraphQLSchema): void {
  const queryType = schema.getQueryType();

  const namedType = (node: TypeNode): string => (node.kind === Kind.NAMED_TYPE ? node.name.value : namedType(node.type));
  const knownType = (name: string) => schema.getType(name) ?? refuse(`Unknown type "${name}".`);
  const composite = (name: string): GraphQLCompositeType | null => {
    const type = knownType(name);
    return isCompositeType(type) ? type : null;
  };

  // Literal values only: a variable's value is coerced later, with graphql's own bound on its errors.
  const value = (node: ValueNode, type: GraphQLInputType): void => {
    if (node.kind === Kind.VARIABLE || node.kind === Kind.NULL) return;
    if (isNonNullType(type)) return value(node, type.ofType);
    if (isListType(type)) {
      if (node.kind !== Kind.LIST) return value(node, type.ofType);
      // Items of a scalar type hold no name: not one look-up each.
      const named = getNamedType(type.ofType);
      if (!isEnumType(named) && !isInputObjectType(named) && !isListType(getNullableType(type.ofType))) return;
      for (const item of node.values) value(item, type.ofType);
      return;
    }
    if (isEnumType(type)) {
      if (node.kind !== Kind.ENUM) refuse(`Enum "${type.name}" cannot represent a non-enum value.`);
      else if (!type.getValue(node.value)) refuse(`Value "${node.value}" does not exist in "${type.name}" enum.`);
      return;
    }
    if (isInputObjectType(type) && node.kind === Kind.OBJECT) {
      const fields = type.getFields();
      const seen = new Set<string>();
      for (const field of node.fields) {
        const name = field.name.value;
        const definition = fields[name] ?? refuse(`Field "${name}" is not defined by type "${type.name}".`);
        if (seen.has(name)) refuse(`There can be only one input field named "${name}".`);
        seen.add(name);
        value(field.value, definition.type);
      }
    }
  };

  const args = (nodes: readonly ArgumentNode[] | undefined, definitions: readonly GraphQLArgument[], owner: string): void => {
    if (!nodes || nodes.length === 0) return;
    const seen = new Set<string>();
    for (const node of nodes) {
      const name = node.name.value;
      const definition = definitions.find((d) => d.name === name) ?? refuse(`Unknown argument "${name}" on ${owner}.`);
      if (seen.has(name)) refuse(`There can be only one argument named "${name}".`);
      seen.add(name);
      value(node.value, definition.type);
    }
  };

  const directives = (nodes: readonly DirectiveNode[] | undefined): void => {
    if (!nodes || nodes.length === 0) return;
    const seen = new Set<string>();
    for (const node of nodes) {
      const directive = schema.getDirective(node.name.value) ?? refuse(`Unknown directive "@${node.name.value}".`);
      if (seen.has(directive.name) && !directive.isRepeatable) refuse(`The directive "@${directive.name}" can only be used once at this location.`);
      seen.add(directive.name);
      args(node.arguments, directive.args, `directive "@${directive.name}"`);
    }
  };

  // Selection sets under a type this pass cannot name (a scalar's, say) are left to graphql-js, which
  // refuses them without suggestions.
  const selections = (set: SelectionSetNode, parent: GraphQLCompositeType | null): void => {
    for (const selection of set.selections) {
      directives(selection.directives);
      if (selection.kind === Kind.FRAGMENT_SPREAD) continue;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        selections(selection.selectionSet, selection.typeCondition ? composite(selection.typeCondition.name.value) : parent);
        continue;
      }
      const name = selection.name.value;
      let child: GraphQLCompositeType | null = null;
      if (parent && name !== '__typename') {
        const introspection = parent === queryType ? (name === '__schema' ? SchemaMetaFieldDef : name === '__type' ? TypeMetaFieldDef : undefined) : undefined;
        const field = introspection ?? (isUnionType(parent) ? undefined : parent.getFields()[name]);
        if (!field) return refuse(`Cannot query field "${name}" on type "${parent.name}".`);
        args(selection.arguments, field.args, `field "${parent.name}.${name}"`);
        const type = getNamedType(field.type);
        child = isCompositeType(type) ? type : null;
      }
      if (selection.selectionSet) selections(selection.selectionSet, child);
    }
  };

  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      directives(definition.directives);
      selections(definition.selectionSet, composite(definition.typeCondition.name.value));
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      for (const variable of definition.variableDefinitions ?? []) {
        knownType(namedType(variable.type));
        directives(variable.directives);
        const type = typeFromAST(schema, variable.type);
        if (variable.defaultValue && type && isInputType(type)) value(variable.defaultValue, type);
      }
      directives(definition.directives);
      const root = schema.getRootType(definition.operation);
      selections(definition.selectionSet, root ?? null);
    }
  }
}
