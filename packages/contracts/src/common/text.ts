/**
 * What text the portal accepts in any parameter or field (docs/domain.md "Text input"): no control
 * characters but tab, line feed and carriage return, and no broken UTF-16 (a lone surrogate). File names
 * are stricter: no control characters at all, no bidirectional formatting characters (U+202E makes
 * "invoice‮fdp.exe" read as "invoiceexe.pdf") and no path parts.
 */

import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f-\u009f]/;
/** In a `u` pattern a surrogate pair is one code point, so this matches only a lone surrogate. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Bidirectional formatting: marks, embeddings, overrides and isolates. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether a text parameter or field may be accepted. */
export function isAcceptableText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);
}

/** Why an uploaded file's name is refused, or null when it is fine. */
export function fileNameProblem(name: string): 'characters' | 'path' | null {
  if (CONTROL_IN_NAME.test(name) || LONE_SURROGATE.test(name) || BIDI_CONTROL.test(name)) return 'characters';
  if (/[\\/]/.test(name) || name === '.' || name === '..') return 'path';
  return null;
}

/**
 * A text people are to read (a note, a template's body): trimmed, within its limits, and holding words
 * (at least one letter). A run of punctuation such as ".." or "%%%%" is not a text: refused with
 * validation.wrongData (docs/domain.md "Text input").
 */
export function proseText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((value) => value === '' || /\p{L}/u.test(value), 'validation.wrongData');
}

/** A required line of text: trimmed, 1 to `max` characters (validation.fieldMandatory, validation.tooLong). */
export function requiredLine(max: number) {
  return z.string().trim().min(1, 'validation.fieldMandatory').max(max, 'validation.tooLong');
}

/**
 * An optional text (a structure's short name, a letter's summary, the uz text of a content item: lt
 * transliterated), trimmed, at most `max` characters: empty, null or left out is null.
 */
export function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);
}

/**
 * A text of a content item in the four languages: `<prefix>Lt`, `<prefix>Ru`, `<prefix>Eng` required
 * (1 to `max` characters) and `<prefix>Uz` that may be left empty (lt transliterated).
 */
export function translatedText<P extends string>(prefix: P, max: number) {
  return {
    [`${prefix}Lt`]: requiredLine(max),
    [`${prefix}Uz`]: optionalLine(max),
    [`${prefix}Ru`]: requiredLine(max),
    [`${prefix}Eng`]: requiredLine(max),
  } as Record<`${P}Lt` | `${P}Ru` | `${P}Eng`, ReturnType<typeof requiredLine>> &
    Record<`${P}Uz`, ReturnType<typeof optionalLine>>;
}

/** A `translatedText` as an answer gives it back: the four texts as stored, uz null when lt is transliterated. */
export function storedText<P extends string>(prefix: P) {
  return {
    [`${prefix}Lt`]: z.string(),
    [`${prefix}Uz`]: z.string().nullable(),
    [`${prefix}Ru`]: z.string(),
    [`${prefix}Eng`]: z.string(),
  } as Record<`${P}Lt` | `${P}Ru` | `${P}Eng`, z.ZodString> & Record<`${P}Uz`, z.ZodNullable<z.ZodString>>;
}
