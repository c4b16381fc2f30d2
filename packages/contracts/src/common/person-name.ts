import { z } from 'zod';

/**
 * A person's name in an answer, as the registries give it (the patronymic may be missing); spread into
 * the object where the name stands: `z.object({ id, ...personName, gender })`.
 */
export const personName = {
  lastName: z.string(),
  firstName: z.string(),
  parentName: z.string().nullable(),
};

/** The person of an account in an answer (admin lists, the signed-in user): spread where it stands. */
export const accountPerson = {
  personId: z.number().int(),
  pinfl: z.string(),
  fullName: z.string(),
};

/** A lawyer's person in an answer: spread beside the row's own id (`lawyerRef`, employees, order access). */
export const lawyerPerson = {
  personId: z.number().int(),
  fullName: z.string(),
  certificateNumber: z.string(),
};

/** A lawyer as a list or a record names one: the lawyer's id and full name. */
export const lawyerName = z.object({ id: z.number().int(), fullName: z.string() });
