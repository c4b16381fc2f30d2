/**
 * The changes of a half-year report (workflow `half-year-report`, packages/domain; docs/domain.md
 * "Half-year reports"): the director makes it prefilled, edits it, signs it with their e-signature (the
 * signature is checked with the verification server outside the transaction, like a contract's); the
 * reviewer whose turn it is accepts or returns it. Each change is one transaction that re-reads the report
 * under lock; a refused step changes nothing.
 */
import { halfYearReportSigningContent } from '@portal/contracts';
import {
  FIRST_REPORT_YEAR,
  HALF_YEAR_REPORT_WORKFLOW,
  type HalfYearReportForms,
  type ReportHalf,
  mayCreate,
  reportPeriod,
  tashkentToday,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, halfYearReports } from '../../db/schema';
import type { Executor, Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockVisible } from '../../kit/lock';
import { recordCreation, transition, transitionRefused } from '../../workflow/transition';
import { issuerNamed, registerIssuedDocument, revokeIssuedDocuments } from '../issued-documents';
import {
  actorOf,
  stepBy,
  type LegalAidCaller,
  type SignatureSubmission,
  signLockedDocument,
} from '../legal-aid';
import { toDirector, toNextReviewers } from './notices';
import { ACCEPT_EVENT, ownReportPolicy, reportingStructure, reviewedReportPolicy } from './policy';
import { prefillForms } from './prefill';
import { firstId } from '../../db/rows';
import { inOneTransaction } from '../../kit/transaction';
import type { ModuleDeps } from '../../http/types';

type ReportRow = typeof halfYearReports.$inferSelect;
type Deps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;

const rule = (key: string, field?: string) =>
  new AppError('BUSINESS_RULE', { messageKey: `reports:error.${key}`, ...(field ? { field } : {}) });

/** What the director signs, rebuilt from the stored report (the structure's INN read now). */
export async function reportSigningContent(db: Executor, row: ReportRow) {
  const [s] = await db
    .select({ inn: contragents.stir })
    .from(contragents)
    .where(eq(contragents.id, row.contragentId));
  return halfYearReportSigningContent({
    id: row.id,
    structureInn: s?.inn ?? '',
    year: row.year,
    half: row.half,
    forms: row.forms,
  });
}

/** The structure the caller directs; refused for anyone else (a NEW_DIRECTOR whose filing is undecided). */
function directedStructure(caller: LegalAidCaller): number {
  const structure = reportingStructure(caller);
  if (structure === null)
    throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.structureNotRegistered' });
  return structure;
}

/** halfYearReport/create: the structure's report for a begun half-year, prefilled; one per half-year. */
export async function createReport(
  deps: Deps,
  caller: LegalAidCaller,
  input: { year: number; half: ReportHalf },
): Promise<number> {
  const contragentId = directedStructure(caller);
  if (!mayCreate(HALF_YEAR_REPORT_WORKFLOW, 'DRAFT', caller.role))
    throw transitionRefused(HALF_YEAR_REPORT_WORKFLOW, 'DRAFT', 'NOT_FOR_THIS_ROLE');
  const today = tashkentToday(deps.clock.now());
  const period = reportPeriod(input.year, input.half);
  if (input.year < FIRST_REPORT_YEAR || period.from > today) throw rule('periodNotStarted', 'half');
  return deps.db.transaction(async (tx) => {
    // The structure's row is the lock two makers of the same report queue on.
    const [structure] = await tx
      .select()
      .from(contragents)
      .where(eq(contragents.id, contragentId))
      .for('update');
    const taken = await firstId(
      tx,
      halfYearReports,
      and(
        eq(halfYearReports.contragentId, contragentId),
        eq(halfYearReports.year, input.year),
        eq(halfYearReports.half, input.half),
      ),
    );
    if (taken) throw rule('alreadyMade', 'half');
    const prefilled = await prefillForms(tx, contragentId, period, today);
    const [row] = await tx
      .insert(halfYearReports)
      .values({
        contragentId,
        regionId: structure!.regionId,
        year: input.year,
        half: input.half,
        status: 'DRAFT',
        forms: prefilled,
        prefilled,
      })
      .returning({ id: halfYearReports.id });
    await recordCreation(tx, 'half-year-report', { id: row!.id, status: 'DRAFT', actor: actorOf(caller) });
    return row!.id;
  });
}

