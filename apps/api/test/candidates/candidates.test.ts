/**
 * Bar candidates and interns through HTTP on a real PostgreSQL and the real gov-sim
 * (interior ministry, person registry): the two photos (3×4, within 6 months, by their EXIF date), the
 * filing with its documents and the conviction check, the regional chamber's interview, the internship
 * that follows acceptance, the restrictions on taking interns. Every refusal says why and saves nothing.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import {
  candidateDocuments,
  candidatePhotos,
  files,
  internships,
  notifications,
  queryLog,
  statusHistory,
} from '../../src/db/schema';
import { loginStatusOf } from '../../src/modules/auth/login-status';
import { legalAidCaller } from '../../src/modules/legal-aid';
import { startInternship } from '../../src/modules/candidates';
import { fileCandidate } from '../../src/modules/candidates/filing';
import { createInteriorMinistry } from '../../src/adapters/interior-ministry';
import { systemClock } from '../../src/clock';
import { createFileStorage } from '../../src/storage';
import { sessionOf } from '../helpers/candidates';
import { population } from '../helpers/legal-aid-fixtures';
import {
  buildWorld,
  member,
  type Member,
  pdfBytes,
  pdfPart,
  postForm,
  SAMARQAND,
  tashkentDate,
} from '../helpers/legal-aid-world';
import { jpegPhoto } from '@portal/test-support';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w, call } = useWorld(buildWorld);
let candidate: Member;
let convicted: Member;
const today = tashkentDate(new Date());

beforeAll(async () => {
  candidate = await member(ctx.db, population.persona('candidate'));
  convicted = await member(ctx.db, population.persona('candidate-convicted'));
}, 60_000);

const photo = (content: Buffer, name = 'photo.jpg') => ({
  field: 'photos',
  name,
  type: 'image/jpeg',
  content,
});
const goodPhoto = () => photo(jpegPhoto(300, 400, addDays(today, -30)));

const upload = (who: Member, photos: ReturnType<typeof photo>[]) =>
  postForm(ctx, who, 'candidateDocument/updatePhoto', {}, photos);

const file = (who: Member, docTypeIds = [1, 2], regionId = SAMARQAND) =>
  postForm(
    ctx,
    who,
    'candidateDocument/createCandidateDoc',
    { regionId: String(regionId), licenceTypeIds: '1', docTypeIds: docTypeIds.join(',') },
    docTypeIds.map((_, i) => pdfPart(`doc-${i}.pdf`, 'files')),
  );

const counts = () =>
  rowCounts(ctx.db, { filings: candidateDocuments, photos: candidatePhotos, files, history: statusHistory });

describe('the form prefill from the person registry (passportDataByPinFL)', () => {
  it('answers the caller’s own registry record and puts the read on record', async () => {
    const person = population.persona('candidate');
    const res = await call(candidate, 'GET', 'candidateDocument/passportDataByPinFL');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pinfl: person.pinfl, lastName: person.surname });
    const [log] = await ctx.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
    expect(log).toMatchObject({
      action: 'PERSON_READ',
      channel: 'PERSON_REGISTRY',
      outcome: 'OK',
      subjectPinfl: person.pinfl,
      details: { purpose: 'candidate-form' },
    });
  });
});

describe('the two candidate photos (updatePhoto)', () => {
  it.each([
    [
      'older than 6 months by its EXIF date',
      () => photo(jpegPhoto(300, 400, addDays(today, -200))),
      'tooOld',
    ],
    ['square, not 3×4', () => photo(jpegPhoto(400, 400, addDays(today, -10))), 'notThreeByFour'],
    ['landscape 4×3', () => photo(jpegPhoto(400, 300)), 'notThreeByFour'],
    ['3×4 but too small', () => photo(jpegPhoto(150, 200)), 'tooSmall'],
  ])('refuses a photo %s, saying why, and saves nothing', async (_what, bad, rule) => {
    const before = await counts();
    const res = await upload(candidate, [goodPhoto(), bad()]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'BUSINESS_RULE', field: 'photos' });
    expect(res.body.message).toMatch(/Photo 2/);
    if (rule === 'tooOld') expect(res.body.message).toMatch(/within the last 6 months/);
    if (rule === 'notThreeByFour') expect(res.body.message).toMatch(/3×4/);
    expect(await counts()).toEqual(before);
  });

  it('refuses one photo instead of two', async () => {
    const res = await upload(candidate, [goodPhoto()]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Attach exactly 2 photos');
  });

  it('keeps two valid photos with the day each was taken (EXIF date, else the upload day)', async () => {
    const res = await upload(candidate, [goodPhoto(), photo(jpegPhoto(600, 800))]);
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { takenOn: string }) => p.takenOn)).toEqual([addDays(today, -30), today]);
  });
});

describe('filing to the bar (createCandidateDoc)', () => {
  it('refuses a candidate with a conviction, with the conviction, and saves nothing', async () => {
    expect((await upload(convicted, [goodPhoto(), goodPhoto()])).status).toBe(200);
    const before = await counts();
    const res = await file(convicted);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(
      /^Refused: the interior ministry's registry holds a conviction \(article 169/,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a filing without the diploma, and one whose files and types do not match', async () => {
    const before = await counts();
    const missing = await file(candidate, [1, 5]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Attach the document: Law diploma');
    expect(await counts()).toEqual(before);
  });

  it('refuses the filing while the interior ministry cannot be reached, saving nothing', async () => {
    // The real adapter, pointed at an address where nothing listens (the registry down).
    const deps = {
      db: ctx.db,
      storage: createFileStorage(ctx.config),
      interiorMinistry: createInteriorMinistry('http://127.0.0.1:9', 2_000),
      clock: systemClock,
    };
    const caller = await legalAidCaller(ctx.db, await sessionOf(ctx.db, candidate));
    const before = await counts();
    await expect(
      fileCandidate(deps, caller, { regionId: SAMARQAND, licenceTypeIds: [1], docTypeIds: [1, 2] }, [
        { content: pdfBytes(), filename: 'a.pdf' },
        { content: pdfBytes(), filename: 'b.pdf' },
      ]),
    ).rejects.toMatchObject({ code: 'EXTERNAL_UNAVAILABLE' });
    expect(await counts()).toEqual(before);
  });

  let id: number;
  it('files the documents: SEND -> SEND_CONVICTION -> PENDING, in the history, the chamber told', async () => {
    const res = await file(candidate);
    expect(res.status).toBe(200);
    id = res.body.id;
    expect(res.body).toMatchObject({ status: 'PENDING', interviewAt: null, region: { id: SAMARQAND } });
    expect(res.body.documents).toHaveLength(2);
    expect(res.body.photos).toHaveLength(2);
    expect(res.body.convictionCheckedAt).not.toBeNull();
    expect(res.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'SEND',
      'SEND_CONVICTION',
      'PENDING',
    ]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.entityId, id));
    expect(told.map((n) => n.recipientPersonId).sort()).toEqual(
      [candidate.personId, w.regionChamber.personId].sort(),
    );
    const second = await file(candidate);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You already have a filing under way');
  });

  it('shows the filing to its candidate and the Samarqand chamber, 404 to others', async () => {
    expect((await call(candidate, 'GET', `candidateDocument/get-by-candidateId/${id}`)).status).toBe(200);
    expect((await call(w.regionChamber, 'GET', `candidateDocument/get-by-candidateId/${id}`)).status).toBe(
      200,
    );
    expect(
      (await call(w.otherRegionChamber, 'GET', `candidateDocument/get-by-candidateId/${id}`)).status,
    ).toBe(404);
    expect((await call(w.user, 'GET', `candidateDocument/get-by-candidateId/${id}`)).status).toBe(404);
    const history = await call(candidate, 'GET', `candidateDocument/history-by-candidateDocId/${id}`);
    expect(history.body).toHaveLength(3);
    // The applicant page (currentLawyerCandidate) shows where the filing stands, with its history.
    const standing = await call(candidate, 'GET', 'currentLawyerCandidate');
    expect(standing.body.filing).toMatchObject({ id, status: 'PENDING', interviewAt: null });
    expect(standing.body.filing.regionName).not.toBe('');
    expect(standing.body.filing.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'SEND',
      'SEND_CONVICTION',
      'PENDING',
    ]);
    expect((await call(w.user, 'GET', 'currentLawyerCandidate')).body.filing).toBeNull();
    const found = await call(w.regionChamber, 'POST', 'getInfo/findNewLawyerByPnfl', {
      pnfl: candidate.pinfl,
    });
    expect(found.body.id).toBe(id);
    const list = await call(w.regionChamber, 'GET', 'candidateDocument/list?status=PENDING');
    expect(list.body.list.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call(w.otherRegionChamber, 'GET', 'candidateDocument/list')).body.list).toEqual([]);
  });

  it('runs the interview: PENDING -> MEETING -> MEETING_PROCESS -> PASSED, refusing steps out of order', async () => {
    const early = await call(w.regionChamber, 'POST', 'candidateDocument/interview/result', {
      id,
      result: 'PASSED',
    });
    expect(early.status).toBe(409);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const set = await call(w.regionChamber, 'POST', 'candidateDocument/interview/set', {
      id,
      at,
      place: 'Samarqand hududiy palatasi, 3-xona',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      status: 'MEETING',
      interviewPlace: 'Samarqand hududiy palatasi, 3-xona',
    });
    expect(set.body.can).toMatchObject({ startInterview: true, markAbsent: true, pass: false });
    const byRepublic = await call(w.republicChamber, 'POST', 'candidateDocument/interview/start', { id });
    expect(byRepublic.status).toBe(409);
    expect(
      (await call(w.regionChamber, 'POST', 'candidateDocument/interview/start', { id })).body.status,
    ).toBe('MEETING_PROCESS');
    const passed = await call(w.regionChamber, 'POST', 'candidateDocument/interview/result', {
      id,
      result: 'PASSED',
      comment: 'Savollarga toʻliq javob berdi',
    });
    expect(passed.body.status).toBe('PASSED');
    expect(passed.body.history.map((h: { toStatus: string }) => h.toStatus).slice(3)).toEqual([
      'MEETING',
      'MEETING_PROCESS',
      'PASSED',
    ]);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, candidate.personId));
    expect(told.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['CANDIDATE_SET_INTERVIEW', 'CANDIDATE_START_INTERVIEW', 'CANDIDATE_PASS']),
    );
    const standing = (await call(candidate, 'GET', 'currentLawyerCandidate')).body;
    expect(standing.filing).toMatchObject({ id, status: 'PASSED', interviewAt: at });
    expect(standing.filing.history).toHaveLength(6);
  });

  it('makes the PASSED candidate an INTERN of the director’s structure, unless the chamber restricted it', async () => {
    const director = await legalAidCaller(ctx.db, await sessionOf(ctx.db, w.director));
    const restricted = await call(w.regionChamber, 'POST', 'intern-restr/create', {
      contragentId: w.structureId,
      reason: 'Stajyorlar bilan ishlash tartibi buzilgan',
      fromDate: today,
    });
    expect(restricted.status).toBe(200);
    await expect(
      ctx.db.transaction((tx) => startInternship(tx, director, { personId: candidate.personId, today })),
    ).rejects.toMatchObject({ messageKey: 'candidates:error.structureRestricted' });
    const lifted = await call(w.regionChamber, 'POST', 'intern-restr/lift', {
      id: restricted.body.id,
      reason: 'Kamchiliklar bartaraf etildi',
    });
    expect(lifted.body).toMatchObject({ inForce: false, can: { lift: false } });

    const internshipId = await ctx.db.transaction((tx) =>
      startInternship(tx, director, { personId: candidate.personId, today }),
    );
    expect((await loginStatusOf(ctx.db, candidate.personId)).role).toBe('INTERN');
    const [row] = await ctx.db.select().from(internships).where(eq(internships.id, internshipId));
    expect(row).toMatchObject({ contragentId: w.structureId, status: 'ACTIVE', startDate: today });
    const list = await call(w.director, 'GET', 'intern/list');
    expect(list.body.list.map((i: { id: number }) => i.id)).toEqual([internshipId]);
    expect((await call(w.regionChamber, 'GET', `intern/${internshipId}`)).status).toBe(200);
    expect((await call(w.stranger, 'GET', `intern/${internshipId}`)).status).toBe(404);
    await expect(
      ctx.db.transaction((tx) => startInternship(tx, director, { personId: convicted.personId, today })),
    ).rejects.toMatchObject({ messageKey: 'candidates:error.notPassed' });
    // An intern does not file again; the own page says so.
    const again = await file(candidate);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This person is already an intern');
    expect((await call(candidate, 'GET', 'candidateDocument/own')).body.can.file).toBe(false);
    const standing = (await call(candidate, 'GET', 'currentLawyerCandidate')).body;
    expect(standing.filing).toMatchObject({ id, status: 'PASSED', internshipId });
  });
});

describe('the structures a restriction form offers (intern-restr/structures)', () => {
  it('a regional chamber sees only its region’s; the republic chamber the region it picks', async () => {
    const own = (await call(w.regionChamber, 'GET', 'intern-restr/structures')).body;
    expect(own.fixedRegion).toMatchObject({ id: SAMARQAND });
    expect(own.list.map((s: { id: number }) => s.id)).toContain(w.structureId);
    expect(own.list.map((s: { id: number }) => s.id)).not.toContain(w.otherStructureId);
    expect(new Set(own.list.map((s: { region: { id: number } }) => s.region.id))).toEqual(
      new Set([SAMARQAND]),
    );
    // Asking for another region changes nothing for a regional chamber.
    const asked = (await call(w.regionChamber, 'GET', 'intern-restr/structures?regionId=14')).body;
    expect(asked.list).toEqual(own.list);
    const other = (await call(w.otherRegionChamber, 'GET', 'intern-restr/structures')).body;
    expect(other.list.map((s: { id: number }) => s.id)).toEqual([w.otherStructureId]);
    const republic = (await call(w.republicChamber, 'GET', 'intern-restr/structures?regionId=14')).body;
    expect(republic.fixedRegion).toBeNull();
    expect(republic.list.map((s: { id: number }) => s.id)).toEqual([w.otherStructureId]);
    const searched = (await call(w.regionChamber, 'GET', 'intern-restr/structures?search=adliya')).body;
    expect(searched.list.map((s: { id: number }) => s.id)).toEqual([w.structureId]);
    expect((await call(w.director, 'GET', 'intern-restr/structures')).status).toBe(403);
  });
});
