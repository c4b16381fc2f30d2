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
 * How far a list's `total` is counted. Counting every row of a country-wide list (all orders of ten years,
 * the query log) would read its whole index on every page; nobody pages past ten thousand records (they
 * filter), so a list counts its rows up to one more than this, and a `total` above it means "more than
 * LIST_COUNT_LIMIT" (the pager says so and offers the pages up to it).
 */
export const LIST_COUNT_LIMIT = 10_000;

/**
 * A list answer: one page of items and the total across all pages (counted up to LIST_COUNT_LIMIT + 1:
 * a total above LIST_COUNT_LIMIT means more than that).
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
