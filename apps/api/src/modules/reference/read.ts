import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client';
import { nameIn, type NameColumns } from '../../http/localize';
import { type Page, referenceRepository as repo } from './read-model';

type Coded = NameColumns & { id: number; code: string | null };

/** A page of rows as the answer of a list call: each row's name in the caller's language. */
function listIn<R, T>({ rows, total }: { rows: R[]; total: number }, item: (row: R) => T) {
  return { total, list: rows.map(item) };
}

const coded = (lang: Language) => (r: Coded) => ({ id: r.id, code: r.code, name: nameIn(r, lang) });
const region = (lang: Language) => (r: NameColumns & { id: number; soato: string }) => ({
  id: r.id,
  code: r.soato,
  soato: r.soato,
  name: nameIn(r, lang),
});

const regional = (lang: Language) => (r: Coded & { regionId: number | null }) => ({
  ...coded(lang)(r),
  regionId: r.regionId,
});

/** The public reference lists (routes.ts), names localized. */
export function referenceViews(db: Database) {
  const simple =
    (list: (db: Database, page: Page) => Promise<{ rows: Coded[]; total: number }>) =>
    async (lang: Language, page: Page) =>
      listIn(await list(db, page), coded(lang));
  type RegionalRows = { rows: (Coded & { regionId: number | null })[]; total: number };
  /** A list that may be narrowed to one region (`regionId`); each value carries its region. */
  const byRegion =
    (list: (db: Database, page: Page, regionId?: number) => Promise<RegionalRows>) =>
    async (lang: Language, query: Page & { regionId?: number }) =>
      listIn(await list(db, query, query.regionId), regional(lang));
  return {
    regionsInOfficialOrder: async (lang: Language, page: Page) =>
      listIn(await repo.regionsInOfficialOrder(db, page), region(lang)),
    regionsByLatinName: async (lang: Language, page: Page) =>
      listIn(await repo.regionsByLatinName(db, page), region(lang)),
    contragentTypes: simple(repo.contragentTypes),
    workLanguages: simple(repo.workLanguages),
    legalAidTypes: simple(repo.legalAidTypes),
    licenseTypes: simple(repo.licenseTypes),
    practiceFields: simple(repo.practiceFields),
    orderBases: simple(repo.orderBases),
    courts: byRegion(repo.courts),
    departments: byRegion(repo.departments),
    justiceDepartments: byRegion(repo.justiceDepartments),
    contractPeriods: async (lang: Language, query: Page) =>
      listIn(await repo.contractPeriods(db, query), (r) => ({ ...coded(lang)(r), months: r.number ?? 0 })),
    civilAffairs: simple(repo.civilAffairs),
    criminalCases: simple(repo.criminalCases),
    requestTypes: async (lang: Language, query: Page & { parentId?: number }) =>
      listIn(await repo.requestTypes(db, query, query.parentId), (r) => ({
        ...coded(lang)(r),
        parentId: r.parentId,
      })),
  };
}
