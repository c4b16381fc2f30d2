/**
 * The limits of an appeal (spec sections 5 and 9), read by the contract's schemas (the API's checks and
 * the SPA's forms) and by the screens' counters.
 */

/** At most this many regions may be chosen (the appeal goes to the lawyers and directors of each). */
export const APPEAL_MAX_REGIONS = 2;
/** The exact content: at most this many words (counted by `countWords`). */
export const APPEAL_MAX_WORDS = 2500;
/** The exact content: at most this many characters, so that a text of 2500 long words still fits. */
export const APPEAL_CONTENT_MAX_CHARS = 40_000;
/** The brief content (what the inbox shows): at most this many characters. */
export const APPEAL_BRIEF_MAX_CHARS = 300;
/** The lawyer's result when completing: at most this many characters. */
export const APPEAL_RESULT_MAX_CHARS = 4000;
/** The attached file (PDF or an image): at most this many bytes. */
export const APPEAL_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The two kinds: pro bono help for a person with a disability, state-funded legal aid for a citizen. */
export const APPEAL_KINDS = ['PRO_BONO', 'STATE_FUNDED'] as const;
export type AppealKind = (typeof APPEAL_KINDS)[number];

/** How far the person's demand was met, as the lawyer says when completing. */
export const APPEAL_DEMANDS = ['SATISFIED', 'PARTIALLY_SATISFIED', 'NOT_SATISFIED'] as const;
export type AppealDemand = (typeof APPEAL_DEMANDS)[number];

/** Why a state-funded appeal was rejected at creation. */
export const APPEAL_REJECT_REASONS = ['NOT_IN_SOCIAL_REGISTER'] as const;
export type AppealRejectReason = (typeof APPEAL_REJECT_REASONS)[number];
