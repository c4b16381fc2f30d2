/**
 * Validation of the legal-aid forms with the zod schemas of packages/contracts, in the user's language,
 * by the one mapping of zod issues to messages the API uses too (packages/contracts kit/issue-message.ts),
 * so a field says the same thing whether the browser or the server refused it.
 */
import type { FormErrors } from '@mantine/form';
import { issueField, issueMessage, valueAtPath } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

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
