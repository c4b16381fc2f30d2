/**
 * The order calls of spec section 7 (getInfo/…), each defined once in packages/contracts
 * (legal-aid/orders.ts `orderCalls`): reads answer from read.ts, each change is its use case's file (create-draft.ts, sign.ts, cancel.ts…), record rules
 * are policy.ts's. No validation or access checks here: the kit and the policy do them.
 */
import { orderCalls as calls } from '@portal/contracts';
import { actorOf, legalAidRoutes } from '../legal-aid';
import { sendPdf, sendStoredFile } from '../legal-aid';
import { orderPdf } from './document';
import { casePersonItemOf } from './read-model';
import { addCasePerson, deleteCasePerson } from './case-persons';
import { cancelOrder } from './cancel';
import { createOrderDraft } from './create-draft';
import { deleteOrderDraft } from './delete-draft';
import { registerPaperOrder } from './register-paper';
import { signOrder } from './sign';
import { updateOrderDraft } from './update-draft';
import { orderViews, pdfName } from './read';
import { signerOf } from '../e-signature';

export const orderRoutes = legalAidRoutes(calls, ({ db, config, storage, clock }) => {
  const view = orderViews(db, clock);
  const pdf = async (row: Parameters<typeof pdfName>[0]) => orderPdf(db, row.id, config.publicUrl);
  return {
    ownOrder: ({ actor, lang, query }) => view.own(actor, lang, query),
    employeeOrder: ({ actor, lang, query }) => view.ofStructures(actor, lang, query),
    listByCriminalCaseNumber: ({ actor, lang, query }) => view.own(actor, lang, query),
    orderCount: ({ actor }) => view.ownCounts(actor),
    countEmployee: ({ actor, query }) => view.perLawyer(actor, query),
    listOwnLegalAidType: ({ lang }) => view.legalAidTypes(lang),
    orderCreateCheck: ({ actor }) => view.createCheck(actor),
    dtoByOrderId: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
    getByOrderId: ({ actor, lang, params }) => view.formValues(actor, lang, params.id),
    getByOrderIdAndLawyerPnfl: ({ actor, lang, body }) => view.ofLawyer(actor, lang, body.orderId, body.pnfl),
    ownCriminalCaseNumberList: ({ actor }) => view.ownCases(actor),
    listForRequest: ({ actor, lang, query }) => view.acceptedRequests(actor, lang, query),
    dtoByOrderIdForCheck: ({ actor, lang, params }) => view.forChecklist(actor, lang, params.id),
    fileDownload: async ({ actor, query, reply }) => {
      const row = await view.visibleRow(actor, query.id);
      if (row.type === 'PAPER') return sendStoredFile(reply, storage, await view.scanOf(row));
      return sendPdf(reply, await pdf(row), pdfName(row));
    },
    orderPdf: async ({ actor, params, reply }) => {
      const row = await view.visibleRow(actor, params.id);
      return sendPdf(reply, await pdf(row), pdfName(row));
    },
    createDraft: async ({ actor, lang, body }) => {
      const order = await createOrderDraft({ db }, actorOf(actor), body);
      return view.dto(actor, lang, order.id);
    },
    updateDraft: async ({ actor, lang, body: { id, ...fields }, request }) => {
      await updateOrderDraft({ db, clock: request.clock }, actorOf(actor), id, fields);
      return view.dto(actor, lang, id);
    },
    deleteOrder: async ({ actor, body }) => {
      const row = await deleteOrderDraft({ db }, actorOf(actor), body.id);
      return { id: row.id, status: row.status };
    },
    signatureDraft: async ({ actor, lang, body, request }) => {
      const signer = signerOf(actor, body.pkcs7, request.ip);
      await signOrder({ db, config, clock: request.clock }, actorOf(actor), body.id, signer);
      return view.dto(actor, lang, body.id);
    },
    orderCreate: async ({ actor, lang, body: { id, orderRegNumber, ...fields }, file, request }) => {
      const order = await registerPaperOrder({ db, storage, clock: request.clock }, actorOf(actor), {
        orderId: id,
        fields,
        orderRegNumber,
        scan: file ? { ...file, maxBytes: calls.orderCreate.multipart.maxBytes } : null,
      });
      return view.dto(actor, lang, order.id);
    },
    cancelOrder: async ({ actor, lang, body, request }) => {
      await cancelOrder({ db, clock: request.clock }, actorOf(actor), body.id, body.reason);
      return view.dto(actor, lang, body.id);
    },
    addCasePerson: async ({ actor, body: { orderId, ...person } }) => {
      return casePersonItemOf(await addCasePerson({ db }, actorOf(actor), orderId, person));
    },
    deleteCasePerson: () => deleteCasePerson(),
  };
});
