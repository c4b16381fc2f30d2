/**
 * What the investigator-request use cases share: the request row, the person taking a step, what a step
 * needs, and the request locked for a change.
 */
import { and, eq } from 'drizzle-orm';
import type { Adapters } from '../../adapters';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { investigatorRequests, requestDraws } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { lockById } from '../../kit/lock';
import type { FileStorage } from '../../storage';
import type { WorkflowActor } from '../../workflow/actor';
import { requestStepPolicy } from './policy';

export type RequestRow = typeof investigatorRequests.$inferSelect;

/** The workflow entity of investigator requests (packages/domain INVESTIGATOR_REQUEST_WORKFLOW). */
export const REQUEST_ENTITY = 'investigator-request';

/** A signed-in person acting in a role (the identity module supplies both). */
export interface PersonActor extends WorkflowActor {
  personId: number;
}

/** The database and the clock: what a step of a request needs. */
export interface StepDeps {
  db: Database;
  clock: Clock;
}

export interface LegalAidDeps extends StepDeps {
  registries: Pick<Adapters, 'personRegistry' | 'interiorMinistry'>;
  acceptTimeoutSeconds: number;
  /** Where uploaded documents go. */
  storage: FileStorage;
}

/** The request row locked for the rest of the transaction; 404 when it does not exist. */
export function lockRequest(tx: Transaction, id: number): Promise<RequestRow> {
  return lockById(tx, investigatorRequests, id);
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

/** The investigator's own request, or 404 (another investigator's request answers like none). */
export async function lockOwnRequest(tx: Transaction, id: number, actor: PersonActor): Promise<RequestRow> {
  const row = await lockRequest(tx, id);
  requestStepPolicy.authorize(actor, 'own', row);
  return row;
}
