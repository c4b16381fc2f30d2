import { createPopulation } from '@portal/synthetic';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons, queryLog } from '../../db/schema';
import { seedDemoPersonas } from '../../db/seed/seed-personas';
import { signInAs } from '../../../test/helpers/factories';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';
import { signInPerson } from '../auth/sessions';

const sim = withGovSim();
const ctx = useTestApp(() => ({ GOV_SIM_URL: sim.url }));
const population = createPopulation();
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ url: `/api/v.1/${url}`, headers: { ...headers, 'accept-language': 'eng' } });

async function personaHeaders(key: Parameters<typeof population.persona>[0]) {
  const [row] = await ctx.db
    .select()
    .from(persons)
    .where(eq(persons.pinfl, population.persona(key).pinfl));
  const answer = await signInPerson(ctx.db, {
    personId: row!.id,
    method: 'SSO',
    ttlMs: 60_000,
    now: new Date(),
  });
  return { authorization: `Bearer ${answer.token}` };
}

describe('own cabinet data', () => {
  it('answers the current user with the permissions of their role', async () => {
    await seedDemoPersonas(ctx.db);
    const director = await personaHeaders('director');
    const me = (await get('account/current', director)).json();
    expect(me).toMatchObject({
      fullName: 'Usmonov Rustam Akmalovich',
      role: 'DIRECTOR',
      status: 'LAWYER',
      signInMethod: 'SSO',
    });
    expect(me.permissions).toContain('orderPermission.manage');
    expect(me.permissions).not.toContain('user.manage');
    expect((await get('account/current', {})).statusCode).toBe(401);
  });

  it('answers the profile of a lawyer with certificate, licenses and structure', async () => {
    const profile = (await get('account/profile-info', await personaHeaders('lawyer'))).json();
    expect(profile).toMatchObject({
      fullName: 'Karimov Jasur Bahodirovich',
      role: 'LAWYER',
      orderPermission: true,
      lawyer: {
        certificateNumber: '9000001',
        status: 'ACTIVE',
        contragent: { name: '"Adolat himoyasi" advokatlik firmasi' },
      },
      directs: null,
    });
    expect(profile.lawyer.licenses).toHaveLength(1);
    // the current certificate: valid 10 years less a day from its date, no expiry mark yet
    expect(profile.lawyer.certificateEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(profile.lawyer.certificateExpiry).toBeNull();
  });

  it('shows the expiry mark the daily job gave the current certificate', async () => {
    const headers = await personaHeaders('lawyer');
    const before = (await get('account/profile-info', headers)).json();
    await ctx.db.execute(
      sql`update lawyer_certificates set expiry = 'DANGER' where current and lawyer_id = (select id from lawyers where certificate_number = ${before.lawyer.certificateNumber})`,
    );
    const after = (await get('account/profile-info', headers)).json();
    expect(after.lawyer).toMatchObject({
      certificateEndDate: before.lawyer.certificateEndDate,
      certificateExpiry: 'DANGER',
    });
  });

  it('answers user-info from the sign-on data and the person registry, and writes the query log', async () => {
    const headers = await personaHeaders('user');
    const info = await get('account/user-info', headers);
    expect(info.statusCode).toBe(200);
    const user = population.persona('user');
    expect(info.json()).toMatchObject({
      signOn: { pinfl: user.pinfl, lastName: 'Toshmatov' },
      registry: { pinfl: user.pinfl, passport: user.passport, tin: user.tin },
      registryError: null,
    });
    const [log] = await ctx.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
    expect(log).toMatchObject({
      action: 'PERSON_READ',
      channel: 'PERSON_REGISTRY',
      subjectPinfl: user.pinfl,
      outcome: 'OK',
    });
  });

  it('refuses user-info to a lawyer (spec section 6 gives it no user-info) ', async () => {
    expect((await get('account/user-info', await personaHeaders('lawyer'))).statusCode).toBe(403);
  });

  it('answers the applicant page: a lawyer may not apply, a citizen may', async () => {
    const lawyer = (await get('currentLawyerCandidate', await personaHeaders('lawyer'))).json();
    expect(lawyer).toMatchObject({ canApply: false, lawyer: { certificateNumber: '9000001' } });
    const user = (await get('currentLawyerCandidate', await personaHeaders('user'))).json();
    expect(user).toMatchObject({ canApply: true, lawyer: null, directs: null });
    const newDirector = (await get('currentLawyerCandidate', await personaHeaders('new-director'))).json();
    expect(newDirector).toMatchObject({
      canApply: true,
      directs: { name: '"Samarqand adliya" advokatlik byurosi' },
    });
  });
});

describe('user-info when the person registry is down', () => {
  const down = useTestApp({
    PERSON_REGISTRY_URL: 'http://127.0.0.1:9/person-registry',
    NATIONAL_SYSTEMS_TIMEOUT_MS: '1000',
  });

  it('still answers the sign-on data, says why the registry part is missing, and logs the read', async () => {
    const user = await signInAs(down.db, 'USER');
    const res = await down.app.inject({
      url: '/api/v.1/account/user-info',
      headers: { ...user.headers, 'accept-language': 'eng' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      registry: null,
      registryError: 'The person registry is not responding. Please try later.',
    });
    const [log] = await down.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
    expect(log).toMatchObject({ action: 'PERSON_READ', outcome: 'EXTERNAL_UNAVAILABLE' });
  });
});
