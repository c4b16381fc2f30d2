/**
 * The expertise body's demo staff: persona `expert` is an expert of the national centre (organization 1,
 * its criminalistics department). Idempotent.
 */
import type { DemoPersonaKey } from '@portal/synthetic';
import type { Transaction } from '../transaction';
import { expertStaff } from '../schema';

const STAFF = [
  { persona: 'expert', organizationId: 1, departmentId: 1, position: 'EXPERT' },
] as const satisfies {
  persona: DemoPersonaKey;
  organizationId: number;
  departmentId: number;
  position: string;
}[];

export async function seedExpertStaff(tx: Transaction, personIds: ReadonlyMap<DemoPersonaKey, number>) {
  for (const s of STAFF)
    await tx
      .insert(expertStaff)
      .values({
        personId: personIds.get(s.persona)!,
        organizationId: s.organizationId,
        departmentId: s.departmentId,
        position: s.position,
      })
      .onConflictDoNothing();
}
