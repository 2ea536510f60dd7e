// The AAGUID → provider table (src/shared/passkey-providers.ts) and the three places that name its
// providers: the REST contract's enum, the GraphQL enum, and the SPA's catalogs (ja and en).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { en } from '../../src/app/i18n/en';
import { PasskeyProvider } from '../../src/gateway/generated/resolvers';
import { passkeyProviderBrandNames, passkeyProviderByAaguid, passkeyProviderIds, passkeyProviderOf } from '../../src/shared/passkey-providers';

describe('passkey providers', () => {
  it.each([
    ['ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', 'google_password_manager'],
    ['FBFC3007-154E-4ECC-8C0B-6E020557D7BD', 'icloud_keychain'],
    ['dd4ec289-e01d-41c9-bb89-70fa845d4bf2', 'icloud_keychain'],
    ['08987058-cadc-4b81-b6e1-30de50dcbe96', 'windows_hello'],
    ['bada5566-a7aa-401f-bd96-45619a55120d', 'one_password'],
    ['d548826e-79b4-db40-a3d8-11116f7e8349', 'bitwarden'],
    ['00000000-0000-0000-0000-000000000000', null],
    ['12345678-1234-1234-1234-123456789abc', null],
    [null, null],
  ])('names %s as %s', (aaguid, provider) => {
    expect(passkeyProviderOf(aaguid)).toBe(provider);
  });

  it('keeps AAGUIDs lower case with dashes, and every provider in the list', () => {
    for (const [aaguid, provider] of Object.entries(passkeyProviderByAaguid)) {
      expect(aaguid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(passkeyProviderIds).toContain(provider);
    }
  });

  it('has the same providers in the REST contract and the GraphQL enum, and a name for each in both languages', () => {
    const rest = parse(readFileSync('schema/account-api.yaml', 'utf8')) as { components: { schemas: { Passkey: { properties: { provider: { oneOf: { enum?: string[] }[] } } } } } };
    const restIds = rest.components.schemas.Passkey.properties.provider.oneOf.find((s) => s.enum)!.enum;
    expect(restIds).toEqual([...passkeyProviderIds]);
    expect(Object.values(PasskeyProvider).sort()).toEqual(passkeyProviderIds.map((id) => id.toUpperCase()).sort());
    const camel = (id: string) => id.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    // A brand name, or a translated name in the catalog (the ja/en parity of those is tests/app/messages.test.ts's).
    for (const id of passkeyProviderIds) expect(passkeyProviderBrandNames[id] ?? en[`passkeys.provider.${camel(id)}`], id).toBeTruthy();
  });
});
