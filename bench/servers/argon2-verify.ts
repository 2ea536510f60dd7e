// Bench: the yardstick for login step 1 — bare argon2id verifies of the right password with the
// portal's parameters (the same package and the same libuv thread pool as the account service), in a
// process of their own, so the bench reads their CPU from /proc like any server's, and can run them
// interleaved with the logins. `GET /run?seconds=S&concurrency=N` verifies, N in flight, for S seconds
// and answers the count.
import { createServer } from 'node:http';
import argon2 from 'argon2';
import { productionHashOptions } from '../../src/account-service/lib/password';

const password = process.env.BENCH_PASSWORD!;
const hash = await argon2.hash(password, productionHashOptions);

async function verifyFor(seconds: number, concurrency: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        if (!(await argon2.verify(hash, password))) throw new Error('the right password did not verify');
        count++;
      }
    }),
  );
  return count;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/run') {
    response.writeHead(404).end();
    return;
  }
  verifyFor(Number(url.searchParams.get('seconds') ?? 10), Number(url.searchParams.get('concurrency') ?? 8)).then(
    (count) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count })),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`READY http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
