/** The note calls (packages/contracts letters/notes.ts `noteCalls`): reads in read.ts, changes in service.ts. */
import { noteCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { noteViews } from './read';
import { confirmNote, createNote } from './service';

export const noteRoutes = legalAidRoutes(calls, ({ db }) => {
  const view = noteViews(db);
  return {
    notesList: ({ actor, lang, query }) => view.list(actor, lang, query),
    confirmNotes: async ({ actor, body, request }) => {
      await confirmNote(db, actor, body.id, request.clock.now());
      return null;
    },
    noteCreate: async ({ actor, lang, body, request }) =>
      view.one(actor, lang, await createNote(db, actor, body, request.clock.now())),
    noteConfirmations: ({ actor, lang, params, query }) => view.confirmations(actor, lang, params.id, query),
  };
});
