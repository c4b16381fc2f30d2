import { NAMESPACES, resources } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, coreLatinMessages, loadNamespace } from './messages';

describe('messages loaded as they are needed', () => {
  it('bundles only the core lt namespaces with the entry', () => {
    expect(Object.keys(coreLatinMessages()).sort()).toEqual([...CORE_NAMESPACES].sort());
  });

  it.each(NAMESPACES)(
    'loads %s in every language exactly as the server holds it (uz transliterated)',
    async (ns) => {
      for (const lang of ['lt', 'uz', 'ru', 'eng'] as const) {
        expect(await loadNamespace(lang, ns)).toEqual(resources[lang][ns]);
      }
    },
  );

  it('answers an unknown namespace with no messages', async () => {
    expect(await loadNamespace('ru', 'no-such-namespace')).toEqual({});
  });
});
