import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contragents, userAccounts } from '../../db/schema';
import { createContragent, createLawyer, createPerson, signInAs } from '../../../test/helpers/factories';
import { injectAs, useTestApp } from '../../../test/helpers/test-app';

const ctx = useTestApp();
const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  injectAs(ctx, method, url, headers, payload);

async function permissionOf(personId: number) {
  const [row] = await ctx.db.select().from(userAccounts).where(eq(userAccounts.personId, personId));
  return row?.orderPermission ?? true;
}

describe('per-user order permission (getInfo/orderAccess)', () => {
  it('is held by default; a director cancels and allows it for the lawyers of their own structure only', async () => {
    const director = await signInAs(ctx.db, 'DIRECTOR');
    const own = await createLawyer(ctx.db, { contragentId: director.contragentId! });
    const otherFirm = await createContragent(ctx.db);
    const stranger = await createLawyer(ctx.db, { contragentId: otherFirm.id });

    const list = (await api('GET', 'getInfo/orderAccess?limit=100', director.headers)).json();
    const ids = list.list.map((l: { personId: number }) => l.personId);
    expect(ids).toContain(own.personId);
    expect(ids).not.toContain(stranger.personId);
    // A lawyer who never signed in holds it, as every account does until it is cancelled.
    expect(list.list.find((l: { personId: number }) => l.personId === own.personId)).toMatchObject({
      orderPermission: true,
      can: { allow: false, cancel: true },
      contragent: { id: director.contragentId },
    });
    expect(
      (await api('POST', 'getInfo/orderAccess', director.headers, { personId: own.personId, allowed: true }))
        .statusCode,
    ).toBe(409);

    const cancelled = await api('POST', 'getInfo/orderAccess', director.headers, {
      personId: own.personId,
      allowed: false,
    });
    expect(cancelled.json()).toMatchObject({ orderPermission: false, can: { allow: true, cancel: false } });
    expect(await permissionOf(own.personId)).toBe(false);

    // Another structure's lawyer answers exactly like one that does not exist.
    const foreign = await api('POST', 'getInfo/orderAccess', director.headers, {
      personId: stranger.personId,
      allowed: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await permissionOf(stranger.personId)).toBe(true);
    expect(
      (await api('POST', 'getInfo/orderAccess', director.headers, { personId: 2_000_000_000, allowed: true }))
        .statusCode,
    ).toBe(404);

    const allowed = await api('POST', 'getInfo/orderAccess', director.headers, {
      personId: own.personId,
      allowed: true,
    });
    expect(allowed.json()).toMatchObject({ orderPermission: true });
  });

  it('lets ADMIN manage every lawyer and filter; a person who is no lawyer is not found', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const lawyer = await createLawyer(ctx.db);
    const res = await api('POST', 'getInfo/orderAccess', admin.headers, {
      personId: lawyer.personId,
      allowed: false,
    });
    expect(res.statusCode).toBe(200);
    const withOut = (await api('GET', 'getInfo/orderAccess?allowed=false&limit=100', admin.headers)).json();
    expect(withOut.list.map((l: { personId: number }) => l.personId)).toContain(lawyer.personId);
    expect(withOut.list.every((l: { orderPermission: boolean }) => !l.orderPermission)).toBe(true);
    const holding = (await api('GET', 'getInfo/orderAccess?allowed=true&limit=100', admin.headers)).json();
    expect(holding.list.every((l: { orderPermission: boolean }) => l.orderPermission)).toBe(true);
    const person = await createPerson(ctx.db);
    expect(
      (await api('POST', 'getInfo/orderAccess', admin.headers, { personId: person.id, allowed: true }))
        .statusCode,
    ).toBe(404);
  });

  it('is refused to a lawyer and a new director (no permission), and validates the body', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    expect((await api('GET', 'getInfo/orderAccess', lawyer.headers)).statusCode).toBe(403);
    const admin = await signInAs(ctx.db, 'ADMIN');
    for (const body of [
      {},
      { personId: 'x', allowed: true },
      { personId: 1, allowed: 'yes' },
      { personId: -5, allowed: true },
    ])
      expect((await api('POST', 'getInfo/orderAccess', admin.headers, body)).statusCode).toBe(400);
  });
});

describe('structure-level order restriction', () => {
  it('lets REPUBLIC_CHAMBER restrict with a reason and lift it; the list shows the reason', async () => {
    const chamber = await signInAs(ctx.db, 'REPUBLIC_CHAMBER');
    const firm = await createContragent(ctx.db, { name: 'Xavfsiz firma 100%' });
    const noReason = await api('POST', 'contragent/orderRestriction', chamber.headers, {
      contragentId: firm.id,
      restricted: true,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason' });
    const restricted = await api('POST', 'contragent/orderRestriction', chamber.headers, {
      contragentId: firm.id,
      restricted: true,
      reason: 'Hisobot topshirilmagan',
    });
    expect(restricted.json()).toMatchObject({
      orderRestricted: true,
      can: { restrict: false, unrestrict: true },
    });
    const [row] = await ctx.db.select().from(contragents).where(eq(contragents.id, firm.id));
    expect(row!.orderRestricted).toBe(true);

    const list = (
      await api(
        'GET',
        `contragent/orderRestrictionList?search=${encodeURIComponent('100%')}`,
        chamber.headers,
      )
    ).json();
    expect(list.list).toEqual([
      expect.objectContaining({
        id: firm.id,
        orderRestricted: true,
        restrictedReason: 'Hisobot topshirilmagan',
      }),
    ]);
    const lifted = await api('POST', 'contragent/orderRestriction', chamber.headers, {
      contragentId: firm.id,
      restricted: false,
    });
    expect(lifted.json()).toMatchObject({ orderRestricted: false, restrictedReason: null });
  });

  it('answers 404 for an archived or unknown structure and 403 to a director', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const archived = await createContragent(ctx.db);
    await ctx.db.update(contragents).set({ archived: true }).where(eq(contragents.id, archived.id));
    const res = await api('POST', 'contragent/orderRestriction', admin.headers, {
      contragentId: archived.id,
      restricted: true,
      reason: 'test',
    });
    expect(res.statusCode).toBe(404);
    const director = await signInAs(ctx.db, 'DIRECTOR');
    expect((await api('GET', 'contragent/orderRestrictionList', director.headers)).statusCode).toBe(403);
  });
});
