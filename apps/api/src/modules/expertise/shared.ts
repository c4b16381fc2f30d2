/**
 * What the expertise use cases share (one file each): the row, its workflow entity, what a step needs,
 * whom a step tells, and the body's step written once (lock the request within the staff member's
 * organization, ask the policy for their position, take the workflow step with its history line and the
 * lawyer's notification, all in one transaction).
 */
import type { ExpertiseStepEvent } from '@portal/contracts';
import { type ExpertPosition, tashkentDayStart, tashkentToday } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { expertiseRequests, expertStaff, userAccounts } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { ModuleDeps } from '../../http/types';
import { lockVisible } from '../../kit/lock';
import { notices, type NotificationInput } from '../notifications';
import { transition, type TransitionInput } from '../../workflow/transition';
import type { ExpertiseCaller } from './caller';
import { staffExpertisePolicy } from './policy';

/** What a step needs: the database and the clock it reads the time from. */
export type StepDeps = Pick<ModuleDeps, 'db' | 'clock'>;
export type ExpertiseRow = typeof expertiseRequests.$inferSelect;
export const ENTITY = 'expertise';

/** The notifications of expertise requests: `expertise:notification.<KIND>`. */
export const expertiseNotice = notices('expertise', ENTITY);

/** The lawyer who asked, told of a step (kind = the step's event, or INVOICE, PAID, …). */
export function toLawyer(row: ExpertiseRow, kind: string, params: Record<string, string | number> = {}) {
  return expertiseNotice(row.authorPersonId, kind, row.id, { id: row.id, ...params });
}

/** The active staff of an organization in some positions (all when none are named): whom a step tells it is their turn. */
export async function staffOf(
  tx: Transaction,
  organizationId: number,
  positions?: readonly ExpertPosition[],
): Promise<number[]> {
  const rows = await tx
    .select({ personId: expertStaff.personId })
    .from(expertStaff)
    .innerJoin(userAccounts, eq(userAccounts.personId, expertStaff.personId))
    .where(
      and(
        eq(expertStaff.organizationId, organizationId),
        eq(userAccounts.blocked, false),
        eq(userAccounts.assignedRole, 'EXPERT'),
        positions ? inArray(expertStaff.position, [...positions]) : undefined,
      ),
    );
  return rows.map((r) => r.personId);
}

/** The actor of a workflow step taken by the caller. */
export const stepActor = (caller: ExpertiseCaller) => ({ role: caller.role, personId: caller.personId });

/**
 * One step of the body on request `id`, in the caller's transaction: the request of the caller's
 * organization, locked (404 outside it); refused unless the caller's position may take `event` now
 * (policy.ts); then the workflow step with its history line (`comment`), `set`, and its notifications.
 */
export async function bodyStep(
  tx: Transaction,
  caller: ExpertiseCaller,
  id: number,
  event: ExpertiseStepEvent,
  step: Pick<TransitionInput<'expertise'>, 'comment' | 'set' | 'notifications'> = {},
) {
  const row = await lockVisible(tx, staffExpertisePolicy, caller, expertiseRequests, id);
  staffExpertisePolicy.authorize(caller, event, row);
  return transition(tx, 'expertise', { id, event, actor: stepActor(caller), ...step });
}

export type { NotificationInput };

/** The Tashkent day `days` after `day` (ISO dates). */
export const daysAfter = (day: string, days: number) => tashkentToday(tashkentDayStart(day, days));
