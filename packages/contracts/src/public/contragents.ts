import { z } from 'zod';
import { withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';
import { namedRef, queryFlag } from './common';
import { CONTRAGENT_PAGE_SIZE } from './constants';

/**
 * GET getInfo/contragentList: advocacy structures. Filters type and region; `isArchive` false (the
 * default) lists working structures, true lists the archive (closed structures).
 */
export const contragentListQuery = pageQuery(CONTRAGENT_PAGE_SIZE, 100).extend({
  search: searchText,
  typeId: idSchema.optional(),
  regionId: idSchema.optional(),
  isArchive: queryFlag.default(false),
});

/** A structure's addresses, position, contacts and bank (spec section 3), as answers carry them. */
export const structureContactShape = {
  legalAddress: z.string().nullable(),
  physicalAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  postalIndex: z.string().nullable(),
  bankName: z.string().nullable(),
  mfo: z.string().nullable(),
  bankAccount: z.string().nullable(),
};

/** Every public field of a structure (spec section 3). */
export const contragentSchema = withId({
  name: z.string(),
  shortName: z.string().nullable(),
  stir: z.string().nullable(),
  director: z.string().nullable(),
  type: namedRef,
  region: namedRef,
  ...structureContactShape,
  archived: z.boolean(),
  /** Lawyers working there now. */
  lawyerCount: z.number().int(),
});
export type Contragent = z.infer<typeof contragentSchema>;

export const contragentListResponse = listOf(contragentSchema);

/** GET getInfo/contragentInfo/{id}: one structure (archived ones too). */
export const contragentInfoResponse = contragentSchema;

/** Advocacy structures: the public list and one structure's card. */
export const contragentCalls = defineCalls(['public: structures'], 'public', {
  contragentList: get('getInfo/contragentList', {
    query: contragentListQuery,
    response: contragentListResponse,
  }),
  contragentInfo: get('getInfo/contragentInfo/:id', { params: idParams, response: contragentInfoResponse }),
});
