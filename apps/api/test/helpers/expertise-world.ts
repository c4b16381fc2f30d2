/**
 * The people of the expertise HTTP tests, on top of the legal-aid world (legal-aid-world.ts): persona
 * `lawyer` (w.colleague) holds a signed order and a draft one; w.stranger, a lawyer of another
 * structure, holds a signed order of their own. The body's staff of the national centre (organization 1):
 * ten experts, a head of department (persona `expert-head`, who signs conclusions with their gov-sim key
 * card), a deputy director and a director; an expert of the Samarqand branch (organization 2).
 */
import { type ExpertPosition } from '@portal/domain';
import { expect } from 'vitest';
import { expertStaff, orders } from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { population, someone } from './legal-aid-fixtures';
import { buildWorld, callApi, type Json, type LegalAidWorld, member, type Member } from './legal-aid-world';
import { paymeClient } from './payme';
import type { TestContext } from './test-app';

export interface ExpertiseWorld extends LegalAidWorld {
  experts: Member[];
  head: Member;
  deputy: Member;
  chief: Member;
  branchExpert: Member;
  /** The signed and the draft order of w.colleague, the signed order of w.stranger. */
  orderId: number;
  draftOrderId: number;
  strangerOrderId: number;
}

async function staffMember(
  db: Database,
  who: number | 'expert-head',
  organizationId: number,
  position: ExpertPosition,
) {
  const m =
    typeof who === 'number'
      ? await member(db, someone(who), { role: 'EXPERT' })
      : await member(db, population.persona(who), { role: 'EXPERT', card: who });
  await db.insert(expertStaff).values({ personId: m.personId, organizationId, departmentId: 1, position });
  return m;
}

async function orderOf(db: Database, who: Member, contragentId: number, seq: number, signed = true) {
  const [row] = await db
    .insert(orders)
    .values({
      type: 'ELECTRONIC',
      status: signed ? 'CREATED' : 'DRAFT',
      lawyerId: who.lawyerId!,
      authorPersonId: who.personId,
      scope: 'CONTRAGENT',
      contragentId,
      ...(signed
        ? { number: `2026/${String(seq).padStart(6, '0')}`, numberYear: 2026, numberSequence: seq }
        : {}),
      caseNumber: 'EX-1',
    })
    .returning();
  return row!.id;
}

export async function buildExpertiseWorld(ctx: TestContext): Promise<ExpertiseWorld> {
  const w = await buildWorld(ctx);
  const db = ctx.db;
  const experts: Member[] = [];
  for (let i = 0; i < 10; i++) experts.push(await staffMember(db, 200 + i, 1, 'EXPERT'));
  return {
    ...w,
    experts,
    head: await staffMember(db, 'expert-head', 1, 'HEAD_OF_DEPARTMENT'),
    deputy: await staffMember(db, 211, 1, 'DEPUTY_DIRECTOR'),
    chief: await staffMember(db, 212, 1, 'DIRECTOR'),
    branchExpert: await staffMember(db, 213, 2, 'EXPERT'),
    orderId: await orderOf(db, w.colleague, w.structureId, 1),
    draftOrderId: await orderOf(db, w.colleague, w.structureId, 2, false),
    strangerOrderId: await orderOf(db, w.stranger, w.otherStructureId, 1),
  };
}

/** The form of a request on the lawyer's signed order: handwriting, the signature action (350 000 sum). */
export const requestFields = (w: ExpertiseWorld, overrides: Record<string, string> = {}) => ({
  orderId: String(w.orderId),
  organizationId: '1',
  researchTypeId: '1',
  actionIds: '1,2',
  questions: 'Is the signature on page 3 of the contract made by the person named?',
  ...overrides,
});

/** The steps of a request as the world's people take them. */
export function expertiseSteps(ctx: TestContext, w: ExpertiseWorld) {
  const step = async (who: Member, id: number, event: string, extra: Record<string, unknown> = {}) => {
    const res = await callApi(ctx, who, 'POST', 'expertise/step', { id, event, ...extra });
    expect(res.status, `${event}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body as Json;
  };
  const payme = paymeClient(ctx);
  return {
    step,
    /** A request of the lawyer sent with JSON fields (no files): its id. */
    async send(fields: Record<string, unknown> = {}): Promise<number> {
      const res = await callApi(ctx, w.colleague, 'POST', 'expertise/create', {
        ...requestFields(w),
        actionIds: [1, 2],
        ...fields,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as number;
    },
    /** Taken by the first expert and approved by the director and the deputy: PENDING with its invoice. */
    async invoiced(id: number) {
      await step(w.experts[0]!, id, 'TAKE');
      await step(w.experts[0]!, id, 'SEND_FOR_APPROVAL');
      await step(w.chief, id, 'APPROVE');
      return step(w.deputy, id, 'APPROVE');
    },
    /** The provider's three calls of a payment of the invoice; answers PerformTransaction's result. */
    async pay(id: number, amount: number, paymeId = `pay-${id}-${Date.now()}`) {
      const account = { expertise_id: String(id) };
      const check = await payme.rpc('CheckPerformTransaction', { amount, account });
      if (check.error) return check;
      await payme.rpc('CreateTransaction', { id: paymeId, time: Date.now(), amount, account });
      return payme.rpc('PerformTransaction', { id: paymeId });
    },
    rpc: payme.rpc,
    /** Paid, started and sent for agreement by the first expert with `conclusion`: ON_AGREEMENT. */
    async atAgreement(id: number, conclusion = 'The signature on page 3 was made by the person named.') {
      await this.invoiced(id);
      await this.pay(id, 85_000_000);
      await step(w.experts[0]!, id, 'START');
      return step(w.experts[0]!, id, 'SEND_FOR_AGREEMENT', { conclusion });
    },
  };
}