/** halfYearReport/update: the director changes the forms (a returned report becomes DRAFT again). */
export const updateReport = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, forms: HalfYearReportForms, now: Date) => {
    const row = await lockVisible(tx, ownReportPolicy, caller, halfYearReports, id);
    if (row.status === 'CANCELED') {
      await transition(tx, 'half-year-report', { ...stepBy(caller, id, 'EDIT'), set: { forms } });
      return;
    }
    if (row.status !== 'DRAFT')
      throw transitionRefused(HALF_YEAR_REPORT_WORKFLOW, row.status, 'NOT_IN_THIS_STATE');
    await tx.update(halfYearReports).set({ forms, updatedAt: now }).where(eq(halfYearReports.id, id));
  },
);

/**
 * halfYearReport/sign: the director signs the report as it stands; the signature must be theirs (the
 * verification server and the certificate's PINFL say so) and over the report's content now. The signed
 * report is registered for its public QR check.
 */
export async function signReport(
  deps: Deps,
  caller: LegalAidCaller,
  id: number,
  submission: SignatureSubmission,
) {
  const lock = (tx: Transaction) => lockVisible(tx, ownReportPolicy, caller, halfYearReports, id);
  await signLockedDocument(
    deps,
    { type: 'REPORT', id, lock, content: reportSigningContent },
    submission,
    async (tx, { row, storeSignature }) => {
      const today = tashkentToday(deps.clock.now());
      const [structure] = await tx.select().from(contragents).where(eq(contragents.id, row.contragentId));
      await transition(tx, 'half-year-report', {
        ...stepBy(caller, id, 'SIGN'),
        set: async () => {
          const signatureId = await storeSignature();
          const period = `${row.year}/${row.half}`;
          const issued = await registerIssuedDocument(tx, {
            kind: 'REPORT',
            number: `${period}-${row.id}`,
            issuedOn: today,
            holderName: structure!.name,
            issuer: issuerNamed(structure!.name),
            facts: [
              { key: 'structure', value: structure!.name },
              { key: 'period', value: period },
            ],
            sourceType: 'half_year_reports',
            sourceId: row.id,
          });
          return {
            directorSignatureId: signatureId,
            signedOn: today,
            publicId: issued.publicId,
            returnReason: null,
          };
        },
        notifications: (next) => toNextReviewers(tx, next),
      });
    },
  );
}

/** halfYearReport/accept: the regional chamber, the republic chamber, the ministry, each in its turn. */
export async function acceptReport(db: Database, caller: LegalAidCaller, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, reviewedReportPolicy, caller, halfYearReports, id);
    const event = ACCEPT_EVENT[caller.role];
    if (!event) throw transitionRefused(HALF_YEAR_REPORT_WORKFLOW, row.status, 'NOT_FOR_THIS_ROLE');
    await transition(tx, 'half-year-report', {
      ...stepBy(caller, id, event),
      notifications: async (next) => [
        ...(await toDirector(tx, next, 'REPORT_ACCEPTED', { status: next.status })),
        ...(await toNextReviewers(tx, next)),
      ],
    });
  });
}

/** halfYearReport/return: the reviewer whose turn it is returns it with a reason; its check is revoked. */
export const returnReport = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, reason: string, now: Date) => {
    await lockVisible(tx, reviewedReportPolicy, caller, halfYearReports, id);
    await transition(tx, 'half-year-report', {
      ...stepBy(caller, id, 'RETURN'),
      comment: reason,
      set: async () => {
        await revokeIssuedDocuments(
          tx,
          { sourceType: 'half_year_reports', sourceId: id, kind: 'REPORT' },
          reason,
          now,
        );
        return { returnReason: reason, publicId: null };
      },
      notifications: (next) => toDirector(tx, next, 'REPORT_RETURNED', { reason }),
    });
  },
);
