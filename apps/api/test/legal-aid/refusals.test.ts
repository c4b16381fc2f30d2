/**
 * What state-funded legal aid refuses through HTTP, each with a clear localized message and nothing
 * changed: two accepts at once, bad inputs, and what an attacker would try (other users'
 * ids, huge strings, SQL and HTML in text, negative ids, tampered and foreign signatures).
 */
import { canonicalJson } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateAvatar } from '../../src/db/seed/public/avatar';
import {
  files,
  investigatorRequests,
  notifications,
  orderCasePersons,
  orders,
  signatures,
  statusHistory,
} from '../../src/db/schema';
import {
  type Json,
  type Member,
  type MultipartFile,
  pdfBytes,
  pdfPart,
  postForm,
  requestBody,
  signAs,
} from '../helpers/legal-aid-world';
import { useLegalAidWorld } from './steps';
import { rowCounts } from '../helpers/database';

const RU_PERSONS_KEPT = 'Лиц, добавленных в дело, удалить нельзя.';
const { sim, ctx, w, call, steps } = useLegalAidWorld();

/** Row counts of everything a refused call could have written. */
const counts = () =>
  rowCounts(ctx.db, {
    orders,
    files,
    requests: investigatorRequests,
    signatures,
    notifications,
    history: statusHistory,
    casePersons: orderCasePersons,
  });

function expectError(
  res: { status: number; body: Json },
  status: number,
  message: string | RegExp,
  field?: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  if (field) expect(res.body.field).toBe(field);
}

/** A paper order registered in one go through orderCreate (multipart), by `who`. */
function orderCreate(who: Member, file: MultipartFile | null, fields: Record<string, string> = {}) {
  return postForm(
    ctx,
    who,
    'getInfo/orderCreate',
    {
      orderRegNumber: 'AA 0054321',
      orderBaseId: '1',
      legalAidId: '3',
      groundsDocNumber: 'SH-1',
      groundsDocDate: '2026-01-10',
      personPinfl: w.accusedPinfl,
      personLastName: 'Aliyev',
      personFirstName: 'Vali',
      ...fields,
    },
    file ?? undefined,
  );
}

/** The fields of a valid investigator request (requestBody) as a multipart form sends them. */
const requestForm = () => Object.fromEntries(Object.entries(requestBody(w)).map(([k, v]) => [k, String(v)]));

/** getInfo/orderCreateCheck tells `who` they cannot create an order, with the checks in `flags`. */
async function expectCannotCreate(who: Member, flags: Record<string, boolean>) {
  const check = await call(who, 'GET', 'getInfo/orderCreateCheck');
  expect(check.body).toMatchObject({ ...flags, canCreate: false });
}

