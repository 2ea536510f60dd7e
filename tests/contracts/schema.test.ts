// The published GraphQL contract: described throughout, served exactly as committed, and never broken
// against the last released version (schema/released/).
import { readdirSync, readFileSync } from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  findBreakingChanges,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  printSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Harness } from '../gateway/gateway-harness';
import { DATED_REASON, deprecations, unannouncedBreakingChanges } from './schema-compat';

const schemaDir = new URL('../../schema/', import.meta.url);
const sdl = readFileSync(new URL('gateway.graphql', schemaDir), 'utf8');
const current = buildSchema(sdl);
const releases = readdirSync(new URL('released/', schemaDir)).filter((f) => /^gateway\.\d{4}-\d{2}\.graphql$/.test(f)).sort();
const lastReleased = releases.at(-1)!;
const released = buildSchema(readFileSync(new URL(`released/${lastReleased}`, schemaDir), 'utf8'));

/** Every schema element without a description, as `Type.field(arg)` paths. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(path);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    }
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
  }
  for (const directive of schema.getDirectives()) {
    if (!directive.astNode) continue; // graphql's own (@skip, @include, @deprecated…)
    check(`@${directive.name}`, directive.description);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg.description);
  }
  return missing;
}

describe('schema/gateway.graphql', () => {
  it('describes every type, field, argument, enum value, input field and directive', () => {
    expect(undescribed(current)).toEqual([]);
  });

  it('gives every @deprecated a reason with a date', () => {
    for (const [name, reason] of deprecations(current)) expect(reason, name).toMatch(DATED_REASON);
  });
});

describe('the SDL the running gateway serves', () => {
  let dev: Harness;
  beforeAll(async () => {
    dev = await startGateway({ graphiql: true, introspection: true });
  });
  afterAll(async () => dev.app.close());

  it('GET /graphql/schema.graphql equals schema/', async () => {
    const response = await dev.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(response.body).toBe(sdl);
    expect(printSchema(buildSchema(response.body))).toBe(printSchema(current));
  });

  it('introspection (development) equals schema/', async () => {
    const query = getIntrospectionQuery({ descriptions: true, schemaDescription: true, directiveIsRepeatable: true, inputValueDeprecation: true });
    const response = await dev.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
    expect(response.statusCode).toBe(200);
    const served = buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
    expect(printSchema(served)).toBe(printSchema(current));
  });
});

describe(`breaking changes against the last released schema (${lastReleased})`, () => {
  it('there are none the versioning rule does not allow', () => {
    expect(unannouncedBreakingChanges(released, current).map((c) => c.description)).toEqual([]);
  });

  it('findBreakingChanges does flag a removed field, so the check above can fail', () => {
    const withoutPhone = buildSchema(sdl.replace(/^\s*"Phone number, if given\."\n\s*phone: String\n/m, '\n'));
    expect(withoutPhone.getType('Account')).toBeDefined();
    expect(findBreakingChanges(current, withoutPhone).map((c) => c.description)).toEqual(['Account.phone was removed.']);
    expect(unannouncedBreakingChanges(current, withoutPhone)).toHaveLength(1);
  });

  it('allows removing a field only after a release carried its deprecation', () => {
    const deprecated = buildSchema(
      sdl.replace(/^(\s*)phone: String$/m, '$1phone: String @deprecated(reason: "Since 2026-12-01: removed from accounts.")'),
    );
    const removed = buildSchema(sdl.replace(/^\s*"Phone number, if given\."\n\s*phone: String\n/m, '\n'));
    expect(unannouncedBreakingChanges(current, deprecated)).toEqual([]); // deprecating is additive
    expect(unannouncedBreakingChanges(deprecated, removed)).toEqual([]); // the release carried it
    expect(unannouncedBreakingChanges(current, removed)).toHaveLength(1); // no release carried it
  });

  it('flags a removed enum value and a new required argument too', () => {
    const fewerLocales = buildSchema(sdl.replace(/^\s*"English\."\n\s*EN\n/m, '\n'));
    expect(unannouncedBreakingChanges(current, fewerLocales).map((c) => c.description)).toEqual(['EN was removed from enum type Locale.']);
    const stricter = buildSchema(sdl.replace('loginChallenge(', 'loginChallenge(\n    "New."\n    required: String!\n'));
    expect(unannouncedBreakingChanges(current, stricter)).toHaveLength(1);
  });
});
