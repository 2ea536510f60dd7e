// How a message leaves: SMTP through a small pool of kept-open connections with bounded waits, or the
// built-in dev mailbox. Every message carries a Message-ID made from its outbox id, so a retry of a
// message that did arrive (a lost answer, a worker killed after sending) is the same message to the
// receiving side, never a second one.
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDevMail, type OutboxRow } from './outbox.repository.js';

export interface MailTransport {
  send(mail: OutboxRow, now: Date): Promise<void>;
  /** What sent mail leaves behind besides the outbox's record, written in the same transaction (the dev mailbox's copy). */
  recordSent?(db: Kysely<Database>, mails: OutboxRow[], now: Date): Promise<void>;
  /**
   * Whether the server answers, without sending anything: a new connection, its greeting and EHLO,
   * then QUIT. Only where a server can be away (SMTP; the dev mailbox has none).
   */
  probe?(): Promise<void>;
  close(): void;
}

/** The longest one SMTP send can take before it is given up (connect, greeting, then each reply). */
export const smtpTimeouts: { connectionMs: number; greetingMs: number; socketMs: number } = { connectionMs: 5000, greetingMs: 5000, socketMs: 10_000 };

/** `<outbox-id@host of the sender>`: the same for every try of one message. */
export function messageIdOf(mailId: string, from: string): string {
  const host = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${mailId}@${host}>`;
}

export interface TransportOptions {
  /** SMTP when set; otherwise the dev mailbox table. */
  smtpUrl?: string;
  from: string;
  /** Connections kept open to the SMTP server (and messages sent at once). */
  connections: number;
  /** Tests shorten the waits; production keeps smtpTimeouts. */
  timeouts?: Partial<typeof smtpTimeouts>;
}

export function createMailTransport(options: TransportOptions): MailTransport {
  const compose = (mail: OutboxRow) => ({
    from: options.from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: messageIdOf(mail.id, options.from),
  });
  if (options.smtpUrl) {
    const timeouts = { ...smtpTimeouts, ...options.timeouts };
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.connections,
      maxMessages: 100,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      send: async (mail) => {
        await transport.sendMail(compose(mail));
      },
      probe: async () => {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  // The dev mailbox: the message lands in a table that /dev/mailbox shows, written with the outbox's
  // record. A recipient that nodemailer's SMTP client would refuse fails here too; nothing is composed
  // (nodemailer's JSON transport composed each message, and refused nothing, at about 0.3 ms a mail).
  return {
    send: async (mail) => checkRecipient(mail.recipient),
    recordSent: async (db, mails, now) => {
      for (const mail of mails) await insertDevMail(db, mail.id, mail.recipient, { subject: mail.subject, text: mail.text_body, html: mail.html_body }, now);
    },
    close: () => undefined,
  };
}

/** An address as the portal stores them (one local part, one domain): nodemailer's parser reads it as itself. */
const plainAddress = /^[^\s<>()[\]",;:@\\]+@[^\s<>()[\]",;:@\\]+$/;

/** What nodemailer's SMTP client refuses before it connects (smtp-connection's envelope): no recipient address, or one with a line break or an angle bracket. */
export function checkRecipient(recipient: string): void {
  if (plainAddress.test(recipient)) return;
  const addresses = addressparser(recipient, { flatten: true })
    .map((parsed) => parsed.address.trim())
    .filter((address) => address.length > 0);
  if (addresses.length === 0) throw new Error('No recipients defined');
  const invalid = addresses.find((address) => /[\r\n<>]/.test(address));
  if (invalid !== undefined) throw new Error(`Invalid recipient ${JSON.stringify(invalid)}`);
}
