import { type Court, type CourtCase, courtCaseSchema, courtListSchema } from '@portal/integrations';
import { type GetJsonOptions, getJson } from './http';

export type { CourtCase };

export interface Courts {
  listCourts(regionId?: number): Promise<Court[]>;
  /** A criminal case in court with its hearings, or null. */
  findCase(caseNumber: string): Promise<CourtCase | null>;
}

/** The courts' information system adapter (REST/JSON; protocol documented in the simulator's routes). */
export function createCourts(baseUrl: string, timeoutMs: number): Courts {
  const options: GetJsonOptions = { system: 'courts', timeoutMs };
  return {
    listCourts: async (regionId) =>
      (await getJson(`${baseUrl}/courts${regionId ? `?regionId=${regionId}` : ''}`, courtListSchema, options))
        ?.list ?? [],
    findCase: (caseNumber) =>
      getJson(`${baseUrl}/cases/${encodeURIComponent(caseNumber)}`, courtCaseSchema, options),
  };
}
