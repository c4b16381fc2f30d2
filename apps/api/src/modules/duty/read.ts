/** The duty schedules as the DTOs of packages/contracts, region and language names localized. */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { assignmentsOf, listSchedules, type ScheduleRow, scheduleById } from './read-model';

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

export function dutyViews(db: Database) {
  return {
    async list(lang: Language, query: Parameters<typeof listSchedules>[1]) {
      const { rows, total } = await listSchedules(db, query);
      return { total, list: rows.map((r) => present(r, lang)) };
    },
    /** One schedule, its lawyers grouped by day; 404 when there is none. */
    async view(lang: Language, id: number): Promise<c.DutyTableView> {
      const schedule = await scheduleById(db, id);
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
            nameIn({ nameLt: l.name_lt, nameUz: l.name_uz, nameRu: l.name_ru, nameEng: l.name_eng }, lang),
          ),
        });
      }
      return { ...present(schedule, lang), days: [...days.values()] };
    },
  };
}
