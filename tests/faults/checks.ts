// What must hold after a fault: every acknowledged change is in the database, every mail that was
// committed arrived, and exactly once: by Message-ID, and as the person sees it, by recipient and by
// content (a second copy of a mail carries the same Message-ID, which a check by Message-ID alone
// counts once), and how late.
import { setTimeout as sleep } from 'node:timers/promises';
import PostalMime from 'postal-mime';
import type { Cluster } from './cluster';
import type { Outcome } from './load';

export interface MailReport {
  /** Outbox messages created since the start, all sent. */
  sent: number;
  /**
   * Message-IDs the sink got more than once: one mail delivered again by a retry after a server took
   * it without saying so in time. The recipient's mail client shows it once (same Message-ID).
   */
  redelivered: string[];
  /** Messages whose Message-ID belongs to no outbox message: a retry that would show as a second mail. */
  unexpected: string[];
  /** Outbox messages never received. */
  lost: string[];
  /**
   * Deliveries beyond one per outbox message, as the person sees them: more mails to a recipient
   * than the outbox ever held for them, or the same mail (recipient, subject and text) twice, whatever
   * its Message-ID. Each entry says which.
   */
  duplicates: string[];
  /** Milliseconds from a message's commit to its arrival, the largest. */
  maxDelayMs: number;
  /** When the last of them arrived (ms epoch). */
  lastArrival: number;
}

/**
 * Waits (at most `withinMs`) for the outbox to be empty, then compares it with what the sink received.
 * `recipients`: the scenario's users, whose deliveries are counted for duplicates (another scenario's
 * late mail is that scenario's).
 */
export async function checkMail(cluster: Cluster, since: Date, recipients: string[], withinMs = 30_000): Promise<MailReport> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { rows } = await cluster.sql<{ n: number }>("select count(*)::int as n from mail_outbox where status = 'pending'");
    if (rows[0]!.n === 0 || Date.now() > deadline) break;
    await sleep(100);
  }
  const { rows } = await cluster.sql<{ id: string; status: string; created_at: string }>('select id, status, created_at from mail_outbox where created_at >= $1', [since.toISOString()]);
  const received = new Map<string, number[]>();
  for (const mail of cluster.sink.received) {
    if (mail.receivedAt < since.getTime()) continue;
    const times = received.get(mail.messageId ?? '') ?? [];
    times.push(mail.receivedAt);
    received.set(mail.messageId ?? '', times);
  }
  const report: MailReport = { sent: 0, redelivered: [], unexpected: [], lost: [], duplicates: await duplicateDeliveries(cluster, recipients), maxDelayMs: 0, lastArrival: 0 };
  const known = new Set<string>();
  for (const row of rows) {
    const messageId = `<${row.id}@127.0.0.1>`;
    known.add(messageId);
    const times = received.get(messageId) ?? [];
    if (row.status === 'sent') report.sent++;
    if (times.length === 0) report.lost.push(`${row.id} (${row.status})`);
    if (times.length > 1) report.redelivered.push(messageId);
    for (const time of times) {
      report.maxDelayMs = Math.max(report.maxDelayMs, time - Date.parse(row.created_at));
      report.lastArrival = Math.max(report.lastArrival, time);
    }
  }
  // Outbox rows made before `since` may still arrive late; only the others could be a second copy.
  const { rows: older } = await cluster.sql<{ id: string }>('select id from mail_outbox where created_at < $1', [since.toISOString()]);
  for (const row of older) known.add(`<${row.id}@127.0.0.1>`);
  for (const messageId of received.keys()) if (!known.has(messageId)) report.unexpected.push(messageId);
  return report;
}

/**
 * Deliveries to `recipients`, counted as a person does, over everything they ever received: per
 * recipient against what the outbox ever held for them, and per recipient and content (subject and
 * text; a sign-in code, a link or a time makes every real mail's text its own).
 */
async function duplicateDeliveries(cluster: Cluster, addresses: string[]): Promise<string[]> {
  const recipients = addresses.map((address) => address.toLowerCase());
  const mails = cluster.sink.received.filter((mail) => mail.to.some((to) => recipients.includes(to.toLowerCase())));
  const { rows } = await cluster.sql<{ recipient: string; n: number }>(
    'select lower(recipient) as recipient, count(*)::int as n from mail_outbox where lower(recipient) = any($1) group by lower(recipient)',
    [recipients],
  );
  const held = new Map(rows.map((row) => [row.recipient, row.n]));
  const problems: string[] = [];
  for (const recipient of recipients) {
    const delivered = mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === recipient)).length;
    const expected = held.get(recipient) ?? 0;
    if (delivered > expected) problems.push(`${recipient}: ${delivered} mails delivered for ${expected} in the outbox`);
  }
  const byContent = new Map<string, Array<string | null>>();
  for (const mail of mails) {
    const parsed = await PostalMime.parse(mail.raw);
    const key = JSON.stringify([mail.to.map((to) => to.toLowerCase()).sort(), parsed.subject ?? '', (parsed.text ?? '').trim()]);
    byContent.set(key, [...(byContent.get(key) ?? []), mail.messageId]);
  }
  for (const [key, messageIds] of byContent) {
    if (messageIds.length < 2) continue;
    const [to, subject] = JSON.parse(key) as [string[], string];
    problems.push(`${to.join(', ')}: ${messageIds.length} copies of «${subject}» (${messageIds.join(' ')})`);
  }
  return problems;
}

/**
 * Every name change the client was told succeeded is what the database holds, unless a later change
 * (acknowledged or not: an answer can be lost after the commit) replaced it.
 */
export async function checkAcknowledgedUpdates(cluster: Cluster, outcomes: Outcome[]): Promise<string[]> {
  const problems: string[] = [];
  const users = new Set(outcomes.filter((o) => o.op === 'update').map((o) => o.user));
  for (const user of users) {
    const updates = outcomes.filter((o) => o.op === 'update' && o.user === user);
    const lastAcked = updates.map((o, i) => ({ o, i })).filter(({ o }) => o.ok).at(-1);
    if (!lastAcked) continue;
    const allowed = new Set(updates.slice(lastAcked.i).map((o) => o.name));
    const { rows } = await cluster.sql<{ name: string }>('select name from accounts where login_id = $1', [user]);
    if (!allowed.has(rows[0]?.name)) problems.push(`${user}: acknowledged "${lastAcked.o.name}", database holds "${rows[0]?.name}"`);
  }
  return problems;
}

/**
 * A name change the client was told had failed must not be what the database holds (each asks for a
 * name of its own), unless a later change of the same user, acknowledged or not, asked for it too.
 * Only for faults where the service itself reported the failure (a lost answer may follow a commit).
 */
export async function checkFailedUpdatesNotCommitted(cluster: Cluster, outcomes: Outcome[]): Promise<string[]> {
  const problems: string[] = [];
  const failed = outcomes.filter((o) => o.op === 'update' && !o.ok);
  for (const failure of failed) {
    const { rows } = await cluster.sql<{ name: string }>('select name from accounts where login_id = $1', [failure.user]);
    if (rows[0]?.name === failure.name) problems.push(`${failure.user}: "${failure.name}" failed, yet the database holds it`);
  }
  return problems;
}
