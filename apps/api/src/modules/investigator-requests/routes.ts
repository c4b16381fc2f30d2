/**
 * The org-request calls of spec section 7 (investigator requests): create and send, read, accept,
 * cancel, close, mark not completed, lists, files, and the lawyers a request would be drawn among.
 * Contracts: packages/contracts/src/legal-aid/investigator-requests.ts; record rules: policy.ts.
 */
import * as c from '@portal/contracts';
import { drawWeight } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createAdapters } from '../../adapters';
import { contragents, employments, files, investigatorRequests, lawyers, persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { actorOf, legalAidCaller } from '../legal-aid/caller';
import { parseFields, readForm } from '../../http/multipart';
import { sendStoredFile } from '../legal-aid/send-file';
import { gatherCandidates } from './draw';
import { fullNameOf } from '../../people/person-row';
import { requestScope } from './policy';
import { listRequests, requestDto, requestFilters, requestItem } from './read';
import {
  acceptInvestigatorRequest,
  cancelInvestigatorRequest,
  closeInvestigatorRequest,
  createInvestigatorRequest,
  markRequestNotCompleted,
} from './service';

const TAG = ['legal aid: investigator requests'];
const MAX = c.LEGAL_AID_FILE_MAX_BYTES;

export const investigatorRequestRoutes: RoutesPlugin = async (app, { db, config, storage }) => {
  const registries = createAdapters(config);
  const deps = {
    db,
    registries,
    storage,
    acceptTimeoutSeconds: config.legalAid.acceptTimeoutSeconds,
  };
  const callerOf = (request: Parameters<typeof requireAuth>[0]) => legalAidCaller(db, requireAuth(request));

  /** The request as the caller sees it after a step (the step's actor always may). */
  async function itemAfter(request: Parameters<typeof requireAuth>[0], id: number) {
    const caller = await callerOf(request);
    const item = await requestItem(db, caller, request.lang, id, requestScope(caller) ?? undefined);
    if (!item) throw new AppError('NOT_FOUND');
    return item;
  }

  app.post(
    '/getInfo/org-request_create-send',
    {
      config: { permission: 'investigatorRequest.create' },
      schema: {
        tags: TAG,
        summary: 'Ask for a state-funded lawyer: JSON or multipart (fields + optional PDF `file`)',
        description:
          'Fields: orgRequestCreateFields (packages/contracts). multipart/form-data sends them as text with an optional `file` part (the request document, PDF, at most 20 MB).',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: c.orgRequestItem },
      },
    },
    async (request) => {
      const form = await readForm(request, { fileField: c.ORG_REQUEST_FILE_FIELD, maxBytes: MAX });
      const input = parseFields(c.orgRequestCreateFields, form.fields);
      const caller = await callerOf(request);
      const created = await createInvestigatorRequest(deps, actorOf(caller), {
        ...input,
        attendanceAt: new Date(input.attendanceAt),
        file: form.file ? { ...form.file, maxBytes: MAX } : null,
      });
      return itemAfter(request, created.id);
    },
  );

  app.get(
    '/getInfo/organizationRequestById/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, params: c.orgRequestParams, response: { 200: c.orgRequestItem } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = requestScope(caller);
      const item =
        scope === null ? undefined : await requestItem(db, caller, request.lang, request.params.id, scope);
      if (!item) throw new AppError('NOT_FOUND');
      return item;
    },
  );

  app.get(
    '/getInfo/orgRequestDtoById/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, params: c.orgRequestParams, response: { 200: c.orgRequestDto } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = requestScope(caller);
      const dto =
        scope === null ? undefined : await requestDto(db, caller, request.lang, request.params.id, scope);
      if (!dto) throw new AppError('NOT_FOUND');
      return dto;
    },
  );

  app.post(
    '/getInfo/acceptOrgRequestNew',
    {
      config: { permission: 'investigatorRequest.respond' },
      schema: { tags: TAG, body: c.acceptOrgRequestBody, response: { 200: c.acceptOrgRequestResponse } },
    },
    async (request) => {
      const caller = await callerOf(request);
      if (!caller.lawyer) throw new AppError('NOT_FOUND');
      const { order } = await acceptInvestigatorRequest(db, actorOf(caller), request.body.id);
      return { request: await itemAfter(request, request.body.id), orderId: order.id };
    },
  );

  app.post(
    '/getInfo/cancelOrgRequestNew',
    {
      config: { permission: 'investigatorRequest.create' },
      schema: { tags: TAG, body: c.cancelOrgRequestBody, response: { 200: c.orgRequestItem } },
    },
    async (request) => {
      const caller = await callerOf(request);
      await cancelInvestigatorRequest(db, actorOf(caller), request.body.id, request.body.reason);
      return itemAfter(request, request.body.id);
    },
  );

  app.post(
    '/getInfo/notCompletedOrgRequest',
    {
      config: { permission: 'investigatorRequest.create' },
      schema: { tags: TAG, body: c.cancelOrgRequestBody, response: { 200: c.orgRequestItem } },
    },
    async (request) => {
      const caller = await callerOf(request);
      await markRequestNotCompleted(db, actorOf(caller), request.body.id, request.body.reason);
      return itemAfter(request, request.body.id);
    },
  );

  app.post(
    '/getInfo/closeOrganizationRequest/:id',
    {
      config: { permission: 'investigatorRequest.respond' },
      schema: {
        tags: TAG,
        summary: 'Close an accepted request: multipart `closeFile` (PDF) and `comment`',
        consumes: ['multipart/form-data'],
        params: c.orgRequestParams,
        response: { 200: c.orgRequestItem },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      if (!caller.lawyer) throw new AppError('NOT_FOUND');
      const form = await readForm(request, { fileField: c.CLOSE_ORG_REQUEST_FILE_FIELD, maxBytes: MAX });
      const comment = typeof form.fields.comment === 'string' ? form.fields.comment : '';
      if (comment.trim() && form.file) parseFields(c.closeOrgRequestFields, form.fields);
      await closeInvestigatorRequest({ db, storage }, actorOf(caller), request.params.id, {
        closeFile: form.file ? { ...form.file, maxBytes: MAX } : null,
        comment,
      });
      return itemAfter(request, request.params.id);
    },
  );

  app.get(
    '/getInfo/legal-aid-list-by-user-type',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary:
          'Investigator requests as the caller’s kind of user sees them: own (investigator), drawn to me (lawyer), region (regional chamber), all (ADMIN, republic chamber)',
        querystring: c.orgRequestListQuery,
        response: { 200: c.orgRequestListResponse },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = requestScope(caller);
      if (scope === null) return { list: [], total: 0 };
      return listRequests(db, caller, request.lang, and(scope, requestFilters(request.query)), request.query);
    },
  );

  app.get(
    '/getInfo/ownOrgRequestList',
    {
      config: { permission: 'investigatorRequest.create' },
      schema: {
        tags: TAG,
        summary: 'The investigator’s own requests',
        querystring: c.orgRequestListQuery,
        response: { 200: c.orgRequestListResponse },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const own = eq(investigatorRequests.investigatorPersonId, caller.personId);
      return listRequests(db, caller, request.lang, and(own, requestFilters(request.query)), request.query);
    },
  );

  app.get(
    '/getInfo/organizationRequestListByPnfl',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary: 'The requests about one person (by pinfl) that the caller may see',
        querystring: c.orgRequestListByPnflQuery,
        response: { 200: c.orgRequestListResponse },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = requestScope(caller);
      if (scope === null) return { list: [], total: 0 };
      return listRequests(
        db,
        caller,
        request.lang,
        and(scope, requestFilters({ pnfl: request.query.pnfl })),
        request.query,
      );
    },
  );

  app.get(
    '/getInfo/getOrgRequestFile',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary: 'The request document or the closing document (PDF)',
        querystring: c.orgRequestFileQuery,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const scope = requestScope(caller);
      const [row] =
        scope === null
          ? []
          : await db
              .select({ fileId: investigatorRequests.fileId, closeFileId: investigatorRequests.closeFileId })
              .from(investigatorRequests)
              .where(and(eq(investigatorRequests.id, request.query.id), scope));
      const fileId = request.query.kind === 'CLOSE' ? row?.closeFileId : row?.fileId;
      if (!fileId) throw new AppError('NOT_FOUND');
      const [file] = await db.select().from(files).where(eq(files.id, fileId));
      return sendStoredFile(reply, storage, file);
    },
  );

  app.get(
    '/getInfo/listLawyerForSend',
    {
      config: { permission: 'investigatorRequest.create' },
      schema: {
        tags: TAG,
        summary: 'The duty lawyers a request for this region, language and day would be drawn among now',
        querystring: c.listLawyerForSendQuery,
        response: { 200: c.listLawyerForSendResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const candidates = await gatherCandidates(db, {
        regionId: q.regionId,
        dutyDate: q.date,
        languageId: q.languageId,
        excluded: [],
        now: new Date(),
      });
      if (candidates.length === 0) return { list: [], total: 0 };
      const people = await db
        .select({
          id: lawyers.id,
          certificateNumber: lawyers.certificateNumber,
          person: persons,
          contragentName: contragents.name,
        })
        .from(lawyers)
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .leftJoin(employments, and(eq(employments.lawyerId, lawyers.id), isNull(employments.endDate)))
        .leftJoin(contragents, eq(contragents.id, employments.contragentId))
        .where(
          inArray(
            lawyers.id,
            candidates.map((x) => x.lawyerId),
          ),
        );
      const byId = new Map(people.map((p) => [p.id, p]));
      const total = candidates.reduce((sum, x) => sum + drawWeight(x.acceptedThisMonth), 0);
      return {
        total: candidates.length,
        list: candidates.map((x) => {
          const p = byId.get(x.lawyerId)!;
          const weight = drawWeight(x.acceptedThisMonth);
          return {
            lawyerId: x.lawyerId,
            fullName: fullNameOf(p.person),
            certificateNumber: p.certificateNumber,
            contragentName: p.contragentName,
            acceptedThisMonth: x.acceptedThisMonth,
            weight,
            chancePercent: Math.round((weight / total) * 1000) / 10,
          };
        }),
      };
    },
  );
};
