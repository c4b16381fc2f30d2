import { z } from 'zod';

/** A page's number as the spec counts it: from 0; a negative page or a non-number is a 400. */
export const pageNumber = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** A page's size: `defaultLimit` when none is asked, and one above the ceiling is clamped to it (not refused). */
export function pageSize(defaultLimit: number, maxLimit: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultLimit)
    .transform((v) => Math.min(v, maxLimit));
}

/** Paging as the spec uses it: `page` (`pageNumber`) and `limit` with a default and a ceiling per call. */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({ page: pageNumber, limit: pageSize(defaultLimit, maxLimit) });
}

export {
  HOME_COUNT_LIMIT,
  LIST_COUNT_AHEAD,
  LIST_COUNT_LIMIT,
  listCountedUpTo,
  shownHomeCount,
} from './list-count';

/**
 * A list answer: one page of items and the total across all pages (counted up to
 * `listCountedUpTo(page, limit)` + 1: a total above that means more than that).
 */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().min(0) });
}

/** A whole list answer, not paged: every item at once (small lists: parties, files, choices). */
export function wholeListOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

/** Free-text search: trimmed, at most 200 characters (longer input is a 400 naming the field). */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
