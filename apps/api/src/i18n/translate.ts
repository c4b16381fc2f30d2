import type { Language } from '@portal/contracts';
import { NAMESPACES, resources } from '@portal/i18n';
import i18next from 'i18next';
import { LRUCache } from 'lru-cache';

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
 * Texts already translated, by language, key and parameters. The messages are fixed for the life of the
 * process, so a text once made is the text for good; a list translates the same texts on every call (a
 * person's notifications), and a kept text costs a lookup instead of i18next's
 * resolving, nesting and interpolation (about a seventh of the API's CPU for a notification page).
 */
const texts = new LRUCache<string, string>({ max: 20_000 });

/**
 * Translates a message key (`errors:VALIDATION_FAILED`, `errors:validation.tooLong`) into the language asked.
 * The language goes with the call's options: a `getFixedT` function costs about four times as much a call
 * (a list of notifications translates every item).
 */
export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  const kept = textKey(lang, key, params);
  const found = kept === null ? undefined : texts.get(kept);
  if (found !== undefined) return found;
  const text = instance.t(key, { ...params, lng: lang });
  if (kept !== null) texts.set(kept, text);
  return text;
}

/**
 * The key of a text in `texts`; null for parameters JSON does not hold whole (a function or a symbol,
 * which it would drop, or what it cannot write): such a text is not kept.
 */
function textKey(lang: Language, key: string, params?: Record<string, unknown>): string | null {
  if (params === undefined) return `${lang}\u0000${key}`;
  for (const value of Object.values(params))
    if (typeof value === 'function' || typeof value === 'symbol') return null;
  try {
    return `${lang}\u0000${key}\u0000${JSON.stringify(params)}`;
  } catch {
    return null;
  }
}

/** Texts by key in one language and under one key prefix (a document's own texts). */
export type Translator = (key: string, params?: Record<string, unknown>) => string;

/** `translate` in one language under one key prefix (`legal-aid:orderPdf.`). */
export function translatorFor(lang: Language, prefix: string): Translator {
  return (key: string, params?: Record<string, unknown>) => translate(lang, `${prefix}${key}`, params);
}
