/**
 * Names of people and structures come from the registries in Uzbek Latin. In the uz interface (Uzbek
 * Cyrillic) they are shown transliterated, like every other text; data sent back to
 * the API (form values) keep the registry's spelling, so only what is displayed goes through here.
 */
import type { Language } from '@portal/contracts';
import { latinToCyrillic } from '@portal/domain';
import { useCallback } from 'react';
import { useLanguage } from './use-language';

export function displayName<T extends string | null | undefined>(name: T, language: Language): T {
  return (language === 'uz' && name ? latinToCyrillic(name) : name) as T;
}

/** displayName in the current language, for a component that shows names. */
export function useDisplayName(): <T extends string | null | undefined>(name: T) => T {
  const language = useLanguage();
  return useCallback(
    <T extends string | null | undefined>(name: T) => displayName(name, language),
    [language],
  );
}
