import { GENDERS } from '@portal/domain';
import { z } from 'zod';
import { personName } from '../common/person-name';
import { counts, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';
import { namedRef } from './common';
import { LAWYER_PAGE_SIZE, LAWYER_STATUSES } from './constants';

/** A lawyer's standing (the status of the current license). */
export const lawyerStatusSchema = z.enum(LAWYER_STATUSES);

export const genderSchema = z.enum(GENDERS);

/**
 * GET getInfo/lawyerList: the public directory. `search` matches the beginnings of the words of the
 * name (any order, Latin or Cyrillic) or the certificate number; filters region, structure, status.
 */
export const lawyerListQuery = pageQuery(LAWYER_PAGE_SIZE, 100).extend({
  search: searchText,
  regionId: idSchema.optional(),
  contragentId: idSchema.optional(),
  status: lawyerStatusSchema.optional(),
});

export const lawyerListItem = withId({
  fullName: z.string(),
  gender: genderSchema.nullable(),
  certificateNumber: z.string(),
  certificateDate: z.string(),
  status: lawyerStatusSchema,
  region: namedRef,
  contragent: namedRef.nullable(),
  /** URL of the photo (GET files/photo/{id}), or null. */
  photoUrl: z.string().nullable(),
});
export type LawyerListItem = z.infer<typeof lawyerListItem>;

/** The page, the total of the filter, and the male and female counts of the same filter. */
export const lawyerListResponse = listOf(lawyerListItem).extend({
  manCount: z.number().int().min(0),
  femaleCount: z.number().int().min(0),
});
export type LawyerListResponse = z.infer<typeof lawyerListResponse>;

/** A license's own fields in an answer: spread beside what names its type (the card, own license types). */
export const licenseFields = {
  serial: z.string(),
  number: z.string(),
  givenDate: z.string(),
  endDate: z.string().nullable(),
  status: lawyerStatusSchema,
};

const license = z.object({ type: namedRef, ...licenseFields });

/** GET getInfo/getLawyerInfoDto/{id}: the public card. Never carries pinfl, passport or contacts of the person. */
export const lawyerInfoResponse = withId({
  ...personName,
  fullName: z.string(),
  gender: genderSchema.nullable(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  certificateNumber: z.string(),
  certificateDate: z.string(),
  /** Public id of the certificate in the issued-documents registry (check-service-doc/{id}), if registered. */
  certificateCheckId: z.string().nullable(),
  status: lawyerStatusSchema,
  region: namedRef,
  contragent: z
    .object({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  photoUrl: z.string().nullable(),
  license: license.nullable(),
  languages: z.array(namedRef),
  education: z.array(
    z.object({
      institution: z.string(),
      speciality: z.string(),
      degree: z.string(),
      startYear: z.number().int(),
      endYear: z.number().int().nullable(),
    }),
  ),
  workHistory: z.array(
    z.object({
      organization: z.string(),
      position: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  awards: z.array(z.object({ name: z.string(), awardedBy: z.string().nullable(), awardedOn: z.string() })),
  /** What the lawyer says of their legal service (/lawyer-profile/yur-xizmat; docs/domain.md). */
  legalService: z.object({
    fieldsOfPractice: z.array(namedRef),
    officeAddress: z.string().nullable(),
    receptionHours: z.string().nullable(),
  }),
});
export type LawyerInfo = z.infer<typeof lawyerInfoResponse>;

/** GET getInfo/count-info: figures of the home page. */
export const countInfoResponse = counts(
  'lawyerCount',
  'activeCount',
  'inactiveTemporaryCount',
  'inactivePermanentCount',
  'contragentCount',
  'manCount',
  'femaleCount',
);
export type CountInfo = z.infer<typeof countInfoResponse>;

/** The public lawyer directory: list, card, home-page figures. */
export const lawyerCalls = defineCalls(['public: lawyers'], 'public', {
  lawyerList: get('getInfo/lawyerList', { query: lawyerListQuery, response: lawyerListResponse }),
  getLawyerInfoDto: get('getInfo/getLawyerInfoDto/:id', { params: idParams, response: lawyerInfoResponse }),
  countInfo: get('getInfo/count-info', { response: countInfoResponse }),
});
