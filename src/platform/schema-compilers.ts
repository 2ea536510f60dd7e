// Fastify compiles every route's JSON schemas when an app starts: an Ajv validator for each request
// part and a fast-json-stringify serializer for each answer. That is most of what starting an app
// costs (an account service: ~0.3 s of CPU, of which ~75 % is Ajv and fast-json-stringify, in a
// profile of eight starts). A compiled function depends only on the schema and the compiler's
// options, so the process keeps one of each, keyed by what it was compiled from, and an app built
// again in the same process (a test worker builds hundreds, one per test) compiles nothing twice. A
// running service builds its app once: for it nothing changes.
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type RouteCompiler = (route: { schema: unknown; httpPart?: string; httpStatus?: string; contentType?: string }) => unknown;
type Builder = (externalSchemas: unknown, options: unknown) => RouteCompiler;

const keys = new WeakMap<object, string>();

/** JSON of a schema or options, functions (Ajv plugins) by their names; once per object. */
function keyOf(value: unknown): string {
  const known = typeof value === 'object' && value !== null ? keys.get(value) : undefined;
  if (known !== undefined) return known;
  const key = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? `function ${v.name}` : v));
  if (typeof value === 'object' && value !== null) keys.set(value, key);
  return key;
}

/** One compiled function per (externals, options, route part, schema), for the life of the process. */
function memoized(build: Builder): Builder {
  const compiled = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const context = keyOf([externalSchemas, options]);
    let compiler: RouteCompiler | undefined;
    return (route) => {
      const key = `${context}\u0000${route.httpPart ?? ''}\u0000${route.httpStatus ?? ''}\u0000${route.contentType ?? ''}\u0000${keyOf(route.schema)}`;
      let fn = compiled.get(key);
      if (fn === undefined) {
        compiler ??= build(externalSchemas, options);
        fn = compiler(route);
        compiled.set(key, fn);
      }
      return fn;
    };
  };
}

/**
 * For Fastify's `schemaController.compilersFactory`: Fastify's own compilers (the same Ajv and
 * fast-json-stringify, with the same options), remembered across the apps of a process.
 */
export const processWideCompilers: CompilersFactory = {
  buildValidator: memoized(AjvCompiler() as unknown as Builder) as unknown as CompilersFactory['buildValidator'],
  buildSerializer: memoized(SerializerSelector() as unknown as Builder) as unknown as CompilersFactory['buildSerializer'],
};
