import { z } from 'zod';
import { defineCalls, get } from '../kit/define-call';

/**
 * One line of "what awaits you": how many records of a section await the person, the nearest due day or
 * deadline, and the filter that narrows the line's list to them (added to the list's URL).
 */
export const pendingCount = z.object({
  /** The line's id, as its section declares it (PENDING_LINES). */
  id: z.string(),
  /** How many, counted up to one past HOME_COUNT_LIMIT (more than the limit: "999+"). */
  count: z.number().int().positive(),
  /** The nearest due day ('YYYY-MM-DD') or deadline (an instant), null when none. */
  due: z.string().nullable(),
  /** The list's URL parameters that show exactly these records. */
  filter: z.record(z.string(), z.string()),
});
export type PendingCount = z.infer<typeof pendingCount>;

/** GET account/home: what awaits the signed-in person, each line of their sections that has something. */
export const cabinetHomeResponse = z.object({ pending: z.array(pendingCount) });
export type CabinetHome = z.infer<typeof cabinetHomeResponse>;

export const homeCalls = defineCalls(['home'], {
  cabinetHome: get('account/home', { response: cabinetHomeResponse, permission: 'signedIn' }),
});
