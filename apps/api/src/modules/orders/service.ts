import { canonicalJson, decide, isLateSent, ORDER_WORKFLOW, tashkentToday } from '@portal/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  contragents,
  investigatorRequests,
  orderBases,
  orderCasePersons,
  orders,
  persons,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError, requireText } from '../../errors/app-error';
import { withReferenceMessage } from '../../errors/database-errors';
import { lockById } from '../../kit/lock';
import { type FileStorage, transactionWithFiles } from '../../storage';
import type { WorkflowActor } from '../../workflow/actor';
import { recordCreation, transition, transitionRefused } from '../../workflow/transition';
import { registerIssuedDocument, revokeIssuedDocuments } from '../issued-documents/repository';
import { lawyerOfPerson } from '../../people/lawyers';
import { fullNameOf } from '../../people/person-row';
import { type PdfUpload, savePdf } from '../legal-aid/upload';
import {
  checkDocumentSignature,
  type SignatureSubmission,
  storeDocumentSignature,
} from '../legal-aid/document-signing';
import { notices } from '../notifications';
import { orderIssuer } from './document';
import { allocateOrderNumber } from './numbering';
import { ORDER_ISSUE_GAP_MESSAGES, orderIssueFactsOf, orderIssueGaps, orderStepPolicy } from './policy';
import { firstId } from '../../db/rows';
import { inOneTransaction } from '../../kit/transaction';

export type OrderRow = typeof orders.$inferSelect;
type LawyerWithStructure = Awaited<ReturnType<typeof lawyerOfPerson>>;

/** A signed-in person with the per-user order permission the identity module keeps. */
export interface OrderActor extends WorkflowActor {
  personId: number;
  /** The per-user permission to create orders (granted or cancelled by the director or ADMIN). */
  orderPermission: boolean;
}

/** The fields of an order the author fills (createDraft, updateDraft; spec section 3). */
export interface OrderDraftInput {
  type: 'ELECTRONIC' | 'PAPER';
  language?: 'lt' | 'uz' | 'ru' | 'eng';
  protectedPersonType?: 'INDIVIDUAL' | 'LEGAL_ENTITY';
  personPinfl?: string | null;
  personLastName?: string | null;
  personFirstName?: string | null;
  personParentName?: string | null;
  contragentInn?: string | null;
  contragentName?: string | null;
  legalAidId?: number | null;
  orderBaseId?: number | null;
  contractDate?: string | null;
  approvedDate?: string | null;
  groundsDocNumber?: string | null;
  groundsDocDate?: string | null;
  caseNumber?: string | null;
  orderRegNumber?: string | null;
}

const ENTITY = 'order';
const orderNotice = notices('legal-aid', ENTITY);

async function stateFundedBasisId(tx: Transaction | Database): Promise<number> {
  const row = await firstId(tx, orderBases, eq(orderBases.code, 'STATE_FUNDED'));
  if (!row) throw new Error('reference data lacks the STATE_FUNDED order basis');
  return row.id;
}

/**
 * The order draft an accepted investigator request creates for its lawyer (decisions.md): state-funded
 * basis, the request as grounds document, its person, case and kind of legal aid; issued by the lawyer's
 * structure, or personally when they work alone. Inside the accepting transaction.
 */
export async function createStateFundedOrderDraft(
  tx: Transaction,
  input: {
    request: typeof investigatorRequests.$inferSelect;
    lawyer: LawyerWithStructure;
    actor: WorkflowActor & { personId: number };
  },
): Promise<OrderRow> {
  const { request, lawyer, actor } = input;
  const [person] = request.personId
    ? await tx.select().from(persons).where(eq(persons.id, request.personId))
    : [];
  const [order] = await tx
    .insert(orders)
    .values({
      type: 'ELECTRONIC',
      lawyerId: lawyer.id,
      authorPersonId: actor.personId,
      scope: lawyer.contragentId ? 'CONTRAGENT' : 'PERSONAL',
      contragentId: lawyer.contragentId,
      groundsDocNumber: String(request.id),
      groundsDocDate: tashkentToday(request.createdAt),
      protectedPersonType: 'INDIVIDUAL',
      personId: request.personId,
      personPinfl: request.personPinfl,
      personLastName: person?.lastName ?? null,
      personFirstName: person?.firstName ?? null,
      personParentName: person?.parentName ?? null,
      legalAidId: request.legalAidId,
      orderBaseId: await stateFundedBasisId(tx),
      caseNumber: request.caseNumber,
      investigatorRequestId: request.id,
    })
    .returning();
  await recordCreation(tx, ENTITY, { id: order!.id, status: 'DRAFT', actor });
  return order!;
}

