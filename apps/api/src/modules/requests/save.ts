import type { RequestInput } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { lawyerRequests, lawyers, requestTemplates, requestTypes } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockVisible } from '../../kit/lock';
import { recordCreation, transition } from '../../workflow/transition';
import { actorOf, type LegalAidCaller } from '../legal-aid';
import { notify } from '../notifications';
import { ownRequestPolicy } from './policy';
import { chamberOf, ENTITY, type Kind, refuseSecondOpen, type StepDeps } from './shared';

/** The root of a request type (its kind) and the type's template (its own, else its kind's). */
async function typeFacts(tx: Transaction, typeId: number) {
  const all = await tx
    .select({ id: requestTypes.id, code: requestTypes.code, parentId: requestTypes.parentId })
    .from(requestTypes);
  const byId = new Map(all.map((t) => [t.id, t]));
  let node = byId.get(typeId);
  if (!node)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'requests:error.unknownType',
      field: 'requestTypeId',
    });
  const chain = [node.id];
  while (node.parentId !== null) {
    node = byId.get(node.parentId)!;
    chain.push(node.id);
  }
  const kind = node.code as Kind;
  const templates = await tx
    .select()
    .from(requestTemplates)
    .where(inArray(requestTemplates.requestTypeId, chain));
  const template = chain.map((id) => templates.find((t) => t.requestTypeId === id)).find(Boolean) ?? null;
  return { kind, template };
}

/**
 * changeRequest / requestCertificate: a new request, or changes to the caller's DRAFT; sent at once when
 * `send`. `only` limits the kind (requestCertificate: certificate replacements).
 */
export async function saveRequest(
  { db, clock }: StepDeps,
  caller: LegalAidCaller,
  fields: RequestInput,
  only?: Kind,
): Promise<number> {
  const lawyer = caller.lawyer;
  if (!lawyer) throw new AppError('FORBIDDEN', { messageKey: 'requests:error.notALawyer' });
  const actor = actorOf(caller);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const { kind, template } = await typeFacts(tx, fields.requestTypeId);
    if (only && kind !== only)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'requests:error.certificateTypeOnly',
        field: 'requestTypeId',
      });
    // One open replacement per lawyer: requests of one lawyer queue on their lawyer row.
    await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, lawyer.id)).for('update');
    await refuseSecondOpen(tx, lawyer.id, kind, fields.id);
    const values = {
      requestTypeId: fields.requestTypeId,
      kind,
      templateId: template?.id ?? null,
      reason: fields.reason ?? null,
      delivery: fields.delivery,
      deliveryAddress: fields.delivery === 'MAIL' ? (fields.deliveryAddress ?? null) : null,
      postalIndex: fields.delivery === 'MAIL' ? (fields.postalIndex ?? null) : null,
      pageCount: template?.pageCount ?? 1,
      priceTiyin: template?.priceTiyin ?? 0,
    };
    let id = fields.id;
    if (id === undefined) {
      const status = fields.send ? 'SEND' : 'DRAFT';
      const [row] = await tx
        .insert(lawyerRequests)
        .values({
          ...values,
          lawyerId: lawyer.id,
          authorPersonId: caller.personId,
          regionId: lawyer.regionId,
          status,
          sentAt: fields.send ? now : null,
        })
        .returning();
      id = row!.id;
      await recordCreation(tx, ENTITY, { id, status, actor });
      if (fields.send) await notify(tx, await chamberOf(tx, row!.regionId, id));
      return id;
    }
    const row = await lockVisible(tx, ownRequestPolicy, caller, lawyerRequests, id);
    if (row.status !== 'DRAFT')
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'requests:error.notADraft' });
    await tx
      .update(lawyerRequests)
      .set({ ...values, updatedAt: now })
      .where(eq(lawyerRequests.id, id));
    if (fields.send)
      await transition(tx, ENTITY, {
        id,
        event: 'SEND',
        actor,
        set: { sentAt: now },
        notifications: (r) => chamberOf(tx, r.regionId, r.id),
      });
    return id;
  });
}
