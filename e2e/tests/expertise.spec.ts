/**
 * Expertise requests: the route matrix (the body's queue and a request of it for the EXPERT; the lawyer's
 * list, the form on their order, a request and its payment page for the lawyer; each refused to the other
 * side, a citizen and a guest; axe in three themes, desktop and 390×844).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../support/fixtures';
import { type PathContext, routeMatrix } from '../support/route-matrix';

const LAWYER = 'lawyer-samarqand-2';
/** A tiny PDF (the scan of a paper order). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Json = Record<string, unknown> & { id: number };

async function asLawyer(ctx: PathContext) {
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
async function signedOrder(ctx: PathContext): Promise<number> {
  const headers = await asLawyer(ctx);
  const own = await ok(
    await ctx.request.get('/api/v.1/getInfo/ownOrder?status=CREATED&limit=1', { headers }),
    'own orders',
  );
  if (own.list[0]) return own.list[0].id;
  const legalAid = await ok(
    await ctx.request.get('/api/v.1/getInfo/listOwnLegalAidType', { headers }),
    'legal aid types',
  );
  const created = await ok(
    await ctx.request.post('/api/v.1/getInfo/orderCreate', {
      headers,
      multipart: {
        type: 'PAPER',
        orderBaseId: '1',
        legalAidId: String(legalAid.list[0]!.id),
        personPinfl: '31403856004118',
        personLastName: 'Toshmatov',
        personFirstName: 'Aziz',
        groundsDocNumber: 'SH-2026/91',
        groundsDocDate: new Date().toISOString().slice(0, 10),
        orderRegNumber: `EX ${Date.now() % 10_000_000}`,
        file: { name: 'order.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'paper order',
  );
  return created.id;
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
  if (sent) return sent.id;
  const orderId = await signedOrder(ctx);
  const created = await ok(
    await ctx.request.post('/api/v.1/expertise/create', {
      headers,
      multipart: {
        orderId: String(orderId),
        organizationId: '1',
        researchTypeId: '1',
        actionIds: '1,2',
        questions: 'Is the signature on the contract made by the person named in it?',
        send: 'true',
        files: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'expertise request',
  );
  return created.id;
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
