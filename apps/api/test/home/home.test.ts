/**
 * The cabinet's home page (account/home) through HTTP, on a real PostgreSQL: each person is told what
 * awaits them, counted within what their section's policy lets them see, with the filter of the list
 * that holds it, and nothing once they have acted.
 */
import { emptyReportForms, nextDuePeriod, reportPeriod, tashkentToday } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { halfYearReports } from '../../src/db/schema';
import { SAMARQAND } from '../helpers/legal-aid-world';
import { useLegalAidWorld } from '../legal-aid/steps';

const { ctx, w, steps } = useLegalAidWorld();

const home = async (who: Parameters<typeof steps.ok>[0]) =>
  (await steps.ok(who, 'GET', 'account/home')) as {
    pending: { id: string; count: number; due: string | null }[];
  };

describe('home: what awaits each person', () => {
  it('a lawyer is told of the request drawn to them, with its deadline, until they accept it', async () => {
    const id = await steps.send();
    const { pending } = await home(w.dutyLawyer);
    expect(pending).toEqual([
      {
        id: 'requests-to-accept',
        count: 1,
        due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        filter: { tab: 'requests', status: 'SEND' },
      },
    ]);
    expect(new Date(pending[0]!.due!).getTime()).toBeGreaterThan(Date.now());
    // the colleague it was not drawn to, and the investigator who asked, are not asked to answer it
    expect((await home(w.colleague)).pending.map((l) => l.id)).not.toContain('requests-to-accept');
    expect((await home(w.investigator)).pending).toEqual([]);
    await steps.accept(id);
    expect((await home(w.dutyLawyer)).pending.map((l) => l.id)).not.toContain('requests-to-accept');
  });

  it('an investigator is told of the checklist sent to them for agreement, until they agree', async () => {
    const { checklistId } = await steps.checklistIn('FOR_AGREED');
    expect((await home(w.investigator)).pending).toEqual([
      { id: 'checklists-to-agree', count: 1, due: null, filter: { status: 'FOR_AGREED' } },
    ]);
    expect((await home(w.otherInvestigator)).pending).toEqual([]);
    await steps.agreeChecklist(checklistId);
    expect((await home(w.investigator)).pending).toEqual([]);
  });

  it("a director is told of the structure's late half-year report, then, once it is signed, of the one due next", async () => {
    const next = nextDuePeriod(tashkentToday(new Date()));
    const last = next.half === 1 ? reportPeriod(next.year - 1, 2) : reportPeriod(next.year, 1);
    const reportDue = async () => (await home(w.director)).pending.filter((l) => l.id === 'report-due');
    expect(await reportDue()).toEqual([{ id: 'report-due', count: 1, due: last.due, filter: {} }]);
    await ctx.db.insert(halfYearReports).values({
      contragentId: w.structureId,
      regionId: SAMARQAND,
      year: last.year,
      half: last.half,
      status: 'DIRECTOR_SIGNED',
      forms: emptyReportForms(),
      prefilled: emptyReportForms(),
      signedOn: tashkentToday(new Date()),
    });
    expect(await reportDue()).toEqual([{ id: 'report-due', count: 1, due: next.due, filter: {} }]);
  });

  it('a citizen with nothing to do is told nothing awaits', async () => {
    expect((await home(w.user)).pending).toEqual([]);
  });
});
