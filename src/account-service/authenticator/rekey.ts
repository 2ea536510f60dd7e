// `npm run accounts -- authenticator rekey`: seals every authenticator app's secret under the current
// TOTP_ENCRYPTION_KEY at once, instead of each at its next use (secret-box.ts), so the previous key
// can be dropped the same day. Safe beside a running portal: each row is sealed again by one
// conditional update (only while it still has the key it was read with), in pages of account ids.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { authenticatorsSealedWithOtherKeys, countSealedWithOtherKeys, resealAuthenticator } from './authenticator.repository.js';
import { keyRingOf, open, seal, type EncryptionKeys } from './secret-box.js';

export interface RekeyReport {
  /** The id of the key everything is sealed with now. */
  keyId: string;
  resealed: number;
  /** Changed by the portal meanwhile (sealed again on use, removed): nothing to do. */
  skipped: number;
  /** Account ids whose secret opens with no key given (neither current nor previous): left as they are. */
  unreadable: string[];
  /**
   * Secrets still sealed with another key once the run is over, counted again at the end: the
   * unreadable ones, and any an instance still running with the old key as its current one sealed
   * meanwhile (a new enrolment). The previous key may go only at 0.
   */
  remaining: number;
}

const pageSize = 500;

export async function rekeyAuthenticators(db: Kysely<Database>, keys: EncryptionKeys): Promise<RekeyReport> {
  const ring = await keyRingOf(db, keys)();
  const report: RekeyReport = { keyId: ring.current.id, resealed: 0, skipped: 0, unreadable: [], remaining: 0 };
  let after = '';
  for (;;) {
    const rows = await authenticatorsSealedWithOtherKeys(db, ring.current.id, after, pageSize);
    for (const row of rows) {
      let secret: Buffer;
      try {
        secret = await open(db, ring, { keyId: row.key_id, ciphertext: row.secret_ciphertext }, row.account_id);
      } catch {
        report.unreadable.push(row.account_id);
        continue;
      }
      if (await resealAuthenticator(db, row, seal(ring, secret, row.account_id))) report.resealed++;
      else report.skipped++;
      secret.fill(0);
    }
    if (rows.length < pageSize) return { ...report, remaining: await countSealedWithOtherKeys(db, ring.current.id) };
    after = rows[rows.length - 1]!.account_id;
  }
}
