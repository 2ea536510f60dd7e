// Scopes and kinds of registered apps in the UI's words; exhaustive, so a new value in the contract
// fails the type check until it has its words.
import type { IntlShape } from 'react-intl';
import type { OAuthClientType, OAuthScope } from '../../../gql/graphql';
import { clientsMessages as m } from './messages';

/** Every scope, in the order the contract lists them; OPENID is required of every app. */
export const scopes: readonly OAuthScope[] = ['OPENID', 'PROFILE', 'EMAIL', 'OFFLINE_ACCESS', 'ACCOUNT_READ', 'ACCOUNT_WRITE'];
export const clientTypes: readonly OAuthClientType[] = ['CONFIDENTIAL', 'PUBLIC'];

export function scopeLabel(intl: IntlShape, scope: OAuthScope): string {
  switch (scope) {
    case 'OPENID':
      return intl.formatMessage(m.scopeOpenid);
    case 'PROFILE':
      return intl.formatMessage(m.scopeProfile);
    case 'EMAIL':
      return intl.formatMessage(m.scopeEmail);
    case 'OFFLINE_ACCESS':
      return intl.formatMessage(m.scopeOfflineAccess);
    case 'ACCOUNT_READ':
      return intl.formatMessage(m.scopeAccountRead);
    case 'ACCOUNT_WRITE':
      return intl.formatMessage(m.scopeAccountWrite);
    default: {
      const unknown: never = scope;
      return unknown;
    }
  }
}

/** What the list says of an app's kind. */
export function typeLabel(intl: IntlShape, type: OAuthClientType): string {
  return intl.formatMessage(type === 'PUBLIC' ? m.typePublic : m.typeConfidential);
}

/** What the form's choice says of a kind (with what it is for). */
export function typeChoiceLabel(intl: IntlShape, type: OAuthClientType): string {
  return intl.formatMessage(type === 'PUBLIC' ? m.typePublicChoice : m.typeConfidentialChoice);
}
