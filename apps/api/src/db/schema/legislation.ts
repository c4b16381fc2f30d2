import { date, index, text, varchar } from 'drizzle-orm/pg-core';
import { legislationSearchText, trigramOf } from './search-text';
import { activeFlag, localizedTextColumns, entityTable } from './columns';

/**
 * Laws and regulations on advocacy and legal aid (public `/legislation`, `getInfo/legislationList`):
 * kind, number, adoption date, title in four languages and the link to the official text. The ministry
 * keeps it in the cabinet; a deactivated entry is kept but no longer listed on the public page.
 */
export const legislation = entityTable(
  'legislation',
  {
    /** LAW, CODE, PRESIDENT_DECREE, PRESIDENT_RESOLUTION, CABINET_RESOLUTION, MINISTRY_ORDER. */
    kind: varchar({ length: 30 }).notNull(),
    number: varchar({ length: 40 }).notNull(),
    adoptedOn: date().notNull(),
    ...localizedTextColumns('title'),
    /** The official text (the national legislation database). */
    url: text(),
    ...activeFlag(),
  },
  (t) => [
    index('legislation_adopted_idx').on(t.adoptedOn, t.id),
    index('legislation_search_idx').using('gin', trigramOf(legislationSearchText(t))),
  ],
);
