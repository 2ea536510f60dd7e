import { ApolloLink, Observable } from '@apollo/client/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppApollo, restoreCache, withoutPersonalFields, type AppApollo } from '../../src/app/apollo/create-app-apollo';
import {
  apolloCacheSchemaVersion,
  apolloCacheStorageKey,
  apolloCacheVersionStorageKey,
  localStorageAdapter,
} from '../../src/app/apollo/persisted-cache-storage';
import { storageWrittenAtKey } from '../../src/app/storage/portal-storage';

const persisted = {
  ROOT_QUERY: { __typename: 'Query', viewer: { __ref: 'Viewer:{}' } },
  'Viewer:{}': { __typename: 'Viewer', account: { __ref: 'Account:AC-000123' } },
  'Account:AC-000123': { __typename: 'Account', accountCode: 'AC-000123', name: '山田 太郎' },
};

let started: AppApollo | null = null;
function startApp(): AppApollo {
  started = createAppApollo({ terminatingLink: new ApolloLink(() => Observable.of()) });
  return started;
}

afterEach(() => {
  started?.persistor?.remove();
  started = null;
});

describe('persisted Apollo cache', () => {
  it("keeps the account's personal details out of localStorage", async () => {
    const cache = {
      ROOT_QUERY: { __typename: 'Query', viewer: { __ref: 'Viewer:{}' } },
      'Account:AC-000123': {
        __typename: 'Account',
        accountCode: 'AC-000123',
        name: '山田 太郎',
        locale: 'JA',
        loginId: 'tyamada',
        email: 'taro.yamada@example.jp',
        nameKana: 'ヤマダ タロウ',
        phone: '09012345678',
        department: '経理部',
      },
    };
    const mapped = JSON.parse(await withoutPersonalFields(JSON.stringify(cache))) as typeof cache;
    expect(mapped['Account:AC-000123']).toEqual({
      __typename: 'Account',
      accountCode: 'AC-000123',
      name: '山田 太郎',
      locale: 'JA',
    });
    expect(mapped.ROOT_QUERY).toEqual(cache.ROOT_QUERY);
  });

  it('never stores sessions, activity or passkeys (IP addresses, devices), should they reach the cache', async () => {
    const cache = {
      'DeviceSession:abc': { __typename: 'DeviceSession', id: 'abc', ipAddress: '203.0.113.7', device: { browser: 'Chrome', os: 'Windows' } },
      'AccountEvent:e1': { __typename: 'AccountEvent', id: 'e1', ipAddress: '203.0.113.7' },
      'Passkey:p1': { __typename: 'Passkey', id: 'p1', name: '仕事用PC' },
      ROOT_QUERY: { __typename: 'Query' },
    };
    expect(Object.keys(JSON.parse(await withoutPersonalFields(JSON.stringify(cache))) as object)).toEqual(['ROOT_QUERY']);
  });

  it('never stores the admin console\'s answers (other people\'s accounts, the audit log), should they reach the cache', async () => {
    const cache = {
      ROOT_QUERY: {
        __typename: 'Query',
        viewer: { __ref: 'Viewer:{}' },
        'adminAccountSearch({"first":50})': { __typename: 'AdminAccountConnection', nodes: [{ __typename: 'AdminAccount', email: 'someone@example.jp' }] },
        'adminAccount({"accountCode":"A12345678"})': { __typename: 'AdminAccountDetail', phone: '09012345678' },
        'adminAudit({"first":50})': { __typename: 'AuditConnection', nodes: [{ __ref: 'AuditEntry:7' }] },
      },
      // Normalised entries of their own (the types have ids): dropped by type, whatever refers to them.
      'AuditEntry:7': { __typename: 'AuditEntry', id: '7', targetLoginId: 'someone', ipAddress: '203.0.113.7' },
      'AdminAccount:A12345678': { __typename: 'AdminAccount', accountCode: 'A12345678', email: 'someone@example.jp' },
      'AdminAccountDetail:A12345678': { __typename: 'AdminAccountDetail', phone: '09012345678' },
    };
    const mapped = JSON.parse(await withoutPersonalFields(JSON.stringify(cache))) as Record<string, unknown>;
    expect(mapped).toEqual({ ROOT_QUERY: { __typename: 'Query', viewer: { __ref: 'Viewer:{}' } } });
  });

  it('drops, on start, a cache persisted by an older release', async () => {
    localStorage.setItem(apolloCacheStorageKey, JSON.stringify(persisted));
    localStorage.setItem(apolloCacheVersionStorageKey, 'an-old-schema');
    const apollo = startApp();
    await restoreCache(apollo);
    expect(apollo.client.cache.extract()).toEqual({});
    expect(localStorage.getItem(apolloCacheStorageKey)).toBeNull();
    expect(localStorage.getItem(apolloCacheVersionStorageKey)).toBeNull();
  });

  it('drops a cache that carries no version at all', async () => {
    localStorage.setItem(apolloCacheStorageKey, JSON.stringify(persisted));
    const apollo = startApp();
    await restoreCache(apollo);
    expect(apollo.client.cache.extract()).toEqual({});
    expect(localStorage.getItem(apolloCacheStorageKey)).toBeNull();
  });

  it('restores a cache of this version', async () => {
    localStorageAdapter.setItem(apolloCacheStorageKey, JSON.stringify(persisted));
    const apollo = startApp();
    await restoreCache(apollo);
    expect(apollo.client.cache.extract()).toEqual(persisted);
  });

  it('stamps what it persists with the schema version and records when it was written', () => {
    localStorageAdapter.setItem(apolloCacheStorageKey, JSON.stringify(persisted));
    expect(localStorage.getItem(apolloCacheVersionStorageKey)).toBe(apolloCacheSchemaVersion);
    const registry = JSON.parse(localStorage.getItem(storageWrittenAtKey) ?? '{}') as Record<string, string>;
    expect(Object.keys(registry).sort()).toEqual([apolloCacheStorageKey, apolloCacheVersionStorageKey]);
    expect(Date.parse(registry[apolloCacheStorageKey] ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps no key for an empty cache (as after clearing)', () => {
    localStorageAdapter.setItem(apolloCacheStorageKey, JSON.stringify(persisted));
    localStorageAdapter.setItem(apolloCacheStorageKey, JSON.stringify({ ROOT_QUERY: { __typename: 'Query' } }));
    expect(localStorage.getItem(apolloCacheStorageKey)).toBeNull();
    expect(localStorage.getItem(apolloCacheVersionStorageKey)).toBeNull();
    expect(localStorage.getItem(storageWrittenAtKey)).toBeNull();
  });
});
