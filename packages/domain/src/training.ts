/**
 * Training certificates of lawyers (docs/domain.md "Training certificates"): the hours of
 * professional training a lawyer must complete each calendar year (reference data chosen where the spec is
 * silent) and how one course counts: in the year its last day falls in, once the chamber confirmed it.
 */
export const TRAINING_HOURS_REQUIRED_PER_YEAR = 40;
/** One course: 1 to 500 academic hours. */
export const TRAINING_HOURS_MAX = 500;

/** The calendar year a course counts in ('YYYY-MM-DD' of its last day). */
export const trainingYearOf = (endDate: string): number => Number(endDate.slice(0, 4));
