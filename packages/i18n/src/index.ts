import { type Language, LANGUAGES, type LocalizedNames } from '@portal/contracts';
import { latinToCyrillic } from '@portal/domain';
import { type Messages, NAMESPACES, type Namespace, rawResources } from './resources';

export { NAMESPACES, type Namespace, type Messages };

function transliterateDeep(messages: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? transliterateMessage(value) : transliterateDeep(value);
  }
  return out;
}

/** Transliterates a message but leaves i18next placeholders ({{name}}) and tags (<1>) untouched. */
function transliterateMessage(message: string): string {
  return message
    .split(/(\{\{[^}]*\}\}|<\/?\d+>)/)
    .map((part, i) => (i % 2 === 1 ? part : latinToCyrillic(part)))
    .join('');
}

function mergeDeep(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeDeep(current, value) : value;
  }
  return out;
}

function buildResources(): Record<Language, Record<Namespace, Messages>> {
  const result = {} as Record<Language, Record<Namespace, Messages>>;
  for (const lang of LANGUAGES) {
    result[lang] = {} as Record<Namespace, Messages>;
    for (const ns of NAMESPACES) {
      result[lang][ns] =
        lang === 'uz'
          ? mergeDeep(transliterateDeep(rawResources.lt[ns]), rawResources.uz[ns])
          : rawResources[lang][ns];
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
