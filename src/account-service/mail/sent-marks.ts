// What the mail worker knows and the outbox does not yet: mails the server accepted whose sent mark is
// still to be written. A mark that cannot be written (the database restarting, a connection cut, the
// pool taken, a lock held too long) is kept here and written again, and the worker sends nothing else
// until it is (mail-worker.ts): a mail that went out is recorded before any other goes, so it takes a
// second fault, not a lost race, for it to go out twice. Meanwhile its lease is renewed with the rest.
import type { Kysely } from 'kysely';
import { runTransaction } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { MailTransport } from './mail-transport.js';
import { markMailsSent, type OutboxRow } from './outbox.repository.js';

export interface SentMarks {
  /** Records a mail the server accepted; resolves once written (or once the write failed: kept for a retry). */
  add(mail: OutboxRow): Promise<void>;
  /** The mails sent and not yet recorded. */
  has(id: string): boolean;
  ids(): string[];
  /** A write failed and its marks wait for a retry: nothing else is to be sent before they are written. */
  readonly behind: boolean;
  /** A write is under way. */
  readonly writing: boolean;
  /** Writes that failed in a row (0 once one succeeds). */
  readonly failures: number;
  /** Writes what is waiting now; resolves when done, whether or not it could be written. */
  retry(): Promise<void>;
}

export interface SentMarksOptions {
  db: Kysely<Database>;
  clock: Clock;
  transport: Pick<MailTransport, 'recordSent'>;
  /** After each write that recorded mails. */
  recorded(mails: OutboxRow[], now: Date): void;
  /** After a write failed (the marks are kept). */
  failed(error: unknown): void;
}

export function createSentMarks(options: SentMarksOptions): SentMarks {
  const { db, clock, transport } = options;
  /** Sent, not yet recorded, by id. */
  const waiting = new Map<string, OutboxRow>();
  let behind = false;
  let failures = 0;
  let writing: Promise<void> | null = null;
  let again = false;

  async function write(): Promise<void> {
    const mails = [...waiting.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    if (mails.length === 0) return;
    const now = clock.now();
    const ids = mails.map((mail) => mail.id);
    const record = async (trx: Kysely<Database>) => {
      await transport.recordSent?.(trx, mails, now);
      await markMailsSent(trx, ids, now);
    };
    try {
      // One statement needs no transaction (on PostgreSQL, BEGIN and COMMIT would be two more round trips).
      await (mails.length === 1 && !transport.recordSent ? record(db) : runTransaction(db, record));
    } catch (error) {
      behind = true;
      failures += 1;
      options.failed(error);
      return;
    }
    behind = false;
    failures = 0;
    for (const id of ids) waiting.delete(id);
    options.recorded(mails, now);
  }

  /** One write at a time: marks that come meanwhile go together in the next. */
  function writeSoon(): Promise<void> {
    if (writing) {
      again = true;
      return writing;
    }
    writing = (async () => {
      // Mails accepted in the same turn of the event loop are recorded together.
      await new Promise<void>((done) => setImmediate(done));
      do {
        again = false;
        await write();
      } while (again && !behind);
    })().finally(() => {
      writing = null;
    });
    return writing;
  }

  return {
    add(mail) {
      waiting.set(mail.id, mail);
      return writeSoon();
    },
    has: (id) => waiting.has(id),
    ids: () => [...waiting.keys()],
    get behind() {
      return behind;
    },
    get writing() {
      return writing !== null;
    },
    get failures() {
      return failures;
    },
    retry: () => writeSoon(),
  };
}
