import { z } from 'zod';
import { withId } from '../kit/fields';
import { idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';

/**
 * Reference data (regions, types, courts …) as the public calls answer it: each name already in the
 * language of the request's Accept-Language (uz transliterated from lt when no Cyrillic name is stored).
 */
export const referenceItemSchema = withId({
  code: z.string().nullable(),
  name: z.string(),
});

export const regionSchema = referenceItemSchema.extend({
  /** SOATO code of the region, e.g. "1726" for Toshkent shahri. */
  soato: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

/** A value of a list kept per region (courts, departments): its region, null for a republic-level one. */
export const regionalItemSchema = referenceItemSchema.extend({ regionId: z.number().int().nullable() });

export const requestTypeSchema = referenceItemSchema.extend({ parentId: z.number().int().nullable() });

/** Default and ceiling of `limit` on directory lists (spec section 9: regions and types 50, others 100). */
const TYPES_PAGE = pageQuery(50, 1000);
const DIRECTORY_PAGE = pageQuery(100, 1000);
/** A list that may be narrowed to one region (courts, departments). */
const REGIONAL_PAGE = DIRECTORY_PAGE.extend({ regionId: idSchema.optional() });

/** A period a contract may run: its months. */
export const periodItemSchema = referenceItemSchema.extend({ months: z.number().int() });

/** A public reference list: GET, its query, a page of its items. */
const referenceList = <Q extends z.ZodType, I extends z.ZodType>(path: string, query: Q, item: I) =>
  get(path, { query, response: listOf(item), permission: 'public' });

/** The public reference-data calls of spec section 7 (names in the language of Accept-Language). */
export const referenceCalls = defineCalls(['reference data'], {
  /** The 14 regions in their official (SOATO list) order. */
  directoryRegionList: referenceList('getInfo/directoryRegionList', TYPES_PAGE, regionSchema),
  /** The same regions sorted by their Latin name. */
  listUzbRegion: referenceList('region/list-uzb-region', TYPES_PAGE, regionSchema),
  /** Kinds of advocacy structure (firm, bureau, panel, chamber …). */
  contragentTypeList: referenceList('getInfo/contragentTypeList', TYPES_PAGE, referenceItemSchema),
  /** Languages a lawyer can work in. */
  directoryLanguageList: referenceList('getInfo/directoryLanguageList', DIRECTORY_PAGE, referenceItemSchema),
  /** Kinds of legal aid (includes id 18, code 6, "another case"). */
  legalAidList: referenceList('getInfo/legalAidList', pageQuery(1000, 1000), referenceItemSchema),
  /** Kinds of advocate license. */
  listAllLicenseType: referenceList('getInfo/listAllLicenseType', TYPES_PAGE, referenceItemSchema),
  /** Main fields of practice a lawyer may name. */
  directoryMainTypeList: referenceList('getInfo/directoryMainTypeList', TYPES_PAGE, referenceItemSchema),
  /** Grounds on which an order (warrant) is issued. */
  orderBaseList: referenceList('getInfo/orderBaseList', DIRECTORY_PAGE, referenceItemSchema),
  /** Courts, optionally of one region. */
  directoryCourtList: referenceList('getInfo/directoryCourtList', REGIONAL_PAGE, regionalItemSchema),
  /** Kinds of lawyer's request, a tree (parentId null at the top). */
  requestTypeList: referenceList(
    'getInfo/requestTypeList',
    DIRECTORY_PAGE.extend({ parentId: idSchema.optional() }),
    requestTypeSchema,
  ),
  /** Departments of the chambers of advocates, optionally of one region. */
  departmentList: referenceList('getInfo/departmentList', REGIONAL_PAGE, regionalItemSchema),
  /** The justice departments (adliya), optionally of one region. */
  departmentAdliyaList: referenceList('getInfo/departmentAdliyaList', REGIONAL_PAGE, regionalItemSchema),
  /** The periods a contract may run, shortest first. */
  monthOrYEarList: referenceList('getInfo/monthOrYEarList', DIRECTORY_PAGE, periodItemSchema),
  /** Categories of civil affairs. */
  directoryCivilAffairsList: referenceList(
    'getInfo/directoryCivilAffairsList',
    DIRECTORY_PAGE,
    referenceItemSchema,
  ),
  /** Categories of criminal cases. */
  directory_criminal_caseList: referenceList(
    'getInfo/directory_criminal_caseList',
    DIRECTORY_PAGE,
    referenceItemSchema,
  ),
});
