// The admin console's account list: newest first, a page at a time, every page read through an index.
//
// A page merges a few streams of account numbers (seq), each newest first: the term index of
// accounts/account-search.ts, a short range of a unique index read whole, or the accounts' own seq
// index (alone or within a role, a status or a level's strongest method). Candidates are rechecked with the shared search rule and
// the filters. A page looks through at most `maxScanned` candidates and `budgetMs` of time: one that
// stops early says so (complete: false) and its cursor goes on from where it stopped, so no request
// is ever bounded by the table. On SQLite (synchronous) it lets other requests run between windows.
import { sql, type Kysely } from 'kysely';
import { matchesAccountSearch, searchKey, searchMaxLength } from '../../shared/account-search.js';
import type { AccountStatus, Database, Role, StrongestFactor } from '../db/schema.js';
import { isSqlite } from '../db/locks.js';
import { AppError } from '../http/errors.js';
import { effectiveStatus } from '../accounts/account.model.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { accountLevelOf, strongestFactorOf, type AccountLevel } from '../accounts/account-level.js';

export interface AccountListQuery {
  /** The search as typed (absent or blank: everyone). */
  search?: string;
  role?: Role;
  status?: AccountStatus;
  level?: AccountLevel;
  limit: number;
  /** The previous page's nextCursor. */
  after?: string;
}

export interface AccountListPage {
  rows: AccountRow[];
  nextCursor: string | null;
  complete: boolean;
}

export interface AccountListLimits {
  /** Candidates one page may look through. */
  maxScanned: number;
  /** Time one page may take, in milliseconds. */
  budgetMs: number;
  /** A prefix range read whole when it holds at most this many accounts. */
  exactLimit: number;
  /** Candidates read per statement in the first round: enough for a page of a common search. */
  window: number;
  /** Each round without a full page doubles the window, up to this: a rare or absent match costs a
   * few statements, not dozens of round trips (each one still short enough for SQLite's event loop). */
  maxWindow: number;
}

/**
 * PostgreSQL: fewer, larger statements (each one a round trip). SQLite (synchronous, in the event
 * loop): each statement about a millisecond at a million accounts, with other requests let in between,
 * so a search delays nobody's request by more than that.
 */
export function defaultListLimits(db: Kysely<Database>): AccountListLimits {
  return isSqlite(db)
    ? { maxScanned: 2000, budgetMs: 1000, exactLimit: 250, window: 100, maxWindow: 200 }
    : { maxScanned: 2000, budgetMs: 1000, exactLimit: 1000, window: 100, maxWindow: 800 };
}

/** A source of account numbers, newest first, each below `before`. */
interface Stream {
  next(before: number, limit: number): Promise<number[]>;
}

const cursorOf = (seq: number): string => `s${seq.toString(36)}`;
/** Above every account number: seq is a 32-bit integer column on both databases. */
const maxSeq = 2 ** 31 - 1;

function seqOfCursor(cursor: string | undefined): number {
  if (cursor === undefined) return maxSeq;
  const seq = /^s[0-9a-z]{1,7}$/.test(cursor) ? parseInt(cursor.slice(1), 36) : NaN;
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > maxSeq) throw new AppError('VALIDATION_FAILED', 400, { field: 'after' }, 'The cursor is not one this list gave.');
  return seq;
}

/** The accounts of one term of the search index. */
function termStream(db: Kysely<Database>, term: string): Stream {
  return {
    next: async (before, limit) =>
      (await db.selectFrom('account_search_terms').select('seq').where('term', '=', term).where('seq', '<', before).orderBy('seq', 'desc').limit(limit).execute()).map((r) => r.seq),
  };
}

/** Every account, or those of a stored role, status or strongest method, from the seq indexes. */
function indexStream(db: Kysely<Database>, filter: { role?: Role; status?: AccountStatus; factor?: StrongestFactor }): Stream {
  return {
    next: async (before, limit) => {
      let query = db.selectFrom('accounts').select('seq').where('seq', '<', before);
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.factor) query = query.where('strongest_factor', '=', filter.factor);
      return (await query.orderBy('seq', 'desc').limit(limit).execute()).map((r) => r.seq);
    },
  };
}

/** A set read whole, held in memory. */
function fixedStream(seqs: number[]): Stream {
  const sorted = [...seqs].sort((a, b) => b - a);
  return { next: async (before, limit) => sorted.filter((seq) => seq < before).slice(0, limit) };
}

type PrefixColumn = 'login_id_normalized' | 'email_normalized' | 'account_code';

/** The next string after every string with this prefix (the prefix with its last character bumped,
 * dropping trailing U+10FFFF, which has no next), or null when there is none (all U+10FFFF). */
function prefixEnd(prefix: string): string | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return chars.join('') + String.fromCodePoint(last + 1);
  }
  return null;
}

/**
 * The accounts whose column starts with `prefix`, read whole from the column's unique index when
 * there are at most `limit` of them; undefined when there are more. PostgreSQL compares in the "C"
 * collation (the migration's index), so the prefix is one range whatever the database's collation.
 */
async function prefixRange(db: Kysely<Database>, column: PrefixColumn, prefix: string, limit: number): Promise<number[] | undefined> {
  const ref = isSqlite(db) ? sql.ref(column) : sql`${sql.ref(column)} collate "C"`;
  const end = prefixEnd(prefix);
  let query = db.selectFrom('accounts').select('seq').where(sql<boolean>`${ref} >= ${prefix}`);
  if (end !== null) query = query.where(sql<boolean>`${ref} < ${end}`);
  const rows = await query.limit(limit + 1).execute();
  return rows.length > limit ? undefined : rows.map((r) => r.seq);
}

