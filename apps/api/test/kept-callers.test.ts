/**
 * The signed-in callers each API process keeps between calls (modules/auth/kept-callers.ts): a person's
 * next call reads no session; a sign-out or a blocked account applies at once on the process that made it
 * and, by the change notice, on every other; a process that stops hearing the notices reads the session
 * on every call; a kept session still ends at its expiry.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { signInPerson } from '../src/modules/auth/sessions';
import { readsRunBy } from './helpers/cabinet-data';
import { createPerson, signInAs } from './helpers/factories';
import { listening, loseListeners, quietly, statusesOn, useAnotherProcess } from './helpers/change-notices';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp({ KEPT_CALLERS: '100' });
/** Another API process on the same database. */
const other = useAnotherProcess(ctx);

const HOME = '/api/v.1/account/home';
const status = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ url: HOME, headers })).statusCode;
const onBoth = statusesOn(HOME, ctx, other);

/** The reading statements the app runs while it answers `headers`' call. */
const statementsOf = (headers: Record<string, string>) =>
  readsRunBy(ctx.db.$client, async () => {
    expect(await status(ctx.app, headers)).toBe(200);
  });

describe('the signed-in callers kept by each process', () => {
  it("reads a caller's session once: the next calls send no session statement", async () => {
    await listening(ctx.db);
    // another lawyer's call first: what the process keeps of the role is kept then
    await statementsOf((await signInAs(ctx.db, 'LAWYER')).headers);
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const first = await statementsOf(lawyer.headers);
    const reading = (sent: { text: string }[]) =>
      sent.filter((s) => s.text.includes('"sessions"."token_hash"'));
    expect(reading(first)).toHaveLength(1);
    // (the notice of the sign-in may come after the first call and forget the caller once)
    let next = first;
    await expect
      .poll(async () => reading((next = await statementsOf(lawyer.headers))).length, { timeout: 2000 })
      .toBe(0);
    expect(next).toHaveLength(first.length - 1);
  });

  it('refuses a signed-out token at once on the process that signed out, and on the others by the notice', async () => {
    await listening(ctx.db);
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    expect(await onBoth(lawyer.headers)).toEqual([200, 200]);
    const out = await ctx.app.inject({ url: '/api/v.1/logOut', headers: lawyer.headers });
    expect(out.statusCode).toBe(204);
    expect(await status(ctx.app, lawyer.headers)).toBe(401);
    await expect.poll(() => status(other.app, lawyer.headers), { timeout: 2000 }).toBe(401);
  });

  it('refuses a blocked account by the notice; without a notice only once the process stops hearing them', async () => {
    await listening(ctx.db);
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const person = await signInAs(ctx.db, 'LAWYER');
    expect(await status(other.app, lawyer.headers)).toBe(200);
    expect(await status(other.app, person.headers)).toBe(200);

    await ctx.db.execute(sql`UPDATE user_accounts SET blocked = true WHERE id = ${lawyer.userAccountId}`);
    await expect.poll(() => status(other.app, lawyer.headers), { timeout: 2000 }).toBe(401);
    expect(await status(other.app, person.headers)).toBe(200);

    // a block no notice tells of is not seen while the process keeps the caller...
    await quietly(ctx.db, sql`UPDATE user_accounts SET blocked = true WHERE id = ${person.userAccountId}`);
    expect(await status(other.app, person.headers)).toBe(200);
    // ...until the process loses its listening connection: then it reads the session on every call
    await loseListeners(ctx.db);
    await expect.poll(() => status(other.app, person.headers)).toBe(401);
    await listening(ctx.db);
  });

  it('ends a kept session at its expiry', async () => {
    await listening(ctx.db);
    const person = await createPerson(ctx.db);
    const { token } = await signInPerson(ctx.db, {
      personId: person.id,
      method: 'SSO',
      ttlMs: 1500,
      now: new Date(),
    });
    const headers = { authorization: `Bearer ${token}` };
    expect(await status(ctx.app, headers)).toBe(200);
    await expect.poll(() => status(ctx.app, headers), { timeout: 4000, interval: 250 }).toBe(401);
  });
});
