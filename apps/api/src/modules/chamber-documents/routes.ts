/** The chamber-document calls (packages/contracts letters/chamber-documents.ts): reads in read.ts, changes in service.ts. */
import { chamberDocumentCalls as calls } from '@portal/contracts';
import { legalAidRoutes, sendStoredFile } from '../legal-aid';
import { chamberDocumentViews } from './read';
import { correctChamberDocument, publishChamberDocument, withdrawChamberDocument } from './service';

export const chamberDocumentRoutes = legalAidRoutes(calls, ({ db, storage }) => {
  const view = chamberDocumentViews(db);
  const maxBytes = calls.chamberDocumentCreate.multipart.maxBytes;
  return {
    listDirectoryChamberDocs: ({ actor, lang, query }) => view.list(actor, lang, query),
    chamberDocumentFile: async ({ actor, params, reply }) =>
      sendStoredFile(reply, storage, await view.file(actor, params.id)),
    chamberDocumentCreate: async ({ actor, lang, body, file, request }) => {
      const deps = { db, storage, clock: request.clock };
      const id = await publishChamberDocument(deps, actor, body, file ? { ...file, maxBytes } : null);
      return view.one(actor, lang, id);
    },
    chamberDocumentUpdate: async ({ actor, lang, body, file, request }) => {
      const { id, ...fields } = body;
      const deps = { db, storage, clock: request.clock };
      await correctChamberDocument(deps, actor, id, fields, file ? { ...file, maxBytes } : null);
      return view.one(actor, lang, id);
    },
    chamberDocumentWithdraw: async ({ actor, lang, body }) => {
      await withdrawChamberDocument(db, actor, body.id, body.reason);
      return view.one(actor, lang, body.id);
    },
  };
});
