// The name of the password manager or platform that keeps a passkey, in the page's language.
import type { IntlShape } from 'react-intl';
import { passkeyProviderBrandNames, type PasskeyProviderId } from '../../../shared/passkey-providers';
import type { PasskeyProvider } from '../../gql/graphql';
import { passkeyProviderMessages as m } from './messages';

const translated: Partial<Record<PasskeyProvider, Exclude<keyof typeof m, 'label'>>> = {
  GOOGLE_PASSWORD_MANAGER: 'googlePasswordManager',
  ICLOUD_KEYCHAIN: 'icloudKeychain',
  MICROSOFT_PASSWORD_MANAGER: 'microsoftPasswordManager',
  CHROME_ON_MAC: 'chromeOnMac',
  EDGE_ON_MAC: 'edgeOnMac',
  CHROMIUM_BROWSER: 'chromiumBrowser',
};

export function passkeyProviderName(intl: IntlShape, provider: PasskeyProvider): string {
  const key = translated[provider];
  if (key) return intl.formatMessage(m[key]);
  return passkeyProviderBrandNames[provider.toLowerCase() as PasskeyProviderId] ?? provider;
}

/** 「保存先: …」 next to a passkey whose provider is known. */
export const passkeyProviderLine = (intl: IntlShape, provider: PasskeyProvider): string => intl.formatMessage(m.label, { provider: passkeyProviderName(intl, provider) });
