/** Vacancy announcements as the DTOs of packages/contracts, names localized. */
import type { Language } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { nameIn } from '../../http/localize';
import { listVacancies } from './repository';

type VacancyQuery = Omit<Parameters<typeof listVacancies>[1], 'today'>;

export function vacancyViews(db: Database, clock: Clock) {
  return {
    /** Open vacancies (end date today or later in Tashkent). */
    async list(lang: Language, query: VacancyQuery) {
      const { rows, total } = await listVacancies(db, { ...query, today: tashkentToday(clock.now()) });
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          type: r.type,
          count: r.count,
          endDate: r.end_date,
          paid: r.paid,
          amount: r.amount_tiyin === null ? null : r.amount_tiyin / 100,
          latitude: r.latitude,
          longitude: r.longitude,
          description: r.description,
          classificator:
            r.classificator_id === null
              ? null
              : {
                  id: r.classificator_id,
                  name: nameIn(
                    { nameLt: r.cl_lt!, nameUz: r.cl_uz, nameRu: r.cl_ru!, nameEng: r.cl_eng! },
                    lang,
                  ),
                },
          region: {
            id: r.region_id,
            name: nameIn(
              { nameLt: r.region_lt, nameUz: r.region_uz, nameRu: r.region_ru, nameEng: r.region_eng },
              lang,
            ),
          },
          contragent: {
            id: r.contragent_id,
            name: r.contragent_name,
            address: r.contragent_address,
            phone: r.contragent_phone,
          },
        })),
      };
    },
  };
}
