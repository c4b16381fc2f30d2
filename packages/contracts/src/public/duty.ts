import { z } from 'zod';
import { withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';
import { calendarDate } from '../legal-aid/common';
import { namedRef } from './common';

/** GET getInfo/dutyTableList: duty schedules, newest period first; `date` keeps the ones covering that day. */
export const dutyTableListQuery = pageQuery(20, 100).extend({
  regionId: idSchema.optional(),
  date: calendarDate.optional(),
});
export const dutyScheduleItem = withId({
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

/** The public duty schedule of state-funded lawyers: schedules by region and period, one schedule by day. */
export const dutyCalls = defineCalls(['public: duty schedule'], 'public', {
  dutyTableList: get('getInfo/dutyTableList', { query: dutyTableListQuery, response: dutyTableListResponse }),
  dutyTableView: get('getInfo/dutyTableView/:id', { params: idParams, response: dutyTableViewResponse }),
});
