/**
 * The interface messages of @portal/i18n, loaded as they are needed. Only the core namespaces of lt
 * (the default language: what the shell and the home page say) are bundled with the entry, so the
 * first page renders at once; every other namespace, and every namespace of ru, eng and uz, is its own
 * chunk, loaded when a page uses it or the language is chosen. uz = lt transliterated + its overrides,
 * as on the server. Every `locales/<lang>/<namespace>.json` is found by the globs: a new namespace
 * needs no line here (add it to CORE_NAMESPACES only if the shell or the home page uses it).
 */
import type { Language } from '@portal/contracts';
import type { Messages } from '@portal/i18n/merge';

/**
 * Bundled in lt with the entry: the shell and the home page. The other public pages' texts (`public`) and
 * the messages of failed and completed actions (`errors`) load with every page but the home page
 * (router/routes.tsx).
 */
export const CORE_NAMESPACES = ['common', 'shell', 'home'] as const;

type Loader = () => Promise<Messages>;

// Keyed `./<language>/<namespace>.json` (from `base`): the keys are in the entry, kept short.
const CORE_LT = import.meta.glob<Messages>(['./lt/common.json', './lt/shell.json', './lt/home.json'], {
  base: '../../../../packages/i18n/locales',
  eager: true,
  import: 'default',
});
const LAZY = import.meta.glob<Messages>('./*/*.json', {
  base: '../../../../packages/i18n/locales',
  import: 'default',
});

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function languageOf(file: string): string {
  const parts = file.split('/');
  return parts[parts.length - 2] ?? '';
}

const coreLt: Record<string, Messages> = Object.fromEntries(
  Object.entries(CORE_LT).map(([file, messages]) => [namespaceOf(file), messages]),
);

const loaders = new Map<string, Loader>(
  Object.entries(LAZY).map(([file, load]) => [`${languageOf(file)}/${namespaceOf(file)}`, load]),
);

/** lt's core namespaces, available synchronously for the first render. */
export function coreLatinMessages(): Record<string, Messages> {
  return coreLt;
}

async function load(language: string, namespace: string): Promise<Messages | undefined> {
  if (language === 'lt' && coreLt[namespace]) return coreLt[namespace];
  return loaders.get(`${language}/${namespace}`)?.();
}

/** One namespace of one language (an unknown namespace is empty). */
export async function loadNamespace(language: Language, namespace: string): Promise<Messages> {
  if (language === 'uz') {
    // The transliteration rules arrive with the first uz messages, never in the entry.
    const [{ uzMessages }, latin, overrides] = await Promise.all([
      import('@portal/i18n/merge'),
      load('lt', namespace),
      load('uz', namespace),
    ]);
    return uzMessages(latin ?? {}, overrides);
  }
  return (await load(language, namespace)) ?? {};
}
