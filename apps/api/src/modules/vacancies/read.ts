/** Vacancy announcements as the DTOs of packages/contracts, names localized. */
import type { Language, OwnVacancyItem, VacancyItem } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import type { LegalAidCaller } from '../legal-aid';
import { managedStructure } from './policy';
import {
  applicationCounts,
  listVacancies,
  structureVacancies,
  vacancyRow,
  type VacancyRow,
} from './read-model';

type VacancyQuery = Omit<Parameters<typeof listVacancies>[1], 'today'>;

function toItem(r: VacancyRow, lang: Language): VacancyItem {
  return {
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
            name: nameIn({ nameLt: r.cl_lt!, nameUz: r.cl_uz, nameRu: r.cl_ru!, nameEng: r.cl_eng! }, lang),
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
  };
}

export function vacancyViews(db: Database, clock: Clock) {
  const isOpen = (r: VacancyRow) => !r.closed && r.count > 0 && r.end_date >= tashkentToday(clock.now());
  return {
    /** Open vacancies (end date today or later in Tashkent). */
    async list(lang: Language, query: VacancyQuery) {
      const { rows, total } = await listVacancies(db, { ...query, today: tashkentToday(clock.now()) });
      return { total, list: rows.map((r) => toItem(r, lang)) };
    },

    /** One vacancy (the apply page), open or not. */
    async byId(lang: Language, id: number) {
      const row = await vacancyRow(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...toItem(row, lang), open: isOpen(row) };
    },

    /** The vacancies of the director's structure with their application counts. */
    async own(caller: LegalAidCaller, lang: Language, page: { page: number; limit: number }) {
      const { rows, total } = await structureVacancies(db, managedStructure(caller), page);
      const counts = await applicationCounts(
        db,
        rows.map((r) => r.id),
      );
      return { total, list: rows.map((r) => ownItem(r, lang, counts.get(r.id))) };
    },

    /** One vacancy of the director's structure (after a change). */
    async ownOne(caller: LegalAidCaller, lang: Language, id: number): Promise<OwnVacancyItem> {
      const row = await vacancyRow(db, id);
      if (!row || row.contragent_id !== managedStructure(caller)) throw new AppError('NOT_FOUND');
      return ownItem(row, lang, (await applicationCounts(db, [id])).get(id));
    },
  };

  function ownItem(r: VacancyRow, lang: Language, counts?: { waiting: number; accepted: number }) {
    const open = isOpen(r);
    return {
      ...toItem(r, lang),
      closed: r.closed,
      open,
      applications: counts ?? { waiting: 0, accepted: 0 },
      can: { close: !r.closed },
    };
  }
}
