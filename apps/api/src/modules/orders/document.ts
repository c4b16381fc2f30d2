import type { Language } from '@portal/contracts';
import { LANGUAGES } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contragents,
  issuedDocuments,
  lawyers,
  legalAidTypes,
  orderBases,
  orderCasePersons,
  orders,
  persons,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { renderOrderPdf, type OrderDocument } from '../../documents/order-pdf';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { fullNameOf } from '../../people/person-row';

type OrderRow = typeof orders.$inferSelect;

const ROLE_LABELS: Record<Language, Record<string, string>> = {
  lt: {
    SUSPECT: 'gumon qilinuvchi',
    ACCUSED: 'ayblanuvchi',
    DEFENDANT: 'sudlanuvchi',
    VICTIM: 'jabrlanuvchi',
    WITNESS: 'guvoh',
    OTHER: 'boshqa',
  },
  uz: {
    SUSPECT: 'гумон қилинувчи',
    ACCUSED: 'айбланувчи',
    DEFENDANT: 'судланувчи',
    VICTIM: 'жабрланувчи',
    WITNESS: 'гувоҳ',
    OTHER: 'бошқа',
  },
  ru: {
    SUSPECT: 'подозреваемый',
    ACCUSED: 'обвиняемый',
    DEFENDANT: 'подсудимый',
    VICTIM: 'потерпевший',
    WITNESS: 'свидетель',
    OTHER: 'иное',
  },
  eng: {
    SUSPECT: 'suspect',
    ACCUSED: 'accused',
    DEFENDANT: 'defendant',
    VICTIM: 'victim',
    WITNESS: 'witness',
    OTHER: 'other',
  },
};

/** The lawyer an order is issued by (person and certificate number) and their structure, if any. */
export async function orderIssuer(db: Executor, order: Pick<OrderRow, 'lawyerId' | 'contragentId'>) {
  const [lawyer] = await db
    .select({ person: persons, certificateNumber: lawyers.certificateNumber })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(lawyers.id, order.lawyerId));
  const [structure] = order.contragentId
    ? await db
        .select({ name: contragents.name })
        .from(contragents)
        .where(eq(contragents.id, order.contragentId))
    : [];
  return { lawyer, structure };
}

/** An order's public check id (its issued-documents row, once CREATED) and the persons of its case, in order. */
export async function orderCheckAndCasePersons(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'issuedDocumentId'>,
) {
  const [issued] = order.issuedDocumentId
    ? await db
        .select({ publicId: issuedDocuments.publicId })
        .from(issuedDocuments)
        .where(eq(issuedDocuments.id, order.issuedDocumentId))
    : [];
  const casePersons = await db
    .select()
    .from(orderCasePersons)
    .where(eq(orderCasePersons.orderId, order.id))
    .orderBy(asc(orderCasePersons.id));
  return { checkId: issued?.publicId ?? null, casePersons };
}

/** Everything the order's PDF prints, read from the database with names in the order's language. */
export async function loadOrderDocument(db: Executor, orderId: number): Promise<OrderDocument> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status === 'DELETED') throw new AppError('NOT_FOUND');
  const lang = (LANGUAGES as readonly string[]).includes(order.language)
    ? (order.language as Language)
    : 'lt';
  const { lawyer, structure } = await orderIssuer(db, order);
  const [legalAid] = order.legalAidId
    ? await db.select().from(legalAidTypes).where(eq(legalAidTypes.id, order.legalAidId))
    : [];
  const [basis] = order.orderBaseId
    ? await db.select().from(orderBases).where(eq(orderBases.id, order.orderBaseId))
    : [];
  const [signer] = order.signedByPersonId
    ? await db.select().from(persons).where(eq(persons.id, order.signedByPersonId))
    : [];
  const { checkId, casePersons } = await orderCheckAndCasePersons(db, order);
  return {
    publicId: checkId,
    language: lang,
    type: order.type,
    status: order.status,
    number: order.number,
    orderDate: order.orderDate,
    lateSent: order.lateSent,
    structureName: structure?.name ?? null,
    lawyerName: lawyer ? fullNameOf(lawyer.person) : '',
    certificateNumber: lawyer?.certificateNumber ?? '',
    protectedPerson:
      order.protectedPersonType === 'INDIVIDUAL'
        ? {
            kind: 'INDIVIDUAL',
            name: fullNameOf({
              lastName: order.personLastName ?? '',
              firstName: order.personFirstName ?? '',
              parentName: order.personParentName,
            }),
            pinfl: order.personPinfl,
          }
        : { kind: 'LEGAL_ENTITY', name: order.contragentName ?? '', inn: order.contragentInn },
    legalAid: legalAid ? nameIn(legalAid, lang) : null,
    basis: basis ? nameIn(basis, lang) : null,
    groundsDocNumber: order.groundsDocNumber,
    groundsDocDate: order.groundsDocDate,
    caseNumber: order.caseNumber,
    contractDate: order.contractDate,
    approvedDate: order.approvedDate,
    bookletNumber: order.orderRegNumber,
    casePersons: casePersons.map((p) => ({
      name: fullNameOf(p),
      pinfl: p.pinfl,
      role: ROLE_LABELS[lang][p.procedureRole] ?? p.procedureRole,
    })),
    signedBy: signer && order.signedAt ? { name: fullNameOf(signer), at: order.signedAt } : null,
    cancelReason: order.cancelReason,
  };
}

/** fileDownload of an order: its PDF, rendered from the database (the registry stores issued copies). */
export async function orderPdf(db: Database, orderId: number, publicUrl: string): Promise<Buffer> {
  return renderOrderPdf(await loadOrderDocument(db, orderId), { publicUrl });
}
