import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transaction';
import { requireText } from '../../errors/app-error';
import { transition } from '../../workflow/transition';
import { lawyerNotification } from './notices';
import { type PersonActor, REQUEST_ENTITY, type RequestRow, type StepDeps } from './shared';
import { lockVisible } from '../../kit/lock';
import { investigatorRequests } from '../../db/schema';
import { requestStepPolicy } from './policy';

export /**
 * A step the investigator takes on their own request with a required reason (cancel, not completed): the
 * reason checked first, then one transaction under the request's lock; the lawyer `tell` names (if any) is
 * told, and `after` runs in the same transaction.
 */
function investigatorReasonStep(step: {
  event: 'CANCEL' | 'NOT_COMPLETE';
  set: (text: string) => Partial<typeof investigatorRequests.$inferInsert>;
  tell: (request: RequestRow) => number | null;
  kind: string;
  after?: (tx: Transaction, requestId: number, clock: Clock) => Promise<unknown>;
}) {
  return async ({ db, clock }: StepDeps, actor: PersonActor, requestId: number, reason: string) => {
    const text = requireText(reason, 'reason', 'legal-aid:error.reasonRequired');
    return db.transaction(async (tx) => {
      const request = await lockVisible(tx, requestStepPolicy, actor, investigatorRequests, requestId);
      const lawyerId = step.tell(request);
      const { row } = await transition(tx, REQUEST_ENTITY, {
        id: requestId,
        event: step.event,
        actor,
        comment: text,
        set: step.set(text),
        notifications: async (r) => (lawyerId ? await lawyerNotification(tx, r, lawyerId, step.kind) : []),
      });
      await step.after?.(tx, requestId, clock);
      return row;
    });
  };
}
