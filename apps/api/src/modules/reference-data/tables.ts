/**
 * Where each declared reference list (packages/contracts reference/registers.ts `REFERENCE_LISTS`) is
 * kept: the lists the portal's records point at by foreign key have their own table (bound here, with the
 * column of each declared field); every other list lives in `reference_values` under its id, so a list is
 * added by declaring it alone.
 */
import type { REFERENCE_FIELD_KEY, ReferenceFieldKind, ReferenceListId } from '@portal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  applicationFields,
  contragentTypes,
  courts,
  legalAidRates,
  legalAidTypes,
  licenseTypes,
  orderBases,
  practiceFields,
  referenceValues,
  regions,
  requestTypes,
  workLanguages,
} from '../../db/schema';

type FieldKey = (typeof REFERENCE_FIELD_KEY)[ReferenceFieldKind];

/** A list's table: its columns by role, the key its code has in the table, the condition of its rows. */
export interface ListTable {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly code: PgColumn;
  /** The code's key in the table's insert values (`soato` for regions). */
  readonly codeKey: string;
  readonly nameLt: PgColumn;
  readonly nameUz: PgColumn;
  readonly nameRu: PgColumn;
  readonly nameEng: PgColumn;
  /** Absent for a fixed list (every value always in use). */
  readonly active?: PgColumn;
  readonly fields: Partial<Record<FieldKey, PgColumn>>;
  /** The list's own rows in a shared table, and the values an insert adds to be one of them. */
  readonly scope?: { where: SQL; values: Record<string, unknown> };
}

interface Named {
  id: PgColumn;
  nameLt: PgColumn;
  nameUz: PgColumn;
  nameRu: PgColumn;
  nameEng: PgColumn;
}

function own<T extends PgTable & Named & { code: PgColumn; active?: PgColumn }>(
  table: T,
  fields: ListTable['fields'] = {},
): ListTable {
  const { id, code, nameLt, nameUz, nameRu, nameEng, active } = table;
  return { table, id, code, codeKey: 'code', nameLt, nameUz, nameRu, nameEng, active, fields };
}

const OWN_TABLES: Partial<Record<ReferenceListId, ListTable>> = {
  regions: {
    table: regions,
    id: regions.id,
    code: regions.soato,
    codeKey: 'soato',
    nameLt: regions.nameLt,
    nameUz: regions.nameUz,
    nameRu: regions.nameRu,
    nameEng: regions.nameEng,
    fields: {},
  },
  'work-languages': own(workLanguages),
  'legal-aid-types': own(legalAidTypes),
  'license-types': own(licenseTypes),
  'order-bases': own(orderBases),
  'request-types': own(requestTypes, { parentId: requestTypes.parentId }),
  courts: own(courts, { regionId: courts.regionId }),
  'practice-fields': own(practiceFields),
  'application-fields': own(applicationFields),
  'contragent-types': own(contragentTypes),
  'legal-aid-rates': own(legalAidRates, { amountTiyin: legalAidRates.amountTiyin }),
};

/** A list kept in `reference_values`: its rows are those of its id. */
function shared(list: ReferenceListId): ListTable {
  const t = referenceValues;
  return {
    ...own(t, {
      regionId: t.regionId,
      parentId: t.parentId,
      amountTiyin: t.amountTiyin,
      number: t.number,
    }),
    scope: { where: eq(t.list, list), values: { list } },
  };
}

/** The table of a declared list. */
export function listTable(list: ReferenceListId): ListTable {
  return OWN_TABLES[list] ?? shared(list);
}

/** The condition of a list's rows, with `also`. */
export function inList(t: ListTable, ...also: (SQL | undefined)[]): SQL | undefined {
  return and(t.scope?.where, ...also);
}
