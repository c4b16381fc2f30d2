import { z } from 'zod';
import { withId } from '../kit/fields';
import { idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';
import { namedRef, queryFlag } from './common';
import { VACANCY_TYPES } from './constants';

export const vacancyTypeSchema = z.enum(VACANCY_TYPES);

/** GET getInfo/vacancyList: open vacancy announcements (end date today or later), soonest end first. */
export const vacancyListQuery = pageQuery(20, 100).extend({
  regionId: idSchema.optional(),
  type: vacancyTypeSchema.optional(),
  paid: queryFlag.optional(),
});
export const vacancyItem = withId({
  type: vacancyTypeSchema,
  count: z.number().int(),
  endDate: z.string(),
  paid: z.boolean(),
  /** Monthly amount in sum; null when unpaid. */
  amount: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  classificator: namedRef.nullable(),
  region: namedRef,
  contragent: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  description: z.string().nullable(),
});
export type VacancyItem = z.infer<typeof vacancyItem>;
export const vacancyListResponse = listOf(vacancyItem);

/** Vacancy announcements of advocacy structures (public `/announcement`). */
export const vacancyCalls = defineCalls(['public: vacancies'], 'public', {
  vacancyList: get('getInfo/vacancyList', { query: vacancyListQuery, response: vacancyListResponse }),
});
