// Sign-in code mail latency: 30 people sign in at once (login step 1, production argon2 cost); how
// long from each request to its code mail arriving at an SMTP server on this machine (p50, p99).
// Each finishes signing in with the code (step 2) from a device the account has not used, so a
// new-device notice goes out with every sign-in, and the next round starts as soon as the last
// code is in: code mails and notices share the outbox and the SMTP connections, as in a busy hour.
// The account service runs in a process of its own (servers/mail-account-service.ts); the SMTP
// server and the people signing in are this process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import PostalMime from 'postal-mime';
import { startSmtpSink, type ReceivedMail } from '../tests/helpers/smtp-sink';

/** A device family per sign-in (the notice is about the family): the first is the accounts' known device. */
const devices = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:144.0) Gecko/20100101 Firefox/144.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0',
];

/** The sign-in code in a code mail, or null for any other mail (a new-device notice). */
async function codeIn(mail: ReceivedMail): Promise<string | null> {
  const parsed = await PostalMime.parse(mail.raw);
  if (!parsed.subject?.includes('ログイン確認コード')) return null;
  return /\b(\d{6})\b/.exec(parsed.text ?? '')?.[1] ?? null;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function benchMailLatency(users = 30, rounds = 3): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-mail-bench-'));
  const sink = await startSmtpSink();
  const serviceToken = randomBytes(24).toString('base64url');
  const password = 'kazaguruma no oto 2026';
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'servers/mail-account-service.ts')], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`, SERVICE_TOKEN: serviceToken, SMTP_URL: sink.url, BENCH_MAIL_ACCOUNTS: String(users), BENCH_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) ok(ready[1]!);
    });
    child.once('exit', (code) => fail(new Error(`the account service exited with ${code}: ${out}`)));
  });
  const headers = (i: number, device: number) => ({
    authorization: `Bearer ${serviceToken}`,
    'content-type': 'application/json',
    'x-client-ip': `198.51.100.${i}`,
    'x-client-user-agent': devices[device]!,
  });
  /** After the sign-in's answer (step 1 done: the password checked, the mail committed), how long the code mail took. */
  const afterAnswer: number[] = [];
  /** One full sign-in; returns how long its code mail took, request to the SMTP server's receipt. */
  const signIn = async (i: number, device: number): Promise<number> => {
    const to = `mail-${i}@example.jp`;
    const started = performance.now() + performance.timeOrigin;
    const step1 = await fetch(`${url}/v1/logins`, { method: 'POST', headers: headers(i, device), body: JSON.stringify({ identifier: `mail-${i}`, password }) });
    if (step1.status !== 201) throw new Error(`login ${i}: ${step1.status} ${await step1.text()}`);
    const { attemptId } = (await step1.json()) as { attemptId: string };
    const answered = performance.now() + performance.timeOrigin;
    const { mail, code } = await codeMailFor(to, started);
    if (device > 0) afterAnswer.push(mail.receivedAt - answered);
    const step2 = await fetch(`${url}/v1/logins/${attemptId}/code-verifications`, { method: 'POST', headers: headers(i, device), body: JSON.stringify({ code }) });
    if (step2.status !== 201) throw new Error(`code ${i}: ${step2.status} ${await step2.text()}`);
    return mail.receivedAt - started;
  };
  const checked = new Set<ReceivedMail>();
  /** The code mail sent to `to` since `started` (the previous sign-in's notice may come first). */
  const codeMailFor = async (to: string, started: number): Promise<{ mail: ReceivedMail; code: string }> => {
    for (;;) {
      const arrival = sink.next((mail) => mail.to[0] === to);
      for (const mail of sink.received) {
        if (mail.to[0] !== to || mail.receivedAt < started || checked.has(mail)) continue;
        checked.add(mail);
        const code = await codeIn(mail);
        if (code !== null) return { mail, code };
      }
      await arrival;
    }
  };
  const latencies: number[] = [];
  let notices = 0;
  try {
    // Each account signs in once from its usual device: its first sign-in is nobody's new device.
    await Promise.all(Array.from({ length: users }, (_, i) => signIn(i, 0)));
    const before = sink.received.length;
    // Then everyone signs in at once, `rounds` times, from a new device each time: the notices of one
    // round's sign-ins go out while the next round's codes do.
    for (let round = 1; round <= rounds; round++) latencies.push(...(await Promise.all(Array.from({ length: users }, (_, i) => signIn(i, round)))));
    await sink.waitFor(before + 2 * users * rounds);
    notices = sink.received.length - before - users * rounds;
  } finally {
    child.kill('SIGTERM');
    await exited;
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    `Sign-in code mail latency, ${users} concurrent sign-ins × ${rounds} rounds, each from a new device (${notices} new-device notices sent meanwhile), request to SMTP server (target p99 ≤ 1000 ms)`,
    `  p50 ${percentile(latencies, 50).toFixed(0)} ms   p99 ${percentile(latencies, 99).toFixed(0)} ms   max ${Math.max(...latencies).toFixed(0)} ms`,
    `  of which after login step 1 answered (the mail's own way: the worker, SMTP): p50 ${percentile(afterAnswer, 50).toFixed(0)} ms   p99 ${percentile(afterAnswer, 99).toFixed(0)} ms`,
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const line of await benchMailLatency()) console.log(line);
}
