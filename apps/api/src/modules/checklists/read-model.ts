/** Reading checklists of completed work for the screens: lists, the whole checklist, counts. */
import type { ChecklistDto, ChecklistListItem, Language } from '@portal/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { readTogether } from '../../db/transaction';
import {
  checklistParticipations,
  checklists,
  investigatorRequests,
  lawyers,
  legalAidRates,
  legalAidTypes,
  licenseTypes,
  persons,
  workLanguages,
} from '../../db/schema';
import { namedIn, nameIn } from '../../http/localize';
import { readModel } from '../../kit/read-model';
import { lawyerRefColumns, lawyerRefOf } from '../../people/lawyers';
import { nameColumnsOf } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { documentSignatureOf, historyItems } from '../legal-aid';
import { awaitingCaller, checklistCan } from './policy';
import { requestPeople, requestPeopleColumns, requestPeopleNames } from '../investigator-requests';
import { checklistSigningContent } from './signing-content';

const lawyerPerson = alias(persons, 'lawyer_person');

/** The checklist list and the whole checklist, with the request, lawyer, investigator and subject names. */
export const checklistRead = readModel({
  table: checklists,
  base: (db: Database) =>
    db
      .select({
        c: checklists,
        request: {
          caseNumber: investigatorRequests.caseNumber,
          investigatorPersonId: investigatorRequests.investigatorPersonId,
        },
        lawyer: lawyerRefColumns,
        lawyerPerson: nameColumnsOf(lawyerPerson),
        ...requestPeopleColumns,
      })
      .from(checklists)
      .innerJoin(investigatorRequests, eq(investigatorRequests.id, checklists.requestId))
      .innerJoin(lawyers, eq(lawyers.id, checklists.lawyerId))
      .innerJoin(lawyerPerson, eq(lawyerPerson.id, lawyers.personId))
      .innerJoin(requestPeople.investigator, requestPeople.investigatorJoin)
      .leftJoin(requestPeople.subject, requestPeople.subjectJoin)
      .$dynamic(),
  order: [desc(checklists.updatedAt), desc(checklists.id)],
  item: (row, ctx: { caller: LegalAidCaller; lang: Language }): ChecklistListItem => {
    const c = row.c;
    return {
      id: c.id,
      requestId: c.requestId,
      orderId: c.orderId,
      status: c.status,
      caseNumber: row.request.caseNumber,
      ...requestPeopleNames(row),
      lawyer: lawyerRefOf(row.lawyer, row.lawyerPerson),
      feeTiyin: c.feeTiyin,
      sentForAgreementAt: c.sentForAgreementAt?.toISOString() ?? null,
      updatedAt: c.updatedAt.toISOString(),
      can: checklistCan(ctx.caller, c, row.request),
    };
  },
  view: async (db, { c }, item, { lang }): Promise<ChecklistDto> => {
    const [[licenseType], [legalAid], [language], days, rates] = await readTogether(db, [
      () => db.select().from(licenseTypes).where(eq(licenseTypes.id, c.licenseTypeId)),
      () => db.select().from(legalAidTypes).where(eq(legalAidTypes.id, c.legalAidId)),
      () => db.select().from(workLanguages).where(eq(workLanguages.id, c.languageId)),
      () =>
        db
          .select()
          .from(checklistParticipations)
          .where(eq(checklistParticipations.checklistId, c.id))
          .orderBy(asc(checklistParticipations.date), asc(checklistParticipations.rateId)),
      () => db.select().from(legalAidRates),
    ]);
    const rateName = new Map(rates.map((r) => [r.id, nameIn(r, lang)]));
    return {
      ...item,
      licenseType: namedIn(licenseType!, lang),
      legalAid: namedIn(legalAid!, lang),
      language: namedIn(language!, lang),
      attendanceDate: c.attendanceDate,
      participations: days.map((d) => ({
        date: d.date,
        rateId: d.rateId,
        rateName: rateName.get(d.rateId) ?? '',
      })),
      travelExpensesTiyin: c.travelExpensesTiyin,
      feeLines: c.feeLines.map((l) => ({ ...l, rateName: rateName.get(l.rateId) ?? '' })),
      signature: await documentSignatureOf(db, c.signatureId),
      agreedAt: c.agreedAt?.toISOString() ?? null,
      returnReason: c.returnReason,
      finishedAt: c.finishedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      history: await historyItems(db, 'checklist', c.id),
      signingContent: item.can.sign ? await checklistSigningContent(db, c) : null,
    };
  },
});

/** checkList/info: the caller's checklists counted by status, waiting for them, and the fees paid out. */
export async function checklistInfo(db: Database, caller: LegalAidCaller, scope: SQL | undefined) {
  const rows = await db
    .select({
      status: checklists.status,
      n: count(),
      fee: sql<number>`coalesce(sum(${checklists.feeTiyin}), 0)`.mapWith(Number),
    })
    .from(checklists)
    .where(scope)
    .groupBy(checklists.status);
  const byStatus = { CREATED: 0, SIGNED: 0, FOR_AGREED: 0, AGREED: 0, FINISHED: 0, CANCELLED: 0 };
  let finishedFeeTiyin = 0;
  for (const r of rows) {
    byStatus[r.status] = r.n;
    if (r.status === 'FINISHED') finishedFeeTiyin = r.fee;
  }
  const awaiting = awaitingCaller(caller);
  const [waiting] = awaiting
    ? await db.select({ n: count() }).from(checklists).where(and(scope, awaiting))
    : [{ n: 0 }];
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    byStatus,
    awaitingMe: waiting?.n ?? 0,
    finishedFeeTiyin,
  };
}
