import { type Language, LANGUAGES, type LocalizedNames } from '@portal/contracts';
import { latinToCyrillic } from '@portal/domain';
import { uzMessages } from './merge';
import { type Messages, NAMESPACES, type Namespace, rawResources } from './resources';

export { NAMESPACES, type Namespace, type Messages };

function buildResources(): Record<Language, Record<Namespace, Messages>> {
  const result = {} as Record<Language, Record<Namespace, Messages>>;
  for (const lang of LANGUAGES) {
    result[lang] = {} as Record<Namespace, Messages>;
    for (const ns of NAMESPACES) {
      result[lang][ns] =
        lang === 'uz' ? uzMessages(rawResources.lt[ns], rawResources.uz[ns]) : rawResources[lang][ns];
    }
  }
  return result;
}

/** All messages, ready for i18next: uz is the Cyrillic transliteration of lt, overridden by uz files. */
export const resources = buildResources();

/** The name of a reference item in the language asked; uz falls back to the transliterated lt name. */
export function localizeName(names: LocalizedNames, lang: Language): string {
  if (lang === 'uz') return names.uz ?? latinToCyrillic(names.lt);
  return names[lang];
}
