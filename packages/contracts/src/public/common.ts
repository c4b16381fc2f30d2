import { z } from 'zod';

/**
 * A query-string flag: true, false, 1, 0 (anything else is a 400). A client may give a boolean: the URL
 * carries it as `true` / `false`.
 */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** An ISO date `YYYY-MM-DD` in a query. */
export const isoDateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'validation.invalidDate');

/** A reference to a named item, its name already in the caller's language. */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;
