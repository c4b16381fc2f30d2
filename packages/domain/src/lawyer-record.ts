/**
 * Rules of the lawyer's record kept by the lawyer and the chambers (docs/domain.md "Rating
 * marks" and "Legal-service information").
 */

/** A chamber's rating mark of a lawyer: 1 (serious shortcomings) to 5 (exemplary work). */
export const LAWYER_MARK_MIN = 1;
export const LAWYER_MARK_MAX = 5;
/** The reason of a mark: what the chamber saw, at least this many characters. */
export const LAWYER_MARK_REASON_MIN = 10;
/** The rating shown is the mean of the marks of the last this many days (older marks stay in history). */
export const LAWYER_MARK_WINDOW_DAYS = 365;
/** How many main fields of practice a lawyer may name. */
export const PRACTICE_FIELDS_MAX = 5;

/** The mean of the marks, one decimal, or null when there are none. */
export function meanMark(marks: readonly number[]): number | null {
  if (marks.length === 0) return null;
  return Math.round((10 * marks.reduce((a, b) => a + b, 0)) / marks.length) / 10;
}
