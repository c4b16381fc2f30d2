/**
 * The end of internships whose period is over (job `internship-end`, daily; docs/domain.md "Interns"): an
 * ACTIVE internship whose end date has come becomes COMPLETED by the portal (workflow event PERIOD_END),
 * the person gets back the role they had before, and the intern and the structure's director are told.
 * Each internship in its own transaction under its row lock, so two sweeps at once (two API processes)
 * end it once: the second finds it COMPLETED and passes.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, internships, persons } from '../../db/schema';
import { fullNameOf } from '../../people/person-row';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { internshipNotice, restoreRoleAfter } from './internships';

/** Ends every internship due on `today` (ISO date, Tashkent); answers how many this sweep ended. */
export async function sweepInternshipEnds(db: Database, today: string): Promise<number> {
  const due = await db
    .select({ id: internships.id })
    .from(internships)
    .where(and(eq(internships.status, 'ACTIVE'), lte(internships.endDate, today)))
    .orderBy(internships.id);
  let ended = 0;
  for (const { id } of due) if (await endIfDue(db, id, today)) ended++;
  return ended;
}

async function endIfDue(db: Database, id: number, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(internships).where(eq(internships.id, id)).for('update');
    if (!row || row.status !== 'ACTIVE' || row.endDate > today) return false;
    const [structure] = await tx.select().from(contragents).where(eq(contragents.id, row.contragentId));
    const [person] = await tx.select().from(persons).where(eq(persons.id, row.personId));
    await transition(tx, 'internship', {
      id,
      event: 'PERIOD_END',
      actor: SYSTEM_ACTOR,
      notifications: () => [
        ...internshipNotice(row.personId, 'INTERNSHIP_PERIOD_END', id, {
          structure: structure?.name ?? '',
          until: row.endDate,
        }),
        ...internshipNotice(structure?.directorPersonId, 'INTERNSHIP_PERIOD_END_DIRECTOR', id, {
          intern: person ? fullNameOf(person) : '',
          until: row.endDate,
        }),
      ],
    });
    await restoreRoleAfter(tx, row);
    return true;
  });
}
