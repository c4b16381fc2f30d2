// No zod here: the SPA's pager reads these, and a page of cards should not load zod with them.

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
 * How far a home-page line ("what awaits you") is counted. A chamber's country-wide inbox can hold tens
 * of thousands of unopened requests, and counting them all on every sign-in read every one; past this a
 * line shows "999+" (the API counts one further, so a count above this means more).
 */
export const HOME_COUNT_LIMIT = 999;

/** A home-page line's count as shown: "999+" for one counted past HOME_COUNT_LIMIT. */
export function shownHomeCount(count: number): string {
  return count > HOME_COUNT_LIMIT ? `${HOME_COUNT_LIMIT}+` : String(count);
}