/**
 * orderCreateCheck: what is missing for `actor` to create orders (the screen shows which): the rule of
 * orders' policy over the actor's lawyer record, with the order permission of their session.
 */
export async function orderCreateCheck(db: Database | Transaction, actor: OrderActor) {
  const lawyer = await lawyerOfPerson(db, actor.personId);
  const stored = (await orderIssueFactsOf(db, [lawyer.id])).get(lawyer.id)!;
  const facts = { ...stored, orderPermission: actor.orderPermission };
  const gaps = orderIssueGaps(facts);
  return {
    permission: facts.orderPermission,
    structureRestricted: facts.structureRestricted,
    licenseActive: facts.licenseActive,
    gaps,
    canCreate: gaps.length === 0,
    lawyer,
  };
}

/**
 * The checks before an order is created (draft, signing, registering): orders' one rule; the first
 * thing missing is refused with a 422 saying who can give it, never a 403 (which the SPA reads as
 * "signed out", spec section 8).
 */
async function assertMayCreate(db: Database | Transaction, actor: OrderActor) {
  const check = await orderCreateCheck(db, actor);
  const [gap] = check.gaps;
  if (gap) throw new AppError('BUSINESS_RULE', { messageKey: ORDER_ISSUE_GAP_MESSAGES[gap] });
  return check.lawyer;
}

/**
 * A state-funded order must be on a case the lawyer is on: one of their accepted investigator requests
 * has that case number (a request still waiting for their acceptance does not count). Other bases (a
 * contract with the client…) may name any case.
 */
async function assertOnCase(
  tx: Transaction,
  lawyerId: number,
  order: { orderBaseId: number | null; caseNumber: string | null; investigatorRequestId: number | null },
) {
  if (order.investigatorRequestId || order.orderBaseId !== (await stateFundedBasisId(tx))) return;
  const [own] = order.caseNumber
    ? await tx
        .select({ id: investigatorRequests.id })
        .from(investigatorRequests)
        .where(
          and(
            eq(investigatorRequests.pickedLawyerId, lawyerId),
            eq(investigatorRequests.caseNumber, order.caseNumber),
            isNotNull(investigatorRequests.acceptedAt),
          ),
        )
    : [];
  if (!own || !order.caseNumber)
    throw new AppError('BUSINESS_RULE', { messageKey: 'legal-aid:error.notOnCase', field: 'caseNumber' });
}

function draftColumns(input: Partial<OrderDraftInput>) {
  const out: Partial<typeof orders.$inferInsert> = {};
  const keys = [
    'type',
    'language',
    'protectedPersonType',
    'personPinfl',
    'personLastName',
    'personFirstName',
    'personParentName',
    'contragentInn',
    'contragentName',
    'legalAidId',
    'orderBaseId',
    'contractDate',
    'approvedDate',
    'groundsDocNumber',
    'groundsDocDate',
    'caseNumber',
    'orderRegNumber',
  ] as const;
  for (const key of keys) if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  return out;
}

async function insertDraft(
  tx: Transaction,
  actor: OrderActor,
  lawyer: LawyerWithStructure,
  input: OrderDraftInput,
): Promise<OrderRow> {
  const values = {
    ...draftColumns(input),
    type: input.type,
    lawyerId: lawyer.id,
    authorPersonId: actor.personId,
    scope: lawyer.contragentId ? ('CONTRAGENT' as const) : ('PERSONAL' as const),
    contragentId: lawyer.contragentId,
  };
  await assertOnCase(tx, lawyer.id, {
    orderBaseId: values.orderBaseId ?? null,
    caseNumber: values.caseNumber ?? null,
    investigatorRequestId: null,
  });
  const [order] = await withReferences(() => tx.insert(orders).values(values).returning());
  await recordCreation(tx, ENTITY, { id: order!.id, status: 'DRAFT', actor });
  return order!;
}

/** createDraft: a new order draft by a lawyer who may create orders. */
export async function createOrderDraft(
  db: Database,
  actor: OrderActor,
  input: OrderDraftInput,
): Promise<OrderRow> {
  return db.transaction(async (tx) => insertDraft(tx, actor, await assertMayCreate(tx, actor), input));
}

/** Unknown reference ids are a 400 naming the field, not a 500 (errors/database-errors.ts). */
const withReferences = <T>(work: () => Promise<T>) =>
  withReferenceMessage('legal-aid:error.unknownReference', work);

