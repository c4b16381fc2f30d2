import { z } from 'zod';

/** The four interface languages. `lt` is Uzbek in Latin script (the default), `uz` Uzbek in Cyrillic. */
export const LANGUAGES = ['lt', 'uz', 'ru', 'eng'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'lt';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads an Accept-Language header the way the portal sends it (one of our codes); anything else is `lt`. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (isLanguage(first)) return first;
  if (first === 'en' || first.startsWith('en-')) return 'eng';
  if (first === 'ru' || first.startsWith('ru-')) return 'ru';
  if (first === 'uz-cyrl') return 'uz';
  return DEFAULT_LANGUAGE;
}

/** A name in the four languages, as stored; `uz` may be missing and is then transliterated from `lt`. */
export const localizedNamesSchema = z.object({
  lt: z.string().min(1).max(500),
  uz: z.string().max(500).nullable(),
  ru: z.string().min(1).max(500),
  eng: z.string().min(1).max(500),
});
export type LocalizedNames = z.infer<typeof localizedNamesSchema>;
