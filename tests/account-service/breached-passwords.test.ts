// The breached-password range client on its own: how an answer is read, and that a range service
// which stalls (before its headers or in the middle of its body) costs one check its timeout, open.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { breachedPasswordChecker, rangeListsSuffix, sha1Hex } from '../../src/account-service/login/risk/breached-passwords';

describe('rangeListsSuffix', () => {
  const suffix = '1E4C9B93F3F0682250B6CF8331B7EE68FD8';
  it('finds a listed suffix with a count, on any line, in either case, with CRLF or LF', () => {
    expect(rangeListsSuffix(`0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${suffix}:3861493\r\n011053FD0102E94D6AE2F8B83D76FAF94F6:1`, suffix)).toBe(true);
    expect(rangeListsSuffix(`${suffix.toLowerCase()}:2\n`, suffix)).toBe(true);
    expect(rangeListsSuffix(`${suffix}:7`, suffix)).toBe(true);
  });
  it('does not count a padding line (count 0), an absent suffix, or the tail of a longer token', () => {
    expect(rangeListsSuffix(`0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${suffix}:0\r\n`, suffix)).toBe(false);
    expect(rangeListsSuffix('0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n', suffix)).toBe(false);
    expect(rangeListsSuffix(`AB${suffix}:5\r\n`, suffix)).toBe(false);
    expect(rangeListsSuffix('', suffix)).toBe(false);
  });
});

describe('breachedPasswordChecker', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done) ?? done(undefined));
    server = undefined;
  });
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    server = createServer(handler);
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/range`;
  };

  it('asks for the first five hex digits only, and reads found and clean', async () => {
    const paths: string[] = [];
    const listed = sha1Hex('correct horse battery staple');
    const url = await serve((request, response) => {
      paths.push(request.url!);
      response.end(request.url === `/range/${listed.slice(0, 5)}` ? `${listed.slice(5)}:12\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0` : 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0');
    });
    const checker = breachedPasswordChecker({ url, timeoutMs: 1000 });
    expect(await checker.check('correct horse battery staple')).toBe('found');
    expect(await checker.check('a password nobody has 2026')).toBe('clean');
    expect(paths).toEqual([`/range/${listed.slice(0, 5)}`, `/range/${sha1Hex('a password nobody has 2026').slice(0, 5)}`]);
    await checker.close();
  });

  it('a body that stalls half-way: unavailable within the timeout, counted as failed', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n'); // and never ends
    });
    const outcomes: string[] = [];
    const checker = breachedPasswordChecker({ url, timeoutMs: 200, count: (outcome) => void outcomes.push(outcome) });
    const started = Date.now();
    expect(await checker.check('a password nobody has 2026')).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcomes).toEqual(['failed']);
    await checker.close();
  });

  it('a status other than 2xx: unavailable, counted as failed', async () => {
    const url = await serve((_request, response) => void response.writeHead(503).end());
    const outcomes: string[] = [];
    const checker = breachedPasswordChecker({ url, timeoutMs: 1000, count: (outcome) => void outcomes.push(outcome) });
    expect(await checker.check('a password nobody has 2026')).toBe('unavailable');
    expect(outcomes).toEqual(['failed']);
    await checker.close();
  });
});
