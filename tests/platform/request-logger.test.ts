// A request's logger becomes pino's child (its bindings serialised and redacted) only when the request
// logs something: most requests log nothing.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { serverOptions } from '../../src/platform/server-options';

function app() {
  const lines: string[] = [];
  const server = Fastify(serverOptions({ room: 'test', logLevel: 'info', trustProxy: false, requestIdFrom: 'always', bodyLimit: 1024, logStream: { write: (line) => void lines.push(line) } }));
  server.get('/quiet', async () => ({ ok: true }));
  server.get('/loud', async (request) => {
    request.log.warn({ detail: 1 }, 'first');
    request.log.info('second');
    return { level: request.log.level };
  });
  return { server, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request loggers', () => {
  it('makes no child logger for a request that logs nothing', async () => {
    const { server, lines } = app();
    await server.ready();
    const child = vi.spyOn(server.log, 'child');
    for (let i = 0; i < 3; i++) expect((await server.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines()).toEqual([]);
  });

  it('makes one, with the request id, for a request that logs', async () => {
    const { server, lines } = app();
    await server.ready();
    const child = vi.spyOn(server.log, 'child');
    const response = await server.inject({ url: '/loud', headers: { 'x-request-id': 'trace-42' } });
    expect(response.json()).toEqual({ level: 'info' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(child.mock.calls[0]![0]).toEqual({ reqId: 'trace-42' });
    expect(lines().map(({ reqId, room, msg, detail }) => ({ reqId, room, msg, detail }))).toEqual([
      { reqId: 'trace-42', room: 'test', msg: 'first', detail: 1 },
      { reqId: 'trace-42', room: 'test', msg: 'second', detail: undefined },
    ]);
  });
});
