import { issuedDocumentCalls as calls } from '@portal/contracts';
import { groupRoutes, handle } from '../../http/define-route';
import { checkedDocument } from './read';

/** The public check of an issued document (`/check-service-doc/{id}`): its key facts, or 404. */
export const issuedDocumentRoutes = groupRoutes(
  () => handle,
  calls,
  ({ db }) => ({
    checkServiceDoc: ({ lang, params }) => checkedDocument(db, lang, params.id),
  }),
);
