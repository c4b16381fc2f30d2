/**
 * Expertise requests: the route matrix (the body's queue and a request of it for the EXPERT; the lawyer's
 * list, the form on their order, a request and its payment page for the lawyer; each refused to the other
 * side, a citizen and a guest; axe in three themes, desktop and 390×844), and the journey of a request
 * from the lawyer's order to the signed conclusion, every step on its screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { openCheckPageOfPdf } from '../support/documents';
import { lawyersSignedOrder, newExpertiseRequest, TINY_PDF } from '../support/expertise';
import { expect, test } from '../support/fixtures';
import { choose, signedIn, signInDialog, tokenOf } from '../support/legal-aid';
import { type PathContext, routeMatrix } from '../support/route-matrix';

const LAWYER = 'lawyer-samarqand-2';

type Json = Record<string, unknown> & { id: number };

type Caller = Pick<PathContext, 'request' | 'tokenOf'>;

async function asLawyer(ctx: Caller) {
  const token = await ctx.tokenOf(LAWYER);
  expect(token, 'the lawyer’s sign-in').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

async function ok(
  res: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<Json & { list: Json[] }> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Json & { list: Json[] };
}

/** A signed order of the lawyer: one they hold, or a paper order registered now. */
async function signedOrder(ctx: Caller): Promise<number> {
  return lawyersSignedOrder(ctx.request, (await ctx.tokenOf(LAWYER))!);
}

/** A request of the lawyer sent to the national centre (whose expert is persona `expert`): one there is, or one sent now. */
async function sentRequest(ctx: PathContext): Promise<number> {
  const headers = await asLawyer(ctx);
  const own = await ok(
    await ctx.request.get('/api/v.1/expertise/list-own?page=0&size=20', { headers }),
    'own requests',
  );
  const sent = (own.list as (Json & { status: string; organization: Json })[]).find(
    (r) => r.status !== 'TEMPORARY' && r.organization.id === 1,
  );
  return sent ? sent.id : newExpertiseRequest(ctx.request, (await ctx.tokenOf(LAWYER))!);
}

routeMatrix(
  'expertise',
  [
    {
      path: '/lawyer-profile/expertise',
      seenBy: ['expert'],
      refusedFor: [LAWYER, 'user', 'guest'],
      shows: 'expertise-list-queue',
    },
    {
      name: '/lawyer-profile/expertise/view/{id}',
      path: async (ctx) => `/lawyer-profile/expertise/view/${await sentRequest(ctx)}`,
      seenBy: ['expert'],
      refusedFor: [LAWYER],
      shows: 'expertise-view',
    },
    {
      path: '/lawyer-profile/orders/expertise',
      seenBy: [LAWYER],
      refusedFor: ['expert', 'user', 'guest'],
      shows: 'expertise-list-own',
    },
    {
      name: '/lawyer-profile/orders/expertise/{orderId}',
      path: async (ctx) => `/lawyer-profile/orders/expertise/${await signedOrder(ctx)}`,
      seenBy: [LAWYER],
      refusedFor: ['expert'],
      shows: 'expertise-form',
      kind: 'form',
    },
    {
      name: '/lawyer-profile/orders/expertise/view/{id}',
      path: async (ctx) => `/lawyer-profile/orders/expertise/view/${await sentRequest(ctx)}`,
      seenBy: [LAWYER],
      refusedFor: ['expert'],
      shows: 'expertise-view',
    },
    {
      name: '/lawyer-profile/orders/expertise/payment/{id}',
      path: async (ctx) => `/lawyer-profile/orders/expertise/payment/${await sentRequest(ctx)}`,
      seenBy: [LAWYER],
      refusedFor: ['expert'],
      shows: 'expertise-payment',
    },
  ],
  { phone: true },
);

/** The request's page shows `status` (its record's data-status). */
async function statusIs(page: Page, status: string) {
  await expect(page.getByTestId('expertise-view')).toHaveAttribute('data-status', status, {
    timeout: 20_000,
  });
}

/** Opens the body's page of request `id` and takes the step of the button `step` (no dialog). */
async function bodyStep(page: Page, id: number, step: string, status: string) {
  await page.goto(`/lawyer-profile/expertise/view/${id}`);
  await page.getByTestId(`expertise-step-${step}`).click();
  await statusIs(page, status);
}

