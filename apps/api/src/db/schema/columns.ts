import { text } from 'drizzle-orm/pg-core';

/** The four name columns every reference table carries; `nameUz` null means "transliterate nameLt". */
export function localizedNameColumns() {
  return {
    nameLt: text().notNull(),
    nameUz: text(),
    nameRu: text().notNull(),
    nameEng: text().notNull(),
  };
}
