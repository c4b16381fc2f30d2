/**
 * Validation of the legal-aid forms with the zod schemas of packages/contracts, in the user's language,
 * by the one mapping of zod issues to messages the API uses too (packages/contracts kit/issue-message.ts),
 * so a field says the same thing whether the browser or the server refused it.
 */
import type { FormErrors } from '@mantine/form';
import { issueField, issueMessage, valueAtPath } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * One typed value (a search field outside a form) checked with its contract schema: the parsed value, or
 * the message of its first issue, translated.
 */
export function checkTyped<T>(
  schema: z.ZodType<T>,
  typed: string,
  t: TFunction,
): { ok: true; value: T } | { ok: false; error: string } {
  const parsed = schema.safeParse(typed);
  if (parsed.success) return { ok: true, value: parsed.data };
  const { key, params } = issueMessage(parsed.error.issues[0]!, typed);
  return { ok: false, error: t(key, params) };
}

/** A @mantine/form `validate` function from a zod schema: every issue under its field, translated. */
export function zodFormValidator<V>(schema: z.ZodType, t: TFunction) {
  return (values: V): FormErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issueField(issue.path, '');
      if (errors[field]) continue;
      const { key, params } = issueMessage(issue, valueAtPath(values, issue.path));
      errors[field] = t(key, params);
    }
    return errors;
  };
}
