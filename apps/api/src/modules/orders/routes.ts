/**
 * The order calls of spec section 7 (getInfo/…): own and structure lists, counts, drafts, signing,
 * paper registration, cancelling, the order and its PDF, case persons, and the helpers of the order form.
 * Contracts: packages/contracts/src/legal-aid/orders.ts; record rules: policy.ts.
 */
import * as c from '@portal/contracts';
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  checklists,
  contragents,
  employments,
  files,
  investigatorRequests,
  lawyerLicenses,
  lawyers,
  legalAidTypes,
  licenseTypes,
  orders,
  persons,
  workLanguages,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { createFileStorage } from '../../storage';
import { listRequests } from '../investigator-requests/read';
import { actorOf, type LegalAidCaller, legalAidCaller } from '../legal-aid/caller';
import { sendPdf, sendStoredFile } from '../legal-aid/send-file';
import { parseFields, readForm } from '../legal-aid/upload';
import { orderPdf } from './document';
import { type CreateRight, orderScope, ownOrders, structureEmployees, structureOrders } from './policy';
import {
  countOrders,
  countOrdersPerLawyer,
  formValuesOf,
  listOrders,
  orderDto,
  orderFilters,
  orderItem,
} from './read';
import {
  addCasePerson,
  cancelOrder,
  createOrderDraft,
  deleteCasePerson,
  deleteOrderDraft,
  registerPaperOrder,
  signOrder,
  updateOrderDraft,
} from './service';

const TAG = ['legal aid: orders'];
const MAX = c.LEGAL_AID_FILE_MAX_BYTES;

/** The per-user order permission and the structure restriction, as the create check reads them. */
async function createCheckOf(db: Database, caller: LegalAidCaller) {
  let restricted = false;
  let contragent: { id: number; name: string } | null = null;
  if (caller.lawyer?.contragentId) {
    const [row] = await db
      .select({ id: contragents.id, name: contragents.name, restricted: contragents.orderRestricted })
      .from(contragents)
      .where(eq(contragents.id, caller.lawyer.contragentId));
    restricted = row?.restricted ?? false;
    contragent = row ? { id: row.id, name: row.name } : null;
  }
  const isLawyer = caller.lawyer !== null;
  return {
    isLawyer,
    permission: caller.orderPermission,
    structureRestricted: restricted,
    canCreate: isLawyer && caller.orderPermission && !restricted && caller.grants.has('order.create'),
    contragent,
  };
}

