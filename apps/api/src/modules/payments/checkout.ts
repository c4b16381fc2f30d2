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
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { paymentPolicy } from './policy';

export async function paymentLink(db: Database, config: Config, caller: LegalAidCaller, id: number) {
  const request = await oneVisible(
    withinVisible(paymentPolicy.findVisible(caller), eq(lawyerRequests.id, id)),
    (where) => db.select().from(lawyerRequests).where(where),
  );
  paymentPolicy.authorize(caller, 'pay', request);
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
