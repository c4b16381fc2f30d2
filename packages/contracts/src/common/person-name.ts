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
