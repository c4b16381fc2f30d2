/**
 * The report of a checklist (its days, kinds of work and travel expenses) checked and written: the fee
 * from the current rates, every date within the request's days, the fee within the reference limits.
 */
import {
  type ChecklistFee,
  computeChecklistFee,
  FeeInputError,
  formatDate,
  formatTiyin,
  type ParticipationDay,
  tashkentToday,
} from '@portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import {
  checklistLimits,
  checklistParticipations,
  checklists,
  investigatorRequests,
  legalAidRates,
  orders,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { localizedParam } from '../../i18n/localized-params';

/** The legal-aid work report (spec section 3). Amounts in tiyin. */
export interface ChecklistInput {
  licenseTypeId: number;
  legalAidId: number;
  languageId: number;
  attendanceDate: string;
  participations: ParticipationDay[];
  travelExpensesTiyin: number;
}

const FEE_MESSAGES: Record<FeeInputError['reason'], string> = {
  INVALID_DATE: 'legal-aid:error.invalidDay',
  UNKNOWN_RATE: 'legal-aid:error.unknownReference',
  DUPLICATE_DAY: 'legal-aid:error.duplicateDay',
  INVALID_AMOUNT: 'errors:validation.wrongData',
  TOO_LARGE: 'legal-aid:error.feeTooLarge',
};

/** The fee of a report from the current rates; bad days or amounts are a 400 naming the field. */
async function feeOf(tx: Transaction, input: ChecklistInput) {
  const rates = await tx
    .select({ id: legalAidRates.id, amountTiyin: legalAidRates.amountTiyin })
    .from(legalAidRates);
  try {
    return computeChecklistFee({
      participations: input.participations,
      rates,
      travelExpensesTiyin: input.travelExpensesTiyin,
    });
  } catch (error) {
    if (!(error instanceof FeeInputError)) throw error;
    throw new AppError('VALIDATION_FAILED', { messageKey: FEE_MESSAGES[error.reason], field: error.field });
  }
}

/**
 * The days a report may name: not before the order's date (before the order is issued: the Tashkent day
 * the lawyer accepted the request) and not after today (Tashkent): only work already done is paid.
 */
async function reportDays(tx: Transaction, requestId: number, now: Date) {
  const [request] = await tx
    .select({ acceptedAt: investigatorRequests.acceptedAt })
    .from(investigatorRequests)
    .where(eq(investigatorRequests.id, requestId));
  const [order] = await tx
    .select({ orderDate: orders.orderDate })
    .from(orders)
    .where(and(eq(orders.investigatorRequestId, requestId), ne(orders.status, 'DELETED')));
  const since = order?.orderDate
    ? { date: order.orderDate, what: 'legal-aid:limit.orderDate' }
    : { date: tashkentToday(request?.acceptedAt ?? now), what: 'legal-aid:limit.acceptedDate' };
  return { since, until: tashkentToday(now) };
}

/** Every date of the report within its days; the first outside is a 400 naming the field and the limit. */
function checkReportDays(input: ChecklistInput, days: Awaited<ReturnType<typeof reportDays>>) {
  const dates = [
    { field: 'attendanceDate', date: input.attendanceDate },
    ...input.participations.map((p, i) => ({ field: `participations.${i}.date`, date: p.date })),
  ];
  for (const { field, date } of dates) {
    if (date < days.since.date)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'legal-aid:error.dateBeforeStart',
        field,
        params: { limit: formatDate(days.since.date), since: localizedParam(days.since.what) },
      });
    if (date > days.until)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors:validation.dateAfterToday',
        field,
        params: { limit: formatDate(days.until) },
      });
  }
}

/** The fee within the plausible limits of the reference data (checklist_limits); beyond: a 400 naming the limit. */
async function checkFeeLimits(tx: Transaction, fee: ChecklistFee) {
  const limits = new Map(
    (await tx.select().from(checklistLimits)).map((l) => [l.code, l.valueTiyin] as const),
  );
  const travelMax = limits.get('TRAVEL_EXPENSES_MAX');
  if (travelMax !== undefined && fee.travelExpensesTiyin > travelMax)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.travelOverLimit',
      field: 'travelExpensesTiyin',
      params: { limit: formatTiyin(travelMax) },
    });
  const feeMax = limits.get('FEE_MAX');
  if (feeMax !== undefined && fee.totalTiyin > feeMax)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.feeOverLimit',
      field: 'participations',
      params: { limit: formatTiyin(feeMax), fee: formatTiyin(fee.totalTiyin) },
    });
}

export async function writeReport(
  tx: Transaction,
  checklistId: number,
  requestId: number,
  input: ChecklistInput,
  now: Date,
) {
  const fee = await feeOf(tx, input);
  checkReportDays(input, await reportDays(tx, requestId, now));
  await checkFeeLimits(tx, fee);
  await tx.delete(checklistParticipations).where(eq(checklistParticipations.checklistId, checklistId));
  if (input.participations.length > 0)
    await tx
      .insert(checklistParticipations)
      .values(input.participations.map((p) => ({ checklistId, rateId: p.rateId, date: p.date })));
  const [row] = await tx
    .update(checklists)
    .set({
      licenseTypeId: input.licenseTypeId,
      legalAidId: input.legalAidId,
      languageId: input.languageId,
      attendanceDate: input.attendanceDate,
      travelExpensesTiyin: fee.travelExpensesTiyin,
      feeTiyin: fee.totalTiyin,
      feeLines: fee.lines,
      updatedAt: now,
    })
    .where(eq(checklists.id, checklistId))
    .returning();
  return row!;
}
