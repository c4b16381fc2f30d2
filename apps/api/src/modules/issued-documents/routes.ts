import { issuedDocumentCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { checkedDocument } from './read';

/** The public check of an issued document (`/check-service-doc/{id}`): its key facts, or 404. */
export const issuedDocumentRoutes: RoutesPlugin = async (app, { db }) => {
  routes(
    app,
    handle.implement(calls, {
      checkServiceDoc: ({ lang, params }) => checkedDocument(db, lang, params.id),
    }),
  );
};
