import { z } from 'zod';

/**
 * Paging as the spec uses it: `page` counts from 0; `limit` has a default and a ceiling per call.
 * A limit above the ceiling is clamped to it (not refused); a negative page or a non-number is a 400.
 */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .transform((v) => Math.min(v, maxLimit)),
  });
}

/**
 * The ceiling of a list's `total`. Counting every row of a country-wide list (all orders of ten years,
 * the query log) would read its whole index on every page; nobody pages past ten thousand records (they
 * filter), so no list counts further, and the pager offers no page past it.
 */
export const LIST_COUNT_LIMIT = 10_000;

/** How many rows past the end of the page shown a list's `total` is counted (listCountedUpTo). */
export const LIST_COUNT_AHEAD = 200;

/**
 * How far the `total` of page `page` (from 0) of `limit` rows is counted: LIST_COUNT_AHEAD rows past the
 * end of that page, at most LIST_COUNT_LIMIT. The API counts one row further, so a `total` above this
 * means "more than this" (the pager says so and offers the pages up to it; the next pages count further).
 * A count costs what it reads: a page of a big list reads its page and a few pages ahead, not ten
 * thousand rows, whatever the list's size.
 */
export function listCountedUpTo(page: number, limit: number): number {
  return Math.min(LIST_COUNT_LIMIT, (page + 1) * limit + LIST_COUNT_AHEAD);
}

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
