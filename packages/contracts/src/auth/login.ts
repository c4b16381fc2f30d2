import { z } from 'zod';

/** The answer of every sign-in call (spec sections 4 and 7). */
export const loginAnswer = z.object({
  token: z.string(),
  /** LAWYER, an assigned staff role, or null for a person without one. */
  status: z.string().nullable(),
  isDirector: z.boolean(),
  contragentId: z.number().int().nullable(),
  /** Base path under which the user's uploaded files are served. */
  uploadPath: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const SIGN_IN_METHODS = ['SSO', 'MOBILE_ID', 'E_SIGNATURE'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
