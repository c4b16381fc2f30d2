import * as c from '@portal/contracts';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { referenceRepository as repo } from './repository';

const TAG = ['reference data'];

/** The public reference-data calls of spec section 7 (names localized by Accept-Language). */
export const referenceRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/directoryRegionList',
    {
      config: { permission: 'public' },
      schema: {
        tags: TAG,
        querystring: c.directoryRegionListQuery,
        response: { 200: c.directoryRegionListResponse },
      },
    },
    async (req) => {
      const { rows, total } = await repo.regionsInOfficialOrder(db, req.query);
      return {
        total,
        list: rows.map((r) => ({ id: r.id, code: r.soato, soato: r.soato, name: nameIn(r, req.lang) })),
      };
    },
  );

  app.get(
    '/region/list-uzb-region',
    {
      config: { permission: 'public' },
      schema: { tags: TAG, querystring: c.listUzbRegionQuery, response: { 200: c.listUzbRegionResponse } },
    },
    async (req) => {
      const { rows, total } = await repo.regionsByLatinName(db, req.query);
      return {
        total,
        list: rows.map((r) => ({ id: r.id, code: r.soato, soato: r.soato, name: nameIn(r, req.lang) })),
      };
    },
  );

  const simple = [
    ['/getInfo/contragentTypeList', c.contragentTypeListQuery, repo.contragentTypes],
    ['/getInfo/directoryLanguageList', c.directoryLanguageListQuery, repo.workLanguages],
    ['/getInfo/legalAidList', c.legalAidListQuery, repo.legalAidTypes],
    ['/getInfo/listAllLicenseType', c.listAllLicenseTypeQuery, repo.licenseTypes],
    ['/getInfo/orderBaseList', c.orderBaseListQuery, repo.orderBases],
  ] as const;
  for (const [url, query, list] of simple) {
    app.get(
      url,
      {
        config: { permission: 'public' },
        schema: { tags: TAG, querystring: query, response: { 200: c.listOf(c.referenceItemSchema) } },
      },
      async (req) => {
        const { rows, total } = await list(db, req.query);
        return { total, list: rows.map((r) => ({ id: r.id, code: r.code, name: nameIn(r, req.lang) })) };
      },
    );
  }

  app.get(
    '/getInfo/directoryCourtList',
    {
      config: { permission: 'public' },
      schema: {
        tags: TAG,
        querystring: c.directoryCourtListQuery,
        response: { 200: c.directoryCourtListResponse },
      },
    },
    async (req) => {
      const { rows, total } = await repo.courts(db, req.query, req.query.regionId);
      return {
        total,
        list: rows.map((r) => ({ id: r.id, code: r.code, regionId: r.regionId, name: nameIn(r, req.lang) })),
      };
    },
  );

  app.get(
    '/getInfo/requestTypeList',
    {
      config: { permission: 'public' },
      schema: {
        tags: TAG,
        querystring: c.requestTypeListQuery,
        response: { 200: c.requestTypeListResponse },
      },
    },
    async (req) => {
      const { rows, total } = await repo.requestTypes(db, req.query, req.query.parentId);
      return {
        total,
        list: rows.map((r) => ({ id: r.id, code: r.code, parentId: r.parentId, name: nameIn(r, req.lang) })),
      };
    },
  );
};
