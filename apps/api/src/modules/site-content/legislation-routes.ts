/** The legislation register's calls (packages/contracts site/legislation-admin.ts), served by legislation.ts. */
import { legislationAdminCalls as calls } from '@portal/contracts';
import { routes, signedInHandle as handle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { addLegislation, correctLegislation, legislationRegister, showLegislation } from './legislation';

export const legislationRoutes: RoutesPlugin = async (app, { db }) => {
  const register = legislationRegister(db);
  routes(
    app,
    handle.implement(calls, {
      legislationManageList: ({ actor, lang, query }) => register.list(actor, lang, query),
      legislationCreate: async ({ actor, lang, body }) =>
        register.one(actor, lang, await addLegislation(db, actor, body)),
      legislationUpdate: async ({ actor, lang, body }) => {
        const { id, ...values } = body;
        await correctLegislation(db, actor, id, values);
        return register.one(actor, lang, id);
      },
      legislationDeactivate: async ({ actor, lang, body }) => {
        await showLegislation(db, actor, body.id, false);
        return register.one(actor, lang, body.id);
      },
      legislationActivate: async ({ actor, lang, body }) => {
        await showLegislation(db, actor, body.id, true);
        return register.one(actor, lang, body.id);
      },
    }),
  );
};
