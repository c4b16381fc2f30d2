/**
 * Interns (workflow `internship`, docs/domain.md "Interns"): a PASSED candidate's application to an
 * internship vacancy, accepted by the structure's director, makes the person INTERN at that structure for
 * INTERNSHIP_MONTHS; the director completes or ends it early; the chambers restrict structures from taking
 * interns. The vacancies module (applications) calls `startInternship` inside its own accept transaction
 * and `internshipApplicationProblem` when a person applies.
 */
import type { CallBody, internCalls } from '@portal/contracts';
import { internshipPeriod } from '@portal/domain';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  candidateDocuments,
  contragents,
  internRestrictions,
  internships,
  userAccounts,
} from '../../db/schema';
import type { Executor, Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockById } from '../../kit/lock';
import { rowById } from '../../kit/visible';
import { recordCreation, transition } from '../../workflow/transition';
import { actorOf, stepBy, type LegalAidCaller } from '../legal-aid';
import { notices, notify } from '../notifications';
import { activeInternshipOf } from './filing-read';
import { internshipPolicy, internRestrictionPolicy, mayRestrictIn } from './policy';
import { inOneTransaction } from '../../kit/transaction';

/** What an intern and their director are told of an internship (`candidates:notification.<KIND>`). */
export const internshipNotice = notices('candidates', 'internship');
const restrictionNotice = notices('candidates', 'intern-restriction');

const refuse = (messageKey: string, params: Record<string, unknown> = {}) =>
  new AppError('BUSINESS_RULE', { messageKey, params });

/** The person's PASSED filing (the newest), or null. */
async function passedFilingOf(db: Executor, personId: number) {
  const [row] = await db
    .select()
    .from(candidateDocuments)
    .where(and(eq(candidateDocuments.personId, personId), eq(candidateDocuments.status, 'PASSED')))
    .orderBy(desc(candidateDocuments.id))
    .limit(1);
  return row ?? null;
}

