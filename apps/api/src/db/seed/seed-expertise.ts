/**
 * The expertise body's demo staff, all of the national centre (organization 1): persona `expert`, an
 * expert of its criminalistics department, persona `expert-head`, that department's head, and its deputy
 * director (`expert-deputy`) and director (`expert-director`). Each gets the EXPERT role (as an ADMIN
 * would assign it) and their place on the staff. Idempotent.
 */
import type { DemoPersonaKey } from '@portal/synthetic';
import type { ExpertPosition } from '@portal/domain';
import type { Transaction } from '../transaction';
import { expertStaff, userAccounts } from '../schema';

const NATIONAL_CENTRE = 1;
const CRIMINALISTICS = 1;

const STAFF: { persona: DemoPersonaKey; departmentId: number | null; position: ExpertPosition }[] = [
  { persona: 'expert', departmentId: CRIMINALISTICS, position: 'EXPERT' },
  { persona: 'expert-head', departmentId: CRIMINALISTICS, position: 'HEAD_OF_DEPARTMENT' },
  { persona: 'expert-deputy', departmentId: null, position: 'DEPUTY_DIRECTOR' },
  { persona: 'expert-director', departmentId: null, position: 'DIRECTOR' },
];

export async function seedExpertStaff(tx: Transaction, personIds: ReadonlyMap<DemoPersonaKey, number>) {
  for (const s of STAFF) {
    const personId = personIds.get(s.persona)!;
    await tx
      .insert(userAccounts)
      .values({ personId, assignedRole: 'EXPERT' })
      .onConflictDoNothing({ target: userAccounts.personId });
    await tx
      .insert(expertStaff)
      .values({
        personId,
        organizationId: NATIONAL_CENTRE,
        departmentId: s.departmentId,
        position: s.position,
      })
      .onConflictDoNothing();
  }
}
