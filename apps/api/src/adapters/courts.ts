import { z } from 'zod';
import { type GetJsonOptions, getJson } from './http';

const courtSchema = z.object({ code: z.string(), regionId: z.number().int().nullable(), name: z.string() });
const courtCaseSchema = z.object({
  caseNumber: z.string(),
  court: z.object({ code: z.string(), name: z.string() }),
  hearings: z.array(z.object({ at: z.iso.datetime({ offset: true }), room: z.string() })),
});
export type CourtCase = z.infer<typeof courtCaseSchema>;

export interface Courts {
  listCourts(regionId?: number): Promise<z.infer<typeof courtSchema>[]>;
  /** A criminal case in court with its hearings, or null. */
  findCase(caseNumber: string): Promise<CourtCase | null>;
}

/** The courts' information system adapter (REST/JSON; protocol documented in the simulator's routes). */
export function createCourts(baseUrl: string, timeoutMs: number): Courts {
  const options: GetJsonOptions = { system: 'courts', timeoutMs };
  return {
    listCourts: async (regionId) =>
      (
        await getJson(
          `${baseUrl}/courts${regionId ? `?regionId=${regionId}` : ''}`,
          z.object({ list: z.array(courtSchema) }),
          options,
        )
      )?.list ?? [],
    findCase: (caseNumber) =>
      getJson(`${baseUrl}/cases/${encodeURIComponent(caseNumber)}`, courtCaseSchema, options),
  };
}
