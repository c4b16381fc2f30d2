import { roleFromLogin } from '@portal/domain';
import { DEMO_PERSONAS, generatePerson } from '@portal/synthetic';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expertStaff, persons } from '../schema';
import { loginStatusOf } from '../../modules/auth/login-status';
import { useTestApp } from '../../../test/helpers/test-app';
import { seedDemoPersonas } from './seed-personas';

const ctx = useTestApp();

describe('demo personas seed', () => {
  it('gives every persona the role its description promises at sign-in, and runs twice without change', async () => {
    await seedDemoPersonas(ctx.db);
    await seedDemoPersonas(ctx.db);
    expect(await ctx.db.$count(persons)).toBe(DEMO_PERSONAS.length);
    for (const persona of DEMO_PERSONAS) {
      const [person] = await ctx.db
        .select()
        .from(persons)
        .where(eq(persons.pinfl, generatePerson(persona.index).pinfl));
      const status = await loginStatusOf(ctx.db, person!.id);
      expect([persona.key, roleFromLogin(status)]).toEqual([persona.key, persona.roleHint]);
    }
  });

  it('staffs the national forensic expertise centre with an expert, a head of department, a deputy director and a director', async () => {
    await seedDemoPersonas(ctx.db);
    const staff = await ctx.db
      .select({
        pinfl: persons.pinfl,
        organizationId: expertStaff.organizationId,
        position: expertStaff.position,
      })
      .from(expertStaff)
      .innerJoin(persons, eq(persons.id, expertStaff.personId));
    const pinflOf = (key: string) => generatePerson(DEMO_PERSONAS.find((p) => p.key === key)!.index).pinfl;
    expect(new Set(staff.map((s) => JSON.stringify(s)))).toEqual(
      new Set(
        [
          ['expert', 'EXPERT'],
          ['expert-head', 'HEAD_OF_DEPARTMENT'],
          ['expert-deputy', 'DEPUTY_DIRECTOR'],
          ['expert-director', 'DIRECTOR'],
        ].map(([key, position]) => JSON.stringify({ pinfl: pinflOf(key!), organizationId: 1, position })),
      ),
    );
  });
});
