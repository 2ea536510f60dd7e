// Bench: the yardstick for the gateway — a plain Fastify REST-to-REST hop that forwards the same
// current-account call to the account service and returns its JSON.
import Fastify from 'fastify';

const upstream = process.env.ACCOUNT_SERVICE_URL!;
const serviceToken = process.env.SERVICE_TOKEN!;
const app = Fastify({ logger: false });
app.get('/session', async (request, reply) => {
  const res = await fetch(`${upstream}/v1/session`, {
    headers: {
      authorization: `Bearer ${serviceToken}`,
      'x-session-token': String(request.headers['x-session-token'] ?? ''),
      'x-client-ip': request.ip,
    },
  });
  reply.status(res.status);
  return res.json();
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`READY ${url}`);
