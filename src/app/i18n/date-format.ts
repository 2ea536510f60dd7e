// How every page writes a moment and a day: in Tokyo time, which every user of the portal shares, and
// one way across the top page, /security, /storeControl and the admin console (「2026年11月27日 14:54」,
// the mails' own form too; the review of 2026-11-27 found four).
import type { IntlShape } from 'react-intl';

/** A date and time to the minute: 「2026年11月27日 14:54」 / "November 27, 2026 at 2:54 PM". */
export function formatDateTime(intl: IntlShape, at: string | number | Date): string {
  return intl.formatDate(at, { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'short' });
}

/** A day alone: 「2026年11月27日」. */
export function formatDateOnly(intl: IntlShape, at: string | number | Date): string {
  return intl.formatDate(at, { timeZone: 'Asia/Tokyo', dateStyle: 'long' });
}
