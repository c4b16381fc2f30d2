import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals } from '../../db/schema';

/** Counts of the author's appeals by state (clientsInfo). */
export async function appealCounts(db: Database, personId: number) {
  const rows = await db
    .select({ status: appeals.status, n: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(eq(appeals.authorPersonId, personId), ne(appeals.status, 'CANCELLED')))
    .groupBy(appeals.status);
  const count = (...statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    open: count('SEND', 'SEEN'),
    accepted: count('ACCEPTED'),
    completed: count('COMPLETED'),
    rejected: count('REJECTED'),
  };
}
