// Introspection is for development (GraphiQL, codegen against a running gateway). In production the
// schema is published as SDL (GET /graphql/schema.graphql) instead, and this validation rule refuses
// __schema and __type anywhere in a document, fragments included, before any resolver runs.
// __typename stays allowed: clients (Apollo among them) ask for it to tell result types apart.
import type { ValidationContext, ValidationRule } from 'graphql';
import { graphql } from './graphql-runtime';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

export const noIntrospectionRule: ValidationRule = (context: ValidationContext) => ({
  Field(node) {
    if (!INTROSPECTION_FIELDS.has(node.name.value)) return;
    context.reportError(
      new graphql.GraphQLError(
        `Introspection is disabled here; the schema is published at /graphql/schema.graphql.`,
        { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } },
      ),
    );
  },
});
