/**
 * The interface languages (spec section 9): one i18next instance over the messages of @portal/i18n,
 * the current language persisted in browser storage and mirrored on <html lang>.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@portal/contracts';
import { NAMESPACES, resources } from '@portal/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStored, setStored } from '../storage/browser-storage';

/** BCP 47 tag of each language, for <html lang> and lang attributes. */
export const HTML_LANG: Record<Language, string> = { lt: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru', eng: 'en' };

/** Each language named in itself, as the language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  lt: 'Oʻzbekcha',
  uz: 'Ўзбекча',
  ru: 'Русский',
  eng: 'English',
};

export const i18n = i18next.createInstance();

function applyDocumentLanguage(language: string): void {
  if (isLanguage(language)) document.documentElement.lang = HTML_LANG[language];
}

/** Initialises the instance synchronously (all messages are bundled) in the stored language, or lt. */
export function initI18n(language: Language = getStored('language') ?? DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next);
    i18n.on('languageChanged', applyDocumentLanguage);
    void i18n.init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'shell',
      fallbackNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18n;
}

/** The language the interface is in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches every text at once, stores the choice and updates <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  setStored('language', language);
  await i18n.changeLanguage(language);
}
