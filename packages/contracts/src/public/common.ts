import { z } from 'zod';

/**
 * A query-string flag: true, false, 1, 0 (anything else is a 400). A client may give a boolean: the URL
 * carries it as `true` / `false`.
 */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A reference to a named item, its name already in the caller's language. */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });
