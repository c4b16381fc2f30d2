/**
 * What the investigator-request use cases share: the request row, the person taking a step and what a
 * step needs. A step locks its request with the kit (lockById, or lockVisible under policy.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Adapters } from '../../adapters';
import type { investigatorRequests } from '../../db/schema';
import { requestDraws } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { FileStorage } from '../../storage';
import type { WorkflowActor } from '../../workflow/actor';
import type { ModuleDeps } from '../../http/types';

export type RequestRow = typeof investigatorRequests.$inferSelect;

/** The workflow entity of investigator requests (packages/domain INVESTIGATOR_REQUEST_WORKFLOW). */
export const REQUEST_ENTITY = 'investigator-request';

/** A signed-in person acting in a role (the identity module supplies both). */
export interface PersonActor extends WorkflowActor {
  personId: number;
}

/** The database and the clock: what a step of a request needs. */
export type StepDeps = Pick<ModuleDeps, 'db' | 'clock'>;

export interface LegalAidDeps extends StepDeps {
  registries: Pick<Adapters, 'personRegistry' | 'interiorMinistry'>;
  acceptTimeoutSeconds: number;
  /** Where uploaded documents go. */
  storage: FileStorage;
}

/** Whether the request was ever drawn to this lawyer (they then see it, read-only). */
export async function wasDrawnTo(tx: Transaction, requestId: number, lawyerId: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: requestDraws.id })
    .from(requestDraws)
    .where(and(eq(requestDraws.requestId, requestId), eq(requestDraws.pickedLawyerId, lawyerId)))
    .limit(1);
  return earlier !== undefined;
}
