/** Drafts (packages/contracts `draftCalls`): the caller's own drafts across the sections. */
import { draftCalls as calls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle } from '../legal-aid';
import { draftList } from './read';

export const draftRoutes: RoutesPlugin = async (app, { db }) => {
  const handle = legalAidHandle(db);
  routes(
    app,
    handle.implement(calls, {
      draftList: ({ actor, lang, query }) => draftList(db, actor, lang, query),
    }),
  );
};
