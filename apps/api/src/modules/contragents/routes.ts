import * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import { notFound } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { type ContragentRow, contragentById, listContragents } from './repository';

const TAG = ['public: structures'];

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

/** Advocacy structures (departments): the public list and one structure's card. */
export const contragentRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/contragentList',
    {
      config: { permission: 'public' },
      schema: { tags: TAG, querystring: c.contragentListQuery, response: { 200: c.contragentListResponse } },
    },
    async (req) => {
      const { rows, total } = await listContragents(db, req.query);
      return { total, list: rows.map((r) => present(r, req.lang)) };
    },
  );

  app.get(
    '/getInfo/contragentInfo/:id',
    {
      config: { permission: 'public' },
      schema: { tags: TAG, params: c.idParams, response: { 200: c.contragentInfoResponse } },
    },
    async (req) => {
      const row = await contragentById(db, req.params.id);
      if (!row) throw notFound('id');
      return present(row, req.lang);
    },
  );
};
