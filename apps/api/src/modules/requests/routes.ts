/**
 * The calls of lawyers' requests (packages/contracts requests/requests.ts `requestCalls`): reads answer
 * from read.ts and templates.ts, each change is its use case's file (save.ts, resend.ts, open.ts, accept.ts, cancel.ts), record rules are policy.ts's.
 */
import { requestCalls as calls } from '@portal/contracts';
import type { Clock } from '../../clock';
import { legalAidRoutes } from '../legal-aid';
import { writeQueryLog } from '../query-log';
import { expiringCertificates } from './expiring';
import { acceptRequest } from './accept';
import { cancelRequest } from './cancel';
import { openRequest } from './open';
import { resendRequest } from './resend';
import { saveRequest } from './save';
import { requestTemplateViews } from './templates';
import { requestViews } from './read';

export const requestRoutes = legalAidRoutes(calls, ({ db }) => {
  const view = requestViews(db);
  const templates = requestTemplateViews(db);
  const deps = (request: { clock: Clock }) => ({ db, clock: request.clock });
  return {
    expiringCertificates: ({ actor, lang, query, request }) =>
      expiringCertificates(db, actor, lang, query, request.clock.now()),
    requestTypeByParentId: ({ lang, query }) => view.typeChildren(lang, query.parentId),
    requestTemplateList: ({ lang, query }) => templates.list(lang, query),
    getByRequestTemplateId: ({ lang, params }) => templates.one(lang, params.id),
    requestTemplateCreate: async ({ lang, body }) => templates.one(lang, await templates.create(body)),
    legalAidRequestTemplateCreate: async ({ lang, body }) =>
      templates.one(lang, await templates.create(body, 'LEGAL_AID')),
    forChangeRequest: ({ actor, lang, query }) => view.own(actor, lang, query),
    requestInbox: ({ actor, lang, query }) => view.inbox(actor, lang, query),
    getByReqCertId: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
    getHistoryByReqCertId: ({ actor, params }) => view.history(actor, params.id),
    listByPnfl: async ({ actor, lang, body, request }) => {
      const answer = await view.ofLawyer(actor, lang, body);
      // reading a person's records by pinfl is on record
      await writeQueryLog(db, request, {
        action: 'PERSON_READ',
        channel: 'PORTAL',
        outcome: answer.total > 0 ? 'OK' : 'NOT_FOUND',
        subjectPinfl: body.pnfl,
        details: { purpose: 'lawyer-requests' },
      });
      return answer;
    },
    checkForCertificateRequest: ({ actor, body }) => view.openCertificateRequest(actor, body.pnfl),
    changeRequest: async ({ actor, lang, body, request }) =>
      view.dto(actor, lang, await saveRequest(deps(request), actor, body)),
    requestCertificate: async ({ actor, lang, body, request }) => {
      const id = await saveRequest(deps(request), actor, body, 'CERTIFICATE_REPLACEMENT');
      return view.dto(actor, lang, id);
    },
    reSendReqCert: async ({ actor, lang, body, request }) => {
      await resendRequest(deps(request), actor, body.id, body.reason);
      return view.dto(actor, lang, body.id);
    },
    requestSeen: async ({ actor, lang, body, request }) => {
      await openRequest(deps(request), actor, body.id);
      return view.dto(actor, lang, body.id);
    },
    acceptRequest: async ({ actor, lang, body, request }) => {
      await acceptRequest(deps(request), actor, body.id, body.comment);
      return view.dto(actor, lang, body.id);
    },
    cancelRequest: async ({ actor, lang, body, request }) => {
      await cancelRequest(deps(request), actor, body.id, body.reason);
      return view.dto(actor, lang, body.id);
    },
  };
});
