/**
 * Steps of state-funded legal aid through HTTP, for the tests: bring a request, its order or its
 * checklist into any status the way users (and the portal's jobs) do.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { systemClock } from '../../src/clock';
import { investigatorRequests } from '../../src/db/schema';
import { handleChecklistFinish } from '../../src/modules/checklists';
import { handleAcceptTimeout, handleRequestExpiry } from '../../src/modules/investigator-requests';
import type { GovSim } from '@portal/test-support';
import {
  buildWorld,
  callApi,
  type Json,
  type LegalAidWorld,
  type Member,
  pdfPart,
  postForm,
  requestBody,
  signAs,
  tashkentDate,
} from '../helpers/legal-aid-world';
import type { TestContext } from '../helpers/test-app';
import { useWorld, type WorldOptions } from '../helpers/world';

export type Steps = ReturnType<typeof legalAidSteps>;

/** useWorld of the legal-aid world, with its steps: `const { sim, ctx, w, call, steps } = useLegalAidWorld();`. */
export function useLegalAidWorld(options?: WorldOptions) {
  const world = useWorld(buildWorld, options);
  return { ...world, steps: legalAidSteps(world.ctx, world.sim, () => world.w) };
}

export function legalAidSteps(ctx: TestContext, sim: GovSim, w: () => LegalAidWorld) {
  const ok = async (who: Member, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Json> => {
    const res = await callApi(ctx, who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  const steps = {
    ok,
    /** A new request drawn to the duty lawyer (SEND). */
    async send(overrides: Record<string, unknown> = {}): Promise<number> {
      return (
        await ok(w().investigator, 'POST', 'getInfo/org-request_create-send', requestBody(w(), overrides))
      ).id;
    },
    async accept(id: number): Promise<number> {
      return (await ok(w().dutyLawyer, 'POST', 'getInfo/acceptOrgRequestNew', { id })).orderId;
    },
    /** The duty lawyer closes request `id` with a closing PDF (closeOrganizationRequest); the answer. */
    closeCall(id: number, comment = 'The suspect has hired his own lawyer') {
      const file = pdfPart('close.pdf', 'closeFile');
      return postForm(ctx, w().dutyLawyer, `getInfo/closeOrganizationRequest/${id}`, { comment }, file);
    },
    async close(id: number) {
      const res = await steps.closeCall(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    /** The report of a checklist for request `id`. */
    report(id: number) {
      return {
        requestId: id,
        licenseTypeId: 1,
        legalAidId: 2,
        languageId: 3,
        // Work already done: today (a later day is refused).
        attendanceDate: tashkentDate(new Date()),
        participations: [{ date: tashkentDate(new Date()), rateId: 2 }],
        travelExpensesTiyin: 0,
      };
    },
    async createChecklist(id: number): Promise<number> {
      return (await ok(w().dutyLawyer, 'POST', 'checkList/create', steps.report(id))).id;
    },
    async signChecklist(cid: number) {
      const now = await ok(w().dutyLawyer, 'GET', `checkList/get-by-id/${cid}`);
      const pkcs7 = await signAs(sim, w().dutyLawyer, now.signingContent);
      return ok(w().dutyLawyer, 'POST', 'checkList/signing', { id: cid, pkcs7 });
    },
    async sendChecklist(cid: number) {
      return ok(w().dutyLawyer, 'POST', 'checkList/sendForAgreed', { id: cid });
    },
    async agreeChecklist(cid: number) {
      return ok(w().investigator, 'POST', 'checkList/agreed', { id: cid });
    },
    async finishChecklist(cid: number) {
      expect(await handleChecklistFinish(ctx.db, { checklistId: cid }, systemClock.now())).toBe(true);
    },
    /** Brings a new checklist (of a new accepted request) into `status`. */
    async checklistIn(status: string): Promise<{ requestId: number; checklistId: number }> {
      const requestId = await steps.send();
      await steps.accept(requestId);
      const checklistId = await steps.createChecklist(requestId);
      if (status === 'CREATED') return { requestId, checklistId };
      await steps.signChecklist(checklistId);
      if (status === 'SIGNED') return { requestId, checklistId };
      await steps.sendChecklist(checklistId);
      if (status === 'FOR_AGREED') return { requestId, checklistId };
      if (status === 'CANCELLED') {
        await ok(w().investigator, 'POST', 'checkList/return', { id: checklistId, reason: 'Wrong days' });
        return { requestId, checklistId };
      }
      await steps.agreeChecklist(checklistId);
      if (status === 'AGREED') return { requestId, checklistId };
      await steps.finishChecklist(checklistId);
      return { requestId, checklistId };
    },
    /** Brings a new request into `status`, as users and the portal's jobs do. */
    async requestIn(status: string): Promise<number> {
      if (status === 'PERSON_NOT_FOUND') return steps.send({ personPinfl: '31403850000000' });
      const id = await steps.send();
      switch (status) {
        case 'SEND':
          return id;
        case 'WAIT': {
          // the only eligible lawyer lets the time run out: nobody is left
          const [row] = await ctx.db
            .select()
            .from(investigatorRequests)
            .where(eq(investigatorRequests.id, id));
          expect(
            await handleAcceptTimeout(
              { db: ctx.db, clock: systemClock, acceptTimeoutSeconds: 1800 },
              { requestId: id, drawId: row!.currentDrawId! },
            ),
          ).toBe('waiting');
          return id;
        }
        case 'EXPIRED':
          // the attendance time has come (simulated by moving it into the past)
          await ctx.db.execute(
            sql`update investigator_requests set attendance_at = now() - interval '1 minute' where id = ${id}`,
          );
          expect(await handleRequestExpiry({ db: ctx.db, clock: systemClock }, { requestId: id })).toBe(true);
          return id;
        case 'CANCELLED':
          await ok(w().investigator, 'POST', 'getInfo/cancelOrgRequestNew', { id, reason: 'Not needed' });
          return id;
      }
      await steps.accept(id);
      switch (status) {
        case 'ACCEPTED':
          return id;
        case 'CLOSED':
          await steps.close(id);
          return id;
        case 'NOT_COMPLETED':
          await ok(w().investigator, 'POST', 'getInfo/notCompletedOrgRequest', { id, reason: 'No show' });
          return id;
      }
      const cid = await steps.createChecklist(id);
      await steps.signChecklist(cid);
      await steps.sendChecklist(cid);
      await steps.agreeChecklist(cid);
      if (status === 'COMPLETED') return id;
      await steps.finishChecklist(cid);
      if (status === 'PAYMENT') return id;
      throw new Error(`no way to ${status}`);
    },
    /** A new electronic order draft of the duty lawyer (from an accepted request), brought into `status`. */
    async orderIn(status: string): Promise<number> {
      const orderId = await steps.accept(await steps.send());
      if (status === 'DRAFT') return orderId;
      if (status === 'DELETED') {
        await ok(w().dutyLawyer, 'POST', 'getInfo/deleteOrder', { id: orderId });
        return orderId;
      }
      await steps.signOrder(orderId);
      if (status === 'CANCELLED')
        await ok(w().dutyLawyer, 'POST', 'getInfo/cancelOrder', { id: orderId, reason: 'Issued by mistake' });
      return orderId;
    },
    async signOrder(orderId: number, who: Member = w().dutyLawyer) {
      const draft = await ok(who, 'GET', `getInfo/dtoByOrderId/${orderId}`);
      const pkcs7 = await signAs(sim, who, draft.signingContent);
      return ok(who, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7 });
    },
  };
  return steps;
}
