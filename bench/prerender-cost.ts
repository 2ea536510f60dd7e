// How the prerendered /login is made, chosen by measurement (issue 15): rendering the page with React
// on every request (renderToString in the gateway) against sending the document the build rendered
// once per language (what the gateway does). Needs a build (`npm run build`, or `npx vite build`):
// it uses the build's own server entry (dist/ssr) and the built SPA (dist/app).
//   npx tsx bench/prerender-cost.ts
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildGateway } from '../src/gateway/app';

process.env.NODE_ENV = 'production';
const root = resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 2000);

interface ServerEntry {
  renderPage(path: string, locale: string): Promise<{ markup: string; title: string }>;
}

async function perCall(label: string, run: () => Promise<unknown>, n: number): Promise<number> {
  for (let i = 0; i < Math.min(200, n); i++) await run(); // warm up (JIT, caches)
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) await run();
  const wall = (performance.now() - started) / n;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / n;
  console.log(`  ${label.padEnd(58)} ${(wall * 1000).toFixed(0).padStart(6)} µs wall, ${cpuUs.toFixed(0).padStart(6)} µs CPU per request`);
  return cpuUs;
}

const entry = (await import(pathToFileURL(resolve(root, 'dist/ssr/server-entry.js')).href)) as ServerEntry;
console.log(`/login, ${rounds} requests each, one process on this machine:`);
const render = await perCall('render at request time (renderToString, ja)', () => entry.renderPage('/login', 'ja'), rounds);
await perCall('render at request time (renderToString, en)', () => entry.renderPage('/login', 'en'), rounds);

const gateway = await buildGateway({
  accountServiceUrl: 'http://127.0.0.1:9',
  serviceToken: 'bench-service-token-0123456789',
  publicUrl: 'http://localhost:3000',
  spaDir: resolve(root, 'dist/app'),
  rateLimit: false,
});
const headers = { accept: 'text/html', 'accept-language': 'ja-JP,ja;q=0.9', 'accept-encoding': 'gzip, deflate, br' };
const served = await perCall('built once, sent by the gateway (GET /login, br, whole request)', async () => {
  const response = await gateway.inject({ method: 'GET', url: '/login', headers });
  if (response.statusCode !== 200 || response.headers['content-encoding'] !== 'br') throw new Error(`unexpected answer ${response.statusCode}`);
}, rounds * 5);
await gateway.close();
console.log(`  rendering per request costs ${(render / served).toFixed(1)}× the whole prebuilt answer`);
