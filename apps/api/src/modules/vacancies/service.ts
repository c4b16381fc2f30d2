/**
 * The changes of vacancies and applications (docs/domain.md "Vacancies and applications"), each in one
 * transaction: the director publishes and closes a vacancy of their structure; a signed-in person applies
 * (workflow `vacancy-application`, packages/domain); the director accepts (while places remain) or refuses
 * with a reason; the applicant withdraws. Each step writes its history row and notifies the other side.
 */
import type { CallBody, structureVacancyCalls } from '@portal/contracts';
import type { vacancyForm } from '@portal/contracts';
import { vacancyTypeOfApplicationType } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import type { z } from 'zod';
import { and, count, eq, inArray } from 'drizzle-orm';
import { contragents, persons, vacancies, vacancyApplications } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { fullNameOf } from '../../people/person-row';
import { recordCreation, transition } from '../../workflow/transition';
import { internshipApplicationProblem, startInternship } from '../candidates';
import { actorOf, stepBy, type LegalAidCaller } from '../legal-aid';
import { notices, notify } from '../notifications';
import { applicationSide, applyRefusal, managedStructure, ownApplications } from './policy';
import { firstId, insertId } from '../../db/rows';
import type { ModuleDeps } from '../../http/types';

type Deps = Pick<ModuleDeps, 'db' | 'clock'>;
const applicationNotice = notices('legal-aid', 'vacancy-application');
const rule = (key: string, field?: string) =>
  new AppError('BUSINESS_RULE', { messageKey: `errors:business.${key}`, ...(field ? { field } : {}) });

/** vacancy/create: a vacancy of the director's structure, in its region; the end date not in the past. */
export async function createVacancy(
  { db, clock }: Deps,
  caller: LegalAidCaller,
  form: z.output<typeof vacancyForm>,
): Promise<number> {
  const contragentId = managedStructure(caller);
  if (form.endDate < tashkentToday(clock.now())) throw rule('vacancyEndInPast', 'endDate');
  const [structure] = await db
    .select({ regionId: contragents.regionId })
    .from(contragents)
    .where(eq(contragents.id, contragentId));
  return insertId(db, vacancies, {
    contragentId,
    regionId: structure!.regionId,
    type: form.type,
    count: form.count,
    endDate: form.endDate,
    paid: form.paid,
    amountTiyin: form.paid && form.amount !== null ? Math.round(form.amount * 100) : null,
    latitude: form.latitude,
    longitude: form.longitude,
    classificatorId: form.classificatorId,
    description: form.description,
    createdByPersonId: caller.personId,
  });
}

