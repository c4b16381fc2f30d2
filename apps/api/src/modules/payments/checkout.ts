/**
 * The payer's way to pay (integrations.md "Payments", checkout link): the provider's checkout page with
 * base64 of `m=<merchant id>;ac.<account field>=<id>;a=<tiyin>;c=<return url>`. Only the caller's own
 * payable awaiting payment can be paid (payables.ts: a lawyer's own request in PAYMENT); any other is
 * refused with a clear message.
 */
import { paymeCheckoutLink } from '@portal/integrations';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { LegalAidCaller } from '../legal-aid';
import { payableKind, type PayableRef } from './payables';

export async function paymentLink(db: Database, config: Config, caller: LegalAidCaller, ref: PayableRef) {
  const kind = payableKind(ref.kind);
  const { amountTiyin, returnPath } = await kind.checkout(db, caller, ref.id);
  return {
    checkoutUrl: paymeCheckoutLink(config.payme.checkoutUrl, {
      merchantId: config.payme.merchantId,
      account: { [kind.accountField]: String(ref.id) },
      amountTiyin,
      returnUrl: `${config.publicUrl}${returnPath}`,
    }),
    amountTiyin,
  };
}
