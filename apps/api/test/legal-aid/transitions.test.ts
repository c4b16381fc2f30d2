/**
 * Every transition a user takes through HTTP, in every status of its item, allowed and refused, checked
 * against the workflow tables of packages/domain (decisions.md): an allowed step answers 200 and leads to
 * the table's next status; a refused one answers 409 with a message naming the item and its status (404
 * when the record rules hide the item from that user) and changes nothing: status, history and
 * notifications stay as they were. The steps only the portal takes (draw timeouts, expiry, payment) are
 * driven by the job handlers in steps.ts and in the service tests.
 */
import {
  CHECKLIST_EDITABLE_STATUSES,
  CHECKLIST_STATUSES,
  CHECKLIST_WORKFLOW,
  decide,
  INVESTIGATOR_REQUEST_STATUSES,
  INVESTIGATOR_REQUEST_WORKFLOW,
  ORDER_STATUSES,
  ORDER_WORKFLOW,
} from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklists, investigatorRequests, notifications, orders, statusHistory } from '../../src/db/schema';
import { callApi, type Json, pdfPart, postForm, signAs } from '../helpers/legal-aid-world';
import { useLegalAidWorld } from './steps';

const { sim, ctx, w, steps } = useLegalAidWorld();

/** What must not change when a step is refused. */
async function snapshot(type: 'investigator-request' | 'order' | 'checklist', id: number) {
  const table = { 'investigator-request': investigatorRequests, order: orders, checklist: checklists }[type];
  const [row] = await ctx.db.select().from(table).where(eq(table.id, id));
  const [history] = await ctx.db
    .select({ n: count() })
    .from(statusHistory)
    .where(and(eq(statusHistory.entityType, type), eq(statusHistory.entityId, id)));
  const [notes] = await ctx.db.select({ n: count() }).from(notifications);
  return { row, history: history!.n, notifications: notes!.n };
}

/**
 * The item a case starts from: a new one in `status` for a step that is allowed (it moves the item on), and
 * for the refused steps one item per status, shared: a refusal changes nothing, which each case checks.
 */
function itemsIn<S, T>(make: (status: S) => Promise<T>) {
  const refusedIn = new Map<S, Promise<T>>();
  return (status: S, allowed: boolean): Promise<T> => {
    if (allowed) return make(status);
    if (!refusedIn.has(status)) refusedIn.set(status, make(status));
    return refusedIn.get(status)!;
  };
}

const REFUSED_MESSAGE =
  /“[^”]+”: not possible now|Time to accept ran out|Only a draft can be changed|cannot be changed now|not for this kind of order/;

