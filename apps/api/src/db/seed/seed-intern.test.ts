/**
 * The demo intern: on the generated public data, the intern persona is made an intern of a Namangan structure
 * by its director (a PASSED filing with its two photos, the internship ACTIVE for six months, the INTERN
 * role from it and none to go back to), so their cabinet's home page tells them when it ends; a second
 * start of the portal adds nothing.
 */
import { internshipPeriod } from '@portal/domain';
import { demoPersona, generatePerson } from '@portal/synthetic';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, member } from '../../../test/helpers/legal-aid-world';
import { TEST_TODAY, usePublicTestApp } from '../../../test/helpers/public-data';
import { candidateDocuments, contragents, files, internships, userAccounts } from '../schema';
import { seedDemoPersonas } from './seed-personas';
import { ensureDemoInternship } from './seed-intern';

const ctx = usePublicTestApp();

describe('the demo intern', () => {
  it('trains at a Namangan structure until the end of six months, and their home page says when it ends', async () => {
    await seedDemoPersonas(ctx.db);
    const storage = ctx.storage;
    expect(await ensureDemoInternship(ctx.db, { storage, today: TEST_TODAY })).toBe(true);
    expect(await ensureDemoInternship(ctx.db, { storage, today: TEST_TODAY })).toBe(false);

    const intern = await member(ctx.db, generatePerson(demoPersona('intern').index));
    const [row] = await ctx.db.select().from(internships).where(eq(internships.personId, intern.personId));
    expect(row).toMatchObject({
      status: 'ACTIVE',
      previousAssignedRole: null,
      ...internshipPeriod('2026-10-06'),
    });
    const [firm] = await ctx.db.select().from(contragents).where(eq(contragents.id, row!.contragentId));
    expect(firm).toMatchObject({ regionId: 7, archived: false });
    expect([1, 2, 3, 4]).toContain(firm!.typeId);
    const [filing] = await ctx.db
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.id, row!.candidateDocumentId));
    expect(filing).toMatchObject({ status: 'PASSED', personId: intern.personId });
    const [account] = await ctx.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.personId, intern.personId));
    expect(account!.assignedRole).toBe('INTERN');

    const own = await callApi(ctx, intern, 'GET', 'intern/own');
    expect(
      own.body.map((i: { id: number; contragent: { name: string } }) => [i.id, i.contragent.name]),
    ).toEqual([[row!.id, firm!.name]]);
    for (const id of [filing!.photo1FileId, filing!.photo2FileId]) {
      const [file] = await ctx.db.select().from(files).where(eq(files.id, id));
      expect(file!.contentType).toBe('image/png');
      expect(await ctx.storage.exists(file!.storageKey)).toBe(true);
    }
    const home = await callApi(ctx, intern, 'GET', 'account/home');
    expect(home.body.pending).toEqual([{ id: 'internship-ends', count: 1, due: row!.endDate, filter: {} }]);
  });
});
