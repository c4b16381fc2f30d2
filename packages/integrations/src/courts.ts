/**
 * The courts' information system, the simulator's own REST/JSON protocol (apps/gov-sim/src/systems/courts):
 * - `GET /courts?regionId={1..14}` -> `{list: [{code, regionId, name}]}` (all courts without regionId);
 * - `GET /cases/{caseNumber}` -> `{caseNumber, court: {code, name}, hearings: [{at, room}]}` for a criminal
 *   case that reached a court; 404 CASE_NOT_FOUND otherwise.
 */
import { z } from 'zod';

/** `GET /courts` query. */
export const courtListQuery = z.object({ regionId: z.coerce.number().int().min(1).max(14).optional() });

export const courtSchema = z.object({
  code: z.string(),
  regionId: z.number().int().nullable(),
  name: z.string(),
});
export type Court = z.infer<typeof courtSchema>;

/** `GET /courts` answer. */
export const courtListSchema = z.object({ list: z.array(courtSchema) });

/** `GET /cases/{caseNumber}` answer. */
export const courtCaseSchema = z.object({
  caseNumber: z.string(),
  court: z.object({ code: z.string(), name: z.string() }),
  hearings: z.array(z.object({ at: z.iso.datetime({ offset: true }), room: z.string() })),
});
export type CourtCase = z.infer<typeof courtCaseSchema>;