/** Fields of a draft made by an accepted investigator request that stay as the request gave them. */
export const REQUEST_LOCKED_FIELDS = [
  'orderBaseId',
  'groundsDocNumber',
  'groundsDocDate',
  'personPinfl',
  'caseNumber',
] as const;

/** The author's order locked for the transaction; another person's order answers 404 like a missing one. */
async function lockOwnOrder(tx: Transaction, actor: WorkflowActor & { personId: number }, id: number) {
  const order = await lockById(tx, orders, id);
  orderStepPolicy.authorize(actor, 'author', order);
  return order;
}

async function applyDraftChanges(
  tx: Transaction,
  actor: OrderActor,
  orderId: number,
  input: Partial<OrderDraftInput>,
  now: Date,
): Promise<OrderRow> {
  const order = await lockOwnOrder(tx, actor, orderId);
  if (order.status !== 'DRAFT')
    throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.orderNotEditable' });
  const changes = draftColumns(input);
  // An order drawn from an investigator request keeps its grounds, basis, person and case.
  if (order.investigatorRequestId) for (const key of REQUEST_LOCKED_FIELDS) delete changes[key];
  const next = { ...order, ...changes };
  await assertOnCase(tx, order.lawyerId, next);
  const [updated] = await withReferences(() =>
    tx
      .update(orders)
      .set({ ...changes, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning(),
  );
  return updated!;
}

/** updateDraft: the author changes a DRAFT; any other status is a 409 and nothing changes. */
export async function updateOrderDraft(
  db: Database,
  actor: OrderActor,
  orderId: number,
  input: Partial<OrderDraftInput>,
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => applyDraftChanges(tx, actor, orderId, input, now));
}

/** deleteOrder: the author deletes a DRAFT (kept as DELETED, hidden; its case persons stay). */
export async function deleteOrderDraft(db: Database, actor: OrderActor, orderId: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await lockOwnOrder(tx, actor, orderId);
    return (await transition(tx, ENTITY, { id: orderId, event: 'DELETE', actor })).row;
  });
}

/** The fields an order must have before it is created; their names when missing. */
export function missingOrderFields(order: OrderRow): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, field: string) => {
    if (ok === null || ok === undefined || ok === '') missing.push(field);
  };
  need(order.legalAidId, 'legalAidId');
  need(order.orderBaseId, 'orderBaseId');
  need(order.groundsDocNumber, 'groundsDocNumber');
  need(order.groundsDocDate, 'groundsDocDate');
  if (order.protectedPersonType === 'INDIVIDUAL') {
    need(order.personPinfl, 'personPinfl');
    need(order.personLastName, 'personLastName');
    need(order.personFirstName, 'personFirstName');
  } else {
    need(order.contragentInn, 'contragentInn');
    need(order.contragentName, 'contragentName');
  }
  if (order.type === 'PAPER') {
    need(order.orderRegNumber, 'orderRegNumber');
    need(order.fileId, 'file');
  }
  return missing;
}

/**
 * What an electronic order is signed over: its business fields as stored in the draft. Its canonical JSON
 * (RFC 8785, packages/domain `canonicalJson`) is the signed text; the SPA gets this object as the order's
 * `signingContent` and signs it with useSignContent. The number is not in it: it is given at signing.
 */
export function orderSigningContent(order: OrderRow) {
  return {
    document: 'ORDER',
    approvedDate: order.approvedDate,
    caseNumber: order.caseNumber,
    contractDate: order.contractDate,
    contragentId: order.contragentId,
    contragentInn: order.contragentInn,
    contragentName: order.contragentName,
    groundsDocDate: order.groundsDocDate,
    groundsDocNumber: order.groundsDocNumber,
    id: order.id,
    investigatorRequestId: order.investigatorRequestId,
    language: order.language,
    lawyerId: order.lawyerId,
    legalAidId: order.legalAidId,
    orderBaseId: order.orderBaseId,
    personFirstName: order.personFirstName,
    personLastName: order.personLastName,
    personParentName: order.personParentName,
    personPinfl: order.personPinfl,
    protectedPersonType: order.protectedPersonType,
    publicId: order.publicId,
    scope: order.scope,
    type: order.type,
  };
}

/** The exact text an electronic order is signed over (the canonical JSON of {@link orderSigningContent}). */
export function canonicalOrderJson(order: OrderRow): string {
  return canonicalJson(orderSigningContent(order));
}