test('an expertise from the order to the signed conclusion: asked, approved, paid on the checkout, a petition answered, agreed, signed, completed and checked', async ({
  browser,
  request,
  govSimUrl,
}) => {
  test.setTimeout(300_000);
  const [lawyer, expert, director, deputy, head] = await Promise.all(
    [LAWYER, 'expert', 'expert-director', 'expert-deputy', 'expert-head'].map((p) =>
      signedIn(browser, p as Parameters<typeof signedIn>[1]),
    ),
  );
  const token = (await tokenOf(lawyer!.page))!;
  const orderId = await signedOrder({ request, tokenOf: async () => token });

  // The lawyer asks for an expertise from their order's page, with the contract as material.
  const l = lawyer!.page;
  await l.goto(`/lawyer-profile/orders/list/view/${orderId}`);
  await l.getByTestId('order-ask-expertise').click();
  await l.waitForURL(`**/lawyer-profile/orders/expertise/${orderId}`);
  await choose(l, 'expertise-field-organization', /National Centre/);
  await choose(l, 'expertise-field-research-type', /Handwriting/);
  await l.getByTestId('step-next').click();
  await l.getByTestId('expertise-action').first().check();
  await expect(l.getByTestId('expertise-total')).toContainText('350');
  await l.getByTestId('step-next').click();
  await l
    .getByTestId('expertise-field-questions')
    .fill('Is the signature on page 3 made by the person named?');
  await l
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await l.getByTestId('step-next').click();
  await expect(l.getByTestId('expertise-review')).toContainText('contract.pdf');
  await l.getByTestId('step-finish').click();
  await l.waitForURL(/\/lawyer-profile\/orders\/expertise\/view\/\d+$/);
  const id = Number(/view\/(\d+)$/.exec(l.url())![1]);
  await statusIs(l, 'NEW');

  // The body takes it; the director and the deputy director approve: the invoice is issued.
  await bodyStep(expert!.page, id, 'take', 'UNDER_CONSIDERATION');
  await expert!.page.getByTestId('expertise-step-send-for-approval').click();
  await statusIs(expert!.page, 'ON_APPROVAL_FOR_DIRECTOR');
  await bodyStep(director!.page, id, 'approve', 'ON_APPROVAL_FOR_DEPUTY_DIRECTOR');
  await bodyStep(deputy!.page, id, 'approve', 'PENDING');

  // The lawyer pays the invoice on the provider's checkout, which sends the browser back.
  await l.reload();
  await statusIs(l, 'PENDING');
  await expect(l.getByTestId('expertise-invoice-number')).toContainText('EXP-');
  await l.getByTestId('expertise-pay').click();
  await l.waitForURL(`**/expertise/payment/${id}`);
  await l.getByTestId('expertise-payment-pay').click();
  await l.waitForURL(`${govSimUrl}/payme/checkout/**`);
  await expect(l.getByTestId('payme-account-expertise_id')).toHaveText(String(id));
  await l.getByTestId('payme-pay').click();
  await l.waitForURL(`**/lawyer-profile/orders/expertise/view/${id}`);
  await expect(l.getByTestId('expertise-payment-status')).toContainText('Paid');

  // The expert starts the work and asks for more materials; the lawyer answers with a file.
  const e = expert!.page;
  await bodyStep(e, id, 'start', 'IN_PRODUCTION');
  await e.getByTestId('expertise-step-ask-petition').click();
  await e
    .getByTestId('expertise-step-ask-petition-dialog-reason')
    .fill('Please send three free samples of the signature.');
  await e.getByTestId('expertise-step-ask-petition-dialog-submit').click();
  await expect(e.getByTestId('expertise-petition')).toContainText('three free samples');
  await l.reload();
  await l.getByTestId('expertise-answer').click();
  await l.getByTestId('expertise-answer-text').fill('The samples are attached.');
  await l
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'samples.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await l.getByTestId('expertise-answer-dialog-submit').click();
  await expect(l.getByTestId('expertise-petition-answer')).toHaveText('The samples are attached.');
  await expect(l.getByTestId('expertise-petition-files')).toContainText('samples.pdf');

  // The expert sends the conclusion for agreement; the head of department signs and sends it.
  await e.reload();
  await e.getByTestId('expertise-step-send-for-agreement').click();
  await e
    .getByTestId('expertise-step-send-for-agreement-dialog-reason')
    .fill('The signature on page 3 was made by the person named.');
  await e.getByTestId('expertise-step-send-for-agreement-dialog-submit').click();
  await statusIs(e, 'ON_AGREEMENT');
  const h = head!.page;
  await h.goto(`/lawyer-profile/expertise/view/${id}`);
  await h.getByTestId('expertise-step-send-conclusion').click();
  await signInDialog(h, govSimUrl, 'expert-head');
  await statusIs(h, 'SENT');
  await expect(h.getByTestId('expertise-conclusion-number')).not.toHaveText('—');
  await bodyStep(e, id, 'complete', 'COMPLETED');

  // The lawyer downloads the conclusion; its QR code opens the public check, which confirms it.
  await l.reload();
  await statusIs(l, 'COMPLETED');
  const number = (await l.getByTestId('expertise-conclusion-number').textContent())!.trim();
  await openCheckPageOfPdf(l, l.getByTestId('expertise-conclusion-pdf'));
  await expect(l.getByTestId('check-status')).toHaveText('Valid');
  await expect(l.getByTestId('check-found')).toContainText(number.replace(/^.*?(EX)/, '$1'));

  await Promise.all([lawyer, expert, director, deputy, head].map((s) => s!.context.close()));
});
