/**
 * Starting points of the tests that need a bar candidate past the interview, and the session an API
 * service takes as its caller.
 */
import type { Database } from '../../src/db/client';
import { candidateDocuments, files } from '../../src/db/schema';
import { type AuthContext, findSession } from '../../src/modules/auth/sessions';
import type { Member } from './legal-aid-world';

/**
 * A filing in its last state (PASSED, Samarqand, the first license type) with its two photos' file rows,
 * written directly: the candidates module's journey is tested in candidates.test.ts.
 */
export async function addPassedFiling(db: Database, personId: number): Promise<void> {
  const photos = await db
    .insert(files)
    .values(
      [1, 2].map((k) => ({
        storageKey: `test/passed-${personId}-${k}.jpg`,
        originalName: `photo-${k}.jpg`,
        size: 1000,
        contentType: 'image/jpeg',
        sha256: String(k).repeat(64),
        ownerPersonId: personId,
      })),
    )
    .returning({ id: files.id });
  await db.insert(candidateDocuments).values({
    personId,
    regionId: 8,
    licenseTypeIds: [1],
    status: 'PASSED',
    photo1FileId: photos[0]!.id,
    photo2FileId: photos[1]!.id,
  });
}

/** The auth context of a member's session, as the API finds it from their bearer token. */
export async function sessionOf(db: Database, who: Member): Promise<AuthContext> {
  const token = /^Bearer (.+)$/.exec(who.headers.authorization ?? '')?.[1] ?? '';
  const session = await findSession(db, token);
  if (!session) throw new Error(`no live session for person ${who.personId}`);
  return session;
}
