/**
 * The read model of expertise requests: one base query with every name the screens show, the item a row
 * becomes (with its `can` from the policy), the whole record (actions, materials, petitions, invoice,
 * history), and the list filters as one condition on the requests' own columns.
 */
import type { ExpertiseDto, ExpertiseItem, Language } from '@portal/contracts';
import { EXPERTISE_AT_WORK, EXPERTISE_STATUS_CODES, type ExpertiseStatus } from '@portal/domain';
import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readTogether, type Executor } from '../../db/transaction';
import {
  expertiseActions,
  expertiseFiles,
  expertiseOrganizations,
  expertisePetitions,
  expertiseRequestActions,
  expertiseRequests,
  expertiseResearchTypes,
  files,
  issuedDocuments,
  lawyers,
  orders,
  persons,
} from '../../db/schema';
import { namedIn, nameIn } from '../../http/localize';
import { readModel } from '../../kit/read-model';
import { documentSignatureOf, historyItems } from '../legal-aid';
import { fullNameOf } from '../../people/person-row';
import type { ExpertiseCaller } from './caller';
import { conclusionSigningContent } from './conclusion';
import { expertiseCan } from './policy';

export interface ExpertiseReadContext {
  caller: ExpertiseCaller;
  lang: Language;
  /** The Tashkent day the reader is on (what is overdue). */
  today: string;
}

const expert = alias(persons, 'expert');

export type ExpertiseRow = typeof expertiseRequests.$inferSelect;

/** Whether a request at work is past its deadline on `today`. */
export const isOverdue = (row: ExpertiseRow, today: string) =>
  EXPERTISE_AT_WORK.includes(row.status) && row.deadline !== null && row.deadline < today;

/** The list filters: status, organization, research type, overdue on `today`. */
export function expertiseFilters(
  q: {
    status?: ExpertiseStatus;
    organizationId?: number;
    researchTypeId?: number;
    overdue?: 'true' | 'false';
  },
  today: string,
): SQL | undefined {
  const overdue = and(
    inArray(expertiseRequests.status, [...EXPERTISE_AT_WORK]),
    lt(expertiseRequests.deadline, today),
  );
  return and(
    q.status ? eq(expertiseRequests.status, q.status) : undefined,
    q.organizationId ? eq(expertiseRequests.organizationId, q.organizationId) : undefined,
    q.researchTypeId ? eq(expertiseRequests.researchTypeId, q.researchTypeId) : undefined,
    q.overdue === 'true' ? overdue : undefined,
  );
}

async function detailsOf(db: Executor, row: ExpertiseRow, lang: Language) {
  const [actions, attached, petitions] = await readTogether(db, [
    () =>
      db
        .select({ a: expertiseActions, priceTiyin: expertiseRequestActions.priceTiyin })
        .from(expertiseRequestActions)
        .innerJoin(expertiseActions, eq(expertiseActions.id, expertiseRequestActions.actionId))
        .where(eq(expertiseRequestActions.requestId, row.id))
        .orderBy(asc(expertiseActions.id)),
    () =>
      db
        .select({ f: files, kind: expertiseFiles.kind, petitionId: expertiseFiles.petitionId })
        .from(expertiseFiles)
        .innerJoin(files, eq(files.id, expertiseFiles.fileId))
        .where(eq(expertiseFiles.requestId, row.id))
        .orderBy(asc(expertiseFiles.id)),
    () =>
      db
        .select()
        .from(expertisePetitions)
        .where(eq(expertisePetitions.requestId, row.id))
        .orderBy(asc(expertisePetitions.id)),
  ]);
  const fileRef = ({ f }: (typeof attached)[number]) => ({
    id: f.id,
    name: f.originalName,
    size: f.size,
    contentType: f.contentType,
  });
  return {
    lines: actions.map(({ a, priceTiyin }) => ({ id: a.id, name: nameIn(a, lang), priceTiyin })),
    materials: attached.filter((a) => a.kind === 'MATERIAL').map(fileRef),
    petitions: petitions.map((p) => ({
      id: p.id,
      question: p.question,
      askedAt: p.createdAt.toISOString(),
      answer: p.answer,
      answeredAt: p.answeredAt?.toISOString() ?? null,
      files: attached.filter((a) => a.petitionId === p.id).map(fileRef),
    })),
  };
}

