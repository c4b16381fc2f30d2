/**
 * The lawyers' forum (docs/domain.md "Forum"): its categories, and the shapes of client personal data a
 * post may not carry (a PINFL or a passport number, formats of integrations.md "Identifiers").
 */

/** The forum's categories, in the order the forum lists them (labels: `forum:category.<code>`). */
export const FORUM_CATEGORIES = ['CRIMINAL', 'CIVIL', 'ADMINISTRATIVE', 'PRACTICE', 'PORTAL'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

/** The kinds of personal identifier a post is checked for. */
export type PersonalDataShape = 'PINFL' | 'PASSPORT';

/** 14 digits standing alone (not part of a longer number), spaces between digits not counted. */
const PINFL_SHAPE = /(?<![\d])\d(?:[ \u00a0]?\d){13}(?![ \u00a0]?\d)/;
/** 2 Latin letters and 7 digits standing alone, in any case and with a space or none between. */
const PASSPORT_SHAPE = /(?<![A-Za-z\d])[A-Za-z]{2}[ \u00a0]?\d{7}(?!\d)/;

/** The personal identifiers a text seems to hold: a PINFL- or passport-shaped string (format only). */
export function personalDataShapes(text: string): PersonalDataShape[] {
  const found: PersonalDataShape[] = [];
  if (PINFL_SHAPE.test(text)) found.push('PINFL');
  if (PASSPORT_SHAPE.test(text)) found.push('PASSPORT');
  return found;
}
