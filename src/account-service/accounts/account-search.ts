// The admin console's account search, fast at a million accounts on SQLite and PostgreSQL alike.
//
// The rule is src/shared/account-search.ts: a prefix of the login ID, e-mail or account code, or a part
// of the name or reading. The index serving it is the table account_search_terms, (term, seq), whose
// primary key reads one term's accounts newest first:
// - `p:` + the first 1, 2 and 3 characters of the login ID and of the e-mail address;
// - `n:` + every character of the name, and every two neighbouring characters of the name and of the
//   reading (a bigram index: Japanese names are short, and a trigram index such as pg_trgm or FTS5's
//   trigram tokenizer cannot serve 「田中」, the most common search there is).
// Longer prefixes are a range of the unique indexes on login ID, e-mail and account code, read whole
// when it holds at most `exactLimit` accounts. Every candidate is rechecked with the shared rule, so
// the index only has to find a superset.
import type { Kysely } from 'kysely';
import { searchKey } from '../../shared/account-search.js';
import type { Database } from '../db/schema.js';
import { isSqlite } from '../db/locks.js';
import type { AccountRow } from './account.repository.js';

/** The version of the term rules below: an account whose search_version is older gets new terms. */
export const searchTermsVersion = 1;

const codePointsOf = (value: string): string[] => Array.from(value);

/** The terms of an account (see above), without repeats. */
export function searchTermsOf(account: Pick<AccountRow, 'login_id_normalized' | 'email_normalized' | 'name' | 'name_kana'>): string[] {
  const terms = new Set<string>();
  for (const identifier of [account.login_id_normalized, account.email_normalized]) {
    const chars = codePointsOf(searchKey(identifier));
    for (let length = 1; length <= Math.min(3, chars.length); length++) terms.add(`p:${chars.slice(0, length).join('')}`);
  }
  const name = codePointsOf(searchKey(account.name));
  for (const char of name) terms.add(`n:${char}`);
  for (const text of [name, codePointsOf(searchKey(account.name_kana))]) {
    for (let i = 0; i + 1 < text.length; i++) terms.add(`n:${text[i]}${text[i + 1]}`);
  }
  return [...terms];
}

/** Replaces an account's terms (inside the transaction of the change that made them stale). */
export async function writeSearchTerms(db: Kysely<Database>, seq: number, before: string[], after: string[]): Promise<void> {
  const keep = new Set(after);
  const gone = before.filter((term) => !keep.has(term));
  const had = new Set(before);
  const added = after.filter((term) => !had.has(term));
  if (gone.length > 0) await db.deleteFrom('account_search_terms').where('seq', '=', seq).where('term', 'in', gone).execute();
  if (added.length > 0) await db.insertInto('account_search_terms').values(added.map((term) => ({ term, seq }))).onConflict((oc) => oc.doNothing()).execute();
}

/** How many accounts the background fill gives terms to in one transaction. */
const fillBatch = 500;

/**
 * Gives terms to the accounts that have none yet, or older ones (after the migration that added the
 * search, or a change of the rules above), a batch at a time. Returns how many it did.
 */
export async function fillSearchTerms(db: Kysely<Database>, maxAccounts = Number.POSITIVE_INFINITY): Promise<number> {
  let done = 0;
  while (done < maxAccounts) {
    // Read and written in one transaction, so a rename meanwhile cannot be overwritten by stale terms.
    const count = await db.transaction().execute(async (trx) => {
      const stale = trx
        .selectFrom('accounts')
        .select(['seq', 'login_id_normalized', 'email_normalized', 'name', 'name_kana'])
        .where('search_version', '<', searchTermsVersion)
        .limit(fillBatch);
      const rows = await (isSqlite(trx) ? stale : stale.forUpdate().skipLocked()).execute();
      if (rows.length === 0) return 0;
      const seqs = rows.map((row) => row.seq);
      await trx.deleteFrom('account_search_terms').where('seq', 'in', seqs).execute();
      const values = rows.flatMap((row) => searchTermsOf(row).map((term) => ({ term, seq: row.seq })));
      // Chunks stay under SQLite's limit of bound parameters per statement.
      for (let i = 0; i < values.length; i += 2000) await trx.insertInto('account_search_terms').values(values.slice(i, i + 2000)).execute();
      await trx.updateTable('accounts').set({ search_version: searchTermsVersion }).where('seq', 'in', seqs).execute();
      return rows.length;
    });
    done += count;
    if (count < fillBatch) break;
  }
  return done;
}
