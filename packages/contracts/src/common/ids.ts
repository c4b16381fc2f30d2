import { REGIONS } from '@portal/domain';
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
/** A list's region filter: one of the regions (packages/domain `REGIONS`) by its id, or none. */
export const regionFilter = z.coerce.number().int().min(1).max(REGIONS.length).optional();

/** `{id}` of a stored file in a path: its UUID. */
export const fileIdParams = z.object({ id: z.uuid('validation.invalidId') });

/** `{id}`: the record a path (or a query) names; a POST's body is `idBody` (legal-aid/common.ts). */
export const idParams = z.object({ id: idSchema });

/**
 * A list of ids checked by `items`: an array in JSON, or (a multipart form field) the ids separated by
 * commas ("1,3"); a single number counts as a list of one.
 */
export const idList = <T extends z.ZodType>(items: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : typeof v === 'number'
          ? [v]
          : v,
    items,
  );
