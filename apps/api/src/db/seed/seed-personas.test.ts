import { roleFromLogin } from '@portal/domain';
import { DEMO_PERSONAS, generatePerson } from '@portal/synthetic';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons } from '../schema';
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
});
