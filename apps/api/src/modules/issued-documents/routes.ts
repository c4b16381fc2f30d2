import * as c from '@portal/contracts';
import { localizeName } from '@portal/i18n';
import { notFound } from '../../errors/app-error';
import type { RoutesPlugin } from '../../http/types';
import { issuedDocumentByPublicId } from './repository';

/** The public check of an issued document (`/check-service-doc/{id}`): its key facts, or 404. */
export const issuedDocumentRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/checkServiceDoc/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['public: document check'],
        params: c.checkServiceDocParams,
        response: { 200: c.checkServiceDocResponse },
      },
    },
    async (req) => {
      const doc = await issuedDocumentByPublicId(db, req.params.id);
      if (!doc) throw notFound('id');
      return {
        publicId: doc.publicId,
        kind: doc.kind,
        number: doc.number,
        status: doc.status === 'REVOKED' ? ('REVOKED' as const) : ('VALID' as const),
        issuedOn: doc.issuedOn,
        validUntil: doc.validUntil,
        holderName: doc.holderName,
        issuer: localizeName(doc.issuer, req.lang),
        facts: doc.facts.map((f) => ({
          key: f.key,
          value: typeof f.value === 'string' ? f.value : localizeName(f.value, req.lang),
          format: f.format ?? ('text' as const),
        })),
        revokedAt: doc.revokedAt?.toISOString() ?? null,
        revokedReason: doc.revokedReason,
      };
    },
  );
};
