import { ROLES } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons, queryLog, userAccounts } from '../../db/schema';
import { createPerson, signInAs } from '../../../test/helpers/factories';
import { injectAs, useTestApp } from '../../../test/helpers/test-app';
import { signInPerson } from '../auth/sessions';

const ctx = useTestApp();
const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  injectAs(ctx, method, url, headers, payload);

describe('ADMIN user screens', () => {
  it('lists accounts with the role sign-in gives them now (same rule as the login answer)', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const people = await Promise.all(
      ROLES.map(async (role) => ({ role, signed: await signInAs(ctx.db, role) })),
    );
    for (const { role, signed } of people) {
      const res = await api('GET', `admin/users?search=${signed.person.pinfl}`, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().list).toEqual([
        expect.objectContaining({ pinfl: signed.person.pinfl, role, blocked: false }),
      ]);
    }
    const lawyers = await api('GET', 'admin/users?role=LAWYER&limit=100', admin.headers);
    expect(lawyers.json().list.every((u: { role: string }) => u.role === 'LAWYER')).toBe(true);
  });

  it('searches names without treating % and _ as wildcards, and refuses a huge search', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const user = await signInAs(ctx.db, 'USER');
    const byName = await api(
      'GET',
      `admin/users?search=${encodeURIComponent(user.person.lastName)}`,
      admin.headers,
    );
    expect(byName.json().list.map((u: { pinfl: string }) => u.pinfl)).toContain(user.person.pinfl);
    expect((await api('GET', 'admin/users?search=%25', admin.headers)).json().total).toBe(0);
    expect((await api('GET', `admin/users?search=${'x'.repeat(300)}`, admin.headers)).statusCode).toBe(400);
    expect((await api('GET', "admin/users?search=' OR 1=1 --", admin.headers)).json().total).toBe(0);
  });

  it('finds an account by its person’s name as the registry has it now, and by the first digits of the pinfl', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const user = await signInAs(ctx.db, 'USER');
    const found = async (search: string) =>
      (await api('GET', `admin/users?limit=100&search=${encodeURIComponent(search)}`, admin.headers))
        .json()
        .list.map((u: { pinfl: string }) => u.pinfl);
    const before = [user.person.lastName, user.person.firstName, user.person.parentName].join(' ').trim();
    expect(await found(before)).toContain(user.person.pinfl);
    await ctx.db
      .update(persons)
      .set({ lastName: 'Qoʻchqorova', firstName: 'Muyassarxon' })
      .where(eq(persons.id, user.person.id));
    expect(await found("qo'chqorova muyassarxon")).toEqual([user.person.pinfl]);
    expect(await found(before)).not.toContain(user.person.pinfl);
    expect(await found(user.person.pinfl.slice(0, 11))).toContain(user.person.pinfl);
    expect(await found(user.person.pinfl.slice(1))).toEqual([]);
  });

  it('changes a role: sessions end, the next sign-in gives the new role, history records it', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const user = await signInAs(ctx.db, 'USER');
    const noRegion = await api('POST', `admin/users/${user.userAccountId}/role`, admin.headers, {
      role: 'INVESTIGATOR',
    });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json()).toMatchObject({ field: 'regionId' });

    const res = await api('POST', `admin/users/${user.userAccountId}/role`, admin.headers, {
      role: 'INVESTIGATOR',
      regionId: 12,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'INVESTIGATOR', regionId: 12, activeSessions: 0 });
    expect(res.json().history[0]).toMatchObject({ action: 'ROLE_CHANGED', actorName: expect.any(String) });
    expect((await api('GET', 'account/current', user.headers)).statusCode).toBe(401);
    const again = await signInPerson(ctx.db, {
      personId: user.person.id,
      method: 'SSO',
      ttlMs: 60_000,
      now: new Date(),
    });
    expect(again.status).toBe('INVESTIGATOR');

    const back = await api('POST', `admin/users/${user.userAccountId}/role`, admin.headers, { role: null });
    expect(back.json()).toMatchObject({ role: 'USER', assignedRole: null });
    const lawyerRole = await api('POST', `admin/users/${user.userAccountId}/role`, admin.headers, {
      role: 'LAWYER',
    });
    expect(lawyerRole.statusCode).toBe(400);
  });

  it('blocks (with a reason) and unblocks; a blocked user’s token answers 401 and sign-in is refused', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    expect(
      (await api('POST', `admin/users/${lawyer.userAccountId}/block`, admin.headers, { reason: '' }))
        .statusCode,
    ).toBe(400);
    const blocked = await api('POST', `admin/users/${lawyer.userAccountId}/block`, admin.headers, {
      reason: 'Litsenziya toʻxtatildi <script>',
    });
    expect(blocked.json()).toMatchObject({
      blocked: true,
      blockedReason: 'Litsenziya toʻxtatildi <script>',
      can: { block: false, unblock: true, changeRole: true },
    });
    expect((await api('GET', 'account/current', lawyer.headers)).statusCode).toBe(401);
    await expect(
      signInPerson(ctx.db, { personId: lawyer.person.id, method: 'SSO', ttlMs: 60_000, now: new Date() }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    const twice = await api('POST', `admin/users/${lawyer.userAccountId}/block`, admin.headers, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    const unblocked = await api('POST', `admin/users/${lawyer.userAccountId}/unblock`, admin.headers);
    expect(unblocked.json()).toMatchObject({ blocked: false, blockedReason: null });
    expect(unblocked.json().history.map((h: { action: string }) => h.action)).toEqual([
      'UNBLOCKED',
      'BLOCKED',
    ]);
  });

  it('never lets an ADMIN change or block their own account, and answers 404 for an unknown one', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const own = await api('GET', `admin/users/${admin.userAccountId}`, admin.headers);
    expect(own.json().can).toEqual({ changeRole: false, block: false, unblock: false });
    const [log] = await ctx.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
    expect(log).toMatchObject({
      action: 'PERSON_READ',
      channel: 'USER_ADMINISTRATION',
      subjectPinfl: admin.person.pinfl,
    });
    const block = await api('POST', `admin/users/${admin.userAccountId}/block`, admin.headers, {
      reason: 'oops',
    });
    expect(block.statusCode).toBe(422);
    expect(block.json().message).toBe('You cannot change your own account here.');
    const [row] = await ctx.db.select().from(userAccounts).where(eq(userAccounts.id, admin.userAccountId));
    expect(row!.blocked).toBe(false);
    expect((await api('GET', 'admin/users/999999', admin.headers)).statusCode).toBe(404);
    expect((await api('GET', 'admin/users/-1', admin.headers)).statusCode).toBe(400);
  });

  it('lists a person who never signed in only once they have an account', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const person = await createPerson(ctx.db);
    expect((await api('GET', `admin/users?search=${person.pinfl}`, admin.headers)).json().total).toBe(0);
  });
});

