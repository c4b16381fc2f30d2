/**
 * The checklist of completed work on the service level, up to PAYMENT, and its bounds (dates and
 * amounts).
 */
import { canonicalJson, formatDate } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { describe, expect, it } from 'vitest';
import { checklistLimits, checklists, investigatorRequests, orders } from '../../db/schema';
import { resolveParams } from '../../i18n/localized-params';
import { translate } from '../../i18n/translate';
import { agreeChecklist } from './agree';
import { createChecklist } from './create';
import { handleChecklistFinish } from './finish';
import { returnChecklist } from './return';
import { sendChecklistForAgreement } from './send-for-agreement';
import { signChecklist } from './sign';
import { checklistSigningContent } from './signing-content';
import { updateChecklist } from './update';
import { listNotifications } from '../notifications/notify';
import {
  UZ,
  DAY,
  db,
  sim,
  config,
  investigator,
  tashkentDate,
  cards,
  asLawyer,
  submission,
  messageOf,
  expectAppError,
  historyOf,
  requestRow,
  useLegalAidServices,
  acceptedRequest,
} from '../../../test/helpers/legal-aid-services';

useLegalAidServices();

const daysAgo = (n: number) => tashkentDate(new Date(Date.now() - n * DAY));
/** A checklist's report: work done 20, 19 and 5 days ago, on a request accepted 30 days ago (see acceptedLongAgo). */
const report = {
  licenseTypeId: 1,
  legalAidId: 2,
  languageId: UZ,
  attendanceDate: daysAgo(20),
  participations: [
    { date: daysAgo(20), rateId: 2 },
    { date: daysAgo(19), rateId: 2 },
    { date: daysAgo(5), rateId: 3 },
  ],
  travelExpensesTiyin: 4_500_000,
};

/** A request drawn and accepted now, its acceptance moved 30 days back: the report's days fall after it. */
async function acceptedLongAgo() {
  const { request, picked, order } = await acceptedRequest();
  await db
    .update(investigatorRequests)
    .set({ acceptedAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(investigatorRequests.id, request.id));
  return { request, picked, order };
}

describe('the checklist of completed work', () => {
  async function signChecklistAs(l: { personId: number }, checklistId: number) {
    const [row] = await db.select().from(checklists).where(eq(checklists.id, checklistId));
    const content = canonicalJson(await checklistSigningContent(db, row!));
    const pkcs7 = await sim.sign(cards.get(l.personId)!, content);
    return signChecklist({ db, config }, asLawyer(l), checklistId, submission(l, pkcs7));
  }

  it('goes CREATED -> SIGNED -> FOR_AGREED -> AGREED -> FINISHED, taking the request to COMPLETED and PAYMENT', async () => {
    const { request, picked } = await acceptedLongAgo();
    const created = await createChecklist(db, asLawyer(picked), request.id, report, systemClock.now());
    expect(created).toMatchObject({ status: 'CREATED', feeTiyin: 15_000_000 * 2 + 18_750_000 + 4_500_000 });
    await expectAppError(
      createChecklist(db, asLawyer(picked), request.id, report, systemClock.now()),
      'CONFLICT',
      409,
    );
    await signChecklistAs(picked, created.id);
    // Returned by the investigator, edited (back to CREATED), signed and sent again.
    await sendChecklistForAgreement(db, asLawyer(picked), created.id, systemClock.now());
    await returnChecklist(db, investigator, created.id, 'Travel expenses without a ticket');
    const edited = await updateChecklist(
      db,
      asLawyer(picked),
      created.id,
      {
        ...report,
        travelExpensesTiyin: 0,
      },
      systemClock.now(),
    );
    expect(edited).toMatchObject({ status: 'CREATED', feeTiyin: 48_750_000, signatureId: null });
    await signChecklistAs(picked, created.id);
    await sendChecklistForAgreement(db, asLawyer(picked), created.id, systemClock.now());
    await expectAppError(
      agreeChecklist(db, { ...investigator, personId: picked.personId }, created.id, systemClock.now()),
      'NOT_FOUND',
      404,
    );
    await agreeChecklist(db, investigator, created.id, systemClock.now());
    const completed = await requestRow(request.id);
    expect(completed!.status).toBe('COMPLETED');
    const [finishJob] = (
      await db.execute<{ id: string }>(
        sql`select id from pgboss.job where name = 'checklist-finish' and (data->>'checklistId')::int = ${created.id}`,
      )
    ).rows;
    expect(finishJob).toBeDefined();
    expect(await handleChecklistFinish(db, { checklistId: created.id }, systemClock.now())).toBe(true);
    expect(await handleChecklistFinish(db, { checklistId: created.id }, systemClock.now())).toBe(false);
    const [finished] = await db.select().from(checklists).where(eq(checklists.id, created.id));
    const paid = await requestRow(request.id);
    expect(finished!.status).toBe('FINISHED');
    expect(paid!.status).toBe('PAYMENT');
    expect((await historyOf('checklist', created.id)).map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      'null>CREATED',
      'CREATED>SIGNED',
      'SIGNED>FOR_AGREED',
      'FOR_AGREED>CANCELLED',
      'CANCELLED>CREATED',
      'CREATED>SIGNED',
      'SIGNED>FOR_AGREED',
      'FOR_AGREED>AGREED',
      'AGREED>FINISHED',
    ]);
    const list = await listNotifications(db, picked.personId, { page: 0, limit: 100 });
    const finishedNote = list.list.find((n) => n.kind === 'CHECKLIST_FINISHED')!;
    expect(translate('eng', finishedNote.textKey, finishedNote.params)).toContain('487\u00a0500');
    await expectAppError(
      updateChecklist(db, asLawyer(picked), created.id, report, systemClock.now()),
      'TRANSITION_NOT_ALLOWED',
      409,
    );
  });

  it('refuses bad days, unknown instances and negative travel expenses with a 400 naming the field', async () => {
    const { request, picked } = await acceptedLongAgo();
    const refused = (change: Partial<typeof report>) =>
      expectAppError(
        createChecklist(db, asLawyer(picked), request.id, { ...report, ...change }, systemClock.now()),
        'VALIDATION_FAILED',
        400,
      );
    const twice = [report.participations[0]!, report.participations[0]!];
    expect((await refused({ participations: twice })).field).toBe('participations');
    await refused({ participations: [{ date: daysAgo(20), rateId: 99 }] });
    expect((await refused({ travelExpensesTiyin: -5 })).field).toBe('travelExpensesTiyin');
    await refused({ licenseTypeId: 9999 });
    expect(await db.select().from(checklists).where(eq(checklists.requestId, request.id))).toEqual([]);
  });
});

