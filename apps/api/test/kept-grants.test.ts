/**
 * The role -> permission table each API process keeps between calls (modules/permissions/role-grants.ts):
 * the ADMIN's change through one process applies to the very next call there and, by the change notice,
 * to the next calls on every other process; a process that stops hearing the notices reads the table
 * on every call until it hears them again.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { signInAs } from './helpers/factories';
import { listening, loseListeners, quietly, statusesOn, useAnotherProcess } from './helpers/change-notices';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp();
/** Another API process on the same database. */
const other = useAnotherProcess(ctx);

const OWN_ORDERS = '/api/v.1/getInfo/ownOrder?page=0&limit=20';
const status = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ url: OWN_ORDERS, headers })).statusCode;
const onBoth = statusesOn(OWN_ORDERS, ctx, other);

/** Sets USER's order.view in the table (with the change notice unless run `quietly`). */
const setUsersGrant = (granted: boolean) =>
  sql`UPDATE role_permissions SET granted = ${granted} WHERE role = 'USER' AND permission = 'order.view'`;

/** The ADMIN grants or revokes USER's order.view through `app`'s call. */
async function changeThrough(app: App, admin: { headers: Record<string, string> }, granted: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v.1/admin/role-permissions',
    headers: admin.headers,
    payload: { role: 'USER', permission: 'order.view', granted },
  });
  expect(res.statusCode).toBe(200);
}

// USER goes back to without order.view after each test, with the change notice, so a test that stopped
// half-way leaves no grant behind for the next one (or for its own retry).
afterEach(async () => {
  await ctx.db.execute(setUsersGrant(false));
});

describe('the role -> permission table kept by each process', () => {
  it("applies the ADMIN's change on the process that made it at once, and on the others by the notice", async () => {
    await listening(ctx.db);
    const admin = await signInAs(ctx.db, 'ADMIN');
    const user = await signInAs(ctx.db, 'USER');
    expect(await onBoth(user.headers)).toEqual([403, 403]);

    await changeThrough(ctx.app, admin, true);
    expect(await status(ctx.app, user.headers)).toBe(200);
    await expect.poll(() => status(other.app, user.headers), { timeout: 2000 }).toBe(200);

    await changeThrough(other.app, admin, false);
    expect(await status(other.app, user.headers)).toBe(403);
    await expect.poll(() => status(ctx.app, user.headers), { timeout: 2000 }).toBe(403);
  });

  it('reads the table again once the listening connection is lost, and keeps it once heard again', async () => {
    await listening(ctx.db);
    const user = await signInAs(ctx.db, 'USER');
    // the previous test's last change may still be on its way to this process as a notice
    await expect.poll(() => status(other.app, user.headers), { timeout: 2000 }).toBe(403);
    // a change no notice tells of is not seen while the process keeps the table...
    await quietly(ctx.db, setUsersGrant(true));
    expect(await status(other.app, user.headers)).toBe(403);
    // ...until the process loses its listening connection: then it reads the table on every call
    await loseListeners(ctx.db);
    await expect.poll(() => status(other.app, user.headers)).toBe(200);
    await listening(ctx.db);
    await ctx.db.execute(setUsersGrant(false));
    await expect.poll(() => status(other.app, user.headers), { timeout: 2000 }).toBe(403);
  });
});
