import { describe, expect, it } from 'vitest';
import { withoutPersonalFields } from '../../src/app/apollo/create-app-apollo';

describe('persisted Apollo cache', () => {
  it('keeps the account\'s personal details out of localStorage', async () => {
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
      },
    };
    const persisted = JSON.parse(await withoutPersonalFields(JSON.stringify(cache))) as typeof cache;
    expect(persisted['Account:AC-000123']).toEqual({
      __typename: 'Account',
      accountCode: 'AC-000123',
      name: '山田 太郎',
      locale: 'JA',
    });
    expect(persisted.ROOT_QUERY).toEqual(cache.ROOT_QUERY);
  });
});
