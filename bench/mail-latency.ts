// Sign-in code mail latency: 30 people sign in at once (login step 1, production argon2 cost); how
// long from each request to its code mail arriving at an SMTP server on this machine (p50, p99).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildAccountService } from '../src/account-service/app';
import { createAccount } from '../src/account-service/accounts/account-admin.service';
import { startSmtpSink } from '../tests/helpers/smtp-sink';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function benchMailLatency(users = 30, rounds = 3): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-mail-bench-'));
  const sink = await startSmtpSink();
  const serviceToken = randomBytes(24).toString('base64url');
  const service = await buildAccountService({
    databaseUrl: `sqlite:${join(dir, 'bench.db')}`,
    serviceToken,
    publicUrl: 'http://localhost:3000',
    smtpUrl: sink.url,
    devMailbox: false,
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    throttle: { perIpLoginLimit: 1_000_000 },
  });
  const password = 'kazaguruma no oto 2026';
  for (let i = 0; i < users; i++) await createAccount(service.db, { loginId: `mail-${i}`, email: `mail-${i}@example.jp`, password, name: `計測 ${i}` });
  const url = await service.app.listen({ host: '127.0.0.1', port: 0 });
  const latencies: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const before = sink.received.length;
      const started = new Map<string, number>();
      await Promise.all(
        Array.from({ length: users }, async (_, i) => {
          started.set(`mail-${i}@example.jp`, performance.now() + performance.timeOrigin);
          const response = await fetch(`${url}/v1/logins`, {
            method: 'POST',
            headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json', 'x-client-ip': `198.51.100.${i}` },
            body: JSON.stringify({ identifier: `mail-${i}`, password }),
          });
          if (response.status !== 201) throw new Error(`login ${i}: ${response.status} ${await response.text()}`);
        }),
      );
      await sink.waitFor(before + users);
      for (const mail of sink.received.slice(before)) latencies.push(mail.receivedAt - started.get(mail.to[0]!)!);
    }
  } finally {
    await service.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    `Sign-in code mail latency, ${users} concurrent sign-ins × ${rounds} rounds, request to SMTP server (target p99 ≤ 1000 ms)`,
    `  p50 ${percentile(latencies, 50).toFixed(0)} ms   p99 ${percentile(latencies, 99).toFixed(0)} ms   max ${Math.max(...latencies).toFixed(0)} ms`,
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const line of await benchMailLatency()) console.log(line);
}