describe('role -> permission screen', () => {
  it('shows the table with defaults and editability, edits one cell, refuses ADMIN rows and admin-only permissions', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const table = (await api('GET', 'admin/role-permissions', admin.headers)).json();
    expect(table.roles).toHaveLength(11);
    const cell = (t: typeof table, role: string, permission: string) =>
      t.grants.find(
        (g: { role: string; permission: string }) => g.role === role && g.permission === permission,
      );
    expect(cell(table, 'LAWYER', 'order.create')).toMatchObject({
      granted: true,
      byDefault: true,
      editable: true,
    });
    expect(cell(table, 'ADMIN', 'user.manage')).toMatchObject({ granted: true, editable: false });

    const edited = (
      await api('POST', 'admin/role-permissions', admin.headers, {
        role: 'USER',
        permission: 'order.view',
        granted: true,
      })
    ).json();
    expect(cell(edited, 'USER', 'order.view')).toMatchObject({ granted: true, byDefault: false });

    for (const payload of [
      { role: 'ADMIN', permission: 'order.view', granted: false },
      { role: 'INTERN', permission: 'user.manage', granted: true },
    ]) {
      const res = await api('POST', 'admin/role-permissions', admin.headers, payload);
      expect(res.statusCode).toBe(422);
    }
    const unknown = await api('POST', 'admin/role-permissions', admin.headers, {
      role: 'USER',
      permission: "order.view'; DROP TABLE role_permissions; --",
      granted: true,
    });
    expect(unknown.statusCode).toBe(400);
    const reset = (await api('POST', 'admin/role-permissions/reset', admin.headers, { role: 'USER' })).json();
    expect(cell(reset, 'USER', 'order.view')).toMatchObject({ granted: false });
  });

  it('is ADMIN’s alone', async () => {
    const ministry = await signInAs(ctx.db, 'MINISTRY');
    expect((await api('GET', 'admin/role-permissions', ministry.headers)).statusCode).toBe(403);
  });
});
