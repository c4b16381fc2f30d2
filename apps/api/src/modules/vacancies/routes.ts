/**
 * Vacancy announcements of advocacy structures and the applications to them: the public list
 * (`/announcement`), the director's vacancies, applying, the director's decision. Reads in read.ts and
 * applications-read.ts, changes in service.ts, access rules in policy.ts.
 */
import { structureVacancyCalls as own, vacancyCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle } from '../legal-aid';
import { applicationViews } from './applications-read';
import {
  acceptApplication,
  applyToVacancy,
  cancelApplication,
  closeVacancy,
  createVacancy,
  rejectApplication,
} from './service';
import { vacancyViews } from './read';

export const vacancyRoutes: RoutesPlugin = async (app, { db, clock }) => {
  const view = vacancyViews(db, clock);
  const applications = applicationViews(db);
  const deps = { db, clock };
  const signedIn = legalAidHandle(db);
  routes(app, [
    ...handle.implement(calls, { vacancyList: ({ lang, query }) => view.list(lang, query) }),
    ...signedIn.implement(own, {
      vacancyById: handle(own.vacancyById, ({ lang, params }) => view.byId(lang, params.id)),
      ownVacancyList: ({ actor, lang, query }) => view.own(actor, lang, query),
      vacancyCreate: async ({ actor, lang, body }) =>
        view.ownOne(actor, lang, await createVacancy(deps, actor, body)),
      vacancyClose: async ({ actor, lang, body }) => {
        await closeVacancy(deps, actor, body.id);
        return view.ownOne(actor, lang, body.id);
      },
      vacancyApply: async ({ actor, lang, body }) =>
        applications.dto(actor, lang, await applyToVacancy(deps, actor, body)),
      ownVacancyApplications: ({ actor, lang, query }) => applications.own(actor, lang, query),
      structureVacancyApplications: ({ actor, lang, query }) => applications.structure(actor, lang, query),
      vacancyApplication: ({ actor, lang, params }) => applications.dto(actor, lang, params.id),
      acceptVacancyApplication: async ({ actor, lang, body }) => {
        await acceptApplication(deps, actor, body.id);
        return applications.dto(actor, lang, body.id);
      },
      rejectVacancyApplication: async ({ actor, lang, body }) => {
        await rejectApplication(deps, actor, body.id, body.reason);
        return applications.dto(actor, lang, body.id);
      },
      cancelVacancyApplication: async ({ actor, lang, body }) => {
        await cancelApplication(deps, actor, body.id);
        return applications.dto(actor, lang, body.id);
      },
    }),
  ]);
};