/** The restriction on taking interns in force for a structure on `day`, or null. */
export async function restrictionInForce(db: Executor, contragentId: number, day: string) {
  const [row] = await db
    .select()
    .from(internRestrictions)
    .where(
      and(
        eq(internRestrictions.contragentId, contragentId),
        isNull(internRestrictions.liftedAt),
        lte(internRestrictions.fromDate, day),
        or(isNull(internRestrictions.untilDate), gte(internRestrictions.untilDate, day)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Why a person may not apply to an internship vacancy now (an i18n key), or null: only a PASSED candidate
 * who is not an intern already.
 */
export async function internshipApplicationProblem(db: Executor, personId: number): Promise<string | null> {
  if (!(await passedFilingOf(db, personId))) return 'candidates:error.notPassed';
  return (await activeInternshipOf(db, personId)) ? 'candidates:error.alreadyIntern' : null;
}

/**
 * Makes the applicant an INTERN of the director's structure, inside the caller's transaction (the accept
 * of an application). Refused: not a PASSED candidate, already an intern, or the structure restricted.
 * Answers the internship's id.
 */
export async function startInternship(
  tx: Transaction,
  director: LegalAidCaller,
  input: { personId: number; vacancyId?: number | null; applicationId?: number | null; today: string },
): Promise<number> {
  const contragentId = director.directedContragentId;
  if (contragentId === null || director.role !== 'DIRECTOR')
    throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.structureNotRegistered' });
  const problem = await internshipApplicationProblem(tx, input.personId);
  if (problem) throw refuse(problem);
  const restriction = await restrictionInForce(tx, contragentId, input.today);
  if (restriction) throw refuse('candidates:error.structureRestricted', { reason: restriction.reason });
  const filing = (await passedFilingOf(tx, input.personId))!;
  const [structure] = await tx.select().from(contragents).where(eq(contragents.id, contragentId));
  const [account] = await tx
    .select({ assignedRole: userAccounts.assignedRole })
    .from(userAccounts)
    .where(eq(userAccounts.personId, input.personId));
  const [row] = await tx
    .insert(internships)
    .values({
      personId: input.personId,
      candidateDocumentId: filing.id,
      contragentId,
      regionId: structure!.regionId,
      vacancyId: input.vacancyId ?? null,
      applicationId: input.applicationId ?? null,
      ...internshipPeriod(input.today),
      status: 'ACTIVE',
      previousAssignedRole: account?.assignedRole ?? null,
    })
    .returning();
  await recordCreation(tx, 'internship', { id: row!.id, status: 'ACTIVE', actor: actorOf(director) });
  await tx
    .update(userAccounts)
    .set({ assignedRole: 'INTERN' })
    .where(eq(userAccounts.personId, input.personId));
  await notify(
    tx,
    internshipNotice(input.personId, 'INTERNSHIP_STARTED', row!.id, {
      structure: structure!.name,
      until: row!.endDate,
    }),
  );
  return row!.id;
}

/** The director completes (at the end of the period) or ends (with a reason) an internship; the intern is told. */
export async function endInternship(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  action: 'complete' | 'terminate',
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(internships).where(eq(internships.id, id)).for('update');
    const scope = internshipPolicy.findVisible(caller);
    const [visible] =
      row && scope !== null
        ? await tx
            .select({ id: internships.id })
            .from(internships)
            .where(and(eq(internships.id, id), scope))
        : [];
    if (!row || !visible) throw new AppError('NOT_FOUND');
    internshipPolicy.authorize(caller, action, row);
    const event = action === 'complete' ? 'COMPLETE' : 'TERMINATE';
    await transition(tx, 'internship', {
      ...stepBy(caller, id, event),
      comment: reason,
      notifications: () =>
        internshipNotice(row.personId, `INTERNSHIP_${event}`, id, { reason: reason ?? '' }),
    });
    await restoreRoleAfter(tx, row);
  });
}

/**
 * The person is no longer an intern anywhere: the role they had before comes back (none for most: the
 * role then follows the registries at the next sign-in). An account whose role an ADMIN changed since
 * (not INTERN any more) is left alone.
 */
export async function restoreRoleAfter(
  tx: Transaction,
  row: { personId: number; previousAssignedRole: string | null },
): Promise<void> {
  await tx
    .update(userAccounts)
    .set({ assignedRole: row.previousAssignedRole })
    .where(and(eq(userAccounts.personId, row.personId), eq(userAccounts.assignedRole, 'INTERN')));
}

/** A chamber restricts a structure of its region from taking interns; the director is told. */
export async function createRestriction(
  db: Database,
  caller: LegalAidCaller,
  input: CallBody<typeof internCalls.createInternRestriction, 'server'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const refused = () => new AppError('NOT_FOUND', { field: 'contragentId' });
    const structure = await rowById(tx, contragents, input.contragentId, refused);
    if (!mayRestrictIn(caller, structure.regionId)) throw refused();
    const [row] = await tx
      .insert(internRestrictions)
      .values({ ...input, regionId: structure.regionId, createdByPersonId: caller.personId })
      .returning();
    const { directorPersonId } = structure;
    await notify(
      tx,
      restrictionNotice(directorPersonId, 'INTERN_RESTRICTED', row!.id, { reason: input.reason }),
    );
    return row!.id;
  });
}

/** A chamber lifts a restriction with a reason; the director is told. */
export const liftRestriction = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, reason: string, at: Date) => {
    const row = await lockById(tx, internRestrictions, id);
    internRestrictionPolicy.authorize(caller, 'lift', row);
    await tx
      .update(internRestrictions)
      .set({ liftedAt: at, liftedByPersonId: caller.personId, liftReason: reason })
      .where(eq(internRestrictions.id, id));
    const [structure] = await tx.select().from(contragents).where(eq(contragents.id, row.contragentId));
    await notify(
      tx,
      restrictionNotice(structure?.directorPersonId, 'INTERN_RESTRICTION_LIFTED', id, { reason }),
    );
  },
);
