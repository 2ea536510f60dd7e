// Mails set aside after ten failed tries, for an operator (`npm run accounts -- mail list-dead | retry ID`).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { listDeadMails, reviveDeadMail } from './outbox.repository.js';

export interface DeadLetter {
  id: string;
  to: string;
  subject: string;
  tries: number;
  lastError: string | null;
  createdAt: string;
}

export async function listDeadLetters(db: Kysely<Database>): Promise<DeadLetter[]> {
  return (await listDeadMails(db)).map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    tries: row.tries,
    lastError: row.last_error,
    createdAt: row.created_at,
  }));
}

/** Makes a dead mail due again (the running portal's worker sends it). Returns whether there was one. */
export function retryDeadLetter(db: Kysely<Database>, id: string, clock: Clock = systemClock): Promise<boolean> {
  return reviveDeadMail(db, id, clock.now());
}
