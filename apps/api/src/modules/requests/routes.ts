/**
 * The calls of lawyers' requests (packages/contracts requests/requests.ts `requestCalls`): reads answer
 * from read.ts and templates.ts, changes go to service.ts, record rules are policy.ts's.
 */
import { requestCalls as calls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle } from '../legal-aid';
import { expiringCertificates } from './expiring';
import { acceptRequest, cancelRequest, openRequest, resendRequest, saveRequest } from './service';
import { requestTemplateViews } from './templates';
import { requestViews } from './read';

export const requestRoutes: RoutesPlugin = async (app, { db }) => {
  const view = requestViews(db);
  const templates = requestTemplateViews(db);
  const handle = legalAidHandle(db);

  routes(
    app,
    handle.implement(calls, {
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
      checkForCertificateRequest: ({ actor, body }) => view.openCertificateRequest(actor, body.pnfl),
      changeRequest: async ({ actor, lang, body, request }) =>
        view.dto(actor, lang, await saveRequest(db, actor, body, request.clock.now())),
      requestCertificate: async ({ actor, lang, body, request }) => {
        const id = await saveRequest(db, actor, body, request.clock.now(), 'CERTIFICATE_REPLACEMENT');
        return view.dto(actor, lang, id);
      },
      reSendReqCert: async ({ actor, lang, body, request }) => {
        await resendRequest(db, actor, body.id, body.reason, request.clock.now());
        return view.dto(actor, lang, body.id);
      },
      requestSeen: async ({ actor, lang, body, request }) => {
        await openRequest(db, actor, body.id, request.clock.now());
        return view.dto(actor, lang, body.id);
      },
      acceptRequest: async ({ actor, lang, body, request }) => {
        await acceptRequest(db, actor, body.id, body.comment, request.clock.now());
        return view.dto(actor, lang, body.id);
      },
      cancelRequest: async ({ actor, lang, body, request }) => {
        await cancelRequest(db, actor, body.id, body.reason, request.clock.now());
        return view.dto(actor, lang, body.id);
      },
    }),
  );
};
