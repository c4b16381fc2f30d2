/**
 * The lawyer's way to pay (integrations.md "Payments", checkout link): the provider's checkout page with
 * base64 of `m=<merchant id>;ac.request_id=<id>;a=<tiyin>;c=<return url>`. Only the lawyer's own request
 * in PAYMENT can be paid; any other status is refused with a clear message.
 */
import { paymeCheckoutLink } from '@portal/integrations';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { lawyerRequests } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';

export async function paymentLink(db: Database, config: Config, caller: LegalAidCaller, id: number) {
  const [request] = await db.select().from(lawyerRequests).where(eq(lawyerRequests.id, id));
  if (!request || !caller.lawyer || request.lawyerId !== caller.lawyer.id) throw new AppError('NOT_FOUND');
  if (request.status !== 'PAYMENT')
    throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'requests:error.notAwaitingPayment' });
  return {
    checkoutUrl: paymeCheckoutLink(config.payme.checkoutUrl, {
      merchantId: config.payme.merchantId,
      account: { request_id: String(id) },
      amountTiyin: request.priceTiyin,
      returnUrl: `${config.publicUrl}/lawyer-profile/requests/add-certificate/view/${id}`,
    }),
    amountTiyin: request.priceTiyin,
  };
}
