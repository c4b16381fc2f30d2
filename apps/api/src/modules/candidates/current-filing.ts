/**
 * The person's latest filing to the bar as the applicant page shows it (currentLawyerCandidate `filing`):
 * status, region, interview, the internship that followed, and the status history. The person's own
 * filing only: the caller is the filing's person, so no policy scope is needed beyond `personId`.
 */
import type { CurrentLawyerCandidate, Language } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateDocuments, internships, regions } from '../../db/schema';
import { nameIn } from '../../http/localize';
import { historyItems } from '../legal-aid';

export async function currentFilingOf(
  db: Database,
  personId: number,
  lang: Language,
): Promise<CurrentLawyerCandidate['filing']> {
  const [row] = await db
    .select({ doc: candidateDocuments, region: regions })
    .from(candidateDocuments)
    .innerJoin(regions, eq(regions.id, candidateDocuments.regionId))
    .where(eq(candidateDocuments.personId, personId))
    .orderBy(desc(candidateDocuments.id))
    .limit(1);
  if (!row) return null;
  const [[internship], history] = await Promise.all([
    db
      .select({ id: internships.id })
      .from(internships)
      .where(eq(internships.candidateDocumentId, row.doc.id))
      .orderBy(desc(internships.id))
      .limit(1),
    historyItems(db, 'candidate', row.doc.id),
  ]);
  return {
    id: row.doc.id,
    status: row.doc.status as NonNullable<CurrentLawyerCandidate['filing']>['status'],
    regionName: nameIn(row.region, lang),
    createdAt: row.doc.createdAt.toISOString(),
    interviewAt: row.doc.interviewAt?.toISOString() ?? null,
    interviewPlace: row.doc.interviewPlace,
    internshipId: internship?.id ?? null,
    history,
  };
}