export const expertiseRead = readModel({
  table: expertiseRequests,
  base: (db) =>
    db
      .select({
        r: expertiseRequests,
        orderNumber: orders.number,
        organization: expertiseOrganizations,
        researchType: expertiseResearchTypes,
        lawyer: persons,
        expert,
      })
      .from(expertiseRequests)
      .innerJoin(orders, eq(orders.id, expertiseRequests.orderId))
      .innerJoin(expertiseOrganizations, eq(expertiseOrganizations.id, expertiseRequests.organizationId))
      .innerJoin(expertiseResearchTypes, eq(expertiseResearchTypes.id, expertiseRequests.researchTypeId))
      .innerJoin(lawyers, eq(lawyers.id, expertiseRequests.lawyerId))
      .innerJoin(persons, eq(persons.id, lawyers.personId))
      .leftJoin(expert, eq(expert.id, expertiseRequests.expertPersonId))
      .$dynamic(),
  order: [desc(expertiseRequests.createdAt), desc(expertiseRequests.id)],
  item: (row, ctx: ExpertiseReadContext): ExpertiseItem => {
    const r = row.r;
    return {
      id: r.id,
      status: r.status,
      statusCode: EXPERTISE_STATUS_CODES[r.status],
      kind: r.kind,
      caseKind: r.caseKind,
      order: { id: r.orderId, number: row.orderNumber },
      organization: namedIn(row.organization, ctx.lang),
      researchType: namedIn(row.researchType, ctx.lang),
      lawyer: { id: r.lawyerId, fullName: fullNameOf(row.lawyer) },
      expert: row.expert ? fullNameOf(row.expert) : null,
      amountTiyin: r.amountTiyin,
      paymentStatus: r.paymentStatus,
      deadline: r.deadline,
      overdue: isOverdue(r, ctx.today),
      conclusionNumber: r.conclusionNumber,
      eoNumber: r.eoNumber,
      createdAt: r.createdAt.toISOString(),
      can: expertiseCan(ctx.caller, r),
    };
  },
  view: async (db, row, item, ctx): Promise<ExpertiseDto> => {
    const r = row.r;
    const details = await detailsOf(db, r, ctx.lang);
    const openPetition = details.petitions.some((p) => p.answeredAt === null);
    return {
      ...item,
      can: {
        ...item.can,
        answer: item.can.answer && openPetition,
        ASK_PETITION: item.can.ASK_PETITION && !openPetition,
      },
      questions: r.questions,
      requestedBy: r.requestedBy,
      reason: r.reason,
      actions: details.lines,
      materials: details.materials,
      petitions: details.petitions,
      invoice: invoiceOf(row, details.lines, ctx.lang),
      sentAt: r.sentAt?.toISOString() ?? null,
      paidAt: r.paidAt?.toISOString() ?? null,
      conclusion: await conclusionOf(db, r, ctx.caller),
      signingContent: item.can.sendConclusion ? conclusionSigningContent(r) : null,
      history: await historyItems(db, 'expertise', r.id),
    };
  },
});

/**
 * The conclusion of a request: its findings for the body's staff once written, for the lawyer once sent
 * (numbered and signed), with the public id of its check page.
 */
async function conclusionOf(db: Executor, r: ExpertiseRow, caller: ExpertiseCaller) {
  if (r.conclusionText === null) return null;
  if (r.conclusionNumber === null && !caller.grants.has('expertise.process')) return null;
  const [issued] = r.conclusionDocumentId
    ? await db
        .select({ publicId: issuedDocuments.publicId, at: issuedDocuments.createdAt })
        .from(issuedDocuments)
        .where(eq(issuedDocuments.id, r.conclusionDocumentId))
    : [];
  return {
    text: r.conclusionText,
    number: r.conclusionNumber,
    signature: await documentSignatureOf(db, r.conclusionSignatureId),
    publicId: issued?.publicId ?? null,
    sentAt: issued?.at.toISOString() ?? null,
  };
}

/** The invoice of a request, once issued. */
export function invoiceOf(
  row: { r: ExpertiseRow; organization: typeof expertiseOrganizations.$inferSelect },
  lines: { name: string; priceTiyin: number }[],
  lang: Language,
) {
  const r = row.r;
  if (!r.invoiceNumber || !r.invoiceIssuedAt || !r.invoiceDueOn) return null;
  return {
    number: r.invoiceNumber,
    issuedAt: r.invoiceIssuedAt.toISOString(),
    dueOn: r.invoiceDueOn,
    amountTiyin: r.amountTiyin,
    paymentStatus: r.paymentStatus,
    paidAt: r.paidAt?.toISOString() ?? null,
    payee: nameIn(row.organization, lang),
    lines: lines.map((l) => ({ action: l.name, priceTiyin: l.priceTiyin })),
  };
}
