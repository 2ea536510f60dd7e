// Roles, states and languages in the UI's words; exhaustive, so a new value in the contract fails the
// type check until it has its words.
import type { IntlShape } from 'react-intl';
import type { AccountLevel, AccountStatus, Locale, Role } from '../../gql/graphql';
import { adminMessages as m } from './messages';
import { formatDateOnly, formatDateTime } from '../../i18n/date-format';

export const roles: readonly Role[] = ['USER', 'ADMIN'];
export const statuses: readonly AccountStatus[] = ['ACTIVE', 'LOCKED', 'DISABLED'];
/** Weakest first, as the contract orders them. */
export const levels: readonly AccountLevel[] = ['PASSWORD_MAIL', 'AUTHENTICATOR_APP', 'PASSKEY', 'PASSKEY_ONLY'];

export function roleLabel(intl: IntlShape, role: Role): string {
  switch (role) {
    case 'USER':
      return intl.formatMessage(m.roleUser);
    case 'ADMIN':
      return intl.formatMessage(m.roleAdmin);
    default: {
      const unknown: never = role;
      return unknown;
    }
  }
}

export function statusLabel(intl: IntlShape, status: AccountStatus): string {
  switch (status) {
    case 'ACTIVE':
      return intl.formatMessage(m.statusActive);
    case 'LOCKED':
      return intl.formatMessage(m.statusLocked);
    case 'DISABLED':
      return intl.formatMessage(m.statusDisabled);
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** How the account signs in, in plain words: 「パスワードとメール」「認証アプリ」「パスキー」「パスキーのみ」. */
export function levelLabel(intl: IntlShape, level: AccountLevel): string {
  switch (level) {
    case 'PASSWORD_MAIL':
      return intl.formatMessage(m.levelPasswordMail);
    case 'AUTHENTICATOR_APP':
      return intl.formatMessage(m.levelAuthenticatorApp);
    case 'PASSKEY':
      return intl.formatMessage(m.levelPasskey);
    case 'PASSKEY_ONLY':
      return intl.formatMessage(m.levelPasskeyOnly);
    default: {
      const unknown: never = level;
      return unknown;
    }
  }
}

export function localeLabel(intl: IntlShape, locale: Locale): string {
  return intl.formatMessage(locale === 'EN' ? m.localeEn : m.localeJa);
}

/** A date and time in Tokyo, as every admin page shows them. */
export function formatAt(intl: IntlShape, iso: string): string {
  return formatDateTime(intl, iso);
}

/** A date alone, in Tokyo (the list's creation dates). */
export function formatDay(intl: IntlShape, iso: string): string {
  return formatDateOnly(intl, iso);
}
