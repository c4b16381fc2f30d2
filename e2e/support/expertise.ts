/**
 * Expertise requests set up through the API with a lawyer persona's token: the lawyer's signed order (one
 * they hold, or a paper order registered now) and a request on it sent to the national centre, whose
 * expert is persona `expert`.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { api } from './legal-aid';

/** A tiny PDF (the scan of a paper order, a request's material). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** A multipart POST with the persona's token: the answer's id (the test fails unless 2xx). */
async function multipartPost(request: APIRequestContext, token: string, path: string, multipart: Multipart) {
  const res = await request.post(`/api/v.1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart,
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

/** A signed order of the lawyer: one they hold, or a paper order registered now. */
export async function lawyersSignedOrder(request: APIRequestContext, token: string): Promise<number> {
  const own = await api(request, token, 'getInfo/ownOrder?status=CREATED&limit=1');
  if (own.list[0]) return own.list[0].id as number;
  const legalAid = await api(request, token, 'getInfo/listOwnLegalAidType');
  const created = await multipartPost(request, token, 'getInfo/orderCreate', {
    type: 'PAPER',
    orderBaseId: '1',
    legalAidId: String(legalAid.list[0].id),
    personPinfl: '31403856004118',
    personLastName: 'Toshmatov',
    personFirstName: 'Aziz',
    groundsDocNumber: 'SH-2026/91',
    groundsDocDate: new Date().toISOString().slice(0, 10),
    orderRegNumber: `EX ${Date.now() % 10_000_000}`,
    file: { name: 'order.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
  });
  return created.id;
}

/** A new request of the lawyer on their signed order, sent to the national centre (status NEW): its id. */
export async function newExpertiseRequest(request: APIRequestContext, token: string): Promise<number> {
  const orderId = await lawyersSignedOrder(request, token);
  const created = await multipartPost(request, token, 'expertise/create', {
    orderId: String(orderId),
    organizationId: '1',
    researchTypeId: '1',
    actionIds: '1,2',
    questions: 'Is the signature on the contract made by the person named in it?',
    send: 'true',
    files: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
  });
  return created.id;
}