describe('concurrency', () => {
  it('lets exactly one of two simultaneous accepts of one request through', async () => {
    const id = await steps.send();
    const [a, b] = await Promise.all([
      call(w.dutyLawyer, 'POST', 'getInfo/acceptOrgRequestNew', { id }),
      call(w.dutyLawyer, 'POST', 'getInfo/acceptOrgRequestNew', { id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toBe('Request is “Accepted”: not possible now');
    const made = await ctx.db.select().from(orders).where(eq(orders.investigatorRequestId, id));
    expect(made).toHaveLength(1);
    const accepts = await ctx.db.select().from(statusHistory).where(eq(statusHistory.event, 'ACCEPT'));
    expect(accepts.filter((h) => h.entityId === id)).toHaveLength(1);
  });

  it('signs a draft once when the same signature is sent twice at once', async () => {
    const orderId = await steps.orderIn('DRAFT');
    const draft = (await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body;
    const pkcs7 = await signAs(sim, w.dutyLawyer, draft.signingContent);
    const [a, b] = await Promise.all([
      call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7 }),
      call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stored = await ctx.db
      .select()
      .from(signatures)
      .where(eq(signatures.documentId, String(orderId)));
    expect(stored.filter((s) => s.documentType === 'ORDER')).toHaveLength(1);
  });
});

describe('the bad inputs of the issue', () => {
  it('refuses an order on a case the lawyer is not on (even one where the request is not accepted yet)', async () => {
    const before = await counts();
    const notOnCase = await call(w.colleague, 'POST', 'getInfo/createDraft', {
      type: 'ELECTRONIC',
      orderBaseId: 2,
      caseNumber: w.caseNumber,
    });
    expectError(notOnCase, 422, 'You are not a lawyer on this criminal case', 'caseNumber');
    const pending = await steps.send();
    const notYet = await call(w.dutyLawyer, 'POST', 'getInfo/createDraft', {
      type: 'ELECTRONIC',
      orderBaseId: 2,
      caseNumber: '17000000000',
    });
    expectError(notYet, 422, 'You are not a lawyer on this criminal case');
    await call(w.investigator, 'POST', 'getInfo/cancelOrgRequestNew', { id: pending, reason: 'x' });
    expect((await counts()).orders).toBe(before.orders);
  });

  it('refuses creation without the per-user order permission, and says which check fails', async () => {
    // The director withdraws the colleague's permission through the portal.
    const withdraw = await call(w.director, 'POST', 'getInfo/orderAccess', {
      personId: w.colleague.personId,
      allowed: false,
    });
    expect(withdraw.status).toBe(200);
    const before = await counts();
    await expectCannotCreate(w.colleague, { isLawyer: true, permission: false, structureRestricted: false });
    expectError(
      await call(w.colleague, 'POST', 'getInfo/createDraft', { type: 'ELECTRONIC' }),
      422,
      'You are not allowed to create orders. Contact your director.',
    );
    expectError(
      await orderCreate(w.colleague, { name: 's.pdf', type: 'application/pdf', content: pdfBytes() }),
      422,
      /not allowed to create orders/,
    );
    expect(await counts()).toEqual(before);
    await call(w.director, 'POST', 'getInfo/orderAccess', { personId: w.colleague.personId, allowed: true });
    expect((await call(w.colleague, 'POST', 'getInfo/createDraft', { type: 'ELECTRONIC' })).status).toBe(200);
  });

  it('refuses creation, signing and registering under a structure restriction', async () => {
    const draftId = await steps.orderIn('DRAFT');
    const draft = (await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${draftId}`)).body;
    const pkcs7 = await signAs(sim, w.dutyLawyer, draft.signingContent);
    const restrict = await call(w.republicChamber, 'POST', 'contragent/orderRestriction', {
      contragentId: w.structureId,
      restricted: true,
      reason: 'Audit of the structure',
    });
    expect(restrict.status).toBe(200);
    const before = await counts();
    await expectCannotCreate(w.dutyLawyer, { permission: true, structureRestricted: true });
    const message =
      'Creating orders is restricted for your structure. The republic chamber of advocates can lift the restriction.';
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/createDraft', { type: 'ELECTRONIC' }),
      422,
      message,
    );
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: draftId, pkcs7 }),
      422,
      message,
    );
    expectError(
      await orderCreate(w.dutyLawyer, { name: 's.pdf', type: 'application/pdf', content: pdfBytes() }),
      422,
      message,
    );
    expect((await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${draftId}`)).body.can).toMatchObject({
      sign: false,
    });
    expect(await counts()).toEqual(before);
    await call(w.republicChamber, 'POST', 'contragent/orderRestriction', {
      contragentId: w.structureId,
      restricted: false,
    });
  });

  it('refuses to edit a CREATED order', async () => {
    const id = await steps.orderIn('CREATED');
    const before = (await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${id}`)).body;
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/updateDraft', { id, personFirstName: 'Changed' }),
      409,
      'Only a draft can be changed',
    );
    expect((await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${id}`)).body).toEqual(before);
  });

  it('keeps persons added to a case: deleting one is refused', async () => {
    const orderId = await steps.orderIn('CREATED');
    const added = await call(w.dutyLawyer, 'POST', 'getInfo/addCasePerson', {
      orderId,
      pinfl: w.accusedPinfl,
      lastName: 'Jabborov',
      firstName: 'Sherzod',
      procedureRole: 'VICTIM',
    });
    expect(added.status).toBe(200);
    const ru = await call(
      w.dutyLawyer,
      'POST',
      'getInfo/deleteCasePerson',
      { orderId, casePersonId: added.body.id },
      { 'accept-language': 'ru' },
    );
    expectError(ru, 422, RU_PERSONS_KEPT);
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/deleteCasePerson', { orderId, casePersonId: added.body.id }),
      422,
      'Persons added to a case cannot be deleted.',
    );
    const dto = (await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body;
    expect(dto.casePersons).toMatchObject([
      { id: added.body.id, lastName: 'Jabborov', procedureRole: 'VICTIM' },
    ]);
  });

  it('refuses a 60 MB file (413) and a file just over the limit, storing nothing', async () => {
    const id = await steps.send();
    await steps.accept(id);
    const before = await counts();
    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(60 * 1024 * 1024, 0x20)]);
    const big = await orderCreate(w.dutyLawyer, { name: 'scan.pdf', type: 'application/pdf', content: huge });
    expectError(big, 413, 'The file must be at most 20 MB', 'file');
    const ru = await postForm(
      ctx,
      w.dutyLawyer,
      `getInfo/closeOrganizationRequest/${id}`,
      { comment: 'done' },
      pdfPart('c.pdf', 'closeFile', huge),
      'ru',
    );
    expectError(ru, 413, 'Размер файла должен быть не больше 20 МБ', 'closeFile');
    // Just over 20 MB: the upload itself stops at the limit.
    const over = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024 + 1000, 0x20)]);
    expectError(
      await orderCreate(w.dutyLawyer, { name: 'scan.pdf', type: 'application/pdf', content: over }),
      413,
      'The file must be at most 20 MB',
    );
    expect(await counts()).toEqual(before);
    expect((await call(w.dutyLawyer, 'GET', `getInfo/organizationRequestById/${id}`)).body.status).toBe(
      'ACCEPTED',
    );
  }, 60_000);

  it('refuses a file that is not a PDF sent as a PDF (415), storing nothing', async () => {
    const before = await counts();
    const png = generateAvatar('scan', false);
    const message = 'Only a PDF file can be attached here';
    expectError(
      await orderCreate(w.dutyLawyer, { name: 'scan.pdf', type: 'application/pdf', content: png }),
      415,
      message,
      'file',
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectError(
      await orderCreate(w.dutyLawyer, { name: 'scan.pdf', type: 'application/pdf', content: html }),
      415,
      message,
    );
    expectError(
      await postForm(
        ctx,
        w.investigator,
        'getInfo/org-request_create-send',
        requestForm(),
        pdfPart('request.pdf', 'file', png),
      ),
      415,
      message,
      'file',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a second request on a case and person while one is at work, naming it, unless confirmed', async () => {
    const body = { ...requestBody(w, { caseNumber: '170000004242' }), confirmDuplicate: undefined };
    const first = await call(w.investigator, 'POST', 'getInfo/org-request_create-send', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await counts();
    const again = await call(w.investigator, 'POST', 'getInfo/org-request_create-send', body);
    expectError(
      again,
      409,
      new RegExp(
        `^Request No. ${first.body.id} on this case and person is already at work \\(Sent, sent \\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d\\)`,
      ),
      'confirmDuplicate',
    );
    const inRussian = await call(w.investigator, 'POST', 'getInfo/org-request_create-send', body, {
      'accept-language': 'ru',
    });
    expect(inRussian.body.message).toContain(`Запрос № ${first.body.id} по этому делу и лицу ещё в работе`);
    expect(await counts()).toEqual(before);
    // Confirmed, a second one is sent; once both are cancelled, a new one needs no confirmation.
    const second = await call(w.investigator, 'POST', 'getInfo/org-request_create-send', {
      ...body,
      confirmDuplicate: true,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    for (const id of [first.body.id, second.body.id])
      expect(
        (await call(w.investigator, 'POST', 'getInfo/cancelOrgRequestNew', { id, reason: 'Duplicate' }))
          .status,
      ).toBe(200);
    expect((await call(w.investigator, 'POST', 'getInfo/org-request_create-send', body)).status).toBe(200);
  });

  it('accepts a request with its PDF document and gives it back', async () => {
    const pdf = pdfBytes(2000);
    const created = await postForm(
      ctx,
      w.investigator,
      'getInfo/org-request_create-send',
      requestForm(),
      pdfPart('soʻrov.pdf', 'file', pdf),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.can.downloadFile).toBe(true);
    const file = await call(
      w.dutyLawyer,
      'GET',
      `getInfo/getOrgRequestFile?id=${created.body.id}&kind=REQUEST`,
    );
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.equals(pdf)).toBe(true);
    expect(file.raw.headers['content-disposition']).toContain("filename*=UTF-8''so%CA%BBrov.pdf");
    expect(
      (await call(w.stranger, 'GET', `getInfo/getOrgRequestFile?id=${created.body.id}&kind=REQUEST`)).status,
    ).toBe(404);
  });
});

describe('what an attacker would try', () => {
  it('answers 404 for other users’ requests, orders, checklists, files and notifications', async () => {
    const id = await steps.send();
    const orderId = await steps.accept(id);
    const checklistId = await steps.createChecklist(id);
    const [note] = (await call(w.dutyLawyer, 'GET', 'getInfo/notificationList')).body.list;
    const before = await counts();
    const probes: [Member, 'GET' | 'POST', string, unknown?][] = [
      [w.stranger, 'GET', `getInfo/organizationRequestById/${id}`],
      [w.stranger, 'GET', `getInfo/orgRequestDtoById/${id}`],
      [w.colleague, 'POST', 'getInfo/acceptOrgRequestNew', { id }],
      [w.otherInvestigator, 'POST', 'getInfo/cancelOrgRequestNew', { id, reason: 'mine now' }],
      [w.otherInvestigator, 'POST', 'getInfo/notCompletedOrgRequest', { id, reason: 'mine now' }],
      [w.otherInvestigator, 'GET', `checkList/getByOrgRequestId/${id}`],
      [w.otherInvestigator, 'POST', 'checkList/agreed', { id: checklistId }],
      [w.otherInvestigator, 'POST', 'checkList/return', { id: checklistId, reason: 'no' }],
      [w.colleague, 'GET', `getInfo/dtoByOrderId/${orderId}`],
      [w.colleague, 'POST', 'getInfo/updateDraft', { id: orderId, personFirstName: 'X' }],
      [w.colleague, 'POST', 'getInfo/deleteOrder', { id: orderId }],
      [
        w.colleague,
        'POST',
        'checkList/update',
        { id: checklistId, ...steps.report(id), requestId: undefined },
      ],
      [w.colleague, 'POST', 'checkList/sendForAgreed', { id: checklistId }],
      [w.stranger, 'GET', `getInfo/orderPdf/${orderId}`],
      [w.stranger, 'GET', `getInfo/fileDownload?id=${orderId}`],
      [w.stranger, 'GET', `checkList/get-by-id/${checklistId}`],
      [w.otherRegionChamber, 'GET', `getInfo/orgRequestDtoById/${id}`],
      [w.otherRegionChamber, 'GET', `getInfo/dtoByOrderId/${orderId}`],
      [w.user, 'GET', `getInfo/organizationRequestById/${id}`],
      [w.user, 'GET', `getInfo/dtoByOrderId/${orderId}`],
      [w.investigator, 'GET', `getInfo/notificationById/${note.id}`],
      [w.stranger, 'POST', 'getInfo/getByOrderIdAndLawyerPnfl', { orderId, pnfl: w.dutyLawyer.pinfl }],
      [w.dutyLawyer, 'POST', 'getInfo/getByOrderIdAndLawyerPnfl', { orderId, pnfl: w.stranger.pinfl }],
    ];
    for (const [who, method, url, payload] of probes) {
      const res = await call(who, method, url, payload);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await counts()).toEqual(before);
    // The lists of others show nothing of it.
    const strangerList = (await call(w.stranger, 'GET', 'getInfo/legal-aid-list-by-user-type')).body;
    expect(strangerList.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(w.user, 'GET', 'getInfo/legal-aid-list-by-user-type')).body).toEqual({
      list: [],
      total: 0,
    });
  });

  it('refuses huge strings with a 400 naming the field, and bodies over 1 MB with a 413', async () => {
    const before = await counts();
    const place = await call(
      w.investigator,
      'POST',
      'getInfo/org-request_create-send',
      requestBody(w, { attendancePlace: 'x'.repeat(10_000) }),
    );
    expectError(place, 400, 'Enter at most 500 characters', 'attendancePlace');
    const id = await steps.send();
    const reason = await call(w.investigator, 'POST', 'getInfo/cancelOrgRequestNew', {
      id,
      reason: 'y'.repeat(5000),
    });
    expectError(reason, 400, /at most 2000 characters/, 'reason');
    const body = await call(w.investigator, 'POST', 'getInfo/cancelOrgRequestNew', {
      id,
      reason: 'z'.repeat(2 * 1024 * 1024),
    });
    expect(body.status).toBe(413);
    const search = await call(
      w.investigator,
      'GET',
      `getInfo/legal-aid-list-by-user-type?search=${'q'.repeat(300)}`,
    );
    expectError(search, 400, /at most 200 characters/, 'search');
    expect((await counts()).requests).toBe(before.requests + 1);
  });

  it('stores SQL and HTML in text fields as plain text and finds nothing with SQL in a search', async () => {
    const evil = `'; DROP TABLE orders; -- <script>alert("x")</script> <img src=x onerror=alert(1)>`;
    const created = await call(
      w.investigator,
      'POST',
      'getInfo/org-request_create-send',
      requestBody(w, { attendancePlace: evil, organizationName: evil }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ attendancePlace: evil, organizationName: evil });
    const again = (await call(w.dutyLawyer, 'GET', `getInfo/organizationRequestById/${created.body.id}`))
      .body;
    expect(again.attendancePlace).toBe(evil);
    const search = await call(
      w.investigator,
      'GET',
      `getInfo/legal-aid-list-by-user-type?search=${encodeURIComponent("%' OR 1=1 --")}`,
    );
    expect(search.status).toBe(200);
    expect(search.body).toEqual({ list: [], total: 0 });
    const orderSearch = await call(w.dutyLawyer, 'GET', `getInfo/ownOrder?search=${encodeURIComponent('%')}`);
    expect(orderSearch.body.total).toBe(0);
    expect((await ctx.db.select({ n: count() }).from(orders))[0]!.n).toBeGreaterThan(0);
  });

  it('refuses negative, huge and malformed ids with a 400', async () => {
    for (const [method, url, payload] of [
      ['GET', 'getInfo/dtoByOrderId/-1'],
      ['GET', 'getInfo/organizationRequestById/0'],
      ['GET', 'getInfo/orgRequestDtoById/99999999999'],
      ['GET', 'checkList/get-by-id/abc'],
      ['POST', 'getInfo/acceptOrgRequestNew', { id: -5 }],
      ['POST', 'getInfo/deleteOrder', { id: 1.5 }],
      ['POST', 'checkList/agreed', { id: '1 OR 1=1' }],
      ['GET', 'getInfo/getOrgRequestFile?id=-3'],
    ] as const) {
      const who = url.startsWith('checkList/agreed') ? w.investigator : w.dutyLawyer;
      const res = await call(who, method, url, payload);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a tampered signature, a signature of other content and one made with another person’s key', async () => {
    const orderId = await steps.orderIn('DRAFT');
    const draft = (await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body;
    const good = await signAs(sim, w.dutyLawyer, draft.signingContent);
    const before = await counts();
    // One character of the signed content changed inside the PKCS#7 (its digest no longer matches).
    const bytes = Buffer.from(good, 'base64');
    const at = bytes.indexOf('"document":"ORDER"');
    expect(at).toBeGreaterThan(0);
    bytes[at + 13] = 'X'.charCodeAt(0);
    const tampered = await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', {
      id: orderId,
      pkcs7: bytes.toString('base64'),
    });
    expect(tampered.status).toBe(422);
    expect(tampered.body.message).toBe(
      'The signature could not be verified: the signature or the document is damaged. Sign again.',
    );
    const other = await signAs(sim, w.dutyLawyer, {
      ...draft.signingContent,
      personFirstName: 'Someone else',
    });
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7: other }),
      422,
      'The signed data do not match the document. Sign the document again.',
    );
    const foreign = await signAs(sim, w.colleague, draft.signingContent);
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7: foreign }),
      422,
      'The PINFL in this key does not match yours. Choose your own key.',
    );
    expectError(
      await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7: 'AAAA' }),
      422,
      /could not be verified/,
    );
    expect(await counts()).toEqual(before);
    expect((await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body.status).toBe('DRAFT');
    // The genuine signature still works afterwards.
    expect(
      (await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7: good })).status,
    ).toBe(200);
  });

  it('refuses a signature over a draft that changed after it was signed', async () => {
    const orderId = await steps.orderIn('DRAFT');
    const draft = (await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body;
    const pkcs7 = await signAs(sim, w.dutyLawyer, draft.signingContent);
    await call(w.dutyLawyer, 'POST', 'getInfo/updateDraft', { id: orderId, personParentName: 'Qoʻshimcha' });
    const res = await call(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7 });
    expect(res.status).toBe(422);
    expect(canonicalJson(draft.signingContent)).not.toBe(
      canonicalJson((await call(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body.signingContent),
    );
  });
});
