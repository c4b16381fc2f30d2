import type { Language } from '@portal/contracts';
import { NAMESPACES, resources } from '@portal/i18n';
import i18next from 'i18next';

/** The server's own i18next instance over the shared messages of packages/i18n (same texts as the SPA). */
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'lt',
  fallbackLng: 'lt',
  ns: [...NAMESPACES],
  defaultNS: 'errors',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Translates a message key (`errors:VALIDATION_FAILED`, `errors:validation.tooLong`) into the language asked.
 * The language goes with the call's options: a `getFixedT` function costs about four times as much a call
 * (a list of notifications translates every item).
 */
export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  return instance.t(key, { ...params, lng: lang });
}

/** Texts by key in one language and under one key prefix (a document's own texts). */
export type Translator = (key: string, params?: Record<string, unknown>) => string;

/** `translate` in one language under one key prefix (`legal-aid:orderPdf.`). */
export function translatorFor(lang: Language, prefix: string): Translator {
  return (key: string, params?: Record<string, unknown>) => translate(lang, `${prefix}${key}`, params);
}
