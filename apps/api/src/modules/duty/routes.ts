import * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import { notFound } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { assignmentsOf, listSchedules, type ScheduleRow, scheduleById } from './repository';

const TAG = ['public: duty schedule'];

function present(r: ScheduleRow, lang: Language) {
  return {
    id: r.id,
    region: {
      id: r.region_id,
      name: nameIn({ nameLt: r.name_lt, nameUz: r.name_uz, nameRu: r.name_ru, nameEng: r.name_eng }, lang),
    },
    periodStart: r.period_start,
    periodEnd: r.period_end,
    lawyerCount: r.lawyer_count,
  };
}

/** The public duty schedule of state-funded lawyers: schedules by region and period, and one schedule by day. */
export const dutyRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/dutyTableList',
    {
      config: { permission: 'public' },
      schema: { tags: TAG, querystring: c.dutyTableListQuery, response: { 200: c.dutyTableListResponse } },
    },
    async (req) => {
      const { rows, total } = await listSchedules(db, req.query);
      return { total, list: rows.map((r) => present(r, req.lang)) };
    },
  );

  app.get(
    '/getInfo/dutyTableView/:id',
    {
      config: { permission: 'public' },
      schema: { tags: TAG, params: c.idParams, response: { 200: c.dutyTableViewResponse } },
    },
    async (req) => {
      const schedule = await scheduleById(db, req.params.id);
      if (!schedule) throw notFound('id');
      const rows = await assignmentsOf(db, schedule.id);
      const days = new Map<string, c.DutyTableView['days'][number]>();
      for (const r of rows) {
        let day = days.get(r.duty_date);
        if (!day) {
          day = { date: r.duty_date, lawyers: [] };
          days.set(r.duty_date, day);
        }
        day.lawyers.push({
          id: r.lawyer_id,
          fullName: r.full_name,
          certificateNumber: r.certificate_number,
          contragent: r.contragent,
          languages: r.languages.map((l) =>
            nameIn(
              { nameLt: l.name_lt, nameUz: l.name_uz, nameRu: l.name_ru, nameEng: l.name_eng },
              req.lang,
            ),
          ),
        });
      }
      return { ...present(schedule, req.lang), days: [...days.values()] };
    },
  );
};
