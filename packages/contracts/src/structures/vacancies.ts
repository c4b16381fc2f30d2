/**
 * Vacancy announcements of a structure and the applications to them (docs/domain.md
 * "Vacancies and applications"): the director publishes a vacancy (count, type, end date, paid or unpaid
 * with the amount, place on the map, classificator) and closes it; the public `/announcement` lists the
 * open ones (`vacancyCalls.vacancyList`); a signed-in person applies
 * (`/announcement/{id}/{contragentId}/{applicationTypeId}`); the director accepts or refuses with a reason;
 * the applicant may withdraw while undecided.
 */
import { VACANCY_APPLICATION_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { actionFlags, counts, withId } from '../kit/fields';
import { optionalLine } from '../common/text';
import { mapPosition, mapPositionRefine } from '../common/geo';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { calendarDate, idBody, idReasonBody, statusHistoryItem } from '../legal-aid/common';
import { namedRef } from '../public/common';
import { VACANCY_TYPES, type VacancyType } from '../public/constants';
import { vacancyItem, vacancyTypeSchema } from '../public/vacancies';

/**
 * The application types of the URL `/announcement/{id}/{contragentId}/{applicationTypeId}`: 1 an
 * internship (a candidate to the bar), 2 a lawyer's position. An application's type is its vacancy's.
 */
export const APPLICATION_TYPE_IDS: Readonly<Record<VacancyType, number>> = { INTERNSHIP: 1, LAWYER: 2 };
/** The vacancy type of an application type id, or null for an unknown one. */
export function vacancyTypeOfApplicationType(id: number): VacancyType | null {
  return VACANCY_TYPES.find((t) => APPLICATION_TYPE_IDS[t] === id) ?? null;
}

/** Largest monthly amount of a paid vacancy, in sum. */
export const VACANCY_AMOUNT_MAX = 1_000_000_000;
export const VACANCY_COUNT_MAX = 100;

/** POST vacancy/create: the director's announcement (their structure and its region are implied). */
export const vacancyForm = z
  .object({
    type: vacancyTypeSchema,
    count: z.coerce
      .number('validation.fieldMandatory')
      .int('validation.wrongData')
      .min(1, 'validation.wrongData')
      .max(VACANCY_COUNT_MAX, 'validation.wrongData'),
    endDate: calendarDate,
    paid: z.boolean(),
    /** Monthly amount in sum (paid only). */
    amount: z
      .number()
      .positive('validation.wrongData')
      .max(VACANCY_AMOUNT_MAX, 'validation.wrongData')
      .nullish()
      .transform((v) => v ?? null),
    /** The place picked on the map (both or neither). */
    ...mapPosition,
    /** The field of law: a license type. */
    classificatorId: idSchema.nullish().transform((v) => v ?? null),
    description: optionalLine(2000),
  })
  .refine((v) => !v.paid || v.amount !== null, { message: 'validation.fieldMandatory', path: ['amount'] })
  .refine(...mapPositionRefine);
export type VacancyForm = z.input<typeof vacancyForm>;

/** A vacancy as its structure's director sees it: the public item with its state and application counts. */
export const ownVacancyItem = vacancyItem.extend({
  closed: z.boolean(),
  /** Open: not closed, end date today or later. */
  open: z.boolean(),
  applications: counts('waiting', 'accepted'),
  can: actionFlags('close'),
});
export type OwnVacancyItem = z.infer<typeof ownVacancyItem>;
export const ownVacancyQuery = pageQuery(20, 100);

/** POST vacancy-application/create: apply to a vacancy (the ids of the URL, a cover note). */
export const vacancyApplyBody = z.object({
  vacancyId: idSchema,
  contragentId: idSchema,
  applicationTypeId: idSchema,
  note: optionalLine(2000),
});
export type VacancyApplyBody = z.input<typeof vacancyApplyBody>;

export const vacancyApplicationCan = actionFlags('accept', 'reject', 'cancel');

/** An application, as its applicant and the structure's director see it. */
export const vacancyApplicationDto = withId({
  status: z.enum(VACANCY_APPLICATION_STATUSES),
  type: vacancyTypeSchema,
  applicationTypeId: z.number().int(),
  vacancy: z.object({ id: z.number().int(), endDate: z.string(), count: z.number().int() }),
  structure: namedRef,
  applicant: z.object({ personId: z.number().int(), fullName: z.string(), pinfl: z.string() }),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(statusHistoryItem),
  can: vacancyApplicationCan,
});
export type VacancyApplicationDto = z.infer<typeof vacancyApplicationDto>;
export const vacancyApplicationItem = vacancyApplicationDto.omit({ history: true });
export type VacancyApplicationItem = z.infer<typeof vacancyApplicationItem>;

export const vacancyApplicationQuery = pageQuery(20, 100).extend({
  status: z.enum(VACANCY_APPLICATION_STATUSES).optional(),
  vacancyId: idSchema.optional(),
  type: vacancyTypeSchema.optional(),
});

const application = <B extends typeof idBody | typeof idReasonBody>(
  path: string,
  body: B,
  permission: 'signedIn' | 'vacancy.manageOwn',
) => post(path, { body, response: vacancyApplicationDto, permission });

export const structureVacancyCalls = defineCalls(['vacancies'], {
  ownVacancyList: get('vacancy/own', {
    query: ownVacancyQuery,
    response: listOf(ownVacancyItem),
    permission: 'vacancy.manageOwn',
  }),
  vacancyCreate: post('vacancy/create', {
    body: vacancyForm,
    response: ownVacancyItem,
    permission: 'vacancy.manageOwn',
  }),
  vacancyClose: post('vacancy/close', {
    body: idBody,
    response: ownVacancyItem,
    permission: 'vacancy.manageOwn',
  }),
  /** One vacancy of the public list (open or not), for the apply page. */
  vacancyById: get('getInfo/vacancy/:id', {
    params: idParams,
    response: vacancyItem.extend({ open: z.boolean() }),
    permission: 'public',
    tags: ['public: vacancies'],
  }),
  vacancyApply: post('vacancy-application/create', {
    body: vacancyApplyBody,
    response: vacancyApplicationDto,
    permission: 'signedIn',
  }),
  /** The caller's own applications (any role). */
  ownVacancyApplications: get('vacancy-application/own', {
    query: vacancyApplicationQuery,
    response: listOf(vacancyApplicationItem),
    permission: 'signedIn',
  }),
  /** The applications to the vacancies of the caller's structure (director). */
  structureVacancyApplications: get('vacancy-application/list', {
    query: vacancyApplicationQuery,
    response: listOf(vacancyApplicationItem),
    permission: 'vacancy.manageOwn',
  }),
  vacancyApplication: get('vacancy-application/:id', {
    params: idParams,
    response: vacancyApplicationDto,
    permission: 'signedIn',
  }),
  acceptVacancyApplication: application('vacancy-application/accept', idBody, 'vacancy.manageOwn'),
  rejectVacancyApplication: application('vacancy-application/reject', idReasonBody, 'vacancy.manageOwn'),
  /** The applicant withdraws an undecided application. */
  cancelVacancyApplication: application('vacancy-application/cancel', idBody, 'signedIn'),
});
