/**
 * The unified register of social protection. integrations.md fixes no protocol, so it is the simulator's
 * own REST/JSON (apps/gov-sim/src/systems/social-protection):
 * - `GET /persons/:pinfl` -> `{pinfl, enrolled, since, programme}`; a person the register does not hold
 *   is `enrolled: false` (the register does not say whether the pinfl exists: the person registry does).
 */
import { SOCIAL_PROGRAMMES } from '@portal/domain';
import { z } from 'zod';

/** The programmes a person can be enrolled in (codes of the register). */
export const SOCIAL_PROGRAMME_CODES = SOCIAL_PROGRAMMES;

/** `GET /persons/:pinfl` answer. */
export const socialProtectionSchema = z.object({
  pinfl: z.string(),
  enrolled: z.boolean(),
  /** The day the person was entered in the register (YYYY-MM-DD); null when not enrolled. */
  since: z.iso.date().nullable(),
  /** The programme, as the register names it: its code and its name in Uzbek Latin. */
  programme: z.object({ code: z.enum(SOCIAL_PROGRAMME_CODES), name: z.string() }).nullable(),
});
export type SocialProtectionAnswer = z.infer<typeof socialProtectionSchema>;