describe('the bounds of a checklist (fault 2)', () => {
  it('keeps every date between the order (or the acceptance) and today, and amounts within the reference limits, naming the field and the limit', async () => {
    const { request, picked, order } = await acceptedLongAgo();
    const refused = async (sent: typeof report) => {
      const error = await expectAppError(
        createChecklist(db, asLawyer(picked), request.id, sent, systemClock.now()),
        'VALIDATION_FAILED',
        400,
      );
      return {
        field: error.field,
        eng: messageOf(error),
        ru: translate('ru', error.messageKey, resolveParams('ru', error.params)),
      };
    };
    // Before the request was accepted (no order issued yet).
    expect(await refused({ ...report, attendanceDate: daysAgo(400) })).toMatchObject({
      field: 'attendanceDate',
      eng: `The date can not be before ${formatDate(daysAgo(30))}, the day the request was accepted`,
    });
    // Years ahead, or tomorrow: only work already done is paid.
    const future = await refused({
      ...report,
      participations: [report.participations[0]!, { date: '2031-06-01', rateId: 2 }],
    });
    expect(future).toEqual({
      field: 'participations.1.date',
      eng: `The date can not be after today, ${formatDate(daysAgo(0))}: only work already done is paid`,
      ru: `Дата не может быть позже сегодняшнего дня, ${formatDate(daysAgo(0))}: оплачивается только выполненная работа`,
    });
    expect((await refused({ ...report, attendanceDate: daysAgo(-1) })).field).toBe('attendanceDate');
    // Travel costs that made a 191.5 million sum fee.
    expect(await refused({ ...report, travelExpensesTiyin: 9_999_999_900 })).toMatchObject({
      field: 'travelExpensesTiyin',
      eng: expect.stringMatching(/^Travel expenses of one report can be at most 3\s000\s000 sum/),
    });
    // The fee limit is reference data: lowered by the ADMIN, it refuses this report.
    const [feeMax] = await db.select().from(checklistLimits).where(eq(checklistLimits.code, 'FEE_MAX'));
    await db
      .update(checklistLimits)
      .set({ valueTiyin: 50_000_000 })
      .where(eq(checklistLimits.id, feeMax!.id));
    const overFee = await refused(report);
    await db
      .update(checklistLimits)
      .set({ valueTiyin: feeMax!.valueTiyin })
      .where(eq(checklistLimits.id, feeMax!.id));
    expect(overFee.eng).toMatch(
      /^The fee of one report can be at most 500\s000 sum .*; this report comes to 532\s500 sum/,
    );
    // Once the order is issued, its date is the first day of work.
    await db
      .update(orders)
      .set({ orderDate: daysAgo(10) })
      .where(eq(orders.id, order.id));
    expect(await refused(report)).toMatchObject({
      field: 'attendanceDate',
      eng: `The date can not be before ${formatDate(daysAgo(10))}, the date of the order`,
    });
    expect(await db.select().from(checklists).where(eq(checklists.requestId, request.id))).toEqual([]);
    const within = {
      ...report,
      attendanceDate: daysAgo(10),
      participations: [{ date: daysAgo(0), rateId: 2 }],
    };
    expect(await createChecklist(db, asLawyer(picked), request.id, within, systemClock.now())).toMatchObject({
      status: 'CREATED',
      feeTiyin: 15_000_000 + 4_500_000,
    });
  });
});
