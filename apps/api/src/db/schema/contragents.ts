import { boolean, doublePrecision, index, text, varchar, type ReferenceConfig } from 'drizzle-orm/pg-core';
import { contragentTypes } from './contragent-types';
import { personRef } from './persons';
import { regionRef } from './regions';
import { contragentSearchText, contragentSortText, trigramOf } from './search-text';
import { timestamps, refTo, entityTable, phoneColumn, taxNumberColumn } from './columns';

/**
 * An advocacy structure (firm, bureau, collegium, consultation) or a chamber: the spec's "contragent"
 * (section 3), shown publicly under /contragent.
 */
export const contragents = entityTable(
  'contragents',
  {
    typeId: refTo(() => contragentTypes.id).notNull(),
    regionId: regionRef().notNull(),
    name: text().notNull(),
    shortName: text(),
    /** Tax number (INN), 9 digits. */
    stir: taxNumberColumn().unique(),
    /** The director; a director without lawyer status is a NEW_DIRECTOR at sign-in. */
    directorPersonId: personRef(),
    legalAddress: text(),
    physicalAddress: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    phone: phoneColumn(),
    fax: phoneColumn(),
    email: text(),
    postalIndex: varchar({ length: 6 }),
    bankName: text(),
    mfo: varchar({ length: 5 }),
    bankAccount: varchar({ length: 20 }),
    archived: boolean().notNull().default(false),
    /** Structure-level restriction on creating orders (set by REPUBLIC_CHAMBER or ADMIN). */
    orderRestricted: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('contragents_region_type_idx').on(t.regionId, t.typeId),
    index('contragents_director_idx').on(t.directorPersonId),
    // The public list (getInfo/contragentList): pages in name order per archive flag, name search.
    index('contragents_list_idx').on(t.archived, contragentSortText(t), t.id),
    index('contragents_search_idx').using('gin', trigramOf(contragentSearchText(t))),
  ],
);

/** A column that points at a structure (contragents.id). */
export function contragentRef(actions?: ReferenceConfig['actions']) {
  return refTo(() => contragents.id, actions);
}

/**
 * A row of a structure: `contragentId`, and `regionId`, the structure's region copied when the row is
 * written (whose regional chamber it belongs to; a chamber's list filters by it without a join).
 */
export function ofStructure() {
  return { contragentId: contragentRef().notNull(), regionId: regionRef().notNull() };
}
