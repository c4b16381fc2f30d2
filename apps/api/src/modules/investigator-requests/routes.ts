/**
 * The org-request calls of spec section 7 (investigator requests): create and send, read, accept,
 * cancel, close, mark not completed, lists, files, and the lawyers a request would be drawn among; each
 * defined once in packages/contracts (legal-aid/investigator-requests.ts `orgRequestCalls`). Reads:
 * read.ts `requestViews`; each change in its use case's file (create.ts, accept.ts…); record rules: policy.ts.
 */
import { orgRequestCalls as calls, LEGAL_AID_FILE_MAX_BYTES } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { actorOf, legalAidHandle, sendStoredFile } from '../legal-aid';
import { lawyerActor } from './policy';
import { requestViews } from './read';
import { acceptInvestigatorRequest } from './accept';
import { cancelInvestigatorRequest } from './cancel';
import { closeInvestigatorRequest } from './close';
import { createInvestigatorRequest } from './create';
import { markRequestNotCompleted } from './not-completed';

const upload = <F extends { content: Buffer }>(file: F | null) =>
  file ? { ...file, maxBytes: LEGAL_AID_FILE_MAX_BYTES } : null;

export const investigatorRequestRoutes: RoutesPlugin = async (
  app,
  { db, config, storage, adapters, clock },
) => {
  const deps = {
    db,
    clock,
    registries: adapters,
    storage,
    acceptTimeoutSeconds: config.legalAid.acceptTimeoutSeconds,
  };
  const view = requestViews(db, clock);
  const handle = legalAidHandle(db);

  routes(
    app,
    handle.implement(calls, {
      orgRequestCreateSend: async ({ actor, lang, body, file }) => {
        const created = await createInvestigatorRequest(deps, actorOf(actor), {
          ...body,
          attendanceAt: new Date(body.attendanceAt),
          file: upload(file),
        });
        return view.item(actor, lang, created.id);
      },
      organizationRequestById: ({ actor, lang, params }) => view.item(actor, lang, params.id),
      orgRequestDtoById: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
      acceptOrgRequestNew: async ({ actor, lang, body }) => {
        const { order } = await acceptInvestigatorRequest(deps, lawyerActor(actor), body.id);
        return { request: await view.item(actor, lang, body.id), orderId: order.id };
      },
      cancelOrgRequestNew: async ({ actor, lang, body }) => {
        await cancelInvestigatorRequest(deps, actorOf(actor), body.id, body.reason);
        return view.item(actor, lang, body.id);
      },
      notCompletedOrgRequest: async ({ actor, lang, body }) => {
        await markRequestNotCompleted(deps, actorOf(actor), body.id, body.reason);
        return view.item(actor, lang, body.id);
      },
      closeOrganizationRequest: async ({ actor, lang, params, body, file }) => {
        await closeInvestigatorRequest(deps, lawyerActor(actor), params.id, {
          closeFile: upload(file),
          comment: body.comment,
        });
        return view.item(actor, lang, params.id);
      },
      legalAidListByUserType: ({ actor, lang, query }) => view.visible(actor, lang, query),
      ownOrgRequestList: ({ actor, lang, query }) => view.own(actor, lang, query),
      organizationRequestListByPnfl: ({ actor, lang, body }) =>
        view.visible(actor, lang, { pnfl: body.pnfl, page: body.page, limit: body.limit }),
      getOrgRequestFile: async ({ actor, query, reply }) =>
        sendStoredFile(reply, storage, await view.file(actor, query.id, query.kind)),
      listLawyerForSend: ({ query }) => view.lawyersForSend(query),
    }),
  );
};
