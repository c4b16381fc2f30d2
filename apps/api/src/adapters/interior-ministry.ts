import {
  type Conviction,
  convictionsAnswerSchema,
  type CriminalCase,
  criminalCaseListSchema,
  criminalCaseSchema,
} from '@portal/integrations';
import { type GetJsonOptions, getJson } from './http';

export { CASE_NUMBER_REGEX, type Conviction, type CriminalCase } from '@portal/integrations';

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

/** The interior-ministry adapter (REST/JSON; protocol documented in the simulator's routes). */
export function createInteriorMinistry(baseUrl: string, timeoutMs: number): InteriorMinistry {
  const options: GetJsonOptions = { system: 'interiorMinistry', timeoutMs };
  const list = async (query: string) =>
    (await getJson(`${baseUrl}/criminal-cases?${query}`, criminalCaseListSchema, options))?.list ?? [];
  return {
    findCase: (caseNumber) =>
      getJson(`${baseUrl}/criminal-cases/${encodeURIComponent(caseNumber)}`, criminalCaseSchema, options),
    casesOfPerson: (pinfl) => list(`pinfl=${encodeURIComponent(pinfl)}`),
    casesOfInvestigator: (pinfl) => list(`investigatorPinfl=${encodeURIComponent(pinfl)}`),
    convictionsOf: async (pinfl) =>
      (await getJson(`${baseUrl}/convictions/${encodeURIComponent(pinfl)}`, convictionsAnswerSchema, options))
        ?.convictions ?? null,
  };
}
