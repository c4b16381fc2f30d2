/**
 * The interface languages (spec section 9): one i18next instance over the messages of @portal/i18n,
 * the current language persisted in browser storage and mirrored on <html lang>. Only what is in use is
 * loaded (see messages.ts): lt's core namespaces are bundled, the rest arrives when used or chosen.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@portal/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStored, setStored } from '../storage/browser-storage';
import resourcesToBackend from 'i18next-resources-to-backend';
import { CORE_NAMESPACES, coreLatinMessages, loadNamespace } from './messages';

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
  if (isLanguage(language) && typeof document !== 'undefined')
    document.documentElement.lang = HTML_LANG[language];
}

/**
 * Initialises the instance synchronously with lt's core namespaces (bundled, and the fallback), then
 * switches to the stored language once its messages have loaded; await the answer before the first
 * render. Any other namespace loads when a component first uses it (`useTranslation('cabinet')`
 * suspends until then: the shell puts a Suspense boundary around the page).
 */
export function initI18n(language: Language = getStored('language') ?? DEFAULT_LANGUAGE): Promise<void> {
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next);
    i18n.use(resourcesToBackend((lng: string, ns: string) => loadNamespace(lng as Language, ns)));
    i18n.on('languageChanged', applyDocumentLanguage);
    void i18n.init({
      resources: { lt: { ...coreLatinMessages() } }, // a copy: i18next adds loaded namespaces to it
      partialBundledLanguages: true,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...CORE_NAMESPACES],
      defaultNS: 'shell',
      fallbackNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  }
  applyDocumentLanguage(DEFAULT_LANGUAGE);
  if (language === i18n.language) return Promise.resolve();
  startingIn = language;
  return i18n
    .changeLanguage(language)
    .then(() => undefined)
    .catch(() => undefined) // a language that fails to load leaves the page in lt
    .finally(() => {
      startingIn = undefined;
    });
}

/** The stored language the interface is starting in while its messages load (initI18n). */
let startingIn: Language | undefined;

/**
 * The language the interface is in, or is starting in while its messages load: a page's first call,
 * started before the first render (api/client.ts `startEarly`), asks in the language the page renders in.
 */
export function startingLanguage(): Language {
  return startingIn ?? currentLanguage();
}

/** The language the interface is in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches every text at once (after its messages have loaded), stores the choice and updates <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  // i18next loads every namespace in use in the new language before it switches.
  await i18n.changeLanguage(language);
  setStored('language', language);
}

/**
 * Loads namespaces in the current language ahead of use (a route's loader, a header widget that must not
 * suspend the shell). Later language switches load them with the rest of the namespaces in use.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The loader of a route that needs only its messages: `export const loader = namespacesLoader(['forum']);`. */
export function namespacesLoader(namespaces: readonly string[]) {
  return async () => {
    await loadNamespaces(namespaces);
    return null;
  };
}
