/** The duty schedule editor's calls (packages/contracts `dutyScheduleCalls`): reads in read.ts, changes in service.ts. */
import { dutyScheduleCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { dutyMonthView } from './read';
import { assignDuty, copyLastMonth, publishMonth, unassignDuty } from './service';

export const dutyScheduleRoutes = legalAidRoutes(calls, ({ db }) => ({
  dutyScheduleMonth: ({ actor, lang, query, request }) =>
    dutyMonthView(db, actor, lang, query, request.clock.now()),
  dutyScheduleAssign: async ({ actor, lang, body, request }) => {
    const now = request.clock.now();
    const regionId = await assignDuty(db, actor, body, now);
    return dutyMonthView(db, actor, lang, { regionId, month: body.date.slice(0, 7) }, now);
  },
  dutyScheduleUnassign: async ({ actor, lang, body, request }) => {
    const now = request.clock.now();
    const regionId = await unassignDuty(db, actor, body, now);
    return dutyMonthView(db, actor, lang, { regionId, month: body.date.slice(0, 7) }, now);
  },
  dutyScheduleCopyLastMonth: async ({ actor, lang, body, request }) => {
    const now = request.clock.now();
    const { regionId, copied, skipped } = await copyLastMonth(db, actor, body, now);
    return {
      copied,
      skipped,
      schedule: await dutyMonthView(db, actor, lang, { ...body, regionId }, now),
    };
  },
  dutySchedulePublish: async ({ actor, lang, body, request }) => {
    const now = request.clock.now();
    const regionId = await publishMonth(db, actor, body, now);
    return dutyMonthView(db, actor, lang, { ...body, regionId }, now);
  },
}));
