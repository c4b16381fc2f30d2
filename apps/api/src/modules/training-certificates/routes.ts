/** The training-certificate calls (packages/contracts requests/training-certificates.ts). */
import { trainingCertificateCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { trainingViews } from './read';
import { addTrainingCertificate, decideTrainingCertificate } from './service';

export const trainingCertificateRoutes = legalAidRoutes(calls, ({ db, storage }) => {
  const view = trainingViews(db);
  return {
    trainingCertificateList: ({ actor, query }) => view.list(actor, query),
    trainingCertificateCreate: async ({ actor, body, file }) => {
      const scan = file ? { ...file, maxBytes: calls.trainingCertificateCreate.multipart.maxBytes } : null;
      return view.one(actor, await addTrainingCertificate({ db, storage }, actor, body, scan));
    },
    trainingCertificateConfirm: async ({ actor, body, request }) => {
      await decideTrainingCertificate(db, actor, body.id, { confirm: true }, request.clock.now());
      return view.one(actor, body.id);
    },
    trainingCertificateRefuse: async ({ actor, body, request }) => {
      const decision = { confirm: false as const, reason: body.reason };
      await decideTrainingCertificate(db, actor, body.id, decision, request.clock.now());
      return view.one(actor, body.id);
    },
  };
});
