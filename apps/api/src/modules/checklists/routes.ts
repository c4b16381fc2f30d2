/**
 * The checkList/ calls of spec section 7 (packages/contracts legal-aid/checklists.ts `checklistCalls`):
 * reads answer from read.ts, each change is its use case's file (create.ts, sign.ts, agree.ts…), record rules are policy.ts's.
 */
import { checklistCalls as calls } from '@portal/contracts';
import { actorOf, legalAidRoutes } from '../legal-aid';
import { agreeChecklist } from './agree';
import { createChecklist } from './create';
import { returnChecklist } from './return';
import { sendChecklistForAgreement } from './send-for-agreement';
import { signChecklist } from './sign';
import { updateChecklist } from './update';
import { checklistViews } from './read';
import { signerOf } from '../e-signature';

export const checklistRoutes = legalAidRoutes(calls, ({ db, config, clock }) => {
  const view = checklistViews(db, clock);
  return {
    checklistLegalAidAddressList: ({ lang }) => view.rates(lang),
    checklistGetById: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
    checklistGetByOrgRequestId: ({ actor, lang, params }) => view.ofRequest(actor, lang, params.id),
    checklistList: ({ actor, lang, query }) => view.list(actor, lang, query),
    checklistInfo: ({ actor }) => view.info(actor),
    checklistCreate: async ({ actor, lang, body: { requestId, ...report }, request }) => {
      const row = await createChecklist(db, actorOf(actor), requestId, report, request.clock.now());
      return view.dto(actor, lang, row.id);
    },
    checklistUpdate: async ({ actor, lang, body: { id, ...report }, request }) => {
      await updateChecklist(db, actorOf(actor), id, report, request.clock.now());
      return view.dto(actor, lang, id);
    },
    checklistSigning: async ({ actor, lang, body, request }) => {
      await signChecklist({ db, config }, actorOf(actor), body.id, signerOf(actor, body.pkcs7, request.ip));
      return view.dto(actor, lang, body.id);
    },
    checklistSendForAgreed: async ({ actor, lang, body, request }) => {
      await sendChecklistForAgreement(db, actorOf(actor), body.id, request.clock.now());
      return view.dto(actor, lang, body.id);
    },
    checklistAgreed: async ({ actor, lang, body, request }) => {
      await agreeChecklist(db, actorOf(actor), body.id, request.clock.now());
      return view.dto(actor, lang, body.id);
    },
    checklistReturn: async ({ actor, lang, body }) => {
      await returnChecklist(db, actorOf(actor), body.id, body.reason);
      return view.dto(actor, lang, body.id);
    },
  };
});
