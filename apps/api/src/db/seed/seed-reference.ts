import { REGIONS } from '@portal/domain';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  applicationFields,
  checklistLimits,
  contragentTypes,
  courts,
  expertiseActions,
  expertiseDepartments,
  expertiseEnterpriseTypes,
  expertiseOrganizations,
  expertiseResearchTypes,
  legalAidRates,
  legalAidTypes,
  licenseTypes,
  orderBases,
  practiceFields,
  referenceValues,
  regions,
  regionWorkLanguages,
  requestTemplates,
  requestTypes,
  siteInfo,
  workLanguages,
} from '../schema';
import {
  APPLICATION_FIELDS,
  CHECKLIST_LIMITS,
  CONTRAGENT_TYPES,
  COURTS,
  EXPERTISE_ACTIONS,
  EXPERTISE_DEPARTMENTS,
  EXPERTISE_ENTERPRISE_TYPES,
  EXPERTISE_ORGANIZATIONS,
  EXPERTISE_RESEARCH_TYPES,
  LANGUAGES_OF_WORK,
  LEGAL_AID_RATES,
  LEGAL_AID_TYPES,
  LICENSE_TYPES,
  ORDER_BASES,
  PRACTICE_FIELDS,
  REQUEST_TEMPLATES,
  REQUEST_TYPES,
  SITE_INFO,
} from './reference-data';
// which languages each region works in: pairs, not a named list (so not among the lists above)
import { REGION_WORK_LANGUAGES } from './reference-data/region-work-languages';
import { SHARED_LISTS } from './reference-data/shared-lists';
import type { LocalizedNames } from './reference-data/types';

const names = (n: LocalizedNames) => ({ nameLt: n.lt, nameUz: n.uz ?? null, nameRu: n.ru, nameEng: n.eng });

/** Inserts the rows that are missing (by id) and leaves existing ones alone: edits made in the portal survive restarts. */
async function insertMissing(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await db.insert(table).values(rows).onConflictDoNothing();
  // Ids were given explicitly: move the identity sequence past them so rows added later get fresh ids.
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest((select max(id) from ${sql.identifier(name)}), 1))`,
  );
}

/** A reference row: its id and four names; its other fields are columns of its table, named alike. */
type NamedRow = { readonly id: number; readonly names: LocalizedNames };

/** `insertMissing` of reference rows: each row's fields as they are, its four names as the name columns. */
async function insertNamed(db: Database, table: PgTable, rows: readonly NamedRow[]) {
  await insertMissing(
    db,
    table,
    rows.map(({ names: rowNames, ...columns }) => ({ ...columns, ...names(rowNames) })),
  );
}

/** Loads all reference data (regions, types, courts, request types, rates, site announcements). Idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  // Parents before children, so the self-reference holds at every insert.
  const requestTypesByDepth = [...REQUEST_TYPES].sort(
    (a, b) => (a.parentId === null ? 0 : 1) - (b.parentId === null ? 0 : 1),
  );
  // Each table after the ones it points at.
  const lists: [PgTable, readonly NamedRow[]][] = [
    [regions, REGIONS],
    [contragentTypes, CONTRAGENT_TYPES],
    [workLanguages, LANGUAGES_OF_WORK],
    [licenseTypes, LICENSE_TYPES],
    [legalAidTypes, LEGAL_AID_TYPES],
    [orderBases, ORDER_BASES],
    [applicationFields, APPLICATION_FIELDS],
    [practiceFields, PRACTICE_FIELDS],
    [courts, COURTS],
    [requestTypes, requestTypesByDepth],
    // a template is of its kind of request: it has no code of its own
    [requestTemplates, REQUEST_TEMPLATES.map(({ code: _kind, ...template }) => template)],
    [legalAidRates, LEGAL_AID_RATES],
    [checklistLimits, CHECKLIST_LIMITS],
    // the manuals of forensic expertise: organization kinds, organizations (centre first), departments,
    // research types, their actions
    [expertiseEnterpriseTypes, EXPERTISE_ENTERPRISE_TYPES],
    [expertiseOrganizations, EXPERTISE_ORGANIZATIONS],
    [expertiseDepartments, EXPERTISE_DEPARTMENTS],
    [expertiseResearchTypes, EXPERTISE_RESEARCH_TYPES],
    [expertiseActions, EXPERTISE_ACTIONS],
    [siteInfo, SITE_INFO.map((info) => ({ ...info, createdAt: new Date(info.createdAt) }))],
  ];
  for (const [table, rows] of lists) await insertNamed(db, table, rows);
  await db
    .insert(regionWorkLanguages)
    .values([...REGION_WORK_LANGUAGES])
    .onConflictDoNothing();
  for (const [list, rows] of Object.entries(SHARED_LISTS)) {
    // By list and code: a value the ministry added or renamed is left as it is.
    await db
      .insert(referenceValues)
      .values(
        rows.map((r) => ({
          list,
          code: r.code,
          regionId: r.regionId ?? null,
          number: r.number ?? null,
          ...names(r.names),
        })),
      )
      .onConflictDoNothing();
  }
}
