import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PersonRegistryAdapter } from '../../adapters/person-registry';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { personRow } from '../../people/person-row';
import { readPersonOnRecord } from '../query-log';
import { firstId } from '../../db/rows';

/**
 * The person of a pinfl a sign-in method has proved (mobile-ID, e-signature): our row when we know them;
 * otherwise they are recorded from the person registry at their first sign-in (placeholder names are
 * never invented), and that read goes to the query log. Unknown to the registry: a refused sign-in.
 */
export async function personIdOfPinfl(
  db: Database,
  registry: PersonRegistryAdapter,
  request: FastifyRequest,
  pinfl: string,
  purpose: string,
): Promise<number> {
  const known = await firstId(db, persons, eq(persons.pinfl, pinfl));
  if (known) return known.id;
  const record = await readPersonOnRecord(db, registry, request, pinfl, purpose);
  if (!record) throw new AppError('SSO_REFUSED', { messageKey: 'errors:business.loginFailed' });
  const [row] = await db
    .insert(persons)
    .values(personRow(record, { source: 'REGISTRY', fetchedAt: request.clock.now() }))
    .onConflictDoUpdate({ target: persons.pinfl, set: { updatedAt: request.clock.now() } })
    .returning({ id: persons.id });
  return row!.id;
}
