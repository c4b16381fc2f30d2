/**
 * Contacts a person types (packages/domain identifiers.ts holds the rules): an optional phone brought to
 * its stored form +998XXXXXXXXX (spaces, dashes, brackets and a missing +998 are accepted) and an optional
 * e-mail. An empty field means "none".
 */
import { normalizePhone } from '@portal/domain';
import { z } from 'zod';

export const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const phone = normalizePhone(v);
    if (phone === null) ctx.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
    return phone;
  });

export const optionalEmail = z
  .union([z.literal(''), z.email('validation.wrongEmail').max(200, 'validation.tooLong')])
  .nullish()
  .transform((v) => (v ? v : null));
