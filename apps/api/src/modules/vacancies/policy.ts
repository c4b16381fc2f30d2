/**
 * Who may do what with vacancy announcements and the applications to them (docs/domain.md "Vacancies and
 * applications"). A record the caller may not see answers 404, like a missing one.
 */
import type { VacancyType } from '@portal/contracts';
import { availableEvents, VACANCY_APPLICATION_WORKFLOW, type VacancyApplicationStatus } from '@portal/domain';
import { eq, or } from 'drizzle-orm';
import { vacancyApplications } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

/** The structure whose vacancies the caller manages: the one a DIRECTOR directs. */
export function managedStructure(caller: LegalAidCaller): number {
  if (caller.role !== 'DIRECTOR' || caller.directedContragentId === null)
    throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.structureNotRegistered' });
  return caller.directedContragentId;
}

/** Whether the caller may apply to a vacancy of this type: internships are for people who are not lawyers
 * (a candidate to the bar), lawyer's positions for lawyers; the refusal's message key otherwise. */
export function applyRefusal(
  caller: LegalAidCaller,
  vacancy: { type: VacancyType; contragentId: number },
): string | null {
  if (caller.directedContragentId === vacancy.contragentId) return 'vacancyOwnStructure';
  if (vacancy.type === 'INTERNSHIP' && (caller.lawyer !== null || caller.role !== 'USER'))
    return 'vacancyInternshipNotForLawyer';
  if (vacancy.type === 'LAWYER' && (caller.lawyer === null || caller.role !== 'LAWYER'))
    return 'vacancyLawyerOnly';
  return null;
}

type ApplicationRow = typeof vacancyApplications.$inferSelect;

/** The applications a caller sees: their own, and those to the structure they direct; ADMIN all. */
export const applicationPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => {
    if (caller.role === 'ADMIN') return undefined;
    const own = eq(vacancyApplications.applicantPersonId, caller.personId);
    return caller.role === 'DIRECTOR' && caller.directedContragentId !== null
      ? or(own, eq(vacancyApplications.contragentId, caller.directedContragentId))
      : own;
  },
  can: (
    caller: LegalAidCaller,
    row: Pick<ApplicationRow, 'status' | 'contragentId' | 'applicantPersonId'>,
  ) => {
    const events = availableEvents(
      VACANCY_APPLICATION_WORKFLOW,
      row.status as VacancyApplicationStatus,
      caller.role,
    );
    const side = applicationSide(caller, row);
    const director = side === 'director';
    const applicant = side === 'applicant';
    return {
      accept: director && events.includes('ACCEPT'),
      reject: director && events.includes('REJECT'),
      cancel: applicant && events.includes('CANCEL'),
    };
  },
});

/** The caller's side of an application: the director of its structure, its applicant, or none. */
export function applicationSide(
  caller: LegalAidCaller,
  row: Pick<ApplicationRow, 'contragentId' | 'applicantPersonId'>,
): 'director' | 'applicant' | null {
  if (caller.role === 'DIRECTOR' && caller.directedContragentId === row.contragentId) return 'director';
  if (row.applicantPersonId === caller.personId) return 'applicant';
  return null;
}

/** Whether the caller may see one application: its applicant, the director of its structure, ADMIN. */
export function maySeeApplication(
  caller: LegalAidCaller,
  row: Pick<ApplicationRow, 'contragentId' | 'applicantPersonId'>,
): boolean {
  return caller.role === 'ADMIN' || applicationSide(caller, row) !== null;
}

/** The caller's own applications (as applicant). */
export const ownApplications = (caller: LegalAidCaller) =>
  eq(vacancyApplications.applicantPersonId, caller.personId);
