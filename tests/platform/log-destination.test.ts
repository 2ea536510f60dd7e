// The servers' log destination (src/platform/log-destination.ts) on a real named pipe: lines in order
// while the reader reads; while it does not, a bounded buffer and every line past it dropped and
// counted; the buffer written once the reader is back; a stop's drain that gives up; and a reader
// gone for good (EPIPE) costing nothing but a count.
import { spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination } from '../../src/platform/log-destination';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A named pipe with its own read end and write end, both non-blocking, as a log collector's pipe is. */
function namedPipe() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-log-destination-'));
  const path = join(dir, 'pipe');
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  let readerOpen = true;
  cleanups.push(() => {
    closeSync(writer);
    if (readerOpen) closeSync(reader);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    writer,
    /** Everything in the pipe now. */
    read(): string {
      const chunks: Buffer[] = [];
      const buffer = Buffer.alloc(65_536);
      for (;;) {
        try {
          const n = readSync(reader, buffer, 0, buffer.length, null);
          if (n === 0) break;
          chunks.push(Buffer.from(buffer.subarray(0, n)));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EAGAIN') break;
          throw error;
        }
      }
      return Buffer.concat(chunks).toString();
    },
    /** Fills the pipe with junk until it takes nothing more. */
    fill(): void {
      const chunk = Buffer.alloc(4096, '.');
      for (;;) {
        try {
          writeSync(writer, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return;
          throw error;
        }
      }
    },
    closeReader(): void {
      closeSync(reader);
      readerOpen = false;
    },
  };
}

const line = (i: number) => `{"msg":"line ${String(i).padStart(4, '0')}","pad":"${'x'.repeat(71)}"}\n`; // 100 bytes

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await sleep(10);
  }
  throw new Error(`never: ${what}`);
}

describe('the log destination', () => {
  it('writes every line, in order, while the reader reads', async () => {
    const pipe = namedPipe();
    const log = logDestination({ fd: pipe.writer });
    let seen = '';
    for (let i = 0; i < 300; i++) log.write(line(i));
    await until(() => (seen += pipe.read()).length === 300 * 100, 'all lines read');
    expect(seen).toBe(Array.from({ length: 300 }, (_, i) => line(i)).join(''));
    expect(log.dropped).toBe(0);
  });

  it('holds a bounded buffer while nobody reads, drops and counts the rest, and writes the buffer once the reader is back', async () => {
    const pipe = namedPipe();
    pipe.fill();
    const log = logDestination({ fd: pipe.writer, maxBufferedBytes: 1000, retryMs: 5 });
    for (let i = 0; i < 25; i++) log.write(line(i));
    // The first write is under way when the others arrive: 10 lines fit the buffer behind it, 14 do not.
    expect(log.dropped).toBe(14);

    let seen = '';
    await until(() => (seen += pipe.read()).includes(line(10)), 'the buffered lines after the reader came back');
    const written = seen.replace(/^\.+/, '');
    expect(written).toBe(Array.from({ length: 11 }, (_, i) => line(i)).join(''));
    expect(log.dropped).toBe(14);
  });

  it("gives a stop's drain a bounded time, then drops what is left", async () => {
    const pipe = namedPipe();
    pipe.fill();
    const log = logDestination({ fd: pipe.writer, retryMs: 5 });
    for (let i = 0; i < 5; i++) log.write(line(i));
    await log.drain(50);
    expect(log.dropped).toBe(5);
  });

  it('drops and counts every line once the reader is gone for good (EPIPE)', async () => {
    const pipe = namedPipe();
    pipe.closeReader();
    const log = logDestination({ fd: pipe.writer });
    log.write(line(0));
    await log.drain(5000);
    for (let i = 1; i < 10; i++) log.write(line(i));
    expect(log.dropped).toBe(10);
  });
});
