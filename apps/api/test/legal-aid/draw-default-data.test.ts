/**
 * The draw with the default data (`SEED=demo`, what `npm start` loads): the seeded country works like a
 * real one — most practising lawyers have signed in and hold the order permission, a few had it cancelled
 * by their director, a few structures are restricted, the rest never signed in and hold the permission by
 * default — and a state-funded request on a duty day in each of the 14 regions, in the region's main
 * language, draws a lawyer. One seeded database for the whole file, through HTTP as the investigator.
 */
import { REGIONS, tashkentToday } from '@portal/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdapters } from '../../src/adapters';
import { adminActions, contragents, lawyers, userAccounts } from '../../src/db/schema';
import { orderIssueFactsOf, orderIssueGaps } from '../../src/modules/orders';
import { mainLanguageOf, SCALES } from '../../src/db/seed/public/generate';
import { ensurePersonaLawyersOnDuty, seedPublicContent } from '../../src/db/seed/public/seed-public';
import { seedDemoPersonas } from '../../src/db/seed/seed-personas';
import { seedReferenceData } from '../../src/db/seed/seed-reference';
import { population } from '../helpers/legal-aid-fixtures';
import { member, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const DAY = 86_400_000;

interface DefaultDataWorld {
  investigator: Member;
  caseNumber: string;
  accusedPinfl: string;
}

const { ctx, w, ok } = useWorld<DefaultDataWorld>(
  async (ctx) => {
    // What `SEED=demo` loads (db/seed/run-seed.ts), at the demo scale; only the lawyers' photos are left
    // out (they change nothing else the generator makes, and take most of the time).
    await seedReferenceData(ctx.db);
    await seedDemoPersonas(ctx.db);
    await seedPublicContent(ctx.db, {
      level: 'demo',
      scale: { ...SCALES.demo, photos: 0 },
      storage: ctx.storage,
      today: tashkentToday(new Date()),
      log: () => undefined,
    });
    await ensurePersonaLawyersOnDuty(ctx.db);
    const person = population.persona('investigator');
    const [firstCase] = await createAdapters(ctx.config).interiorMinistry.casesOfInvestigator(person.pinfl);
    return {
      investigator: await member(ctx.db, person, { role: 'INVESTIGATOR', regionId: 12 }),
      caseNumber: firstCase!.caseNumber,
      accusedPinfl: firstCase!.accused.pinfl,
    };
  },
  { buildTimeoutMs: 180_000 },
);

describe('the draw with the default (demo) data', () => {
  it('seeds a working country: most practising lawyers hold the order permission, a few not, a few structures restricted', async () => {
    const practising = await ctx.db
      .select({ permission: userAccounts.orderPermission, n: count() })
      .from(lawyers)
      .leftJoin(userAccounts, eq(userAccounts.personId, lawyers.personId))
      .where(eq(lawyers.status, 'ACTIVE'))
      .groupBy(userAccounts.orderPermission);
    const of = (permission: boolean | null) => practising.find((r) => r.permission === permission)?.n ?? 0;
    const total = of(true) + of(false) + of(null);
    expect(of(true) / total).toBeGreaterThan(0.8);
    expect(of(false)).toBeGreaterThan(10);
    expect(of(null)).toBeGreaterThan(10);
    const [restricted] = await ctx.db
      .select({ n: count() })
      .from(contragents)
      .where(and(eq(contragents.orderRestricted, true), eq(contragents.archived, false)));
    expect(restricted!.n).toBeGreaterThan(0);
    // The cancellations and restrictions are in the history, as if done through the portal.
    const history = await ctx.db
      .select({ action: adminActions.action, n: count() })
      .from(adminActions)
      .groupBy(adminActions.action);
    expect(history.find((h) => h.action === 'ORDER_PERMISSION_CANCELLED')?.n).toBeGreaterThan(10);
    expect(history.find((h) => h.action === 'ORDER_RESTRICTED')?.n).toBe(restricted!.n);
  });

  it('draws a lawyer for a request on a duty day in each of the 14 regions, in the region’s main language', async () => {
    // A day of this month, whose schedule every region has (next month Tashkent city's is not built):
    // tomorrow, or on the month's last day a minute from now.
    const now = Date.now();
    const sameMonth =
      tashkentToday(new Date(now + DAY)).slice(0, 7) === tashkentToday(new Date(now)).slice(0, 7);
    const attendanceAt = new Date(sameMonth ? now + DAY : now + 60_000);
    const drawn: Record<string, unknown> = {};
    for (const region of REGIONS) {
      const request = await ok(w.investigator, 'POST', 'getInfo/org-request_create-send', {
        confirmDuplicate: true,
        caseNumber: w.caseNumber,
        personPinfl: w.accusedPinfl,
        regionId: region.id,
        languageId: mainLanguageOf(region.id),
        legalAidId: 2,
        attendancePlace: `${region.names.lt}, IIB tergov boʻlimi, 3-xona`,
        attendanceAt: attendanceAt.toISOString(),
        organizationName: 'Fargʻona viloyati IIB Tergov boshqarmasi',
      });
      drawn[region.names.eng] = request.status === 'SEND' ? 'drawn' : request.waitReason;
      expect(request.status, `${region.names.eng}: ${JSON.stringify(request.waitReason)}`).toBe('SEND');
      expect(request.pickedLawyer).not.toBeNull();
    }
    expect(Object.values(drawn).every((d) => d === 'drawn')).toBe(true);
  });

  it('counts a duty lawyer who never signed in as holding the order permission', async () => {
    const [neverSignedIn] = await ctx.db
      .select({ id: lawyers.id })
      .from(lawyers)
      .leftJoin(userAccounts, eq(userAccounts.personId, lawyers.personId))
      .where(and(eq(lawyers.status, 'ACTIVE'), isNull(userAccounts.id)))
      .limit(1);
    expect(neverSignedIn).toBeDefined();
    const facts = (await orderIssueFactsOf(ctx.db, [neverSignedIn!.id])).get(neverSignedIn!.id)!;
    expect(facts.orderPermission).toBe(true);
    expect(orderIssueGaps(facts).includes('NO_ORDER_PERMISSION')).toBe(false);
  });
});
