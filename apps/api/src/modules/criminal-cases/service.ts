import { eq, inArray } from 'drizzle-orm';
import {
  CASE_NUMBER_REGEX,
  type CriminalCase,
  type InteriorMinistry,
} from '../../adapters/interior-ministry';
import { readTogether, type Executor } from '../../db/transaction';
import { criminalCases } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/** A case with the time it was fetched from the registry; `stale` when the registry was down and this is the cache. */
export interface CachedCriminalCase {
  id: number;
  data: CriminalCase;
  fetchedAt: Date;
  stale: boolean;
}

async function store(db: Executor, found: CriminalCase, fetchedAt: Date): Promise<CachedCriminalCase> {
  const values = {
    caseNumber: found.caseNumber,
    investigatorName: found.investigator.fullName,
    investigatorPinfl: found.investigator.pinfl,
    accusedName: found.accused.fullName,
    accusedPinfl: found.accused.pinfl,
    address: found.accused.address,
    courtName: found.court?.name ?? null,
    adjournmentAt: found.adjournmentAt ? new Date(found.adjournmentAt) : null,
    data: found,
    fetchedAt,
  };
  const [row] = await db
    .insert(criminalCases)
    .values(values)
    .onConflictDoUpdate({ target: criminalCases.caseNumber, set: values })
    .returning({ id: criminalCases.id });
  return { id: row!.id, data: found, fetchedAt, stale: false };
}

/**
 * `infoFromMvd` / `searchCriminal`: a criminal case from the interior-ministry registry, cached with its
 * fetch time. When the registry is down the cached copy is answered (stale: true); with no copy, the
 * registry's 503 stands. A case number that is not 6-20 digits is a 400; an unknown one a 404.
 */
export async function fetchCriminalCase(
  db: Executor,
  registry: InteriorMinistry,
  caseNumber: string,
  now: Date,
): Promise<CachedCriminalCase> {
  if (!CASE_NUMBER_REGEX.test(caseNumber))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'errors:validation.wrongData',
      field: 'caseNumber',
    });
  let found: CriminalCase | null;
  try {
    found = await registry.findCase(caseNumber);
  } catch (error) {
    const [cached] = await db.select().from(criminalCases).where(eq(criminalCases.caseNumber, caseNumber));
    if (!cached || !(error instanceof AppError)) throw error;
    return { id: cached.id, data: cached.data as CriminalCase, fetchedAt: cached.fetchedAt, stale: true };
  }
  if (!found)
    throw new AppError('NOT_FOUND', { messageKey: 'legal-aid:error.caseNotFound', field: 'caseNumber' });
  return store(db, found, now);
}

/** The cases where a person is accused, fetched and cached (for the investigator's request form). */
export async function fetchCasesOfPerson(
  db: Executor,
  registry: InteriorMinistry,
  pinfl: string,
  now: Date,
): Promise<CachedCriminalCase[]> {
  try {
    const list = await registry.casesOfPerson(pinfl);
    return readTogether(
      db,
      list.map((c) => () => store(db, c, now)),
    );
  } catch (error) {
    const cached = await db.select().from(criminalCases).where(eq(criminalCases.accusedPinfl, pinfl));
    if (cached.length === 0 || !(error instanceof AppError)) throw error;
    return cached.map((c) => ({
      id: c.id,
      data: c.data as CriminalCase,
      fetchedAt: c.fetchedAt,
      stale: true,
    }));
  }
}

/** Cached cases by number, without asking the registry. */
export async function cachedCases(db: Executor, caseNumbers: string[]) {
  if (caseNumbers.length === 0) return [];
  return db.select().from(criminalCases).where(inArray(criminalCases.caseNumber, caseNumbers));
}