/** How many accounts a term has, counted no further than `cap`. */
async function termSize(db: Kysely<Database>, term: string, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('account_search_terms').select('seq').where('term', '=', term).limit(cap).as('t'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The streams that together hold every account the search key can match. */
async function streamsFor(db: Kysely<Database>, key: string, query: AccountListQuery, limits: AccountListLimits): Promise<Stream[]> {
  if (key === '') {
    // Filters alone: the narrowest index that serves them (locked and disabled accounts are few).
    if (query.status === 'locked' || query.status === 'disabled') return [indexStream(db, { status: query.status })];
    // Accounts with more than the password are few, so is each role's but the commonest.
    if (query.level && query.level !== 'password_mail') return [indexStream(db, { factor: strongestFactorOf(query.level) })];
    if (query.role) return [indexStream(db, { role: query.role })];
    if (query.level) return [indexStream(db, { factor: strongestFactorOf(query.level) })];
    return [indexStream(db, {})];
  }
  const chars = Array.from(key);
  const streams: Stream[] = [];
  const terms = new Set<string>();
  // A prefix of the login ID or e-mail address: the range itself when short, else its first three characters' term.
  for (const column of ['login_id_normalized', 'email_normalized'] as const) {
    const range = await prefixRange(db, column, key, limits.exactLimit);
    if (range) streams.push(fixedStream(range));
    else terms.add(`p:${chars.slice(0, 3).join('')}`);
  }
  // An account code (A and digits): the range, or, for a very short prefix, every account.
  const codeRange = await prefixRange(db, 'account_code', key.toUpperCase(), limits.exactLimit);
  if (codeRange) streams.push(fixedStream(codeRange));
  else return [indexStream(db, {})];
  // A part of the name or reading: one character is a term; longer, the rarest of its first bigrams.
  if (chars.length === 1) terms.add(`n:${key}`);
  else {
    const bigrams = chars.slice(0, 7).flatMap((char, i) => (i + 1 < chars.length ? [`n:${char}${chars[i + 1]}`] : []));
    const sizes = await Promise.all(bigrams.map((term) => termSize(db, term, limits.maxScanned)));
    terms.add(bigrams[sizes.indexOf(Math.min(...sizes))]!);
  }
  for (const term of terms) streams.push(termStream(db, term));
  return streams;
}

/** What a candidate is checked on: the few columns the search rule and the filters read. Whole rows
 * are read only for the accounts found, so looking through many candidates stays cheap. */
const candidateColumns = ['seq', 'login_id_normalized', 'email_normalized', 'account_code', 'name', 'name_kana', 'role', 'status', 'locked_until', 'strongest_factor', 'password_hash'] as const;
type Candidate = Pick<AccountRow, (typeof candidateColumns)[number]>;

function passesFilters(row: Candidate, query: AccountListQuery, now: Date): boolean {
  if (query.role && row.role !== query.role) return false;
  if (query.status && effectiveStatus(row, now) !== query.status) return false;
  if (query.level && accountLevelOf(row) !== query.level) return false;
  return true;
}

const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** One page of the admin list (see the top of this file). */
export async function listAccountPage(db: Kysely<Database>, query: AccountListQuery, now: Date, limits: AccountListLimits = defaultListLimits(db)): Promise<AccountListPage> {
  const key = searchKey(Array.from(query.search ?? '').slice(0, searchMaxLength * 2).join('')).slice(0, searchMaxLength);
  let before = seqOfCursor(query.after);
  const started = performance.now();
  const streams = await streamsFor(db, key, query, limits);
  const found: number[] = [];
  let scanned = 0;
  /** The accounts found, whole, newest first. */
  const page = async (seqs: number[]): Promise<AccountRow[]> => {
    if (seqs.length === 0) return [];
    const rows = await db.selectFrom('accounts').selectAll().where('seq', 'in', seqs).execute();
    return rows.sort((a, b) => b.seq - a.seq);
  };
  let window = limits.window;
  for (;;) {
    const size = window;
    const windows = await Promise.all(streams.map((stream) => stream.next(before, size)));
    window = Math.min(window * 2, Math.max(limits.window, limits.maxWindow));
    // Every stream that filled its window may hold more below its last number: only what lies above the
    // highest of those is complete in this round.
    const open = windows.filter((w) => w.length === size).map((w) => w.at(-1)!);
    const horizon = open.length > 0 ? Math.max(...open) : 0;
    const candidates = [...new Set(windows.flat())].filter((seq) => seq >= horizon).sort((a, b) => b - a);
    const rows = candidates.length > 0 ? await db.selectFrom('accounts').select(candidateColumns).where('seq', 'in', candidates).execute() : [];
    const bySeq = new Map(rows.map((row) => [row.seq, row]));
    for (const seq of candidates) {
      const row = bySeq.get(seq);
      if (!row || !passesFilters(row, query, now) || !matchesAccountSearch(key, apiFields(row))) continue;
      found.push(seq);
      // One more than a page says that another follows.
      if (found.length > query.limit) return { rows: await page(found.slice(0, query.limit)), nextCursor: cursorOf(found[query.limit - 1]!), complete: true };
    }
    scanned += candidates.length;
    if (open.length === 0) return { rows: await page(found), nextCursor: null, complete: true };
    before = horizon;
    if (scanned >= limits.maxScanned || performance.now() - started > limits.budgetMs) {
      return { rows: await page(found), nextCursor: cursorOf(before), complete: false };
    }
    if (isSqlite(db)) await yieldToOthers();
  }
}

const apiFields = (row: Candidate) => ({ loginId: row.login_id_normalized, email: row.email_normalized, accountCode: row.account_code, name: row.name, nameKana: row.name_kana });
