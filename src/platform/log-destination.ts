// Where the servers' log lines go: standard output, written so that logging can never stop the
// process, neither while it serves nor while it stops. pino's own destination (sonic-boom) retries a
// write that meets a full pipe forever, and at exit it does so synchronously (Atomics.wait): a portal
// whose log reader died stopped listening on SIGTERM and then hung for good. Here every write is
// asynchronous, one at a time; while standard output takes nothing, lines wait in a bounded buffer
// and are retried on a timer; past the buffer, or once the reader is gone for good (EPIPE), lines are
// dropped and counted (log_lines_dropped_total in /metrics). On a graceful stop the buffer gets a
// bounded time to drain (lifecycle.ts), never more.
import { write as fsWrite } from 'node:fs';

export interface LogDestination {
  /** pino's interface: one serialised line at a time. */
  write(line: string): void;
  /** Lines given up on so far: the buffer was full while nothing could be written, or the reader is gone. */
  readonly dropped: number;
  /** Resolves once every buffered line is written, or after `withinMs`, dropping (and counting) what is left. */
  drain(withinMs: number): Promise<void>;
}

export interface LogDestinationOptions {
  /** Default 1, standard output. */
  fd?: number;
  /** How much may wait for a stalled reader before new lines are dropped. Default 1 MiB. */
  maxBufferedBytes?: number;
  /** The first retry after a full pipe (EAGAIN); doubled up to a second. Default 100 ms. */
  retryMs?: number;
}

const MAX_WRITE = 64 * 1024;
const MAX_RETRY_MS = 1000;

export function logDestination(options: LogDestinationOptions = {}): LogDestination {
  const fd = options.fd ?? 1;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const firstRetryMs = options.retryMs ?? 100;

  let queue: string[] = [];
  let queuedBytes = 0;
  /** What is being written now, and how many lines it holds. */
  let writing: Buffer | null = null;
  let writingLines = 0;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | null = null;
  /** The reader is gone for good (EPIPE, or a descriptor that cannot be written): every line is dropped. */
  let gone = false;
  let dropped = 0;
  let idle: Array<() => void> = [];

  const settleIdle = () => {
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  const dropAll = () => {
    dropped += queue.length + writingLines;
    queue = [];
    queuedBytes = 0;
    writing = null;
    writingLines = 0;
    if (retry) clearTimeout(retry);
    retry = null;
    settleIdle();
  };

  const take = () => {
    // One write of whole lines, up to MAX_WRITE (a single longer line goes alone).
    let bytes = 0;
    let count = 0;
    while (count < queue.length && (count === 0 || bytes + Buffer.byteLength(queue[count]!) <= MAX_WRITE)) {
      bytes += Buffer.byteLength(queue[count]!);
      count++;
    }
    const lines = queue.splice(0, count);
    queuedBytes -= bytes;
    writing = Buffer.from(lines.join(''));
    writingLines = count;
  };

  const pump = (): void => {
    if (writing === null) {
      if (queue.length === 0) return settleIdle();
      take();
    }
    const buffer = writing!;
    fsWrite(fd, buffer, 0, buffer.length, null, (error, written) => {
      if (writing !== buffer) return; // dropped meanwhile (a stop's drain ran out)
      if (error) {
        if (error.code === 'EAGAIN' || error.code === 'EWOULDBLOCK' || error.code === 'EINTR') {
          // Nobody reads just now: try again later, on a timer that never keeps the process alive.
          retry = setTimeout(() => {
            retry = null;
            pump();
          }, retryMs);
          retry.unref();
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          return;
        }
        gone = true;
        return dropAll();
      }
      retryMs = firstRetryMs;
      if (written < buffer.length) writing = buffer.subarray(written);
      else {
        writing = null;
        writingLines = 0;
      }
      pump();
    });
  };

  return {
    write(line) {
      const bytes = Buffer.byteLength(line);
      if (gone || queuedBytes + bytes > maxBufferedBytes) {
        dropped++;
        return;
      }
      queue.push(line);
      queuedBytes += bytes;
      if (writing === null && retry === null) pump();
    },
    get dropped() {
      return dropped;
    },
    drain(withinMs) {
      if (writing === null && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(dropAll, withinMs);
        timer.unref();
        idle.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

let standardOutput: LogDestination | undefined;

/** The process's one destination on standard output, shared by every room it runs. */
export function standardOutputLog(): LogDestination {
  return (standardOutput ??= logDestination());
}

/** Lines the process's standard output log dropped (0 when nothing logged there). */
export const droppedLogLines = (): number => standardOutput?.dropped ?? 0;

/** Gives the standard output log at most `withinMs` to write what it holds (a stop's last lines). */
export const drainStandardOutputLog = (withinMs: number): Promise<void> => standardOutput?.drain(withinMs) ?? Promise.resolve();
