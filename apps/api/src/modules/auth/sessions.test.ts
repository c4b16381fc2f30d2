import { ROLES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contragents, sessions, userAccounts } from '../../db/schema';
import { createContragent, createLawyer, createPerson, signInAs } from '../../../test/helpers/factories';
import { useTestApp } from '../../../test/helpers/test-app';
import { findSession, revokeAllSessions, signInPerson } from './sessions';

const ctx = useTestApp();

describe('sign-in core: login answer, sessions, sign-out', () => {
  it('answers spec section 4 statuses from the registries', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    expect(lawyer.answer).toMatchObject({ status: 'LAWYER', isDirector: false });
    expect(lawyer.answer.contragentId).toBe(lawyer.contragentId);

    const director = await signInAs(ctx.db, 'DIRECTOR');
    expect(director.answer).toMatchObject({
      status: 'LAWYER',
      isDirector: true,
      contragentId: director.contragentId,
    });

    const newDirector = await signInAs(ctx.db, 'NEW_DIRECTOR');
    expect(newDirector.answer).toMatchObject({ status: null, isDirector: true });

    const user = await signInAs(ctx.db, 'USER');
    expect(user.answer).toMatchObject({ status: null, isDirector: false, contragentId: null });

    const investigator = await signInAs(ctx.db, 'INVESTIGATOR');
    expect(investigator.answer).toMatchObject({ status: 'INVESTIGATOR', isDirector: false });
  });

  it('gives every role its session role, never stores the token itself', async () => {
    for (const role of ROLES) {
      const signed = await signInAs(ctx.db, role);
      const session = await findSession(ctx.db, signed.token);
      expect(session?.role).toBe(role);
      const stored = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.userAccountId, signed.userAccountId));
      expect(JSON.stringify(stored)).not.toContain(signed.token);
    }
  });

  it('a director of an archived structure is not a director', async () => {
    const person = await createPerson(ctx.db);
    const firm = await createContragent(ctx.db, { directorPersonId: person.id });
    await createLawyer(ctx.db, { personId: person.id, contragentId: firm.id });
    await ctx.db.update(contragents).set({ archived: true }).where(eq(contragents.id, firm.id));
    const answer = await signInPerson(ctx.db, {
      personId: person.id,
      method: 'SSO',
      ttlMs: 60_000,
      now: new Date(),
    });
    expect(answer).toMatchObject({ status: 'LAWYER', isDirector: false, contragentId: firm.id });
  });

  it('signs out: the old token then gets 401', async () => {
    const signed = await signInAs(ctx.db, 'LAWYER');
    const out = await ctx.app.inject({ url: '/api/v.1/logOut', headers: signed.headers });
    expect(out.statusCode).toBe(204);
    const again = await ctx.app.inject({ url: '/api/v.1/logOut', headers: signed.headers });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses an expired session, a revoked one, a blocked account and a garbage token', async () => {
    const person = await createPerson(ctx.db);
    const expired = await signInPerson(ctx.db, {
      personId: person.id,
      method: 'SSO',
      ttlMs: -1000,
      now: new Date(),
    });
    expect(await findSession(ctx.db, expired.token)).toBeNull();

    const signed = await signInAs(ctx.db, 'USER');
    await revokeAllSessions(ctx.db, signed.userAccountId, new Date());
    expect(await findSession(ctx.db, signed.token)).toBeNull();

    const blocked = await signInAs(ctx.db, 'USER');
    await ctx.db
      .update(userAccounts)
      .set({ blocked: true })
      .where(eq(userAccounts.id, blocked.userAccountId));
    expect(await findSession(ctx.db, blocked.token)).toBeNull();
    await expect(
      signInPerson(ctx.db, { personId: blocked.person.id, method: 'SSO', ttlMs: 60_000, now: new Date() }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });

    const garbage = await ctx.app.inject({
      url: '/api/v.1/logOut',
      headers: { authorization: "Bearer ' OR 1=1 --" },
    });
    expect(garbage.statusCode).toBe(401);
  });
});