/**
 * Registers a CREATED order in the registry of issued documents (its public check page and the QR code
 * of its PDF), inside the transaction that created it. Answers the registry row's id.
 */
async function registerOrderDocument(tx: Transaction, order: OrderRow): Promise<number> {
  const { lawyer, structure } = await orderIssuer(tx, order);
  const lawyerName = lawyer ? fullNameOf(lawyer.person) : '';
  const issuer = structure?.name ?? lawyerName;
  const registered = await registerIssuedDocument(tx, {
    kind: 'ORDER',
    number: order.number!,
    issuedOn: order.orderDate!,
    holderName: lawyerName,
    issuer: { lt: issuer, uz: null, ru: issuer, eng: issuer },
    facts: [
      { key: 'certificateNumber', value: lawyer?.certificateNumber ?? '' },
      ...(structure ? [{ key: 'structure', value: structure.name }] : []),
    ],
    sourceType: 'orders',
    sourceId: order.id,
    fileId: order.fileId,
  });
  return registered.id;
}

async function createOrder(
  tx: Transaction,
  actor: OrderActor,
  order: OrderRow,
  event: 'SIGN' | 'REGISTER_PAPER',
  extra: Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<OrderRow> {
  const { row } = await transition(tx, ENTITY, {
    id: order.id,
    event,
    actor,
    set: async () => {
      const missing = missingOrderFields({ ...order, ...extra } as OrderRow);
      if (missing.length > 0)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'legal-aid:error.orderIncomplete',
          params: { fields: missing.join(', ') },
          field: missing[0],
        });
      const number = await allocateOrderNumber(tx, order, now);
      return {
        ...extra,
        ...number,
        orderDate: tashkentToday(now),
        issuedAt: now,
        lateSent: isLateSent(order.groundsDocDate!, now),
      };
    },
  });
  const issuedDocumentId = await registerOrderDocument(tx, row);
  const [registered] = await tx
    .update(orders)
    .set({ issuedDocumentId })
    .where(eq(orders.id, row.id))
    .returning();
  return registered!;
}

/** What an order may be signed or registered from: the author's own DRAFT of that type. */
function assertSignable(order: OrderRow, type: 'ELECTRONIC' | 'PAPER') {
  if (order.type !== type)
    throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.orderWrongType' });
}

/**
 * signatureDraft: the author signs an electronic DRAFT over its canonical JSON. The signature is checked
 * through the verification server (and locally) first; then, in one transaction, the draft is read again
 * under its lock (changed meanwhile: 409), the signature stored, DRAFT -> CREATED with its number, date
 * and late-sent flag, and the order registered for its public check. A refused signature is a 422 and
 * changes nothing.
 */
export async function signOrder(
  deps: { db: Database; config: Config; clock: Clock },
  actor: OrderActor,
  orderId: number,
  submission: SignatureSubmission,
): Promise<OrderRow> {
  const { db, config } = deps;
  // Checked before the network call too, so a draft that cannot be signed is refused at once.
  const draft = await db.transaction(async (tx) => {
    await assertMayCreate(tx, actor);
    const order = await lockOwnOrder(tx, actor, orderId);
    assertSignable(order, 'ELECTRONIC');
    const decision = decide(ORDER_WORKFLOW, order.status, 'SIGN', actor.role);
    if (!decision.allowed) throw transitionRefused(ORDER_WORKFLOW, order.status, decision.reason);
    assertComplete(order);
    return order;
  });
  const verified = await checkDocumentSignature(config, submission, {
    type: 'ORDER',
    id: orderId,
    content: orderSigningContent(draft),
  });
  return db.transaction(async (tx) => {
    await assertMayCreate(tx, actor);
    const order = await lockOwnOrder(tx, actor, orderId);
    assertSignable(order, 'ELECTRONIC');
    if (order.status === 'DRAFT') assertComplete(order);
    const signatureId =
      order.status === 'DRAFT'
        ? await storeDocumentSignature(tx, verified, orderSigningContent(order))
        : null;
    return createOrder(
      tx,
      actor,
      order,
      'SIGN',
      {
        signedAt: verified.signingTime,
        signedByPersonId: actor.personId,
        signatureId,
      },
      deps.clock.now(),
    );
  });
}

/** The fields a CREATED order needs: a 400 naming the missing ones. */
function assertComplete(order: OrderRow) {
  const missing = missingOrderFields(order);
  if (missing.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.orderIncomplete',
      params: { fields: missing.join(', ') },
      field: missing[0],
    });
}

