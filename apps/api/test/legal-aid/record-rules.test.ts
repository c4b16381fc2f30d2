/**
 * Who sees what (ARCHITECTURE.md convention 4), through HTTP: a lawyer their own orders and the requests
 * drawn to them; a director the orders of their structure; an investigator their own requests and their
 * checklists; a regional chamber its region; ADMIN and the republic chamber everything. Anyone else gets
 * 404 for a record and nothing in a list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Member, requestBody, TASHKENT_CITY, UZBEK } from '../helpers/legal-aid-world';
import { useLegalAidWorld } from './steps';

const { ctx, w, steps } = useLegalAidWorld();
let requestId: number;
let orderId: number;
let checklistId: number;
let strangerOrderId: number;
let otherRegionRequest: number;

beforeAll(async () => {
  requestId = await steps.send();
  orderId = await steps.accept(requestId);
  await steps.signOrder(orderId);
  checklistId = await steps.createChecklist(requestId);
  // An order of the Tashkent structure's lawyer, and a request for Tashkent city (nobody on duty: WAIT).
  strangerOrderId = (
    await steps.ok(w.stranger, 'POST', 'getInfo/createDraft', { type: 'ELECTRONIC', orderBaseId: 1 })
  ).id;
  otherRegionRequest = (
    await steps.ok(
      w.investigator,
      'POST',
      'getInfo/org-request_create-send',
      requestBody(w, { regionId: TASHKENT_CITY, languageId: UZBEK }),
    )
  ).id;
}, 90_000);

const status = async (who: Member, url: string) => (await callApi(ctx, who, 'GET', url)).status;
const ids = async (who: Member, url: string, body?: unknown) =>
  ((await callApi(ctx, who, body ? 'POST' : 'GET', url, body)).body.list as { id: number }[]).map(
    (x) => x.id,
  );

describe('investigator requests', () => {
  it.each([
    ['the investigator who asked', 'investigator', 200],
    ['the lawyer it was drawn to', 'dutyLawyer', 200],
    ['the regional chamber of its region', 'regionChamber', 200],
    ['ADMIN', 'admin', 200],
    ['the republic chamber', 'republicChamber', 200],
    ['another investigator', 'otherInvestigator', 404],
    ['a colleague it was not drawn to', 'colleague', 404],
    ['the director of the lawyer’s structure', 'director', 404],
    ['a lawyer of another region', 'stranger', 404],
    ['the regional chamber of another region', 'otherRegionChamber', 404],
    ['a citizen', 'user', 404],
  ] as const)('%s: %s', async (_who, key, expected) => {
    const who = w[key];
    expect(await status(who, `getInfo/organizationRequestById/${requestId}`)).toBe(expected);
    expect(await status(who, `getInfo/orgRequestDtoById/${requestId}`)).toBe(expected);
    expect(await status(who, `checkList/get-by-id/${checklistId}`)).toBe(expected);
    const listed = await ids(who, 'getInfo/legal-aid-list-by-user-type');
    if (expected === 200) expect(listed).toContain(requestId);
    else expect(listed).not.toContain(requestId);
    const byPerson = await ids(who, 'getInfo/organizationRequestListByPnfl', { pnfl: w.accusedPinfl });
    expect(byPerson.includes(requestId)).toBe(expected === 200);
  });

  it('shows the draws to the investigator and the chambers only', async () => {
    const draws = async (who: Member) =>
      (await callApi(ctx, who, 'GET', `getInfo/orgRequestDtoById/${requestId}`)).body.draws.length;
    expect(await draws(w.investigator)).toBe(1);
    expect(await draws(w.regionChamber)).toBe(1);
    expect(await draws(w.admin)).toBe(1);
    expect(await draws(w.dutyLawyer)).toBe(0);
  });

  it('keeps each regional chamber to its region', async () => {
    expect(await ids(w.otherRegionChamber, 'getInfo/legal-aid-list-by-user-type')).toEqual([
      otherRegionRequest,
    ]);
    expect(await ids(w.regionChamber, 'getInfo/legal-aid-list-by-user-type')).not.toContain(
      otherRegionRequest,
    );
    expect(await ids(w.investigator, 'getInfo/ownOrgRequestList')).toEqual(
      expect.arrayContaining([requestId, otherRegionRequest]),
    );
    expect(await ids(w.otherInvestigator, 'getInfo/ownOrgRequestList')).toEqual([]);
  });

  it('finds requests by the first digits of the person’s PINFL or of the case number, not by digits inside them', async () => {
    const both = expect.arrayContaining([requestId, otherRegionRequest]);
    const found = (who: Member, list: string, search: string) => ids(who, `getInfo/${list}?search=${search}`);
    for (const search of [
      w.accusedPinfl,
      w.accusedPinfl.slice(0, 6),
      w.caseNumber,
      w.caseNumber.slice(0, 4),
    ]) {
      expect(await found(w.investigator, 'ownOrgRequestList', search), search).toEqual(both);
      expect(await found(w.admin, 'legal-aid-list-by-user-type', search), search).toEqual(both);
    }
    for (const search of [w.accusedPinfl.slice(2), w.caseNumber.slice(3), `${w.accusedPinfl}1`]) {
      expect(await found(w.investigator, 'ownOrgRequestList', search), search).toEqual([]);
      expect(await found(w.admin, 'legal-aid-list-by-user-type', search), search).toEqual([]);
    }
  });
});

describe('orders', () => {
  it.each([
    ['its lawyer', 'dutyLawyer', 200],
    ['the director of its structure', 'director', 200],
    ['the regional chamber of its region', 'regionChamber', 200],
    ['ADMIN', 'admin', 200],
    ['the republic chamber', 'republicChamber', 200],
    ['the investigator of its request (signed)', 'investigator', 200],
    ['a colleague of the same structure', 'colleague', 404],
    ['a lawyer of another structure', 'stranger', 404],
    ['the regional chamber of another region', 'otherRegionChamber', 404],
    ['another investigator', 'otherInvestigator', 404],
    ['a citizen', 'user', 404],
  ] as const)('%s: %s', async (_who, key, expected) => {
    const who = w[key];
    expect(await status(who, `getInfo/dtoByOrderId/${orderId}`)).toBe(expected);
    expect(await status(who, `getInfo/getByOrderId/${orderId}`)).toBe(expected);
    expect(await status(who, `getInfo/orderPdf/${orderId}`)).toBe(expected);
  });

  it('lists own orders (ownOrder) and the structure’s (employeeOrder, countEmployee) by role', async () => {
    expect(await ids(w.dutyLawyer, 'getInfo/ownOrder')).toEqual([orderId]);
    expect(await ids(w.colleague, 'getInfo/ownOrder')).toEqual([]);
    expect(await ids(w.director, 'getInfo/employeeOrder')).toEqual([orderId]);
    expect(await ids(w.regionChamber, 'getInfo/employeeOrder')).toEqual([orderId]);
    expect(await ids(w.otherRegionChamber, 'getInfo/employeeOrder')).toEqual([strangerOrderId]);
    expect((await ids(w.admin, 'getInfo/employeeOrder')).sort()).toEqual([orderId, strangerOrderId].sort());
    expect(await ids(w.admin, `getInfo/employeeOrder?contragentId=${w.otherStructureId}`)).toEqual([
      strangerOrderId,
    ]);
    expect(await ids(w.dutyLawyer, 'getInfo/employeeOrder')).toEqual([]);
    expect(await ids(w.user, 'getInfo/employeeOrder')).toEqual([]);
    // Every current employee of the director's structure, those without an order too; nobody else's.
    const perLawyer = (await callApi(ctx, w.director, 'GET', 'getInfo/countEmployee')).body as {
      total: number;
      list: { lawyer: { id: number }; total: number; created: number; draft: number }[];
    };
    expect(perLawyer.total).toBe(3);
    // Pages in name order: the second page of two holds the third lawyer; one past the end, none.
    const pageOf = async (n: number) =>
      (await callApi(ctx, w.director, 'GET', `getInfo/countEmployee?page=${n}&limit=2`)).body as {
        total: number;
        list: { lawyer: { id: number } }[];
      };
    const [first, second, past] = [await pageOf(0), await pageOf(1), await pageOf(2)];
    expect([first.total, second.total, past.total]).toEqual([3, 3, 3]);
    expect([...first.list, ...second.list].map((r) => r.lawyer.id)).toEqual(
      perLawyer.list.map((r) => r.lawyer.id),
    );
    expect(past.list).toEqual([]);
    const counts = new Map(perLawyer.list.map((r) => [r.lawyer.id, r]));
    expect([...counts.keys()].sort()).toEqual(
      [w.dutyLawyer.lawyerId!, w.colleague.lawyerId!, w.director.lawyerId!].sort(),
    );
    expect(counts.get(w.dutyLawyer.lawyerId!)).toMatchObject({ total: 1, created: 1, draft: 0 });
    expect(counts.get(w.colleague.lawyerId!)).toMatchObject({ total: 0, created: 0, draft: 0 });
    const elsewhere = (await callApi(ctx, w.otherRegionChamber, 'GET', 'getInfo/countEmployee')).body as {
      list: { lawyer: { id: number }; total: number }[];
    };
    expect(elsewhere.list.map((r) => [r.lawyer.id, r.total])).toEqual([[w.stranger.lawyerId, 1]]);
    expect((await callApi(ctx, w.dutyLawyer, 'GET', 'getInfo/countEmployee')).body).toEqual({
      list: [],
      total: 0,
    });
    expect((await callApi(ctx, w.dutyLawyer, 'GET', 'getInfo/orderCount')).body).toMatchObject({
      total: 1,
      created: 1,
    });
  });

  it('lets the director cancel an order of the structure, and tells its lawyer', async () => {
    const card = (await callApi(ctx, w.director, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body;
    expect(card.can).toMatchObject({ cancel: true, sign: false, update: false });
    expect(
      (await callApi(ctx, w.regionChamber, 'GET', `getInfo/dtoByOrderId/${orderId}`)).body.can.cancel,
    ).toBe(false);
    const cancelled = await callApi(ctx, w.director, 'POST', 'getInfo/cancelOrder', {
      id: orderId,
      reason: 'Issued on the wrong grounds',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Issued on the wrong grounds',
    });
    const notes = (await callApi(ctx, w.dutyLawyer, 'GET', 'getInfo/notificationList')).body.list;
    expect(notes.map((n: { kind: string }) => n.kind)).toContain('ORDER_CANCELLED');
    // Its public check now says revoked.
    const check = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${card.checkId}`);
    expect(check.body).toMatchObject({ status: 'REVOKED', revokedReason: 'Issued on the wrong grounds' });
  });
});
