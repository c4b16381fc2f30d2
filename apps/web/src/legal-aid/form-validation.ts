/**
 * Validation of the legal-aid forms with the zod schemas of packages/contracts, in the user's language.
 * The messages follow the API's own mapping (apps/api/src/errors/validation-messages.ts), so a field says
 * the same thing whether the browser or the server refused it: a schema's own message key
 * ('validation.invalidPinfl') wins, otherwise the kind of problem picks one of `errors:validation.*`.
 */
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { LEGAL_AID_FILE_MAX_BYTES } from '@portal/contracts';
import type { z } from 'zod';

/** The size limit the file messages name, in MB. */
const FILE_MAX_MB = LEGAL_AID_FILE_MAX_BYTES / (1024 * 1024);

type Issue = z.core.$ZodIssue;

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let node = values;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

/** The i18n key and parameters of one zod issue. */
export function issueMessage(
  issue: Issue,
  values: unknown,
): { key: string; params: Record<string, unknown> } {
  const raw = issue as unknown as Record<string, unknown>;
  if (/^(validation|business)\.[A-Za-z]+$/.test(issue.message)) {
    const max = issue.message === 'validation.fileTooLarge' ? FILE_MAX_MB : raw.maximum;
    // A custom issue brings its own `params` (the limit a refine checked), as on the server.
    const own = (raw.params ?? {}) as Record<string, unknown>;
    return { key: `errors:${issue.message}`, params: { ...own, min: raw.minimum, max } };
  }
  const value = valueAt(values, issue.path);
  const empty = value === undefined || value === null || value === '';
  switch (issue.code) {
    case 'invalid_type':
      if (empty) return { key: 'errors:validation.fieldMandatory', params: {} };
      return {
        key: raw.expected === 'number' ? 'errors:validation.notANumber' : 'errors:validation.wrongData',
        params: {},
      };
    case 'too_small':
      if (raw.origin === 'string')
        return Number(raw.minimum) <= 1 || empty
          ? { key: 'errors:validation.fieldMandatory', params: {} }
          : { key: 'errors:validation.tooShort', params: { min: raw.minimum } };
      if (raw.origin === 'array' || raw.origin === 'set')
        return { key: 'errors:validation.fieldMandatory', params: {} };
      return { key: 'errors:validation.tooSmall', params: { min: raw.minimum } };
    case 'too_big':
      if (raw.origin === 'string') return { key: 'errors:validation.tooLong', params: { max: raw.maximum } };
      return { key: 'errors:validation.tooLarge', params: { max: raw.maximum } };
    case 'invalid_format':
      return {
        key: raw.format === 'email' ? 'errors:validation.wrongEmail' : 'errors:validation.wrongData',
        params: {},
      };
    default:
      return empty
        ? { key: 'errors:validation.fieldMandatory', params: {} }
        : { key: 'errors:validation.wrongData', params: {} };
  }
}

/** A @mantine/form `validate` function from a zod schema: every issue under its field, translated. */
export function zodFormValidator<V>(schema: z.ZodType, t: TFunction) {
  return (values: V): FormErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      if (errors[field]) continue;
      const { key, params } = issueMessage(issue, values);
      errors[field] = t(key, params);
    }
    return errors;
  };
}
