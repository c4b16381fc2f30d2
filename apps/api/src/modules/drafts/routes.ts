/** Drafts (packages/contracts `draftCalls`): the caller's own drafts across the sections. */
import { draftCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { draftList } from './read';

export const draftRoutes = legalAidRoutes(calls, ({ db }) => ({
  draftList: ({ actor, lang, query }) => draftList(db, actor, lang, query),
}));
