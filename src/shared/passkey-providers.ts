// Which password manager or platform keeps a passkey, from the AAGUID its authenticator reported at
// registration. The table is a small, hand-kept subset of the community list
// (github.com/passkeydeveloper/passkey-authenticator-aaguids, aaguid.json, as of August 2026): the
// providers people in Japan commonly use. It names the provider for the /security list only; it is
// never a security decision (an AAGUID is whatever the authenticator says, and "none" attestation
// does not prove it). Names that read differently in Japanese and English live in the SPA's message
// catalogs; the others are brand names, the same in every language (below).

export const passkeyProviderIds = [
  'google_password_manager',
  'icloud_keychain',
  'windows_hello',
  'microsoft_password_manager',
  'chrome_on_mac',
  'edge_on_mac',
  'chromium_browser',
  'samsung_pass',
  'one_password',
  'bitwarden',
  'dashlane',
  'proton_pass',
  'keeper',
  'nordpass',
  'lastpass',
  'enpass',
  'keepassxc',
  'keepassdx',
  'zoho_vault',
] as const;

export type PasskeyProviderId = (typeof passkeyProviderIds)[number];

/** The providers whose name is a brand, written the same in every language (the others are in the SPA's catalogs). */
export const passkeyProviderBrandNames: Readonly<Partial<Record<PasskeyProviderId, string>>> = {
  windows_hello: 'Windows Hello',
  samsung_pass: 'Samsung Pass',
  one_password: '1Password',
  bitwarden: 'Bitwarden',
  dashlane: 'Dashlane',
  proton_pass: 'Proton Pass',
  keeper: 'Keeper',
  nordpass: 'NordPass',
  lastpass: 'LastPass',
  enpass: 'Enpass',
  keepassxc: 'KeePassXC',
  keepassdx: 'KeePassDX',
  zoho_vault: 'Zoho Vault',
};

/** AAGUID (lower case, with dashes) → provider. */
export const passkeyProviderByAaguid: Readonly<Record<string, PasskeyProviderId>> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'google_password_manager',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'icloud_keychain',
  // iCloud Keychain on devices managed by an organisation.
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'icloud_keychain',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'windows_hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'windows_hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'windows_hello',
  '6e96969e-a5cf-4aad-9b56-305fe6c82795': 'windows_hello',
  'd3452668-01fd-4c12-926c-83a4204853aa': 'microsoft_password_manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'chrome_on_mac',
  '771b48fd-d3d4-4f74-9232-fc157ab0507a': 'edge_on_mac',
  'b5397666-4885-aa6b-cebf-e52262a439a2': 'chromium_browser',
  '53414d53-554e-4700-0000-000000000000': 'samsung_pass',
  'bada5566-a7aa-401f-bd96-45619a55120d': 'one_password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'dashlane',
  '50726f74-6f6e-5061-7373-50726f746f6e': 'proton_pass',
  '0ea242b4-43c4-4a1b-8b17-dd6d0b6baec6': 'keeper',
  'b84e4048-15dc-4dd0-8640-f4f60813c8af': 'nordpass',
  'b78a0a55-6ef8-d246-a042-ba0f6d55050c': 'lastpass',
  'f3809540-7f14-49c1-a8b3-8f813b225541': 'enpass',
  'fdb141b2-5d84-443e-8a35-4698c205a502': 'keepassxc',
  'eaecdef2-1c31-5634-8639-f1cbd9c00a08': 'keepassdx',
  'b35a26b2-8f6e-4697-ab1d-d44db4da28c6': 'zoho_vault',
};

/** The provider of a passkey, or null when its AAGUID is absent, all zeros (no attestation) or not in the table. */
export function passkeyProviderOf(aaguid: string | null | undefined): PasskeyProviderId | null {
  if (!aaguid) return null;
  return passkeyProviderByAaguid[aaguid.toLowerCase()] ?? null;
}
