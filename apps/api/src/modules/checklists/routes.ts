/**
 * The checkList/ calls of spec section 7: the work report's instances, create, update, sign, send for
 * agreement, agree or return (the investigator), the checklist of a request, one checklist, lists, counts.
 * Contracts: packages/contracts/src/legal-aid/checklists.ts; record rules: policy.ts.
 */
import * as c from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { checklists, investigatorRequests, legalAidRates } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { requestScope } from '../investigator-requests/policy';
import { requestItem } from '../investigator-requests/read';
import { actorOf, legalAidCaller } from '../legal-aid/caller';
import { checklistScope } from './policy';
import { checklistDto, checklistInfo, listChecklists } from './read';
import {
  agreeChecklist,
  createChecklist,
  returnChecklist,
  sendChecklistForAgreement,
  signChecklist,
  updateChecklist,
} from './service';

const TAG = ['legal aid: checklists of completed work'];

export const checklistRoutes: RoutesPlugin = async (app, { db, config }) => {
  const callerOf = (request: FastifyRequest) => legalAidCaller(db, requireAuth(request));

  /** The checklist as the caller sees it (404 when not theirs to see). */
  async function visible(request: FastifyRequest, id: number) {
    const caller = await callerOf(request);
    const scope = checklistScope(caller);
    const dto =
      scope === null
        ? undefined
        : await checklistDto(db, caller, request.lang, and(eq(checklists.id, id), scope));
    if (!dto) throw new AppError('NOT_FOUND');
    return dto;
  }

  app.get(
    '/checkList/legalAidAddressList',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary: 'The instances a participation day can be at, with the rate of one day (tiyin)',
        response: { 200: c.legalAidAddressListResponse },
      },
    },
    async (request) => {
      const rows = await db.select().from(legalAidRates).orderBy(asc(legalAidRates.id));
      return {
        total: rows.length,
        list: rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: nameIn(r, request.lang),
          amountTiyin: r.amountTiyin,
        })),
      };
    },
  );

  app.post(
    '/checkList/create',
    {
      config: { permission: 'checklist.fill' },
      schema: { tags: TAG, body: c.checklistCreateBody, response: { 200: c.checklistDto } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { requestId, ...report } = request.body;
      const row = await createChecklist(db, actorOf(caller), requestId, report);
      return visible(request, row.id);
    },
  );

  app.post(
    '/checkList/update',
    {
      config: { permission: 'checklist.fill' },
      schema: { tags: TAG, body: c.checklistUpdateBody, response: { 200: c.checklistDto } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { id, ...report } = request.body;
      await updateChecklist(db, actorOf(caller), id, report);
      return visible(request, id);
    },
  );

  app.post(
    '/checkList/signing',
    {
      config: { permission: 'checklist.fill' },
      schema: {
        tags: TAG,
        summary: 'Sign the report: the PKCS#7 (attached) over the canonical JSON of its signingContent',
        body: c.checklistSigningBody,
        response: { 200: c.checklistDto },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const caller = await legalAidCaller(db, auth);
      await signChecklist({ db, config }, actorOf(caller), request.body.id, {
        pkcs7: request.body.pkcs7,
        signerPinfl: auth.pinfl,
        signerPersonId: auth.personId,
        userIp: request.ip,
      });
      return visible(request, request.body.id);
    },
  );

  app.post(
    '/checkList/sendForAgreed',
    {
      config: { permission: 'checklist.fill' },
      schema: { tags: TAG, body: c.checklistIdBody, response: { 200: c.checklistDto } },
    },
    async (request) => {
      const caller = await callerOf(request);
      await sendChecklistForAgreement(db, actorOf(caller), request.body.id);
      return visible(request, request.body.id);
    },
  );

  app.post(
    '/checkList/agreed',
    {
      config: { permission: 'checklist.agree' },
      schema: { tags: TAG, body: c.checklistIdBody, response: { 200: c.checklistDto } },
    },
    async (request) => {
      const caller = await callerOf(request);
      await agreeChecklist(db, actorOf(caller), request.body.id);
      return visible(request, request.body.id);
    },
  );

  app.post(
    '/checkList/return',
    {
      config: { permission: 'checklist.agree' },
      schema: { tags: TAG, body: c.checklistReturnBody, response: { 200: c.checklistDto } },
    },
    async (request) => {
      const caller = await callerOf(request);
      await returnChecklist(db, actorOf(caller), request.body.id, request.body.reason);
      return visible(request, request.body.id);
    },
  );

  app.get(
    '/checkList/get-by-id/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, params: c.checklistParams, response: { 200: c.checklistDto } },
    },
    async (request) => visible(request, request.params.id),
  );

  app.get(
    '/checkList/getByOrgRequestId/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, params: c.checklistParams, response: { 200: c.checklistByRequestResponse } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = requestScope(caller);
      const item =
        scope === null ? undefined : await requestItem(db, caller, request.lang, request.params.id, scope);
      if (!item) throw new AppError('NOT_FOUND');
      const [own] = await db
        .select({ id: checklists.id })
        .from(checklists)
        .innerJoin(investigatorRequests, eq(investigatorRequests.id, checklists.requestId))
        .where(eq(checklists.requestId, item.id));
      const dto = own ? await visible(request, own.id).catch(() => null) : null;
      return {
        requestId: item.id,
        status: dto?.status ?? (own ? item.checklistStatus : ('NOT_CREATED' as const)),
        checklist: dto,
        can: { create: item.can.createChecklist },
      };
    },
  );

  app.get(
    '/checkList/list',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, querystring: c.checklistListQuery, response: { 200: c.checklistListResponse } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = checklistScope(caller);
      if (scope === null) return { list: [], total: 0 };
      const where = and(
        scope,
        request.query.status ? eq(checklists.status, request.query.status) : undefined,
      );
      return listChecklists(db, caller, where, request.query);
    },
  );

  app.get(
    '/checkList/info',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, response: { 200: c.checklistInfoResponse } },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = checklistScope(caller);
      if (scope === null)
        return {
          total: 0,
          byStatus: { CREATED: 0, SIGNED: 0, FOR_AGREED: 0, AGREED: 0, FINISHED: 0, CANCELLED: 0 },
          awaitingMe: 0,
          finishedFeeTiyin: 0,
        };
      return checklistInfo(db, caller, scope);
    },
  );
};
