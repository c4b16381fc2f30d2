/**
 * Row shapes of the reference data the API seeds (see ../seed-reference.ts).
 * Ids are the identity of a seeded row: they are given explicitly, stay stable and are never renumbered;
 * a new row takes the next free id of its list.
 */
import { z } from 'zod';

/**
 * A name in the four portal languages.
 * - `lt`: Uzbek in Latin script; oʻ and gʻ are written with U+02BB (ʻ), the sign ʼ with U+02BC.
 * - `uz`: Uzbek in Cyrillic script, given only where the automatic transliteration of `lt` (latinToCyrillic
 *   of @portal/domain) would not give the right Cyrillic: Russian loanwords its exception list does not know
 *   (instansiya -> инстанция, konsultatsiya -> консультация). Left out, the name is stored without it and
 *   read transliterated.
 * - `ru`: Russian; `eng`: English.
 */
const localizedNames = z
  .strictObject({ lt: z.string(), uz: z.string().optional(), ru: z.string(), eng: z.string() })
  .readonly();
export type LocalizedNames = z.infer<typeof localizedNames>;

const coded = { id: z.int().positive(), code: z.string().nullable(), names: localizedNames };

/**
 * A reference row with a code, as the JSON lists beside this file hold it: contragent types, languages
 * of work, license and legal-aid types, order bases, fields of application and of practice.
 */
export const codedRow = z.strictObject(coded).readonly();
export type CodedRow = z.infer<typeof codedRow>;

/** A court; `regionId` (1..14, packages/domain/src/regions.ts) is null for republic-level courts. */
export const courtRow = z.strictObject({ ...coded, regionId: z.int().nullable() }).readonly();
export type CourtRow = z.infer<typeof courtRow>;

/** A kind of lawyer's request; a tree whose top level has `parentId` null. Parents have lower ids. */
export const requestTypeRow = z.strictObject({ ...coded, parentId: z.int().nullable() }).readonly();
export type RequestTypeRow = z.infer<typeof requestTypeRow>;

/** Fee of state-funded legal aid for one participation day in one instance, in tiyin (1/100 sum). */
export interface LegalAidRateRow {
  readonly id: number;
  readonly code: string;
  readonly amountTiyin: number;
  readonly names: LocalizedNames;
}

/** A plausible limit of a checklist of completed work, in tiyin (code: TRAVEL_EXPENSES_MAX, FEE_MAX). */
export interface ChecklistLimitRow {
  readonly id: number;
  readonly code: 'TRAVEL_EXPENSES_MAX' | 'FEE_MAX';
  readonly valueTiyin: number;
  readonly names: LocalizedNames;
}

/** An announcement of the marquee; `link` is null, an internal path ('/news') or an https address. */
export interface SiteInfoRow {
  readonly id: number;
  readonly link: string | null;
  /** ISO 8601 timestamp. */
  readonly createdAt: string;
  readonly names: LocalizedNames;
}

/** The template of a kind of request: the fee (tiyin) and page count of the document it produces. */
export interface RequestTemplateRow extends CodedRow {
  readonly requestTypeId: number;
  readonly priceTiyin: number;
  readonly pageCount: number;
}

/** An expertise organization: its kind, the region it serves (null: the republic) and its centre. */
export interface ExpertiseOrganizationRow extends CodedRow {
  readonly enterpriseTypeId: number;
  readonly regionId: number | null;
  readonly parentId: number | null;
}

/** A research type of forensic expertise: its department and the days its work takes from payment. */
export interface ExpertiseResearchTypeRow extends CodedRow {
  readonly departmentId: number;
  readonly deadlineDays: number;
}

/** An expert action of a research type and its price in tiyin. */
export interface ExpertiseActionRow extends CodedRow {
  readonly researchTypeId: number;
  readonly priceTiyin: number;
}
