import type { AppLocale } from './locale';

export type MessageCatalog = Record<string, string>;

// Japanese lives in the components' defaultMessage; other catalogs are split into their own chunk
// and fetched only when that locale is used.
export async function loadMessages(locale: AppLocale): Promise<MessageCatalog> {
  switch (locale) {
    case 'ja':
      return {};
    case 'en':
      return (await import('./en')).en;
  }
}
