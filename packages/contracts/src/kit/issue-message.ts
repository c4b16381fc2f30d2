/**
 * The one mapping of a zod issue to a localized message (an `errors:` key of packages/i18n and its
 * parameters), used by the API (route schemas, multipart fields) and by the SPA's forms, so a field says
 * the same thing whether the browser or the server refused it (docs/domain.md "Validation messages").
 *
 * - A value left empty (missing, null, "" or only spaces) says "This field can not be empty"
 *   (`validation.fieldMandatory`), whatever check refused it, unless the schema names its own message
 *   for an empty value (`validation.fileRequired`, …) or a business rule (`business.*`).
 * - Otherwise a schema's own message key (`validation.invalidPinfl`) wins, and else the kind of problem
 *   picks one of `errors:validation.*`.
 */
import type { z } from 'zod';
import { LEGAL_AID_FILE_MAX_BYTES } from '../legal-aid/common';

/**
 * A zod issue as zod gives it (`code`, `message`, the rest of its fields), or as
 * fastify-type-provider-zod hands it to the API's error handler (`keyword` + `params`: see
 * {@link fromFastifyIssue}).
 */
export interface IssueLike {
  code: string;
  message?: string;
  [field: string]: unknown;
}

export interface IssueMessage {
  /** An i18n key with its namespace: `errors:validation.fieldMandatory`. */
  key: string;
  params: Record<string, unknown>;
}

const OWN_KEY = /^(validation|business|identity)\.[A-Za-z]+$/;
/** Own messages that already say what an empty value lacks ("Attach a file"), or a business rule. */
const OWN_FOR_EMPTY = /^(validation\.\w+Required|business\.\w+)$/;

/** Whether a value counts as left empty: missing, null, or text of nothing but white space. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const MANDATORY: IssueMessage = { key: 'errors:validation.fieldMandatory', params: {} };
const WRONG: IssueMessage = { key: 'errors:validation.wrongData', params: {} };

/** The message of one issue; `given` is the value at the issue's path (zod does not report it). */
export function issueMessage(zodIssue: z.core.$ZodIssue | IssueLike, given: unknown): IssueMessage {
  const issue = zodIssue as IssueLike;
  const message = issue.message ?? '';
  const own = OWN_KEY.test(message);
  if (isEmptyValue(given) && !(own && OWN_FOR_EMPTY.test(message))) return MANDATORY;
  if (own) {
    // zod names its limits `minimum` and `maximum`; the messages say {{min}} and {{max}}. A custom issue
    // brings its own `params` (the limit a refine checked), which win.
    const max =
      message === 'validation.fileTooLarge' ? LEGAL_AID_FILE_MAX_BYTES / (1024 * 1024) : issue.maximum;
    const params = (issue.params ?? {}) as Record<string, unknown>;
    return { key: `errors:${message}`, params: { min: issue.minimum, max, ...params } };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? { key: 'errors:validation.notANumber', params: {} } : WRONG;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? MANDATORY
          : { key: 'errors:validation.tooShort', params: { min: issue.minimum } };
      if (issue.origin === 'array' || issue.origin === 'set') return MANDATORY;
      return { key: 'errors:validation.tooSmall', params: { min: issue.minimum } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'errors:validation.tooLong', params: { max: issue.maximum } };
      return { key: 'errors:validation.tooLarge', params: { max: issue.maximum } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'errors:validation.wrongEmail', params: {} } : WRONG;
    default:
      return WRONG;
  }
}

/** The value at `path` in `values` (a form's values, a request's body or query); undefined when absent. */
export function valueAtPath(values: unknown, path: readonly PropertyKey[]): unknown {
  let node = values;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

/** The dotted field name of an issue's path (`filters.regionId`), or `whole` for an issue on the whole object. */
export function issueField(path: readonly PropertyKey[], whole: string): string {
  return path.map(String).join('.') || whole;
}
