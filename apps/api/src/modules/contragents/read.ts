/** The structures' answers: rows of read-model.ts as the DTOs of packages/contracts, names localized. */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { type ContragentFilter, type ContragentRow, contragentById, listContragents } from './read-model';

function present(r: ContragentRow, lang: Language): c.Contragent {
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    stir: r.stir,
    director: r.director || null,
    type: {
      id: r.type_id,
      name: nameIn({ nameLt: r.type_lt, nameUz: r.type_uz, nameRu: r.type_ru, nameEng: r.type_eng }, lang),
    },
    region: {
      id: r.region_id,
      name: nameIn(
        { nameLt: r.region_lt, nameUz: r.region_uz, nameRu: r.region_ru, nameEng: r.region_eng },
        lang,
      ),
    },
    legalAddress: r.legal_address,
    physicalAddress: r.physical_address,
    latitude: r.latitude,
    longitude: r.longitude,
    phone: r.phone,
    fax: r.fax,
    email: r.email,
    postalIndex: r.postal_index,
    bankName: r.bank_name,
    mfo: r.mfo,
    bankAccount: r.bank_account,
    archived: r.archived,
    lawyerCount: r.lawyer_count,
  };
}

export function contragentViews(db: Database) {
  return {
    /** One page of structures in name order and the total of the filter. */
    async list(lang: Language, query: ContragentFilter) {
      const { rows, total } = await listContragents(db, query);
      return { total, list: rows.map((r) => present(r, lang)) };
    },
    /** One structure's card, or 404. */
    async card(lang: Language, id: number) {
      const row = await contragentById(db, id);
      if (!row) throw notFound('id');
      return present(row, lang);
    },
  };
}
