// 「データのダウンロード」 at 10,000 activity events (issue 24: ≤ 10 s p95): one account with that many
// events (signed in from a few devices, failures folded and not, an app's grants none), its mailed link,
// then the JSON file and the activity CSV downloaded whole, again and again, through the gateway's
// POST /data-export over HTTP (as the browser's form posts it) to the account service on SQLite, and
// on PostgreSQL when TEST_DATABASE_URL_PG names one. Each run is timed from the request to the last
// byte read. Both servers run in this process, as in the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createAccount } from '../src/account-service/accounts/account-admin.service';
import { buildAccountService } from '../src/account-service/app';
import { buildGateway } from '../src/gateway/app';

const serviceToken = 'bench-service-token-0123456789abcdef';
const person = { loginId: 'taro', email: 'taro@example.jp', password: 'kazaguruma no oto 2026', name: '山田 太郎', nameKana: 'ヤマダ タロウ' };
const browsers = ['Chrome', 'Safari', 'Firefox', 'Edge'];
const systems = ['Windows', 'macOS', 'iOS', 'Android'];
const kinds = ['sign_in', 'sign_in_failed', 'signed_out', 'details_changed', 'sessions_ended'] as const;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(label: string, databaseUrl: string, events: number, runs: number): Promise<string[]> {
  const service = await buildAccountService({ databaseUrl, serviceToken, publicUrl: 'http://localhost:3000', devMailbox: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12, mailPollIntervalMs: 60_000, logLevel: false });
  try {
    await createAccount(service.db, person);
    const account = await service.db.selectFrom('accounts').select('id').where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    const start = Date.now() - events * 60_000;
    const rows = Array.from({ length: events }, (_, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      const kind = kinds[i % kinds.length]!;
      return {
        id: `${(start + i * 60_000).toString(16).padStart(12, '0')}000000${i.toString(16).padStart(12, '0')}`, account_id: account.id, kind, created_at: at, last_at: at, count: 1 + (i % 3),
        actor: 'self' as const, actor_account_id: null, client_ip: `198.51.100.${i % 250}`, browser: browsers[i % 4]!, os: systems[i % 4]!, session_id: null,
        details: kind === 'sign_in' ? '{"method":"password_code"}' : kind === 'sign_in_failed' ? '{"step":"password"}' : kind === 'details_changed' ? '{"fields":["phone","name"]}' : null, not_me_reported_at: null,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await service.db.insertInto('account_events').values(rows.slice(i, i + 500)).execute();

    await service.app.listen({ host: '127.0.0.1', port: 0 });
    const serviceUrl = `http://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
    const gateway = await buildGateway({ accountServiceUrl: serviceUrl, serviceToken, publicUrl: 'http://localhost:3000', rateLimit: false });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
    try {
      const rest = (path: string, body: unknown, token?: string) =>
        fetch(`${serviceUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${serviceToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-client-ip': '198.51.100.7', ...(token ? { 'x-session-token': token } : {}) }, body: body === undefined ? null : JSON.stringify(body) });
      const mails = async () => {
        await service.mail.flush();
        return (await (await fetch(`${serviceUrl}/dev/mailbox/messages`)).json()) as { subject: string; text: string }[];
      };
      const login = (await (await rest('/v1/logins', { identifier: person.loginId, password: person.password })).json()) as { attemptId: string };
      const code = /(\d{6})/.exec((await mails()).find((m) => m.subject.includes('ログイン確認コード'))!.text)![1]!;
      const { token } = (await (await rest(`/v1/logins/${login.attemptId}/code-verifications`, { code })).json()) as { token: string };
      const asked = await rest('/v1/session/data-exports', undefined, token);
      if (asked.status !== 201) throw new Error(`the request answered ${asked.status}: ${await asked.text()}`);
      const link = /\/myData\?token=([A-Za-z0-9_-]+)/.exec((await mails()).find((m) => m.subject.includes('データのダウンロード'))!.text)![1]!;

      const download = async (format: 'json' | 'csv') => {
        const began = performance.now();
        const answer = await fetch(`${gatewayUrl}/data-export`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `portal_session=${token}`, origin: 'http://localhost:3000' },
          body: new URLSearchParams({ token: link, format }).toString(),
        });
        const bytes = (await answer.arrayBuffer()).byteLength;
        if (answer.status !== 200) throw new Error(`the download answered ${answer.status}`);
        return { ms: performance.now() - began, bytes };
      };
      const lines: string[] = [];
      for (const format of ['json', 'csv'] as const) {
        await download(format); // warm-up
        const times: number[] = [];
        let size = 0;
        for (let i = 0; i < runs; i++) {
          const { ms, bytes } = await download(format);
          times.push(ms);
          size = bytes;
        }
        lines.push(`  ${label}, ${format.toUpperCase()} (${(size / 1024 / 1024).toFixed(1)} MB): p50 ${seconds(percentile(times, 50))}, p95 ${seconds(percentile(times, 95))}, max ${seconds(Math.max(...times))} over ${runs} downloads`);
      }
      return lines;
    } finally {
      await gateway.close();
    }
  } finally {
    await service.close();
  }
}

export async function benchDataExport(events = 10_000, runs = 20): Promise<string[]> {
  const lines = [`Data download (「データのダウンロード」) of an account with ${events.toLocaleString('en')} activity events, through the gateway, target p95 ≤ 10 s:`];
  const dir = mkdtempSync(join(tmpdir(), 'portal-export-bench-'));
  try {
    lines.push(...(await measure('SQLite', `sqlite:${join(dir, 'bench.db')}`, events, runs)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.TEST_DATABASE_URL_PG;
  if (pgUrl) {
    const name = `export_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      lines.push(...(await measure('PostgreSQL', url.toString(), events, runs)));
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  return lines;
}