/**
 * orderCreate (paper): the author registers a paper DRAFT with the booklet's number and the scan (a PDF,
 * judged by its bytes): DRAFT -> CREATED with its number, registered for its public check. With no
 * `orderId`, a new paper draft is made from `fields` first, in the same transaction (so a refusal leaves
 * no draft behind).
 */
export async function registerPaperOrder(
  deps: { db: Database; storage: FileStorage; clock: Clock },
  actor: OrderActor,
  input: {
    orderId?: number | undefined;
    fields: Partial<OrderDraftInput>;
    orderRegNumber: string;
    scan: PdfUpload | null;
  },
): Promise<OrderRow> {
  if (!input.scan)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fileRequired', field: 'file' });
  const scan = input.scan;
  const now = deps.clock.now();
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const lawyer = await assertMayCreate(tx, actor);
    let orderId = input.orderId;
    if (orderId === undefined) {
      orderId = (await insertDraft(tx, actor, lawyer, { ...input.fields, type: 'PAPER' })).id;
    } else if (Object.keys(draftColumns(input.fields)).length > 0) {
      await applyDraftChanges(tx, actor, orderId, input.fields, now);
    }
    const order = await lockOwnOrder(tx, actor, orderId);
    assertSignable(order, 'PAPER');
    const file = await savePdf(files, scan, { ownerPersonId: actor.personId, field: 'file' });
    const withScan = { ...order, orderRegNumber: input.orderRegNumber.trim(), fileId: file.id };
    if (order.status === 'DRAFT') assertComplete(withScan);
    return createOrder(
      tx,
      actor,
      order,
      'REGISTER_PAPER',
      {
        orderRegNumber: withScan.orderRegNumber,
        fileId: file.id,
      },
      now,
    );
  });
}

/** cancelOrder: a CREATED order cancelled by its author or the director of its structure, with a reason. */
export const cancelOrder = inOneTransaction(
  async (tx, actor: OrderActor, orderId: number, reason: string, now: Date) => {
    const text = requireText(reason, 'reason', 'legal-aid:error.reasonRequired');
    const order = await lockById(tx, orders, orderId);
    const [structure] = order.contragentId
      ? await tx
          .select({ directorPersonId: contragents.directorPersonId })
          .from(contragents)
          .where(eq(contragents.id, order.contragentId))
      : [];
    orderStepPolicy.authorize(actor, 'cancel', order, {
      directorPersonId: structure?.directorPersonId ?? null,
    });
    await revokeIssuedDocuments(tx, { sourceType: 'orders', sourceId: orderId, kind: 'ORDER' }, text, now);
    return (
      await transition(tx, ENTITY, {
        id: orderId,
        event: 'CANCEL',
        actor,
        comment: text,
        set: { cancelReason: text, cancelledAt: now },
        notifications: (row) =>
          orderNotice(
            row.authorPersonId !== actor.personId ? row.authorPersonId : null,
            'ORDER_CANCELLED',
            row.id,
            {
              number: row.number ?? String(row.id),
              reason: text,
            },
          ),
      })
    ).row;
  },
);

/** A person added to an order's case. */
export interface CasePersonInput {
  pinfl: string;
  lastName: string;
  firstName: string;
  parentName?: string | null;
  procedureRole: 'SUSPECT' | 'ACCUSED' | 'DEFENDANT' | 'VICTIM' | 'WITNESS' | 'OTHER';
}

/** Adds a person to the case of the author's order (DRAFT or CREATED). Once added, never removed. */
export const addCasePerson = inOneTransaction(
  async (tx, actor: OrderActor, orderId: number, input: CasePersonInput) => {
    const order = await lockOwnOrder(tx, actor, orderId);
    if (order.status !== 'DRAFT' && order.status !== 'CREATED')
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.orderNotEditable' });
    const person = await firstId(tx, persons, eq(persons.pinfl, input.pinfl));
    const [row] = await tx
      .insert(orderCasePersons)
      .values({
        orderId,
        caseNumber: order.caseNumber,
        personId: person?.id ?? null,
        pinfl: input.pinfl,
        lastName: input.lastName.trim(),
        firstName: input.firstName.trim(),
        parentName: input.parentName?.trim() || null,
        procedureRole: input.procedureRole,
        addedByPersonId: actor.personId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('CONFLICT', { messageKey: 'legal-aid:error.personAlreadyOnCase', field: 'pinfl' });
    return row;
  },
);

/** Persons added to a case cannot be deleted (spec section 5): always refused, nothing changes. */
export function deleteCasePerson(): never {
  throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.personsCannotBeDeleted' });
}
