import type { Language } from '@portal/contracts';
import { localizeName } from '@portal/i18n';

/** A text kept in four columns (`titleLt`, `titleUz`, …) in the caller's language (uz: stored, else lt transliterated). */
export function textIn<P extends string>(row: Record<string, unknown>, prefix: P, lang: Language): string {
  const get = (suffix: string) => row[`${prefix}${suffix}`];
  return localizeName(
    {
      lt: String(get('Lt') ?? ''),
      uz: (get('Uz') as string | null | undefined) ?? null,
      ru: String(get('Ru') ?? ''),
      eng: String(get('Eng') ?? ''),
    },
    lang,
  );
}