async function expectRefused(res: { status: number; body: Json }, expected: 404 | 409) {
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  if (expected === 409) {
    expect(res.body.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(res.body.message).toMatch(REFUSED_MESSAGE);
  } else expect(res.body.code).toBe('NOT_FOUND');
}

describe('investigator request transitions through HTTP', () => {
  /** An event its actor (the duty lawyer or the investigator) posts: the request's id and `extra`. */
  const posted = (actor: 'LAWYER' | 'INVESTIGATOR', path: string, extra = {}) => ({
    actor,
    call: (id: number) =>
      callApi(ctx, actor === 'LAWYER' ? w.dutyLawyer : w.investigator, 'POST', path, { id, ...extra }),
  });
  const events = {
    ACCEPT: posted('LAWYER', 'getInfo/acceptOrgRequestNew'),
    CANCEL: posted('INVESTIGATOR', 'getInfo/cancelOrgRequestNew', { reason: 'Not needed any more' }),
    CLOSE: {
      actor: 'LAWYER' as const,
      call: (id: number) => steps.closeCall(id),
    },
    NOT_COMPLETE: posted('INVESTIGATOR', 'getInfo/notCompletedOrgRequest', { reason: 'Did not come' }),
  };
  const cases = INVESTIGATOR_REQUEST_STATUSES.flatMap((status) =>
    (Object.keys(events) as (keyof typeof events)[]).map((event) => [status, event] as const),
  );

  const requestIn = itemsIn(steps.requestIn);

  it.each(cases)('in %s, %s', async (status, event) => {
    const { actor, call } = events[event];
    const decision = decide(INVESTIGATOR_REQUEST_WORKFLOW, status, event, actor);
    const id = await requestIn(status, decision.allowed);
    const before = await snapshot('investigator-request', id);
    const res = await call(id);
    if (decision.allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await snapshot('investigator-request', id);
      expect(after.row!.status).toBe(decision.to);
      expect(after.history).toBe(before.history + 1);
      return;
    }
    // A lawyer the request was never drawn to does not see it (a request without a person has no draw).
    const hidden = actor === 'LAWYER' && status === 'PERSON_NOT_FOUND';
    await expectRefused(res, hidden ? 404 : 409);
    expect(await snapshot('investigator-request', id)).toEqual(before);
  });
});

describe('order transitions through HTTP', () => {
  const events = {
    SIGN: async (id: number) => {
      // Signed over what the order offers to sign; where it offers nothing, over something else: the step
      // is refused before the signature is looked at.
      const dto = await callApi(ctx, w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${id}`);
      const content = dto.body.signingContent ?? { document: 'ORDER', id };
      return callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/signatureDraft', {
        id,
        pkcs7: await signAs(sim, w.dutyLawyer, content),
      });
    },
    REGISTER_PAPER: (id: number) =>
      postForm(
        ctx,
        w.dutyLawyer,
        'getInfo/orderCreate',
        { id: String(id), orderRegNumber: 'AA 0012345' },
        pdfPart('scan.pdf'),
      ),
    DELETE: (id: number) => callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/deleteOrder', { id }),
    CANCEL: (id: number) =>
      callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/cancelOrder', { id, reason: 'Issued by mistake' }),
  };
  const cases = ORDER_STATUSES.flatMap((status) =>
    (Object.keys(events) as (keyof typeof events)[]).map((event) => [status, event] as const),
  );

  const orderIn = itemsIn(steps.orderIn);

  it.each(cases)('of an electronic order in %s, %s', async (status, event) => {
    const decision = decide(ORDER_WORKFLOW, status, event, 'LAWYER');
    // REGISTER_PAPER is for paper orders only: refused for an electronic one in any status.
    const allowed = decision.allowed && event !== 'REGISTER_PAPER';
    const id = await orderIn(status, allowed);
    const before = await snapshot('order', id);
    const res = await events[event](id);
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await snapshot('order', id);
      expect(after.row!.status).toBe(decision.to);
      expect(after.history).toBe(before.history + 1);
      return;
    }
    // A deleted draft is seen by nobody.
    await expectRefused(res, status === 'DELETED' ? 404 : 409);
    expect(await snapshot('order', id)).toEqual(before);
  });

  it('registers a paper DRAFT (REGISTER_PAPER) and refuses to sign it electronically', async () => {
    const draft = await steps.ok(w.dutyLawyer, 'POST', 'getInfo/createDraft', {
      type: 'PAPER',
      orderBaseId: 1,
      legalAidId: 3,
      groundsDocNumber: 'SH-17',
      groundsDocDate: '2026-01-10',
      personPinfl: w.accusedPinfl,
      personLastName: 'Aliyev',
      personFirstName: 'Vali',
    });
    const before = await snapshot('order', draft.id);
    await expectRefused(await events.SIGN(draft.id), 409);
    expect(await snapshot('order', draft.id)).toEqual(before);
    const res = await events.REGISTER_PAPER(draft.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'CREATED',
      type: 'PAPER',
      orderRegNumber: 'AA 0012345',
      lateSent: true,
      file: { contentType: 'application/pdf' },
      can: { downloadFile: true },
    });
    expect(res.body.checkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const scan = await callApi(ctx, w.dutyLawyer, 'GET', `getInfo/fileDownload?id=${draft.id}`);
    expect(scan.status).toBe(200);
    expect(scan.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets only a DRAFT be edited (updateDraft)', async () => {
    for (const status of ORDER_STATUSES) {
      const id = await steps.orderIn(status);
      const before = await snapshot('order', id);
      const res = await callApi(ctx, w.dutyLawyer, 'POST', 'getInfo/updateDraft', { id, language: 'eng' });
      if (status === 'DRAFT') {
        expect(res.status).toBe(200);
        expect(res.body.language).toBe('eng');
        continue;
      }
      await expectRefused(res, status === 'DELETED' ? 404 : 409);
      if (status !== 'DELETED') expect(res.body.message).toBe('Only a draft can be changed');
      expect(await snapshot('order', id)).toEqual(before);
    }
  });
});

describe('checklist transitions through HTTP', () => {
  const events = {
    SIGN: async (cid: number) => {
      const dto = await callApi(ctx, w.dutyLawyer, 'GET', `checkList/get-by-id/${cid}`);
      const content = dto.body.signingContent ?? { document: 'CHECKLIST', id: cid };
      return callApi(ctx, w.dutyLawyer, 'POST', 'checkList/signing', {
        id: cid,
        pkcs7: await signAs(sim, w.dutyLawyer, content),
      });
    },
    EDIT: async (cid: number) => {
      const [row] = await ctx.db.select().from(checklists).where(eq(checklists.id, cid));
      const { requestId: _request, ...report } = steps.report(row!.requestId);
      return callApi(ctx, w.dutyLawyer, 'POST', 'checkList/update', {
        id: cid,
        ...report,
        travelExpensesTiyin: 100,
      });
    },
    SEND_FOR_AGREEMENT: (cid: number) =>
      callApi(ctx, w.dutyLawyer, 'POST', 'checkList/sendForAgreed', { id: cid }),
    AGREE: (cid: number) => callApi(ctx, w.investigator, 'POST', 'checkList/agreed', { id: cid }),
    RETURN: (cid: number) =>
      callApi(ctx, w.investigator, 'POST', 'checkList/return', { id: cid, reason: 'Travel not documented' }),
  };
  const actorOf = {
    SIGN: 'LAWYER',
    EDIT: 'LAWYER',
    SEND_FOR_AGREEMENT: 'LAWYER',
    AGREE: 'INVESTIGATOR',
    RETURN: 'INVESTIGATOR',
  } as const;
  const cases = CHECKLIST_STATUSES.flatMap((status) =>
    (Object.keys(events) as (keyof typeof events)[]).map((event) => [status, event] as const),
  );

  const checklistIn = itemsIn(steps.checklistIn);

  it.each(cases)('in %s, %s', async (status, event) => {
    // Editing a CREATED report changes it in place (no step); SIGNED and CANCELLED go back to CREATED.
    const editInPlace = event === 'EDIT' && status === 'CREATED';
    const decision = decide(CHECKLIST_WORKFLOW, status, event, actorOf[event]);
    const allowed =
      editInPlace || (event === 'EDIT' ? CHECKLIST_EDITABLE_STATUSES.includes(status) : decision.allowed);
    const { checklistId } = await checklistIn(status, allowed);
    const before = await snapshot('checklist', checklistId);
    const res = await events[event](checklistId);
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await snapshot('checklist', checklistId);
      expect(after.row!.status).toBe(editInPlace ? 'CREATED' : decision.allowed ? decision.to : undefined);
      expect(after.history).toBe(before.history + (editInPlace ? 0 : 1));
      return;
    }
    await expectRefused(res, 409);
    expect(await snapshot('checklist', checklistId)).toEqual(before);
  });
});
