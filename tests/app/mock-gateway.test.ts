// @vitest-environment node
// `npm run mock:gateway` as an API consumer sees it: the script itself on a free port, called with
// plain fetch (no Apollo), and no back end anywhere.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let child: ChildProcess;
const gateway = { url: '' };

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-gateway.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gateway.url = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the mock gateway did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/\S+\/graphql)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        done(url);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`the mock gateway exited (${code}): ${output}`)));
  });
}, 30_000);
afterAll(() => {
  child.kill('SIGTERM');
});

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status !== 200) throw new Error(await response.text());
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('mock gateway', () => {
  it('signs in with login → code → bearer token, and answers viewer', async () => {
    const login = await gql(
      'mutation ($input: LoginInput!) { login(input: $input) { challenge { attemptId maskedEmail } error { code } } }',
      { input: { loginId: 'demo', password: 'mock-password-2026', delivery: 'BEARER' } },
    );
    expect(login.data?.login.error).toBeNull();
    const { attemptId, maskedEmail } = login.data?.login.challenge;
    expect(maskedEmail).toBe('d***@example.com');

    const verify = await gql(
      'mutation ($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { token error { code } } }',
      { input: { attemptId, code: '123456' } },
    );
    const token = verify.data?.verifyLoginCode.token as string;
    expect(token).toMatch(/^mock-session-/);

    const viewer = await gql('{ viewer { account { loginId name nameKana role } } }', {}, { authorization: `Bearer ${token}` });
    expect(viewer.data?.viewer.account).toEqual({ loginId: 'demo', name: '山田 太郎', nameKana: 'ヤマダ タロウ', role: 'USER' });
    expect((await gql('{ viewer { account { loginId } } }')).data?.viewer).toBeNull();

    await gql('mutation { logout { ok } }', {}, { authorization: `Bearer ${token}` });
    expect((await gql('{ viewer { account { loginId } } }', {}, { authorization: `Bearer ${token}` })).data?.viewer).toBeNull();
  });

  it('forces an error code with x-mock-error', async () => {
    const login = await gql(
      'mutation ($input: LoginInput!) { login(input: $input) { challenge { maskedEmail } error { code retryAfterSeconds } } }',
      { input: { loginId: 'demo', password: 'mock-password-2026' } },
      { 'x-mock-error': 'TOO_MANY_REQUESTS' },
    );
    expect(login.data?.login).toEqual({ challenge: null, error: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 } });
  });

  it('takes POST with JSON only', async () => {
    expect((await fetch(`${gateway.url}?query=%7Bviewer%7Baccount%7BloginId%7D%7D%7D`)).status).toBe(404);
    const form = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ viewer { account { loginId } } }' });
    expect(form.status).toBe(415);
  });
});
