/**
 * The expertise calls (packages/contracts expertise/expertise.ts): reads from read.ts, changes through one
 * use case per file, access rules in policy.ts.
 */
import { expertiseCalls as calls } from '@portal/contracts';
import { renderConclusionPdf, renderInvoicePdf } from '../../documents/expertise-pdf';
import { AppError } from '../../errors/app-error';
import { callsExcept, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { signerOf } from '../e-signature';
import { sendPdf, sendStoredFile } from '../legal-aid';
import { expertiseHandle } from './caller';
import { signConclusion } from './conclusion';
import { answerPetition } from './petition';
import { expertiseViews } from './read';
import { saveExpertise } from './save';
import { sendExpertise } from './send';
import { takeStep } from './steps';

export const expertiseRoutes: RoutesPlugin = async (app, { db, storage, clock, config }) => {
  const view = expertiseViews(db, clock);
  const handle = expertiseHandle(db);
  routes(
    app,
    // the invoice's checkout link is served by the payments module (payments/routes.ts), as every payable's
    handle.implement(callsExcept(calls, ['expertisePayment']), {
      expertiseOrganizations: ({ lang }) => view.organizations(lang),
      expertiseEnterpriseTypes: ({ lang }) => view.enterpriseTypes(lang),
      expertiseDepartments: ({ lang }) => view.departments(lang),
      expertiseResearchTypes: ({ lang }) => view.researchTypes(lang),
      expertiseActionsByResearch: ({ lang, query }) => view.actionsByResearch(lang, query.researchTypeId),
      expertiseListOwn: ({ actor, lang, query }) => view.own(actor, lang, query),
      expertiseByOrder: ({ actor, lang, query }) => view.byOrder(actor, lang, query.orderId),
      expertiseCreate: async ({ actor, lang, body, files, request }) => {
        const id = await saveExpertise({ db, storage, clock: request.clock }, actor, body, files, lang);
        return view.dto(actor, lang, id);
      },
      expertiseSend: async ({ actor, lang, body, request }) => {
        await sendExpertise(db, actor, body.id, request.clock.now());
        return view.dto(actor, lang, body.id);
      },
      expertisePetitionAnswer: async ({ actor, lang, body, files }) => {
        await answerPetition({ db, storage }, actor, body, files, lang);
        return view.dto(actor, lang, body.id);
      },
      expertiseQueue: ({ actor, lang, query }) => view.queue(actor, lang, query),
      expertiseStep: async ({ actor, lang, body, request }) => {
        await takeStep({ db, clock: request.clock }, actor, body, lang);
        return view.dto(actor, lang, body.id);
      },
      expertiseInvoice: ({ actor, lang, params }) => view.invoice(actor, lang, params.id),
      expertiseInvoicePdf: async ({ actor, lang, params, reply }) => {
        const record = await view.dto(actor, lang, params.id);
        if (!record.invoice) throw new AppError('NOT_FOUND', { messageKey: 'expertise:error.noInvoice' });
        const pdf = await renderInvoicePdf(record, { publicUrl: config.publicUrl, language: lang });
        return sendPdf(reply, pdf, `expertise-invoice-${record.invoice.number}.pdf`);
      },
      expertiseConclusionSign: async ({ actor, lang, body, request }) => {
        const signer = signerOf(actor, body.pkcs7, request.ip);
        await signConclusion({ db, config, clock: request.clock }, actor, body.id, signer);
        return view.dto(actor, lang, body.id);
      },
      expertiseConclusionPdf: async ({ actor, lang, params, reply }) => {
        const record = await view.dto(actor, lang, params.id);
        if (!record.conclusion?.number)
          throw new AppError('NOT_FOUND', { messageKey: 'expertise:error.noConclusion' });
        const pdf = await renderConclusionPdf(record, { publicUrl: config.publicUrl, language: lang });
        return sendPdf(
          reply,
          pdf,
          `expertise-conclusion-${record.conclusion.number.replaceAll('/', '-')}.pdf`,
        );
      },
      expertiseFile: async ({ actor, params, reply }) =>
        sendStoredFile(reply, storage, await view.file(actor, params.id, params.fileId)),
      expertiseById: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
    }),
  );
};
