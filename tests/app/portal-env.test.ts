import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPortalEnv, loadPortalEnv, parsePortalEnv } from '../../src/app/env/portal-env';

const served = {
  gatewayUrl: '/graphql',
  analytics: { scriptUrl: 'https://analytics.example.com/tag.js' },
  supportContact: 'support@example.jp',
  publicUrl: 'https://portal.example.jp',
  buildVersion: '1.2.3',
  cookies: [
    { name: '__Host-portal-session', httpOnly: true },
    { name: 'portal-consent', httpOnly: false },
  ],
};

function inline(text: string): void {
  const script = document.createElement('script');
  script.id = 'portal-env';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

function fetchReturning(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  document.getElementById('portal-env')?.remove();
});

describe('environment data', () => {
  it('reads the JSON the server inlined into index.html, without a request', async () => {
    inline(JSON.stringify({ ...served, gatewayUrl: 'https://api.example.jp/graphql' }));
    const fetchImpl = fetchReturning({});
    const env = await loadPortalEnv(fetchImpl);
    expect(env).toEqual({ ...served, gatewayUrl: 'https://api.example.jp/graphql' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /env.json when nothing is inlined (the Vite dev server)', async () => {
    const fetchImpl = fetchReturning({ ...served, analytics: null });
    const env = await loadPortalEnv(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/env.json', expect.objectContaining({ credentials: 'same-origin' }));
    expect(env).toEqual({ ...served, analytics: null });
  });

  it('falls back to the defaults when /env.json fails or answers an error', async () => {
    expect(await loadPortalEnv(vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))))).toEqual(
      defaultPortalEnv,
    );
    expect(await loadPortalEnv(fetchReturning({ gatewayUrl: '/elsewhere' }, 404))).toEqual(defaultPortalEnv);
    expect(defaultPortalEnv).toMatchObject({ gatewayUrl: '/graphql', analytics: null });
  });

  it('asks the server when the inlined text is not JSON', async () => {
    inline('{not json');
    expect(await loadPortalEnv(fetchReturning(served))).toEqual(served);
  });

  it('ignores bad values one by one and keeps the good ones', () => {
    const env = parsePortalEnv({
      gatewayUrl: '//evil.example.com/graphql',
      analytics: { scriptUrl: 'javascript:alert(1)' },
      supportContact: 42,
      publicUrl: 'not a url',
      buildVersion: '2.0.0',
      cookies: [{ name: 'ok', httpOnly: true }, { name: 'bad name;', httpOnly: true }, { name: 'x' }, 'junk'],
    });
    expect(env).toEqual({
      ...defaultPortalEnv,
      buildVersion: '2.0.0',
      cookies: [{ name: 'ok', httpOnly: true }],
    });
    expect(parsePortalEnv(null)).toEqual(defaultPortalEnv);
    expect(parsePortalEnv({ cookies: 'none', analytics: 'https://a.example/tag.js' })).toEqual(defaultPortalEnv);
  });
});
