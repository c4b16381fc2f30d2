/**
 * The interface messages of @portal/i18n, one language at a time: lt (the default) is bundled with
 * the entry so the first page renders at once; ru, eng and the uz overrides are separate chunks loaded
 * when that language is chosen (uz = lt transliterated + its overrides, as on the server).
 * Every `locales/<lang>/<namespace>.json` is found by the glob, so a new namespace needs no line here.
 */
import type { Language } from '@portal/contracts';
import type { Messages } from '@portal/i18n/merge';

type NamespaceMessages = Record<string, Messages>;

const LT = import.meta.glob<Messages>('../../../../packages/i18n/locales/lt/*.json', {
  eager: true,
  import: 'default',
});
const LAZY = import.meta.glob<Messages>(['../../../../packages/i18n/locales/{ru,eng,uz}/*.json'], {
  import: 'default',
});

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function languageOf(file: string): string {
  const parts = file.split('/');
  return parts[parts.length - 2] ?? '';
}

const ltMessages: NamespaceMessages = Object.fromEntries(
  Object.entries(LT).map(([file, messages]) => [namespaceOf(file), messages]),
);

/** The namespaces there are (those of lt, which every language has). */
export const NAMESPACES = Object.keys(ltMessages);

async function loadFiles(language: string): Promise<NamespaceMessages> {
  const entries = await Promise.all(
    Object.entries(LAZY)
      .filter(([file]) => languageOf(file) === language)
      .map(async ([file, load]) => [namespaceOf(file), await load()] as const),
  );
  return Object.fromEntries(entries);
}

/** lt's messages, available synchronously. */
export function latinMessages(): NamespaceMessages {
  return ltMessages;
}

/** All namespaces of one language, ready for i18next. */
export async function loadMessages(language: Language): Promise<NamespaceMessages> {
  if (language === 'lt') return ltMessages;
  if (language === 'uz') {
    // The transliteration rules arrive with the uz messages, never in the entry.
    const [{ uzMessages }, overrides] = await Promise.all([import('@portal/i18n/merge'), loadFiles('uz')]);
    return Object.fromEntries(NAMESPACES.map((ns) => [ns, uzMessages(ltMessages[ns]!, overrides[ns])]));
  }
  return loadFiles(language);
}
