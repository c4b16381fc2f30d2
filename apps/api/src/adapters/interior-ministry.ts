import { z } from 'zod';
import { type GetJsonOptions, getJson } from './http';

/** A criminal case as the interior-ministry registry answers it (apps/gov-sim/src/systems/interior-ministry). */
export const criminalCaseSchema = z.object({
  caseNumber: z.string(),
  openedOn: z.iso.date(),
  article: z.string(),
  status: z.string(),
  regionId: z.number().int(),
  investigator: z.object({
    pinfl: z.string(),
    fullName: z.string(),
    rank: z.string(),
    organization: z.string(),
    regionId: z.number().int(),
  }),
  accused: z.object({ pinfl: z.string(), fullName: z.string(), birthDate: z.string(), address: z.string() }),
  court: z.object({ code: z.string(), name: z.string() }).nullable(),
  adjournmentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CriminalCase = z.infer<typeof criminalCaseSchema>;

export const convictionSchema = z.object({
  caseNumber: z.string(),
  article: z.string(),
  courtName: z.string(),
  verdictDate: z.iso.date(),
  sentence: z.string(),
  expunged: z.boolean(),
});
export type Conviction = z.infer<typeof convictionSchema>;

const caseListSchema = z.object({ list: z.array(criminalCaseSchema) });
const convictionsSchema = z.object({ pinfl: z.string(), convictions: z.array(convictionSchema) });

export interface InteriorMinistry {
  /** The case with this number, or null. */
  findCase(caseNumber: string): Promise<CriminalCase | null>;
  /** The cases where this person is accused. */
  casesOfPerson(pinfl: string): Promise<CriminalCase[]>;
  /** The cases an investigator leads. */
  casesOfInvestigator(pinfl: string): Promise<CriminalCase[]>;
  /** A person's convictions; null when the registry does not know the person. */
  convictionsOf(pinfl: string): Promise<Conviction[] | null>;
}

/** A case number as the registry writes it; anything else is never sent. */
export const CASE_NUMBER_REGEX = /^\d{6,20}$/;

/** The interior-ministry adapter (REST/JSON; protocol documented in the simulator's routes). */
export function createInteriorMinistry(baseUrl: string, timeoutMs: number): InteriorMinistry {
  const options: GetJsonOptions = { system: 'interiorMinistry', timeoutMs };
  const list = async (query: string) =>
    (await getJson(`${baseUrl}/criminal-cases?${query}`, caseListSchema, options))?.list ?? [];
  return {
    findCase: (caseNumber) =>
      getJson(`${baseUrl}/criminal-cases/${encodeURIComponent(caseNumber)}`, criminalCaseSchema, options),
    casesOfPerson: (pinfl) => list(`pinfl=${encodeURIComponent(pinfl)}`),
    casesOfInvestigator: (pinfl) => list(`investigatorPinfl=${encodeURIComponent(pinfl)}`),
    convictionsOf: async (pinfl) =>
      (await getJson(`${baseUrl}/convictions/${encodeURIComponent(pinfl)}`, convictionsSchema, options))
        ?.convictions ?? null,
  };
}