/** vacancy/close: the director closes a vacancy of their structure (it leaves the public list). */
export async function closeVacancy({ db, clock }: Deps, caller: LegalAidCaller, id: number) {
  const contragentId = managedStructure(caller);
  const [row] = await db
    .update(vacancies)
    .set({ closedAt: clock.now() })
    .where(and(eq(vacancies.id, id), eq(vacancies.contragentId, contragentId)))
    .returning({ id: vacancies.id });
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * vacancy-application/create: the URL's structure and application type must be the vacancy's; the vacancy
 * open (not closed, end date not passed); the caller the kind of person it is for; one live application
 * per person and vacancy (a unique index: two at once, one wins). The director is notified.
 */
export async function applyToVacancy(
  { db, clock }: Deps,
  caller: LegalAidCaller,
  body: CallBody<typeof structureVacancyCalls.vacancyApply, 'server'>,
): Promise<number> {
  const [vacancy] = await db
    .select({ v: vacancies, structure: contragents })
    .from(vacancies)
    .innerJoin(contragents, eq(contragents.id, vacancies.contragentId))
    .where(eq(vacancies.id, body.vacancyId));
  const type = vacancyTypeOfApplicationType(body.applicationTypeId);
  if (!vacancy || vacancy.v.contragentId !== body.contragentId || type !== vacancy.v.type)
    throw new AppError('NOT_FOUND');
  if (vacancy.v.closedAt !== null || vacancy.v.endDate < tashkentToday(clock.now()))
    throw rule('vacancyClosed');
  const refusal = applyRefusal(caller, { type, contragentId: vacancy.v.contragentId });
  if (refusal) throw rule(refusal);
  // An internship is for a PASSED candidate who is no intern yet (the candidates module's rule).
  const problem = type === 'INTERNSHIP' ? await internshipApplicationProblem(db, caller.personId) : null;
  if (problem) throw new AppError('BUSINESS_RULE', { messageKey: problem });
  return db.transaction(async (tx) => {
    const live = await firstId(
      tx,
      vacancyApplications,
      and(
        eq(vacancyApplications.vacancyId, body.vacancyId),
        ownApplications(caller),
        inArray(vacancyApplications.status, ['SEND', 'ACCEPTED']),
      ),
    );
    if (live) throw new AppError('CONFLICT', { messageKey: 'errors:business.vacancyAppliedAlready' });
    const [row] = await tx
      .insert(vacancyApplications)
      .values({
        vacancyId: body.vacancyId,
        contragentId: body.contragentId,
        applicantPersonId: caller.personId,
        type,
        note: body.note,
        status: 'SEND',
      })
      .returning({ id: vacancyApplications.id });
    await recordCreation(tx, 'vacancy-application', { id: row!.id, status: 'SEND', actor: actorOf(caller) });
    const applicant = await applicantName(tx, caller.personId);
    const director = vacancy.structure.directorPersonId;
    await notify(tx, applicationNotice(director, 'VACANCY_APPLICATION_SENT', row!.id, { applicant }));
    return row!.id;
  });
}

async function applicantName(tx: Transaction, personId: number) {
  const [p] = await tx.select().from(persons).where(eq(persons.id, personId));
  return p ? fullNameOf(p) : '';
}

/**
 * An application locked, when the caller is the side that takes this step (the director of its structure,
 * or its applicant); 404 otherwise. Whether the step is allowed in its status is the workflow's (409).
 */
async function lockAs(tx: Transaction, caller: LegalAidCaller, id: number, side: 'director' | 'applicant') {
  const [row] = await tx
    .select({ a: vacancyApplications, structure: contragents })
    .from(vacancyApplications)
    .innerJoin(contragents, eq(contragents.id, vacancyApplications.contragentId))
    .where(eq(vacancyApplications.id, id))
    .for('update', { of: vacancyApplications });
  if (!row || applicationSide(caller, row.a) !== side) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * vacancy-application/accept: the director accepts while the vacancy has places left (its row is locked,
 * so two acceptances at once never exceed the count). An internship's applicant becomes an INTERN of the
 * structure in the same transaction (candidates' startInternship). The applicant is notified.
 */
export async function acceptApplication({ db, clock }: Deps, caller: LegalAidCaller, id: number) {
  await db.transaction(async (tx) => {
    const { a, structure } = await lockAs(tx, caller, id, 'director');
    const [vacancy] = await tx.select().from(vacancies).where(eq(vacancies.id, a.vacancyId)).for('update');
    const [taken] = await tx
      .select({ n: count() })
      .from(vacancyApplications)
      .where(and(eq(vacancyApplications.vacancyId, a.vacancyId), eq(vacancyApplications.status, 'ACCEPTED')));
    // An application already decided gets the workflow's 409 (below), not this rule.
    if (a.status === 'SEND' && (taken?.n ?? 0) >= vacancy!.count) throw rule('vacancyFull');
    await transition(tx, 'vacancy-application', {
      ...stepBy(caller, id, 'ACCEPT'),
      set: async () => {
        if (a.type === 'INTERNSHIP')
          await startInternship(tx, caller, {
            personId: a.applicantPersonId,
            vacancyId: a.vacancyId,
            applicationId: a.id,
            today: tashkentToday(clock.now()),
          });
        return {};
      },
      notifications: () =>
        applicationNotice(a.applicantPersonId, 'VACANCY_APPLICATION_ACCEPTED', id, {
          structure: structure.name,
        }),
    });
  });
}

/** vacancy-application/reject: the director refuses with a reason, which the applicant reads. */
export async function rejectApplication({ db }: Deps, caller: LegalAidCaller, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const { a, structure } = await lockAs(tx, caller, id, 'director');
    await transition(tx, 'vacancy-application', {
      ...stepBy(caller, id, 'REJECT'),
      comment: reason,
      set: { reason },
      notifications: () =>
        applicationNotice(a.applicantPersonId, 'VACANCY_APPLICATION_REJECTED', id, {
          structure: structure.name,
          reason,
        }),
    });
  });
}

/** vacancy-application/cancel: the applicant withdraws an undecided application; the director is told. */
export async function cancelApplication({ db }: Deps, caller: LegalAidCaller, id: number) {
  await db.transaction(async (tx) => {
    const { a, structure } = await lockAs(tx, caller, id, 'applicant');
    const applicant = await applicantName(tx, a.applicantPersonId);
    await transition(tx, 'vacancy-application', {
      ...stepBy(caller, id, 'CANCEL'),
      notifications: () =>
        applicationNotice(structure.directorPersonId, 'VACANCY_APPLICATION_CANCELLED', id, { applicant }),
    });
  });
}
