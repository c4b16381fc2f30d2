import { z } from 'zod';

const INVALID_ID = { error: 'validation.invalidId' };

/**
 * A database id in a path, query or body: a positive 32-bit integer. Anything else given ("abc", -1, 1.5)
 * is "not a valid identifier" (`validation.invalidId`); a missing one is still "can not be empty".
 */
export const idSchema = z.coerce
  .number(INVALID_ID)
  .int(INVALID_ID)
  .min(1, INVALID_ID)
  .max(2_147_483_647, INVALID_ID);
export const idParams = z.object({ id: idSchema });