export const orderRoutes: RoutesPlugin = async (app, { db, config }) => {
  const storage = createFileStorage(config);
  const context = async (request: FastifyRequest) => {
    const caller = await legalAidCaller(db, requireAuth(request));
    const right: CreateRight = { canCreate: (await createCheckOf(db, caller)).canCreate };
    return { caller, right };
  };
  /** A page of the orders in the caller's `scopeOf` scope (none when null), narrowed by the query's filters. */
  async function listIn(
    request: FastifyRequest,
    scopeOf: (caller: LegalAidCaller) => SQL | undefined | null,
    query: Parameters<typeof orderFilters>[0] & { page: number; limit: number },
  ) {
    const { caller, right } = await context(request);
    const scope = scopeOf(caller);
    if (scope === null) return { list: [], total: 0 };
    return listOrders(db, caller, request.lang, right, and(scope, orderFilters(query)), query);
  }
  /** The order as the caller sees it (404 when not theirs to see). */
  async function visibleDto(request: FastifyRequest, id: number) {
    const { caller, right } = await context(request);
    const scope = orderScope(caller);
    const dto = scope ? await orderDto(db, caller, request.lang, right, id, scope) : undefined;
    if (!dto) throw new AppError('NOT_FOUND');
    return dto;
  }
  async function visibleRow(request: FastifyRequest, id: number) {
    const caller = await legalAidCaller(db, requireAuth(request));
    const scope = orderScope(caller);
    const [row] = scope
      ? await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), scope))
      : [];
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  app.get(
    '/getInfo/ownOrder',
    {
      config: { permission: 'order.view' },
      schema: { tags: TAG, querystring: c.orderListQuery, response: { 200: c.orderListResponse } },
    },
    async (request) => listIn(request, ownOrders, request.query),
  );

  app.get(
    '/getInfo/employeeOrder',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary:
          'Orders of structures: the director’s own structure, the regional chamber’s region, every structure for ADMIN and the republic chamber',
        querystring: c.employeeOrderQuery,
        response: { 200: c.orderListResponse },
      },
    },
    async (request) => listIn(request, structureOrders, request.query),
  );

  app.get(
    '/getInfo/orderCount',
    {
      config: { permission: 'order.view' },
      schema: { tags: TAG, response: { 200: c.orderCountResponse } },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const own = ownOrders(caller);
      return own ? countOrders(db, own) : { total: 0, draft: 0, created: 0, cancelled: 0, lateSent: 0 };
    },
  );

  app.get(
    '/getInfo/countEmployee',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary:
          'Order counts per lawyer of the structures the caller oversees (as employeeOrder), their current employees included',
        querystring: c.countEmployeeQuery,
        response: { 200: c.countEmployeeResponse },
      },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const scope = structureOrders(caller);
      if (scope === null) return { list: [], total: 0 };
      const { contragentId } = request.query;
      const where = and(scope, contragentId ? eq(orders.contragentId, contragentId) : undefined);
      const staff = structureEmployees(caller);
      const employees =
        staff === null
          ? null
          : and(staff, contragentId ? eq(employments.contragentId, contragentId) : undefined);
      return countOrdersPerLawyer(db, where, employees, request.query);
    },
  );

  app.get(
    '/getInfo/listOwnLegalAidType',
    {
      config: { permission: 'order.view' },
      schema: { tags: TAG, response: { 200: c.listOwnLegalAidTypeResponse } },
    },
    async (request) => {
      const rows = await db.select().from(legalAidTypes).orderBy(asc(legalAidTypes.id));
      return {
        total: rows.length,
        list: rows.map((r) => ({ id: r.id, code: r.code, name: nameIn(r, request.lang) })),
      };
    },
  );

  app.get(
    '/getInfo/orderCreateCheck',
    {
      config: { permission: 'order.view' },
      schema: { tags: TAG, response: { 200: c.orderCreateCheckResponse } },
    },
    async (request) => createCheckOf(db, await legalAidCaller(db, requireAuth(request))),
  );

  app.post(
    '/getInfo/createDraft',
    {
      config: { permission: 'order.create' },
      schema: { tags: TAG, body: c.createDraftBody, response: { 200: c.orderDto } },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const order = await createOrderDraft(db, actorOf(caller), request.body);
      return visibleDto(request, order.id);
    },
  );

  app.post(
    '/getInfo/updateDraft',
    {
      config: { permission: 'order.create' },
      schema: { tags: TAG, body: c.updateDraftBody, response: { 200: c.orderDto } },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const { id, ...fields } = request.body;
      await updateOrderDraft(db, actorOf(caller), id, fields);
      return visibleDto(request, id);
    },
  );

  app.post(
    '/getInfo/deleteOrder',
    {
      config: { permission: 'order.create' },
      schema: {
        tags: TAG,
        body: c.deleteOrderBody,
        response: { 200: c.idBody.extend({ status: c.orderListItem.shape.status }) },
      },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const row = await deleteOrderDraft(db, actorOf(caller), request.body.id);
      return { id: row.id, status: row.status };
    },
  );

  app.post(
    '/getInfo/signatureDraft',
    {
      config: { permission: 'order.create' },
      schema: {
        tags: TAG,
        summary:
          'Sign an electronic draft: the PKCS#7 (attached) over the canonical JSON of its signingContent',
        body: c.signatureDraftBody,
        response: { 200: c.orderDto },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const caller = await legalAidCaller(db, auth);
      await signOrder({ db, config }, actorOf(caller), request.body.id, {
        pkcs7: request.body.pkcs7,
        signerPinfl: auth.pinfl,
        signerPersonId: auth.personId,
        userIp: request.ip,
      });
      return visibleDto(request, request.body.id);
    },
  );

  app.post(
    '/getInfo/orderCreate',
    {
      config: { permission: 'order.create' },
      schema: {
        tags: TAG,
        summary: 'Register a paper order: multipart fields (orderCreateFields) and the scan `file` (PDF)',
        consumes: ['multipart/form-data'],
        response: { 200: c.orderDto },
      },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const form = await readForm(request, { fileField: c.ORDER_CREATE_FILE_FIELD, maxBytes: MAX });
      const { id, orderRegNumber, ...fields } = parseFields(c.orderCreateFields, form.fields);
      const order = await registerPaperOrder({ db, storage }, actorOf(caller), {
        orderId: id,
        fields,
        orderRegNumber,
        scan: form.file ? { ...form.file, maxBytes: MAX } : null,
      });
      return visibleDto(request, order.id);
    },
  );

  app.post(
    '/getInfo/cancelOrder',
    {
      config: { permission: 'order.view' },
      schema: { tags: TAG, body: c.cancelOrderBody, response: { 200: c.orderDto } },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      await cancelOrder(db, actorOf(caller), request.body.id, request.body.reason);
      return visibleDto(request, request.body.id);
    },
  );

  app.get(
    '/getInfo/dtoByOrderId/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, params: c.orderParams, response: { 200: c.orderDto } },
    },
    async (request) => visibleDto(request, request.params.id),
  );

  app.get(
    '/getInfo/getByOrderId/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags: TAG, params: c.orderParams, response: { 200: c.orderFormValues } },
    },
    async (request) => {
      const { caller, right } = await context(request);
      const scope = orderScope(caller);
      const item = scope
        ? await orderItem(db, caller, request.lang, right, request.params.id, scope)
        : undefined;
      if (!item) throw new AppError('NOT_FOUND');
      const [row] = await db.select().from(orders).where(eq(orders.id, request.params.id));
      return formValuesOf(row!, item.can);
    },
  );

  app.get(
    '/getInfo/getByOrderIdAndLawyerPnfl',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        querystring: c.getByOrderIdAndLawyerPnflQuery,
        response: { 200: c.orderListItem },
      },
    },
    async (request) => {
      const { caller, right } = await context(request);
      const scope = orderScope(caller);
      const [owner] = await db
        .select({ pinfl: persons.pinfl })
        .from(orders)
        .innerJoin(lawyers, eq(lawyers.id, orders.lawyerId))
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .where(eq(orders.id, request.query.orderId));
      const item =
        scope && owner?.pinfl === request.query.pnfl
          ? await orderItem(db, caller, request.lang, right, request.query.orderId, scope)
          : undefined;
      if (!item) throw new AppError('NOT_FOUND');
      return item;
    },
  );

  app.get(
    '/getInfo/fileDownload',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary: 'A paper order’s scan; an electronic order’s PDF',
        querystring: c.fileDownloadQuery,
      },
    },
    async (request, reply) => {
      const row = await visibleRow(request, request.query.id);
      if (row.type === 'PAPER') {
        const [file] = row.fileId ? await db.select().from(files).where(eq(files.id, row.fileId)) : [];
        return sendStoredFile(reply, storage, file);
      }
      return sendPdf(reply, await orderPdf(db, row.id, config.publicUrl), pdfName(row));
    },
  );

  app.get(
    '/getInfo/orderPdf/:id',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary: 'The order as a PDF with the QR code of its check page',
        params: c.orderParams,
      },
    },
    async (request, reply) => {
      const row = await visibleRow(request, request.params.id);
      return sendPdf(reply, await orderPdf(db, row.id, config.publicUrl), pdfName(row));
    },
  );

  app.get(
    '/getInfo/listByCriminalCaseNumber',
    {
      config: { permission: 'order.view' },
      schema: {
        tags: TAG,
        querystring: c.listByCriminalCaseNumberQuery,
        response: { 200: c.orderListResponse },
      },
    },
    async (request) => listIn(request, ownOrders, request.query),
  );

  app.get(
    '/getInfo/ownCriminalCaseNumberList',
    {
      config: { permission: 'order.view' },
      schema: { tags: TAG, response: { 200: c.ownCriminalCaseNumberListResponse } },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const own = ownOrders(caller);
      const accepted = caller.lawyer
        ? await db
            .select({ caseNumber: investigatorRequests.caseNumber, requestId: investigatorRequests.id })
            .from(investigatorRequests)
            .where(
              and(
                eq(investigatorRequests.pickedLawyerId, caller.lawyer.id),
                isNotNull(investigatorRequests.acceptedAt),
              ),
            )
            .orderBy(asc(investigatorRequests.id))
        : [];
      const counted = own
        ? await db
            .select({ caseNumber: orders.caseNumber, n: count() })
            .from(orders)
            .where(and(own, isNotNull(orders.caseNumber)))
            .groupBy(orders.caseNumber)
        : [];
      const byCase = new Map<string, { caseNumber: string; requestId: number | null; orderCount: number }>();
      for (const a of accepted)
        if (!byCase.has(a.caseNumber))
          byCase.set(a.caseNumber, { caseNumber: a.caseNumber, requestId: a.requestId, orderCount: 0 });
      for (const o of counted) {
        const entry = byCase.get(o.caseNumber!) ?? {
          caseNumber: o.caseNumber!,
          requestId: null,
          orderCount: 0,
        };
        entry.orderCount = o.n;
        byCase.set(o.caseNumber!, entry);
      }
      const list = [...byCase.values()].sort((a, b) => a.caseNumber.localeCompare(b.caseNumber));
      return { list, total: list.length };
    },
  );

  app.get(
    '/getInfo/listForRequest',
    {
      config: { permission: 'investigatorRequest.respond' },
      schema: {
        tags: TAG,
        summary: 'The caller’s accepted investigator requests, with the order each made',
        querystring: c.listForRequestQuery,
        response: { 200: c.orgRequestListResponse },
      },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      if (!caller.lawyer) return { list: [], total: 0 };
      const where = and(
        eq(investigatorRequests.pickedLawyerId, caller.lawyer.id),
        isNotNull(investigatorRequests.acceptedAt),
      );
      return listRequests(db, caller, request.lang, where, request.query);
    },
  );

  app.get(
    '/getInfo/dtoByOrderIdForCheck/:id',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: TAG,
        summary: 'What the checklist of the order’s request is filled from',
        params: c.orderParams,
        response: { 200: c.orderForChecklistResponse },
      },
    },
    async (request) => {
      const row = await visibleRow(request, request.params.id);
      const lang = request.lang;
      const [req] = row.investigatorRequestId
        ? await db
            .select({ r: investigatorRequests, language: workLanguages })
            .from(investigatorRequests)
            .innerJoin(workLanguages, eq(workLanguages.id, investigatorRequests.languageId))
            .where(eq(investigatorRequests.id, row.investigatorRequestId))
        : [];
      const [legalAid] = row.legalAidId
        ? await db.select().from(legalAidTypes).where(eq(legalAidTypes.id, row.legalAidId))
        : [];
      const [license] = await db
        .select({ type: licenseTypes })
        .from(lawyerLicenses)
        .innerJoin(licenseTypes, eq(licenseTypes.id, lawyerLicenses.licenseTypeId))
        .where(and(eq(lawyerLicenses.lawyerId, row.lawyerId), eq(lawyerLicenses.current, true)))
        .limit(1);
      const [checklist] = row.investigatorRequestId
        ? await db
            .select({ id: checklists.id })
            .from(checklists)
            .where(eq(checklists.requestId, row.investigatorRequestId))
        : [];
      const attendanceDate = req
        ? new Date(req.r.attendanceAt.getTime() + 5 * 3_600_000).toISOString().slice(0, 10)
        : null;
      return {
        orderId: row.id,
        number: row.number,
        status: row.status,
        requestId: row.investigatorRequestId,
        caseNumber: row.caseNumber,
        protectedPersonName:
          [row.personLastName, row.personFirstName, row.personParentName].filter(Boolean).join(' ') ||
          row.contragentName,
        legalAid: legalAid ? { id: legalAid.id, name: nameIn(legalAid, lang) } : null,
        language: req ? { id: req.language.id, name: nameIn(req.language, lang) } : null,
        attendanceDate,
        licenseType: license ? { id: license.type.id, name: nameIn(license.type, lang) } : null,
        checklistId: checklist?.id ?? null,
      };
    },
  );

  app.post(
    '/getInfo/addCasePerson',
    {
      config: { permission: 'order.create' },
      schema: { tags: TAG, body: c.addCasePersonBody, response: { 200: c.casePersonItem } },
    },
    async (request) => {
      const caller = await legalAidCaller(db, requireAuth(request));
      const { orderId, ...person } = request.body;
      const row = await addCasePerson(db, actorOf(caller), orderId, person);
      return {
        id: row.id,
        pinfl: row.pinfl,
        lastName: row.lastName,
        firstName: row.firstName,
        parentName: row.parentName,
        procedureRole: row.procedureRole as c.CasePersonItem['procedureRole'],
        addedAt: row.addedAt.toISOString(),
      };
    },
  );

  app.post(
    '/getInfo/deleteCasePerson',
    {
      config: { permission: 'order.create' },
      schema: {
        tags: TAG,
        summary: 'Always refused: persons added to a case cannot be deleted (spec section 5)',
        body: c.deleteCasePersonBody,
      },
    },
    async () => deleteCasePerson(),
  );
};

function pdfName(row: typeof orders.$inferSelect): string {
  return `order-${(row.number ?? `draft-${row.id}`).replace('/', '-')}.pdf`;
}
