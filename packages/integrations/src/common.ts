import { z } from 'zod';

export const PINFL_REGEX = /^\d{14}$/;
export const PASSPORT_REGEX = /^[A-Z]{2}\d{7}$/;
/** A case number as the registries write it; anything else is never sent. */
export const CASE_NUMBER_REGEX = /^\d{6,20}$/;
/** An Uzbek mobile number as the gateways write it. */
export const PHONE_REGEX = /^\+998\d{9}$/;

/** A pinfl as callers send it: exactly 14 digits. */
export const pinflSchema = z.string().regex(PINFL_REGEX, 'pinfl must be 14 digits');
export const caseNumberSchema = z.string().regex(CASE_NUMBER_REGEX, 'caseNumber must be 6 to 20 digits');

/** `/…/:pinfl` path parameters. */
export const pinflParams = z.object({ pinfl: pinflSchema });
/** `/…/:caseNumber` path parameters. */
export const caseNumberParams = z.object({ caseNumber: caseNumberSchema });

/** How the simulated systems refuse: `{code, message, field?}` with a 4xx status. */
export const systemErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
