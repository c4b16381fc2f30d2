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
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const regionSchema = referenceItemSchema.extend({
  /** SOATO code of the region, e.g. "1726" for Toshkent shahri. */
  soato: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const courtSchema = referenceItemSchema.extend({ regionId: z.number().int().nullable() });
export type Court = z.infer<typeof courtSchema>;

export const requestTypeSchema = referenceItemSchema.extend({ parentId: z.number().int().nullable() });
export type RequestType = z.infer<typeof requestTypeSchema>;

/** Default and ceiling of `limit` on directory lists (spec section 9: regions and types 50, others 100). */
const TYPES_PAGE = pageQuery(50, 1000);
const DIRECTORY_PAGE = pageQuery(100, 1000);

/** GET getInfo/directoryRegionList: the 14 regions in their official (SOATO list) order. */
export const directoryRegionListQuery = TYPES_PAGE;
export const directoryRegionListResponse = listOf(regionSchema);

/** GET region/list-uzb-region: the same regions sorted by their Latin name. */
export const listUzbRegionQuery = TYPES_PAGE;
export const listUzbRegionResponse = listOf(regionSchema);

/** GET getInfo/contragentTypeList: kinds of advocacy structure (firm, bureau, panel, chamber …). */
export const contragentTypeListQuery = TYPES_PAGE;
export const contragentTypeListResponse = listOf(referenceItemSchema);

/** GET getInfo/directoryLanguageList: languages a lawyer can work in. */
export const directoryLanguageListQuery = DIRECTORY_PAGE;
export const directoryLanguageListResponse = listOf(referenceItemSchema);

/** GET getInfo/legalAidList: kinds of legal aid (includes id 18, code 6, "another case"). */
export const legalAidListQuery = pageQuery(1000, 1000);
export const legalAidListResponse = listOf(referenceItemSchema);

/** GET getInfo/listAllLicenseType: kinds of advocate license. */
export const listAllLicenseTypeQuery = TYPES_PAGE;
export const listAllLicenseTypeResponse = listOf(referenceItemSchema);

/** GET getInfo/directoryMainTypeList: main fields of practice a lawyer may name. */
export const directoryMainTypeListQuery = TYPES_PAGE;
export const directoryMainTypeListResponse = listOf(referenceItemSchema);

/** GET getInfo/orderBaseList: grounds on which an order (warrant) is issued. */
export const orderBaseListQuery = DIRECTORY_PAGE;
export const orderBaseListResponse = listOf(referenceItemSchema);

/** GET getInfo/directoryCourtList: courts, optionally of one region. */
export const directoryCourtListQuery = DIRECTORY_PAGE.extend({ regionId: idSchema.optional() });
export const directoryCourtListResponse = listOf(courtSchema);

/** GET getInfo/requestTypeList: kinds of lawyer's request, a tree (parentId null at the top). */
export const requestTypeListQuery = DIRECTORY_PAGE.extend({ parentId: idSchema.optional() });
export const requestTypeListResponse = listOf(requestTypeSchema);

/** A value of a list kept per region (departments): its region, null for a republic-level one. */
export const regionalItemSchema = referenceItemSchema.extend({ regionId: z.number().int().nullable() });
export type RegionalItem = z.infer<typeof regionalItemSchema>;

/** GET getInfo/departmentList: departments of the chambers of advocates, optionally of one region. */
export const departmentListQuery = DIRECTORY_PAGE.extend({ regionId: idSchema.optional() });
export const departmentListResponse = listOf(regionalItemSchema);

/** GET getInfo/departmentAdliyaList: the justice departments (adliya), optionally of one region. */
export const departmentAdliyaListQuery = departmentListQuery;
export const departmentAdliyaListResponse = departmentListResponse;

/** A period a contract may run: its months. */
export const periodItemSchema = referenceItemSchema.extend({ months: z.number().int() });

/** GET getInfo/monthOrYEarList: the periods a contract may run, shortest first. */
export const monthOrYEarListQuery = DIRECTORY_PAGE;
export const monthOrYEarListResponse = listOf(periodItemSchema);

/** GET getInfo/directoryCivilAffairsList: categories of civil affairs. */
export const directoryCivilAffairsListQuery = DIRECTORY_PAGE;
export const directoryCivilAffairsListResponse = listOf(referenceItemSchema);

/** GET getInfo/directory_criminal_caseList: categories of criminal cases. */
export const directoryCriminalCaseListQuery = DIRECTORY_PAGE;
export const directoryCriminalCaseListResponse = listOf(referenceItemSchema);

/** A public reference list: GET, its query, its answer. */
const referenceList = <Q extends z.ZodType, R extends z.ZodType>(path: string, query: Q, response: R) =>
  get(path, { query, response, permission: 'public' });

/** The public reference-data calls of spec section 7 (names in the language of Accept-Language). */
export const referenceCalls = defineCalls(['reference data'], {
  directoryRegionList: referenceList(
    'getInfo/directoryRegionList',
    directoryRegionListQuery,
    directoryRegionListResponse,
  ),
  listUzbRegion: referenceList('region/list-uzb-region', listUzbRegionQuery, listUzbRegionResponse),
  contragentTypeList: referenceList(
    'getInfo/contragentTypeList',
    contragentTypeListQuery,
    contragentTypeListResponse,
  ),
  directoryLanguageList: referenceList(
    'getInfo/directoryLanguageList',
    directoryLanguageListQuery,
    directoryLanguageListResponse,
  ),
  legalAidList: referenceList('getInfo/legalAidList', legalAidListQuery, legalAidListResponse),
  listAllLicenseType: referenceList(
    'getInfo/listAllLicenseType',
    listAllLicenseTypeQuery,
    listAllLicenseTypeResponse,
  ),
  directoryMainTypeList: referenceList(
    'getInfo/directoryMainTypeList',
    directoryMainTypeListQuery,
    directoryMainTypeListResponse,
  ),
  orderBaseList: referenceList('getInfo/orderBaseList', orderBaseListQuery, orderBaseListResponse),
  directoryCourtList: referenceList(
    'getInfo/directoryCourtList',
    directoryCourtListQuery,
    directoryCourtListResponse,
  ),
  requestTypeList: referenceList('getInfo/requestTypeList', requestTypeListQuery, requestTypeListResponse),
  departmentList: referenceList('getInfo/departmentList', departmentListQuery, departmentListResponse),
  departmentAdliyaList: referenceList(
    'getInfo/departmentAdliyaList',
    departmentAdliyaListQuery,
    departmentAdliyaListResponse,
  ),
  monthOrYEarList: referenceList('getInfo/monthOrYEarList', monthOrYEarListQuery, monthOrYEarListResponse),
  directoryCivilAffairsList: referenceList(
    'getInfo/directoryCivilAffairsList',
    directoryCivilAffairsListQuery,
    directoryCivilAffairsListResponse,
  ),
  directory_criminal_caseList: referenceList(
    'getInfo/directory_criminal_caseList',
    directoryCriminalCaseListQuery,
    directoryCriminalCaseListResponse,
  ),
});
