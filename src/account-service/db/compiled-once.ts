// The statements of the hot path (login step 1, and the mail it sends) are built and compiled by
// Kysely once, then run again with new values. For a short statement Kysely's builder and compiler
// cost more than the database's own work (20–50 µs against ~8 µs for a SQLite statement already
// prepared, database.ts), and a login runs a dozen of them (npm run bench: login step 1).
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { isSqlite } from './locks.js';
import type { Database } from './schema.js';

/** Stands for a value given at each run: the builder takes it where it would take the value. */
export type ValueOf<V> = <K extends keyof V & string>(name: K) => V[K];

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** For each parameter, the name of the value that fills it, or null for a constant the builder made. */
  slots: Array<string | null>;
}

const marker = '\u0000compiled-once:';

/**
 * A statement built once per dialect by `build`, where `value(name)` marks each value that changes
 * from run to run; each run gives those values by name. Every run still goes through the database's
 * plugins' checks (the request deadline: http/deadline.ts; a plugin may refuse a statement here, not
 * rewrite it) and its query log. Values marked must be plain
 * parameters: a builder that looks at a value (`is null` for null, an `in` list's length) needs the
 * real one, so such a statement is built the ordinary way.
 */
export function compiledOnce<V extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, value: ValueOf<V>) => Compilable<R>,
): (db: Kysely<Database>, values: V) => Promise<QueryResult<R>> {
  const templates = new Map<boolean, Template<R>>();
  const templateFor = (db: Kysely<Database>): Template<R> => {
    const sqlite = isSqlite(db);
    let template = templates.get(sqlite);
    if (!template) {
      const compiled = build(db, ((name: string) => `${marker}${name}`) as ValueOf<V>).compile();
      if (compiled.sql.includes(marker)) throw new Error(`compiledOnce: a value was written into the SQL text: ${compiled.sql}`);
      const slots = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(marker) ? p.slice(marker.length) : null));
      template = { compiled, slots };
      templates.set(sqlite, template);
    }
    return template;
  };
  return async (db, values) => {
    const { compiled, slots } = templateFor(db);
    db.getExecutor().transformQuery(compiled.query, compiled.queryId);
    const parameters = slots.map((name, i) => {
      if (name === null) return compiled.parameters[i];
      const value = values[name];
      if (value === undefined) throw new Error(`compiledOnce: no value for ${name}`);
      return value;
    });
    return db.executeQuery<R>({ ...compiled, parameters });
  };
}
