import { z } from 'zod';

/** A database id in a path or query: a positive 32-bit integer. */
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const idParams = z.object({ id: idSchema });
