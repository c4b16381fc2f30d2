import type { Language } from '@portal/contracts';
import { localizeName } from '@portal/i18n';

export interface NameColumns {
  nameLt: string;
  nameUz: string | null;
  nameRu: string;
  nameEng: string;
}

/** The row's name in the caller's language (uz: the stored Cyrillic name, else lt transliterated). */
export function nameIn(row: NameColumns, lang: Language): string {
  return localizeName({ lt: row.nameLt, uz: row.nameUz, ru: row.nameRu, eng: row.nameEng }, lang);
}

/** A reference row as an answer names it (`namedRef`): its id and its name in the caller's language. */
export function namedIn(row: NameColumns & { id: number }, lang: Language): { id: number; name: string } {
  return { id: row.id, name: nameIn(row, lang) };
}
