// Roles, states and languages in the UI's words; exhaustive, so a new value in the contract fails the
// type check until it has its words.
import type { IntlShape } from 'react-intl';
import type { AccountStatus, Locale, Role } from '../../gql/graphql';
import { adminMessages as m } from './messages';

export const roles: readonly Role[] = ['USER', 'ADMIN'];
export const statuses: readonly AccountStatus[] = ['ACTIVE', 'LOCKED', 'DISABLED'];

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

export function localeLabel(intl: IntlShape, locale: Locale): string {
  return intl.formatMessage(locale === 'EN' ? m.localeEn : m.localeJa);
}

/** A date and time in Tokyo, as every admin page shows them. */
export function formatAt(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' });
}

/** A date alone, in Tokyo (the list's creation dates). */
export function formatDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { timeZone: 'Asia/Tokyo', dateStyle: 'medium' });
}
