/**
 * The interior ministry's registry of criminal cases and convictions. integrations.md fixes no protocol,
 * so it is the simulator's own REST/JSON (apps/gov-sim/src/systems/interior-ministry):
 * - `GET /criminal-cases/{caseNumber}` -> a case; 404 CASE_NOT_FOUND;
 * - `GET /criminal-cases?pinfl={pinfl}` -> `{list}`: the cases where that person is accused;
 * - `GET /criminal-cases?investigatorPinfl={pinfl}` -> `{list}`: the cases an investigator leads;
 * - `GET /convictions/{pinfl}` -> `{pinfl, convictions}`; 404 PERSON_NOT_FOUND.
 */
import { z } from 'zod';
import { pinflSchema } from './common';

/** `GET /criminal-cases` query: exactly one of `pinfl` (the accused) and `investigatorPinfl`. */
export const criminalCaseQuery = z
  .object({ pinfl: pinflSchema.optional(), investigatorPinfl: pinflSchema.optional() })
  .refine((q) => (q.pinfl === undefined) !== (q.investigatorPinfl === undefined), {
    message: 'give exactly one of pinfl and investigatorPinfl',
    path: ['pinfl'],
  });

export const investigatorSchema = z.object({
  pinfl: z.string(),
  fullName: z.string(),
  rank: z.string(),
  organization: z.string(),
  regionId: z.number().int(),
});
export type Investigator = z.infer<typeof investigatorSchema>;

/** A criminal case as the registry answers it. */
export const criminalCaseSchema = z.object({
  caseNumber: z.string(),
  openedOn: z.iso.date(),
  article: z.string(),
  status: z.enum(['INVESTIGATION', 'IN_COURT']),
  regionId: z.number().int(),
  investigator: investigatorSchema,
  accused: z.object({ pinfl: z.string(), fullName: z.string(), birthDate: z.string(), address: z.string() }),
  court: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The next hearing (the adjournment the case was put off to), ISO with +05:00; null before court. */
  adjournmentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CriminalCase = z.infer<typeof criminalCaseSchema>;

/** `GET /criminal-cases` answer. */
export const criminalCaseListSchema = z.object({ list: z.array(criminalCaseSchema) });

export const convictionSchema = z.object({
  caseNumber: z.string(),
  article: z.string(),
  courtName: z.string(),
  verdictDate: z.iso.date(),
  sentence: z.string(),
  /** Whether the conviction is spent (expunged) by now. */
  expunged: z.boolean(),
});
export type Conviction = z.infer<typeof convictionSchema>;

/** `GET /convictions/{pinfl}` answer. */
export const convictionsAnswerSchema = z.object({
  pinfl: z.string(),
  convictions: z.array(convictionSchema),
});
