/**
 * Training certificates through HTTP: a lawyer adds one with its scan and sees the year's
 * hours waiting against the 40 required; the chamber of the lawyer's region confirms it (once), another
 * region's chamber and another lawyer do not see it; bad input is refused with its message and stores
 * nothing.
 */
import { describe, expect, it } from 'vitest';
import { files, trainingCertificates } from '../../src/db/schema';
import { buildWorld, callApi, type Member, pdfPart, postForm } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w } = useWorld(buildWorld);

const course = {
  courseName: 'Jinoyat protsessida himoya',
  organizer: 'Advokatlar palatasi oʻquv markazi',
  startDate: '2026-03-02',
  endDate: '2026-03-04',
  hours: '16',
};

const add = (who: Member, fields: Record<string, string>, withScan = true, lang = 'eng') =>
  postForm(
    ctx,
    who,
    'getInfo/trainingCertificateCreate',
    fields,
    withScan ? pdfPart('sertifikat.pdf') : undefined,
    lang,
  );
const list = (who: Member, query = '') => callApi(ctx, who, 'GET', `getInfo/trainingCertificateList${query}`);
const confirm = (who: Member, id: number) =>
  callApi(ctx, who, 'POST', 'getInfo/trainingCertificateConfirm', { id }, { 'accept-language': 'eng' });

const stored = () => rowCounts(ctx.db, { certificates: trainingCertificates, files });

describe('training certificates', () => {
  it('are added with a scan, waiting; the region’s chamber confirms once and the year counts them', async () => {
    const added = await add(w.dutyLawyer, course);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ courseName: course.courseName, hours: 16, confirmedAt: null });
    const id = added.body.id as number;
    expect((await list(w.dutyLawyer)).body.years).toEqual([
      { year: 2026, confirmedHours: 0, pendingHours: 16, requiredHours: 40 },
    ]);

    const inbox = await list(w.regionChamber, '?unconfirmedOnly=true');
    expect(inbox.body.list.find((c: { id: number }) => c.id === id).can).toEqual({
      confirm: true,
      refuse: true,
    });
    expect((await list(w.otherRegionChamber)).body.list.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await list(w.colleague)).body.list.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await confirm(w.otherRegionChamber, id)).status).toBe(404);
    expect((await confirm(w.dutyLawyer, id)).status).toBe(403);

    const done = await confirm(w.regionChamber, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.confirmedAt).not.toBeNull();
    const again = await confirm(w.regionChamber, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This training certificate is already confirmed');
    expect((await list(w.dutyLawyer, '?year=2026')).body.years).toEqual([
      { year: 2026, confirmedHours: 16, pendingHours: 0, requiredHours: 40 },
    ]);
  });

  it('the chamber refuses one with a reason: the lawyer reads it, its hours count for nothing, it stays refused', async () => {
    const added = await add(w.colleague, { ...course, courseName: 'Notoʻgʻri kurs', endDate: '2026-03-05' });
    const id = added.body.id as number;
    const refuse = (who: Member, reason: string) =>
      callApi(
        ctx,
        who,
        'POST',
        'getInfo/trainingCertificateRefuse',
        { id, reason },
        { 'accept-language': 'eng' },
      );
    const noReason = await refuse(w.regionChamber, '   ');
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('This field can not be empty');
    expect((await refuse(w.otherRegionChamber, 'Skan oʻqilmaydi')).status).toBe(404);
    expect((await refuse(w.colleague, 'Skan oʻqilmaydi')).status).toBe(403);
    expect((await list(w.colleague)).body.list.find((c: { id: number }) => c.id === id).refusedAt).toBeNull();

    const refused = await refuse(w.regionChamber, 'Skan oʻqilmaydi');
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body).toMatchObject({ refuseReason: 'Skan oʻqilmaydi', confirmedAt: null });
    expect(refused.body.can).toEqual({ confirm: false, refuse: false });
    const mine = await list(w.colleague);
    expect(mine.body.list.find((c: { id: number }) => c.id === id).refuseReason).toBe('Skan oʻqilmaydi');
    expect(mine.body.years.find((y: { year: number }) => y.year === 2026)?.pendingHours ?? 0).toBe(0);
    const late = await confirm(w.regionChamber, id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This training certificate is already confirmed or refused');
    const waiting = await list(w.regionChamber, '?unconfirmedOnly=true');
    expect(waiting.body.list.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await stored();
    const backwards = await add(w.colleague, { ...course, endDate: '2026-03-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The end date cannot be before the start date');
    const noScan = await add(w.colleague, course, false);
    expect(noScan.status).toBe(400);
    expect(noScan.body.field).toBe('file');
    const zero = await add(w.colleague, { ...course, hours: '0' }, true, 'ru');
    expect(zero.status).toBe(400);
    const empty = await add(w.colleague, { ...course, courseName: '  ' });
    expect(JSON.stringify(empty.body)).toContain('This field can not be empty');
    expect((await add(w.regionChamber, course)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
