/** The delivery of one request, as its lawyer and its chamber see it; outside their scope: 404. */
import type { RequestDeliveryDto } from '@portal/contracts';
import type { MailDeliveryStatus, MailFailureReason } from '@portal/domain';
import type { Database } from '../../db/client';
import { lawyerRequests } from '../../db/schema';
import { visibleById } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { deliveryPolicy } from './policy';

type RequestRow = typeof lawyerRequests.$inferSelect;

export function deliveryViews(db: Database) {
  /** The request row if the caller sees it; 404 otherwise. */
  const visible = (caller: LegalAidCaller, id: number): Promise<RequestRow> =>
    visibleById(db, deliveryPolicy, caller, lawyerRequests, id);

  function dto(caller: LegalAidCaller, row: RequestRow): RequestDeliveryDto {
    const mail = row.delivery === 'MAIL';
    return {
      requestId: row.id,
      delivery: row.delivery,
      deliveryAddress: mail ? row.deliveryAddress : null,
      postalIndex: mail ? row.postalIndex : null,
      trackingNumber: row.trackingNumber,
      status: mail ? (row.deliveryStatus as MailDeliveryStatus | null) : null,
      failureReason: mail ? (row.deliveryFailureReason as MailFailureReason | null) : null,
      can: deliveryPolicy.can(caller, row),
    };
  }

  return {
    visible,
    async one(caller: LegalAidCaller, id: number) {
      return dto(caller, await visible(caller, id));
    },
  };
}
