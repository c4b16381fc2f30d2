/**
 * The structure calls (packages/contracts structures/structures.ts `structureCalls`): reads from read.ts,
 * changes through registration.ts, access rules in policy.ts.
 */
import { structureCalls as calls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle } from '../legal-aid';
import { structureViews } from './read';
import { acceptRegistration, rejectRegistration, saveOwnStructure, taxCompanyOf } from './registration';

export const structureRoutes: RoutesPlugin = async (app, { db, adapters }) => {
  const view = structureViews(db);
  const handle = legalAidHandle(db);
  const { taxRegistry } = adapters;

  routes(app, [
    handle(calls.ownContragent, ({ actor, lang }) => view.own(actor, lang)),
    handle(calls.updateOwnContragent, async ({ actor, lang, body }) => {
      await saveOwnStructure({ db, taxRegistry }, actor, body);
      return view.own(actor, lang);
    }),
    handle(calls.taxCompany, async ({ actor, body }) => {
      const { company, ...facts } = await taxCompanyOf(db, taxRegistry, actor, body.inn);
      return {
        inn: company.inn,
        name: company.name,
        shortName: company.shortName,
        directorName: company.director.fullName,
        address: company.address,
        status: company.status,
        registeredOn: company.registeredOn,
        ...facts,
      };
    }),
    handle(calls.structureRegistrationList, ({ actor, lang, query }) => view.list(actor, lang, query)),
    handle(calls.structureRegistration, ({ actor, lang, params }) =>
      view.registration(actor, lang, params.id),
    ),
    handle(calls.acceptStructureRegistration, async ({ actor, lang, body }) => {
      await acceptRegistration(db, actor, body.id);
      return view.registration(actor, lang, body.id);
    }),
    handle(calls.rejectStructureRegistration, async ({ actor, lang, body }) => {
      await rejectRegistration(db, actor, body.id, body.reason);
      return view.registration(actor, lang, body.id);
    }),
  ]);
};
