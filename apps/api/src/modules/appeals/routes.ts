/**
 * The appeal calls of spec section 7 (`legalAidDisabled/…`, `clients/…`), each defined once in
 * packages/contracts (appeals/appeals.ts): reads answer from read.ts, each change is its use case's file (create.ts, accept.ts, complete.ts, cancel.ts…), record
 * rules are policy.ts's. No validation or access checks here: the kit and the policy do them.
 */
import { appealCalls as calls, clientCalls } from '@portal/contracts';
import { APPEAL_FILE_MAX_BYTES } from '@portal/domain';
import type { Clock } from '../../clock';
import { type CallInput, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { sendStoredFile } from '../legal-aid';
import { type AppealCaller, appealHandle } from './caller';
import { accountOf, appealViews } from './read';
import { acceptAppeal } from './accept';
import { cancelAppeal } from './cancel';
import { completeAppeal } from './complete';
import { appealCounts } from './counts';
import { createAppeal } from './create';
import { recordOpening } from './opening';
import { checkOwnDisability } from './register-checks';

type CreateInput = CallInput<typeof calls.createAppeal | typeof clientCalls.createRequest, AppealCaller>;

export const appealRoutes: RoutesPlugin = async (app, { db, storage, adapters }) => {
  const view = appealViews(db);
  const handle = appealHandle(db);
  const deps = (request: { clock: Clock }) => ({ db, storage, adapters, clock: request.clock });
  /** Both create calls (pro bono, state funded): the appeal made with its file, answered as its DTO. */
  const create =
    (kind: 'PRO_BONO' | 'STATE_FUNDED') =>
    async ({ actor, lang, body, file, request }: CreateInput) => {
      const row = await createAppeal(deps(request), actor, {
        kind,
        fields: body,
        file: file ? { ...file, maxBytes: APPEAL_FILE_MAX_BYTES } : null,
        requestId: request.id,
      });
      return view.dto(actor, lang, row.id);
    };

  routes(app, [
    ...handle.implement(calls, {
      checkDisability: async ({ actor, body, request }) => {
        const answer = await checkOwnDisability(
          deps(request),
          actor,
          body.passportSerialNumber,
          request.id,
          body.pinfl,
        );
        return { confirmed: answer.confirmed, group: answer.group, validUntil: answer.validUntil };
      },
      fieldsOfApplicationList: ({ lang }) => view.fields(lang),
      createAppeal: create('PRO_BONO'),
      inbox: ({ actor, lang, query }) => view.inbox(actor, lang, query),
      own: ({ actor, lang, query }) => view.own(actor, lang, query),
      ownAccepted: ({ actor, lang, query }) => view.accepted(actor, lang, query),
      accept: async ({ actor, lang, body, request }) => {
        await acceptAppeal(deps(request), actor, body.id);
        return view.dto(actor, lang, body.id);
      },
      getById: async ({ actor, lang, query, request }) => {
        const { row, item } = await view.visible(actor, lang, query.id);
        const read = { authorPersonId: row.a.authorPersonId, authorPinfl: row.authorPinfl };
        await recordOpening(db, actor, query.id, { ...read, full: item.access === 'full' }, request);
        return view.dto(actor, lang, query.id);
      },
      complete: async ({ actor, lang, query, body, request }) => {
        await completeAppeal(deps(request), actor, query.legalAidDisabledId, {
          result: body.result,
          demand: query.demand,
        });
        return view.dto(actor, lang, query.legalAidDisabledId);
      },
      cancel: async ({ actor, lang, body, request }) => {
        await cancelAppeal(deps(request), actor, body.id, body.reason);
        return view.dto(actor, lang, body.id);
      },
      file: async ({ actor, lang, query, request, reply }) => {
        const found = await view.fileOf(actor, lang, query.id);
        const read = { authorPersonId: found.authorPersonId, authorPinfl: found.authorPinfl };
        await recordOpening(db, actor, query.id, { ...read, full: true, file: true }, request);
        return sendStoredFile(reply, storage, found.file);
      },
    }),
    ...handle.implement(clientCalls, {
      clientsInfo: async ({ actor }) => ({
        ...(await accountOf(db, actor.personId)),
        appeals: await appealCounts(db, actor.personId),
      }),
      listRequest: ({ actor, lang, query, body }) =>
        query.isClient
          ? view.own(actor, lang, { ...body, kind: 'STATE_FUNDED' })
          : view.inbox(actor, lang, { ...body, kind: 'STATE_FUNDED' }),
      createRequest: create('STATE_FUNDED'),
    }),
  ]);
};
