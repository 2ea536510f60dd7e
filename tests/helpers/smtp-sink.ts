// A local SMTP server for tests and benchmarks: it accepts, is down (421 to every new connection and
// every message, as a server that is going away or gone), refuses (greets, then 421 to every message),
// hangs (takes the message and never answers; refuses it when it recovers) or stalls (takes
// the message and answers only when it recovers, delivering it then, even to a client that gave up
// long ago: the case where a retry meets a mail that did arrive). It records what it delivered with
// its Message-ID and the time it arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string | null;
  to: string[];
  subject: string | null;
  raw: Buffer;
  receivedAt: number;
}

export type SinkMode = 'accept' | 'down' | 'refuse' | 'hang' | 'stall';

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  setMode(mode: SinkMode): void;
  /** Stalls the messages to this address alone (whatever the mode) until called with null. */
  stallTo(address: string | null): void;
  /** Resolves when `count` messages in all have been accepted. */
  waitFor(count: number): Promise<void>;
  /** Resolves with the first message received from now on that `matches`. */
  next(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** Connections the sink refused while down (each a try to reach it: a send, or a probe). */
  refusedConnections: number;
  /** Messages it refused (down or refusing). */
  refusedMessages: number;
  /** Messages it has taken and not answered yet (hanging or stalling). */
  held: number;
  close(): Promise<void>;
}

const header = (raw: string, name: string): string | null => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw)?.[1]?.trim() ?? null;

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: Array<{ count: number; resolve(): void }> = [];
  const watchers: Array<{ matches(mail: ReceivedMail): boolean; resolve(mail: ReceivedMail): void }> = [];
  let refusedConnections = 0;
  let refusedMessages = 0;
  let mode: SinkMode = 'accept';
  // Messages taken while hanging; when the sink stops hanging they are refused, as a server that came
  // back would drop what it was stuck on.
  const hung: Array<(error: Error) => void> = [];
  // Messages taken while stalling: delivered when the sink stops stalling.
  const stalled: Array<() => void> = [];
  let stalledAddress: string | null = null;
  const stalledToAddress: Array<() => void> = [];
  const refusal = () => Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Many connections at once: every instance of a test keeps its own pool.
    maxClients: 100,
    onConnect(_session, callback) {
      if (mode !== 'down') return callback();
      refusedConnections += 1;
      callback(refusal());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (mode === 'hang') {
          hung.push(callback); // the message is read, the answer does not come
          return;
        }
        if (mode === 'refuse' || mode === 'down') {
          refusedMessages += 1;
          callback(refusal());
          return;
        }
        const deliver = () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          const mail: ReceivedMail = {
            messageId: header(text, 'Message-ID'),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: header(text, 'Subject'),
            raw,
            receivedAt: Date.now(),
          };
          received.push(mail);
          callback();
          for (const watcher of watchers.splice(0)) {
            if (watcher.matches(mail)) watcher.resolve(mail);
            else watchers.push(watcher);
          }
          for (const waiter of waiters.splice(0)) {
            if (received.length >= waiter.count) waiter.resolve();
            else waiters.push(waiter);
          }
        };
        if (stalledAddress !== null && session.envelope.rcptTo.some((r) => r.address === stalledAddress)) stalledToAddress.push(deliver);
        else if (mode === 'stall') stalled.push(deliver);
        else deliver();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    setMode: (next) => {
      mode = next;
      if (next !== 'hang') for (const callback of hung.splice(0)) callback(refusal());
      if (next !== 'stall') for (const deliver of stalled.splice(0)) deliver();
    },
    stallTo: (next) => {
      stalledAddress = next;
      if (next === null) for (const deliver of stalledToAddress.splice(0)) deliver();
    },
    next: (matches) => new Promise<ReceivedMail>((resolve) => watchers.push({ matches, resolve })),
    get refusedConnections() {
      return refusedConnections;
    },
    get refusedMessages() {
      return refusedMessages;
    },
    get held() {
      return hung.length + stalled.length + stalledToAddress.length;
    },
    waitFor: (count) => (received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
