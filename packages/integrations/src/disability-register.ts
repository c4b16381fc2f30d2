/**
 * The national disability register. integrations.md fixes no protocol, so it is the simulator's own
 * REST/JSON (apps/gov-sim/src/systems/disability-register):
 * - `POST /check {pinfl, passportSerialNumber}` -> `{pinfl, confirmed, group, validUntil}`: confirmed when
 *   the register holds a disability of that person whose confirmation is valid today; a pinfl and passport
 *   that do not belong to one person answer 404 PERSON_NOT_FOUND (exactly like an unknown pinfl).
 */
import { z } from 'zod';
import { passportLookupBody } from './person-registry';

/** `POST /check` body: the person's pinfl with their passport series and number (both must match). */
export const disabilityCheckBody = passportLookupBody;

/** `POST /check` answer. `group` and `validUntil` are those of the register's entry, even an expired one. */
export const disabilityCheckSchema = z.object({
  pinfl: z.string(),
  /** A disability is on record and its confirmation is valid today. */
  confirmed: z.boolean(),
  /** Disability group, 1 (most severe) to 3; null without an entry. */
  group: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** Last day the confirmation is valid (YYYY-MM-DD); null without an entry. */
  validUntil: z.iso.date().nullable(),
});
export type DisabilityCheck = z.infer<typeof disabilityCheckSchema>;
