// Bench: the yardstick for the gateway — a plain Fastify REST-to-REST hop that forwards the same
// current-account call to the account service and returns its JSON. It uses the gateway's own
// pooled REST transport, so the ratio between the two measures the GraphQL layer alone.
import Fastify from 'fastify';
import { poolTransport } from '../../src/gateway/rest-transport';

const send = poolTransport(process.env.ACCOUNT_SERVICE_URL!, 10_000);
const authorization = `Bearer ${process.env.SERVICE_TOKEN!}`;
const app = Fastify({ logger: false });
app.get('/session', async (request, reply) => {
  const res = await send({
    method: 'GET',
    path: '/v1/session',
    headers: { authorization, 'x-session-token': String(request.headers['x-session-token'] ?? ''), 'x-client-ip': request.ip },
  });
  reply.status(res.status);
  return res.body;
});
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`READY ${url}`);
// A plain exit on SIGTERM, so `node --cpu-prof` writes its profile (the bench's BENCH_CPU_PROF).
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
