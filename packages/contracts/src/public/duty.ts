import { z } from 'zod';
import { idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { isoDateQuery, namedRef } from './common';

/** GET getInfo/dutyTableList: duty schedules, newest period first; `date` keeps the ones covering that day. */
export const dutyTableListQuery = pageQuery(20, 100).extend({
  regionId: idSchema.optional(),
  date: isoDateQuery.optional(),
});
export const dutyScheduleItem = z.object({
  id: z.number().int(),
  region: namedRef,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Distinct lawyers on duty in the period. */
  lawyerCount: z.number().int(),
});
export type DutyScheduleItem = z.infer<typeof dutyScheduleItem>;
export const dutyTableListResponse = listOf(dutyScheduleItem);

/** GET getInfo/dutyTableView/{id}: a schedule day by day, with the lawyers on duty. */
export const dutyTableViewResponse = dutyScheduleItem.extend({
  days: z.array(
    z.object({
      date: z.string(),
      lawyers: z.array(
        z.object({
          id: z.number().int(),
          fullName: z.string(),
          certificateNumber: z.string(),
          contragent: z.string().nullable(),
          languages: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type DutyTableView = z.infer<typeof dutyTableViewResponse>;
