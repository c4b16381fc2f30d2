import * as c from '@portal/contracts';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { tashkentDay } from '../site/service';
import { listVacancies } from './repository';

/** Vacancy announcements of advocacy structures (public `/announcement`). */
export const vacancyRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/vacancyList',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['public: vacancies'],
        querystring: c.vacancyListQuery,
        response: { 200: c.vacancyListResponse },
      },
    },
    async (req) => {
      const { rows, total } = await listVacancies(db, { ...req.query, today: tashkentDay() });
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
                    req.lang,
                  ),
                },
          region: {
            id: r.region_id,
            name: nameIn(
              { nameLt: r.region_lt, nameUz: r.region_uz, nameRu: r.region_ru, nameEng: r.region_eng },
              req.lang,
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
  );
};
