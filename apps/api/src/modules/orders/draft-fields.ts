/**
 * The fields of an order its author fills, as the contract defines them (`orderDraftFields` and the type
 * of createDraft), and the rules every change of a draft keeps.
 */
import type { orderCalls } from '@portal/contracts';
import { type CallBody, orderDraftFields } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { investigatorRequests, type orders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { stateFundedBasisId } from './shared';

type DraftBody = CallBody<typeof orderCalls.createDraft, 'server'>;
/** Changes to a draft: any of its fields (createDraft's body); `undefined` leaves one as it is, `null` empties it. */
export type OrderDraftChanges = Partial<DraftBody>;
/** A new draft's fields: its type and any others. */
export type OrderDraft = OrderDraftChanges & Pick<DraftBody, 'type'>;

const DRAFT_KEYS = ['type', ...Object.keys(orderDraftFields.shape)] as (keyof OrderDraft)[];

/** The order columns a draft's input sets: the fields it gives (not undefined). */
export function draftColumns(input: OrderDraftChanges): Partial<typeof orders.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const key of DRAFT_KEYS) if (input[key] !== undefined) out[key] = input[key];
  return out as Partial<typeof orders.$inferInsert>;
}

/** Fields of a draft made by an accepted investigator request that stay as the request gave them. */
export const REQUEST_LOCKED_FIELDS = [
  'orderBaseId',
  'groundsDocNumber',
  'groundsDocDate',
  'personPinfl',
  'caseNumber',
] as const;

/**
 * A state-funded order must be on a case the lawyer is on: one of their accepted investigator requests
 * has that case number (a request still waiting for their acceptance does not count). Other bases (a
 * contract with the client…) may name any case.
 */
export async function assertOnCase(
  tx: Transaction,
  lawyerId: number,
  order: { orderBaseId: number | null; caseNumber: string | null; investigatorRequestId: number | null },
) {
  if (order.investigatorRequestId || order.orderBaseId !== (await stateFundedBasisId(tx))) return;
  const [own] = order.caseNumber
    ? await tx
        .select({ id: investigatorRequests.id })
        .from(investigatorRequests)
        .where(
          and(
            eq(investigatorRequests.pickedLawyerId, lawyerId),
            eq(investigatorRequests.caseNumber, order.caseNumber),
            isNotNull(investigatorRequests.acceptedAt),
          ),
        )
    : [];
  if (!own || !order.caseNumber)
    throw new AppError('BUSINESS_RULE', { messageKey: 'legal-aid:error.notOnCase', field: 'caseNumber' });
}
