import { useLocale } from '../i18n/locale-provider';
import type { AppLocale } from '../i18n/locale';

// Each language is named in itself, so whoever cannot read the current one still finds theirs.
const otherLanguage: Record<AppLocale, { locale: AppLocale; label: string }> = {
  ja: { locale: 'en', label: 'English' },
  en: { locale: 'ja', label: '日本語' },
};

/** Switches the UI language at once and remembers it in this browser. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const other = otherLanguage[locale];
  return (
    <button
      type="button"
      className="button button--secondary language-switch"
      lang={other.locale}
      onClick={() => setLocale(other.locale, { remember: true })}
    >
      {other.label}
    </button>
  );
}
