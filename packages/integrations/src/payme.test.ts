import { describe, expect, it } from 'vitest';
import { parsePaymeCheckout, paymeCheckoutLink } from './payme';

describe('Payme checkout links', () => {
  const checkout = {
    merchantId: 'portal-dev-merchant',
    account: { request_id: '17' },
    amountTiyin: 15_000_000,
    returnUrl: 'http://127.0.0.1:8080/lawyer-profile/requests/add-certificate/view/17?a=1;b=2',
  };

  it('encodes m, ac., a and c as base64 after the checkout address, and reads them back', () => {
    const link = paymeCheckoutLink('https://checkout.example/', checkout);
    const encoded = link.slice('https://checkout.example/'.length);
    expect(Buffer.from(encoded, 'base64').toString()).toBe(
      `m=portal-dev-merchant;ac.request_id=17;a=15000000;c=${checkout.returnUrl}`,
    );
    expect(parsePaymeCheckout(encoded)).toEqual(checkout);
  });

  it('reads nothing from a link that is not a checkout', () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    expect(parsePaymeCheckout('%%%')).toBeUndefined();
    expect(parsePaymeCheckout(b64('m=x;ac.request_id=1;a=-5;c=http://127.0.0.1/'))).toBeUndefined();
    expect(parsePaymeCheckout(b64('m=x;ac.request_id=1;a=100'))).toBeUndefined();
    expect(parsePaymeCheckout(b64('m=x;ac.request_id=1;a=100;c=javascript:alert(1)'))).toBeUndefined();
  });
});
