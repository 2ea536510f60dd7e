// A local breached-password range service (Have I Been Pwned's range API, k-anonymity): what the
// tests and the embedded default (`npm start`, no BREACHED_PASSWORD_RANGE_URL) ask instead of the
// internet. Seeded from the project's common-password list (the password policy's), plus any
// passwords a test adds.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dictionary } from '@zxcvbn-ts/language-common';
import { sha1Hex } from './breached-passwords.js';

export interface RangeServer {
  url: string;
  /** Lists one more password (a test's "breached" one). */
  add(password: string): void;
  /** Answers this status (or hangs, for 'hang') instead of the range, until set back to 'ok'. */
  behave(mode: 'ok' | 'hang' | number): void;
  requests(): number;
  /** TCP connections accepted so far (a checker keeps one alive across sign-ins). */
  connections(): number;
  close(): Promise<void>;
}

export async function startRangeServer(options: { seedCommonList?: boolean; extra?: string[]; port?: number } = {}): Promise<RangeServer> {
  const ranges = new Map<string, Map<string, number>>();
  const add = (password: string) => {
    const digest = sha1Hex(password);
    const prefix = digest.slice(0, 5);
    let range = ranges.get(prefix);
    if (!range) ranges.set(prefix, (range = new Map()));
    range.set(digest.slice(5), (range.get(digest.slice(5)) ?? 0) + 1);
  };
  if (options.seedCommonList !== false) for (const password of dictionary['passwords-common']) add(password);
  for (const password of options.extra ?? []) add(password);
  let mode: 'ok' | 'hang' | number = 'ok';
  let served = 0;
  const server: Server = createServer((request, response) => {
    served += 1;
    if (mode === 'hang') return; // never answers: the caller's timeout is what ends it
    if (typeof mode === 'number') return response.writeHead(mode).end();
    const prefix = /^\/range\/([0-9A-Fa-f]{5})$/.exec(request.url ?? '')?.[1]?.toUpperCase();
    if (request.method !== 'GET' || !prefix) return response.writeHead(404).end();
    const lines = [...(ranges.get(prefix) ?? new Map<string, number>())].map(([suffix, count]) => `${suffix}:${count}`);
    // Padding, as the real service adds on request: suffixes that match nothing, with a count of 0.
    lines.push('0000000000000000000000000000000000A:0');
    response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  // Node's agent does not reuse a connection whose server announces `Keep-Alive: timeout=1` (it keeps
  // a second's margin), so a shorter idle timeout here made every range check a new TCP connection.
  server.keepAliveTimeout = 30_000;
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/range`,
    add,
    behave: (next) => {
      mode = next;
    },
    requests: () => served,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
