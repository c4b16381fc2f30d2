/**
 * Rules of bar candidates and interns (docs/domain.md "Bar candidates", "Interns"): the documents a
 * filing carries, the photo rule of spec sections 5 and 9 (two photos 3×4 taken within the last 6 months)
 * and the internship period.
 */
import { addMonthsIso } from './dates';

/** The kinds of document a candidate files (docTypeIds of createCandidateDoc), by id. */
export const CANDIDATE_DOC_TYPES = [
  { id: 1, code: 'PASSPORT' },
  { id: 2, code: 'DIPLOMA' },
  { id: 3, code: 'EMPLOYMENT_RECORD' },
  { id: 4, code: 'MEDICAL_CERTIFICATE' },
  { id: 5, code: 'OTHER' },
] as const;
export type CandidateDocTypeCode = (typeof CANDIDATE_DOC_TYPES)[number]['code'];
export const CANDIDATE_DOC_TYPE_IDS = CANDIDATE_DOC_TYPES.map((t) => t.id);
/** Documents every filing must hold: the passport and the law diploma. */
export const REQUIRED_CANDIDATE_DOC_TYPE_IDS: readonly number[] = [1, 2];
export const CANDIDATE_MAX_FILES = 8;

/** The photo rule: two photos, 3×4 (width:height 3:4 within 4 %), at least 300×400 px, at most 5 MB. */
export const CANDIDATE_PHOTO_COUNT = 2;
export const CANDIDATE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CANDIDATE_PHOTO_MIN_WIDTH = 300;
export const CANDIDATE_PHOTO_MIN_HEIGHT = 400;
export const CANDIDATE_PHOTO_RATIO_TOLERANCE = 0.04;
/** A photo must have been taken within this many months before the upload (spec: "within the last 6 months"). */
export const CANDIDATE_PHOTO_MAX_AGE_MONTHS = 6;

/** Why a photo is refused, or null when it passes. */
export type PhotoProblem = 'notThreeByFour' | 'tooSmall' | 'tooOld' | 'takenInFuture';

/**
 * Judges one photo: its pixel size and the day it was taken (from its metadata; null: unknown, then the
 * upload day counts, so an unmarked photo is taken as new). `today` is the Tashkent day of the upload.
 */
export function photoProblem(
  photo: { width: number; height: number; takenOn: string | null },
  today: string,
): PhotoProblem | null {
  const { width, height } = photo;
  if (Math.abs(width / height - 3 / 4) > (3 / 4) * CANDIDATE_PHOTO_RATIO_TOLERANCE) return 'notThreeByFour';
  if (width < CANDIDATE_PHOTO_MIN_WIDTH || height < CANDIDATE_PHOTO_MIN_HEIGHT) return 'tooSmall';
  const taken = photo.takenOn ?? today;
  if (taken > today) return 'takenInFuture';
  if (taken < addMonthsIso(today, -CANDIDATE_PHOTO_MAX_AGE_MONTHS)) return 'tooOld';
  return null;
}

/** How long an internship lasts from the day the director accepts the intern (docs/domain.md "Interns"). */
export const INTERNSHIP_MONTHS = 6;

/** The internship period that starts on `startDate` (ISO dates; the last day is the day before the end). */
export function internshipPeriod(startDate: string): { startDate: string; endDate: string } {
  return { startDate, endDate: addMonthsIso(startDate, INTERNSHIP_MONTHS) };
}
