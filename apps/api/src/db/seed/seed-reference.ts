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

/** `insertMissing` of reference rows: each row's id and four names, with the columns `rest` gives. */
async function insertNamed<R extends { id: number; names: LocalizedNames }>(
  db: Database,
  table: PgTable,
  rows: readonly R[],
  rest: (row: R) => Record<string, unknown>,
) {
  await insertMissing(
    db,
    table,
    rows.map((r) => ({ id: r.id, ...rest(r), ...names(r.names) })),
  );
}

/** Loads all reference data (regions, types, courts, request types, rates, site announcements). Idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  await insertNamed(db, regions, REGIONS, (r) => ({ soato: r.soato }));
  const simple: [PgTable, readonly { id: number; code: string | null; names: LocalizedNames }[]][] = [
    [contragentTypes, CONTRAGENT_TYPES],
    [workLanguages, LANGUAGES_OF_WORK],
    [licenseTypes, LICENSE_TYPES],
    [legalAidTypes, LEGAL_AID_TYPES],
    [orderBases, ORDER_BASES],
    [applicationFields, APPLICATION_FIELDS],
    [practiceFields, PRACTICE_FIELDS],
  ];
  for (const [table, rows] of simple) await insertNamed(db, table, rows, (r) => ({ code: r.code }));
  await db
    .insert(regionWorkLanguages)
    .values([...REGION_WORK_LANGUAGES])
    .onConflictDoNothing();
  await insertNamed(db, courts, COURTS, (r) => ({ code: r.code, regionId: r.regionId }));
  // Parents before children, so the self-reference holds at every insert.
  const byDepth = [...REQUEST_TYPES].sort(
    (a, b) => (a.parentId === null ? 0 : 1) - (b.parentId === null ? 0 : 1),
  );
  await insertNamed(db, requestTypes, byDepth, (r) => ({ code: r.code, parentId: r.parentId }));
  await insertNamed(db, requestTemplates, REQUEST_TEMPLATES, (r) => ({
    requestTypeId: r.requestTypeId,
    priceTiyin: r.priceTiyin,
    pageCount: r.pageCount,
  }));
  await insertNamed(db, legalAidRates, LEGAL_AID_RATES, (r) => ({
    code: r.code,
    amountTiyin: r.amountTiyin,
  }));
  await insertNamed(db, checklistLimits, CHECKLIST_LIMITS, (r) => ({
    code: r.code,
    valueTiyin: r.valueTiyin,
  }));
  await seedExpertiseManuals(db);
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
  await insertNamed(db, siteInfo, SITE_INFO, (r) => ({ link: r.link, createdAt: new Date(r.createdAt) }));
}

/** The manuals of forensic expertise: organization kinds, organizations (centre first), departments, research types, actions. */
async function seedExpertiseManuals(db: Database) {
  const code = (r: { code: string | null }) => ({ code: r.code });
  await insertNamed(db, expertiseEnterpriseTypes, EXPERTISE_ENTERPRISE_TYPES, code);
  await insertNamed(db, expertiseOrganizations, EXPERTISE_ORGANIZATIONS, (r) => ({
    code: r.code,
    enterpriseTypeId: r.enterpriseTypeId,
    regionId: r.regionId,
    parentId: r.parentId,
  }));
  await insertNamed(db, expertiseDepartments, EXPERTISE_DEPARTMENTS, code);
  await insertNamed(db, expertiseResearchTypes, EXPERTISE_RESEARCH_TYPES, (r) => ({
    code: r.code,
    departmentId: r.departmentId,
    deadlineDays: r.deadlineDays,
  }));
  await insertNamed(db, expertiseActions, EXPERTISE_ACTIONS, (r) => ({
    code: r.code,
    researchTypeId: r.researchTypeId,
    priceTiyin: r.priceTiyin,
  }));
}
