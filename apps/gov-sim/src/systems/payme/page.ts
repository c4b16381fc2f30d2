import { formatTiyin } from '@portal/domain';
import type { PaymeCheckout } from '@portal/integrations';
import { escapeHtml as e } from '../../html';

const STYLE = `body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 2rem 1rem; max-width: 34rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; } dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; border: 1px solid #0b5a4a; background: #0b6b58; color: #fff; cursor: pointer; }
button:focus, a:focus { outline: 3px solid #1c4f9c; outline-offset: 2px; }
a { color: #1c4f9c; } .error { border: 1px solid #b3261e; background: #fdecea; color: #7a1a14; padding: 0.6rem; border-radius: 6px; }
.note { color: #444; font-size: 0.9rem; }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The checkout page: who is paid, for what, how much; a pay button and a way back without paying. */
export function renderCheckoutPage(link: string, c: PaymeCheckout): string {
  const account = Object.entries(c.account)
    .map(([k, v]) => `<dt>${e(k)}</dt><dd data-testid="payme-account-${e(k)}">${e(v)}</dd>`)
    .join('\n');
  return layout(
    'Payme (simulator): checkout',
    `<h1>Payme — checkout (simulator)</h1>
<p class="note">Development and tests only: no money moves. Paying calls the merchant's API as the provider does.</p>
<dl>
<dt>Merchant</dt><dd>${e(c.merchantId)}</dd>
${account}
<dt>Amount</dt><dd data-testid="payme-amount">${e(formatTiyin(c.amountTiyin))} UZS</dd>
</dl>
<form method="post" action="/payme/pay">
<input type="hidden" name="link" value="${e(link)}">
<button type="submit" data-testid="payme-pay">Pay ${e(formatTiyin(c.amountTiyin))} UZS</button>
</form>
<p><a href="${e(c.returnUrl)}" data-testid="payme-return">Do not pay and return to the merchant</a></p>`,
  );
}

/** A checkout that cannot go on: the reason, and the way back when there is one. */
export function renderCheckoutError(message: string, returnUrl?: string): string {
  return layout(
    'Payme (simulator): payment not possible',
    `<h1>Payme — payment not possible (simulator)</h1>
<p class="error" role="alert" data-testid="payme-error">${e(message)}</p>
${returnUrl ? `<p><a href="${e(returnUrl)}" data-testid="payme-return">Return to the merchant</a></p>` : ''}`,
  );
}
