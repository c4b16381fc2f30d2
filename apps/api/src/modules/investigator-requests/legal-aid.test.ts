/**
 * State-funded legal aid end to end on the service level: real PostgreSQL, the real gov-sim process for
 * the person registry and the interior ministry. Requests and the draw, accepting (with the concurrency
 * case), timeouts and re-draws, refusals, orders and their numbers, checklists up to PAYMENT,
 * notifications.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canonicalJson, formatDate, type Permission, recheckDraw, tashkentToday } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters, type Adapters } from '../../adapters';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  checklistLimits,
  checklists,
  contragents,
  files,
  signatures,
  investigatorRequests,
  notifications,
  orderBases,
  orderCasePersons,
  orders,
  requestDraws,
  statusHistory,
  userAccounts,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { resolveParams } from '../../i18n/localized-params';
import { translate } from '../../i18n/translate';
import { createTestDatabase, rowsWhere } from '../../../test/helpers/database';
import {
  addLawyer,
  addPerson,
  addStructure,
  population,
  putOnDuty,
  someone,
} from '../../../test/helpers/legal-aid-fixtures';
import { pdfBytes } from '../../../test/helpers/legal-aid-world';
import { withGovSim } from '@portal/test-support/vitest';
import { type Config } from '../../config';
import { createFileStorage } from '../../storage';
import {
  agreeChecklist,
  checklistSigningContent,
  createChecklist,
  handleChecklistFinish,
  returnChecklist,
  sendChecklistForAgreement,
  signChecklist,
  updateChecklist,
} from '../checklists/service';
import { countUnread, listNotifications, openNotification } from '../notifications/notify';
import {
  addCasePerson,
  canonicalOrderJson,
  cancelOrder,
  createOrderDraft,
  deleteCasePerson,
  registerPaperOrder,
  signOrder,
  updateOrderDraft,
} from '../orders/service';
import { recheckRequestDraws } from './draw';
import { requestRead } from './read';
import {
  acceptInvestigatorRequest,
  cancelInvestigatorRequest,
  closeInvestigatorRequest,
  createInvestigatorRequest,
  type CreateRequestInput,
  type LegalAidDeps,
  handleAcceptTimeout,
  handleRedrawWaiting,
  handleRequestExpiry,
  markRequestNotCompleted,
  redrawWaitingRequests,
} from './service';

const REGION = 12; // Fargʻona
const UZ = 1;
const RU = 2;
const DAY = 86_400_000;

let db: Database;
let drop: () => Promise<void>;
const sim = withGovSim();
let config: Config;
let registries: Adapters;
let deps: LegalAidDeps;
let investigator: { role: 'INVESTIGATOR'; personId: number };
let lawyerA: { lawyerId: number; personId: number };
let lawyerB: { lawyerId: number; personId: number };
let structureId: number;
let caseNumber: string;
let accusedPinfl: string;

const tashkentDate = tashkentToday;
const attendance = new Date(Date.now() + 2 * DAY);
/** The key card of each persona lawyer of this file, by person id. */
const cards = new Map<number, string>();
const asLawyer = (l: { personId: number }, orderPermission = true) => ({
  role: 'LAWYER' as const,
  personId: l.personId,
  orderPermission,
});

const pinfls = new Map<number, string>();
/** What signatureDraft and checkList/signing hand the services: the PKCS#7 and who signs from where. */
const submission = (l: { personId: number }, pkcs7: string) => ({
  pkcs7,
  signerPinfl: pinfls.get(l.personId)!,
  signerPersonId: l.personId,
  userIp: '127.0.0.1',
});

/** The message an AppError shows in English. */
const messageOf = (e: AppError) => translate('eng', e.messageKey, resolveParams('eng', e.params));

async function expectAppError(work: Promise<unknown>, code: string, status: number): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, status });
  return error as AppError;
}

/** A request on the file's one case and person; many are at work at once, so each is confirmed. */
function input(overrides: Partial<CreateRequestInput> = {}): CreateRequestInput {
  return {
    confirmDuplicate: true,
    caseNumber,
    personPinfl: accusedPinfl,
    regionId: REGION,
    languageId: UZ,
    legalAidId: 2,
    attendancePlace: 'Fargʻona shahar IIB, 12-xona',
    attendanceAt: attendance,
    organizationName: 'Fargʻona viloyati IIB Tergov boshqarmasi',
    ...overrides,
  };
}

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ db, drop } = database);
  config = loadConfig({
    ...sim.env,
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'legal-aid-files-')),
  });
  registries = createAdapters(config);
  deps = {
    db,
    clock: systemClock,
    registries,
    storage: createFileStorage(config),
    acceptTimeoutSeconds: 1800,
  };
  const persona = population.persona('investigator');
  investigator = { role: 'INVESTIGATOR', personId: await addPerson(db, persona) };
  const [firstCase] = await registries.interiorMinistry.casesOfInvestigator(persona.pinfl);
  caseNumber = firstCase!.caseNumber;
  accusedPinfl = firstCase!.accused.pinfl;
  const director = await addPerson(db, someone(50));
  structureId = (await addStructure(db, REGION, 'Fargʻona “Adolat” advokatlik byurosi', director)).id;
  // Persona lawyers: gov-sim holds their key cards, so they sign for real.
  lawyerA = await addLawyer(db, population.persona('lawyer'), {
    regionId: REGION,
    languageIds: [UZ, RU],
    contragentId: structureId,
  });
  lawyerB = await addLawyer(db, population.persona('lawyer-samarqand'), {
    regionId: REGION,
    languageIds: [UZ],
    contragentId: structureId,
  });
  cards.set(lawyerA.personId, 'lawyer').set(lawyerB.personId, 'lawyer-samarqand');
  for (const key of ['lawyer', 'lawyer-samarqand', 'director'] as const)
    pinfls.set(await addPerson(db, population.persona(key)), population.persona(key).pinfl);
  const russianOnly = await addLawyer(db, someone(3), { regionId: REGION, languageIds: [RU] });
  const suspended = await addLawyer(db, someone(4), { regionId: REGION, status: 'INACTIVE_TEMPORARY' });
  await putOnDuty(db, REGION, tashkentDate(attendance), [
    lawyerA.lawyerId,
    lawyerB.lawyerId,
    russianOnly.lawyerId,
    suspended.lawyerId,
  ]);
}, 90_000);

afterAll(async () => {
  await drop?.();
});

const historyOf = (type: string, id: number) =>
  db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.entityType, type), eq(statusHistory.entityId, id)))
    .orderBy(statusHistory.id);

/** The investigator request's row as it stands now. */
const requestRow = async (id: number) => (await rowsWhere(db, investigatorRequests, { id }))[0];

const jobsOf = async (name: string, requestId: number) =>
  (
    await db.execute<{ start_after: string }>(
      sql`select start_after from pgboss.job where name = ${name} and (data->>'requestId')::int = ${requestId}`,
    )
  ).rows;

describe('creating an investigator request', () => {
  it('draws among the duty lawyers of the region and day who speak the language, records the draw and schedules the timeout', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    expect(request.status).toBe('SEND');
    expect([lawyerA.lawyerId, lawyerB.lawyerId]).toContain(request.pickedLawyerId);
    const [draw] = await db.select().from(requestDraws).where(eq(requestDraws.requestId, request.id));
    expect(draw!.candidates.map((c) => c.lawyerId)).toEqual([lawyerA.lawyerId, lawyerB.lawyerId]);
    expect(draw!.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(draw!.outcome).toBe('PENDING');
    const [check] = await recheckRequestDraws(db, request.id);
    expect(check!.check).toEqual({ valid: true, expectedLawyerId: request.pickedLawyerId, problems: [] });
    expect(request.acceptDeadlineAt!.getTime() - draw!.createdAt.getTime()).toBeGreaterThan(1790_000);
    const [timeout] = await jobsOf('request-accept-timeout', request.id);
    expect(new Date(timeout!.start_after).getTime()).toBe(request.acceptDeadlineAt!.getTime());
    const [expiry] = await jobsOf('request-expire', request.id);
    expect(new Date(expiry!.start_after).getTime()).toBe(attendance.getTime());
    const picked = request.pickedLawyerId === lawyerA.lawyerId ? lawyerA : lawyerB;
    const [note] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, picked.personId));
    expect(note).toMatchObject({ kind: 'REQUEST_ASSIGNED', entityId: request.id, read: false });
    expect(translate('eng', note!.textKey, note!.params)).toContain(caseNumber);
    expect(await historyOf('investigator-request', request.id)).toMatchObject([
      { fromStatus: null, toStatus: 'SEND', event: 'CREATE', actorRole: 'INVESTIGATOR' },
    ]);
    // The registry's person is stored, one row per pinfl.
    expect(request.personId).not.toBeNull();
  });

  it('stores PERSON_NOT_FOUND (final, no draw) when the person registry has nobody with the pinfl', async () => {
    const request = await createInvestigatorRequest(
      deps,
      investigator,
      input({ personPinfl: '31403850000000' }),
    );
    expect(request.status).toBe('PERSON_NOT_FOUND');
    expect(await db.select().from(requestDraws).where(eq(requestDraws.requestId, request.id))).toEqual([]);
  });

  it('waits when nobody is on duty, and is sent when a duty lawyer is added', async () => {
    const later = new Date(Date.now() + 5 * DAY);
    const request = await createInvestigatorRequest(deps, investigator, input({ attendanceAt: later }));
    expect(request.status).toBe('WAIT');
    expect(request.pickedLawyerId).toBeNull();
    expect(await handleRedrawWaiting(deps, { requestId: request.id })).toBe(false);
    await putOnDuty(db, REGION, tashkentDate(later), [lawyerB.lawyerId]);
    expect(await redrawWaitingRequests(db, REGION, tashkentDate(later))).toBe(1);
    expect(await handleRedrawWaiting(deps, { requestId: request.id })).toBe(true);
    const after = await requestRow(request.id);
    expect(after).toMatchObject({ status: 'SEND', pickedLawyerId: lawyerB.lawyerId });
    expect((await historyOf('investigator-request', request.id)).map((h) => h.event)).toEqual([
      'CREATE',
      'DUTY_LAWYER_FOUND',
    ]);
  });

  it('refuses an attendance time in the past and answers a clear 503 when the registry is down, storing nothing', async () => {
    const before = (await db.select({ n: count() }).from(investigatorRequests))[0]!.n;
    await expectAppError(
      createInvestigatorRequest(deps, investigator, input({ attendanceAt: new Date(Date.now() - 60_000) })),
      'VALIDATION_FAILED',
      400,
    );
    const down = createAdapters(
      loadConfig({
        GOV_SIM_URL: 'http://127.0.0.1:1',
        WEB_DIST_DIR: '/nonexistent',
        NATIONAL_SYSTEMS_TIMEOUT_MS: '500',
      }),
    );
    const error = await expectAppError(
      createInvestigatorRequest({ ...deps, registries: down }, investigator, input()),
      'EXTERNAL_UNAVAILABLE',
      503,
    );
    expect(messageOf(error)).toBe('The person registry is not responding. Please try later.');
    expect(translate('ru', error.messageKey)).toBe('Реестр физических лиц не отвечает. Попробуйте позже.');
    expect((await db.select({ n: count() }).from(investigatorRequests))[0]!.n).toBe(before);
  });
});

describe('who the draw picks among', () => {
  it('draws only lawyers able to issue orders; with none the request waits saying why, and the regional chamber is told', async () => {
    const region = 5;
    const day = new Date(Date.now() + 3 * DAY);
    const restrictedStructure = await addStructure(db, region, 'Cheklangan advokatlik byurosi');
    await db
      .update(contragents)
      .set({ orderRestricted: true })
      .where(eq(contragents.id, restrictedStructure.id));
    const noPermission = await addLawyer(db, someone(70), { regionId: region, orderPermission: false });
    const restricted = await addLawyer(db, someone(71), {
      regionId: region,
      contragentId: restrictedStructure.id,
    });
    const suspended = await addLawyer(db, someone(72), { regionId: region, status: 'INACTIVE_TEMPORARY' });
    await putOnDuty(db, region, tashkentDate(day), [
      noPermission.lawyerId,
      restricted.lawyerId,
      suspended.lawyerId,
    ]);
    const chamberPersonId = await addPerson(db, someone(73));
    await db
      .insert(userAccounts)
      .values({ personId: chamberPersonId, assignedRole: 'REGION_CHAMBER', regionId: region });

    const request = await createInvestigatorRequest(
      deps,
      investigator,
      input({ regionId: region, attendanceAt: day }),
    );
    expect(request).toMatchObject({ status: 'WAIT', pickedLawyerId: null });
    const [draw] = await db.select().from(requestDraws).where(eq(requestDraws.requestId, request.id));
    expect(draw).toMatchObject({ outcome: 'EMPTY', candidates: [] });

    // The investigator reads why: three on duty, none may issue orders, and what each lacks.
    const caller = {
      personId: investigator.personId,
      pinfl: population.persona('investigator').pinfl,
      role: 'INVESTIGATOR' as const,
      lawyer: null,
      directedContragentId: null,
      regionId: REGION,
      orderPermission: false,
      grants: new Set<Permission>(['investigatorRequest.create']),
    };
    const dto = await requestRead.view(
      db,
      { caller, lang: 'eng', now: systemClock.now() },
      request.id,
      undefined,
    );
    expect(dto!.waitReason).toEqual({
      onDuty: 3,
      eligible: 0,
      noOrderPermission: 1,
      structureRestricted: 1,
      licenseNotActive: 1,
    });
    // The regional chamber of the region is told, in its language, with what to fix.
    const [told] = await rowsWhere(db, notifications, {
      recipientPersonId: chamberPersonId,
      kind: 'REQUEST_NO_ELIGIBLE_LAWYER',
    });
    expect(translate('eng', told!.textKey, told!.params)).toBe(
      `No duty lawyer can be drawn for the request on case ${caseNumber} (${formatDate(tashkentDate(day))}): 3 speaking its language are on duty in the region; of them 1 lack the order permission (their director or the administrator grants it), 1 work in a structure restricted from issuing orders (the republic chamber lifts it), 1 have no active license (the ministry of justice). Put lawyers able to issue orders on duty: the request waits.`,
    );

    // Order creation refuses the same lawyers with the same rule, saying who can fix it.
    const noLicense = await expectAppError(
      createOrderDraft(db, asLawyer(suspended), { type: 'ELECTRONIC', orderBaseId: 1, legalAidId: 3 }),
      'BUSINESS_RULE',
      422,
    );
    expect(messageOf(noLicense)).toBe(
      'Your license is not active, so you cannot create orders. The ministry of justice restores a license.',
    );

    // Once the director grants the permission, the waiting request is drawn to that lawyer.
    await db
      .update(userAccounts)
      .set({ orderPermission: true })
      .where(eq(userAccounts.personId, noPermission.personId));
    expect(await handleRedrawWaiting(deps, { requestId: request.id })).toBe(true);
    const sent = await requestRow(request.id);
    expect(sent).toMatchObject({ status: 'SEND', pickedLawyerId: noPermission.lawyerId });
  });
});

describe('accepting', () => {
  it('lets exactly one of two simultaneous accepts through, with one order draft on the state-funded basis', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    const picked = request.pickedLawyerId === lawyerA.lawyerId ? lawyerA : lawyerB;
    const results = await Promise.allSettled([
      acceptInvestigatorRequest(deps, asLawyer(picked), request.id),
      acceptInvestigatorRequest(deps, asLawyer(picked), request.id),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      status: 409,
    });
    const made = await db.select().from(orders).where(eq(orders.investigatorRequestId, request.id));
    expect(made).toHaveLength(1);
    const [basis] = await db.select().from(orderBases).where(eq(orderBases.id, made[0]!.orderBaseId!));
    expect(made[0]).toMatchObject({
      status: 'DRAFT',
      isDraft: true,
      lawyerId: picked.lawyerId,
      scope: 'CONTRAGENT',
      contragentId: structureId,
      caseNumber,
      personPinfl: accusedPinfl,
      groundsDocNumber: String(request.id),
    });
    expect(basis?.code).toBe('STATE_FUNDED');
    const events = (await historyOf('investigator-request', request.id)).map((h) => h.event);
    expect(events).toEqual(['CREATE', 'ACCEPT']);
    const [draw] = await db.select().from(requestDraws).where(eq(requestDraws.requestId, request.id));
    expect(draw!.outcome).toBe('ACCEPTED');
  });

  it('answers 404 to a lawyer who was not picked', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    const other = request.pickedLawyerId === lawyerA.lawyerId ? lawyerB : lawyerA;
    await expectAppError(acceptInvestigatorRequest(deps, asLawyer(other), request.id), 'NOT_FOUND', 404);
  });
});

describe('the acceptance timeout', () => {
  it('re-draws without the lawyer who let the time run out, once, then waits when nobody is left', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    const first = request.pickedLawyerId!;
    const second = first === lawyerA.lawyerId ? lawyerB : lawyerA;
    const firstLawyer = first === lawyerA.lawyerId ? lawyerA : lawyerB;
    expect(await handleAcceptTimeout(deps, { requestId: request.id, drawId: request.currentDrawId! })).toBe(
      'redrawn',
    );
    // The same job again (a retry after a crash) changes nothing.
    expect(await handleAcceptTimeout(deps, { requestId: request.id, drawId: request.currentDrawId! })).toBe(
      'stale',
    );
    const after = await requestRow(request.id);
    expect(after).toMatchObject({ status: 'SEND', pickedLawyerId: second.lawyerId });
    const draws = await db
      .select()
      .from(requestDraws)
      .where(eq(requestDraws.requestId, request.id))
      .orderBy(requestDraws.round);
    expect(draws.map((d) => [d.round, d.outcome, d.pickedLawyerId])).toEqual([
      [1, 'TIMED_OUT', first],
      [2, 'PENDING', second.lawyerId],
    ]);
    expect(draws[1]!.excludedLawyerIds).toEqual([first]);
    expect(draws[1]!.candidates.map((c) => c.lawyerId)).toEqual([second.lawyerId]);
    expect(recheckDraw({ ...draws[1]!, candidates: draws[1]!.candidates }).valid).toBe(true);
    const late = await expectAppError(
      acceptInvestigatorRequest(deps, asLawyer(firstLawyer), request.id),
      'TRANSITION_NOT_ALLOWED',
      409,
    );
    expect(messageOf(late)).toBe('Time to accept ran out; the request went to another lawyer');
    expect(await handleAcceptTimeout(deps, { requestId: request.id, drawId: after!.currentDrawId! })).toBe(
      'waiting',
    );
    const waiting = await requestRow(request.id);
    expect(waiting).toMatchObject({ status: 'WAIT', pickedLawyerId: null });
    const kinds = await db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.entityId, request.id), eq(notifications.kind, 'REQUEST_PASSED_ON')));
    expect(kinds).toHaveLength(2);
  });

  it('expires a request nobody accepted once the attendance time has come, not before', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    expect(await handleRequestExpiry(deps, { requestId: request.id })).toBe(false);
    await db
      .update(investigatorRequests)
      .set({ attendanceAt: new Date(Date.now() - 1000) })
      .where(eq(investigatorRequests.id, request.id));
    expect(await handleRequestExpiry(deps, { requestId: request.id })).toBe(true);
    expect(await handleRequestExpiry(deps, { requestId: request.id })).toBe(false);
    const after = await requestRow(request.id);
    expect(after!.status).toBe('EXPIRED');
  });
});

describe('refused steps', () => {
  it('answers 409 with a clear message and changes nothing', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    const picked = request.pickedLawyerId === lawyerA.lawyerId ? lawyerA : lawyerB;
    await acceptInvestigatorRequest(deps, asLawyer(picked), request.id);
    const before = await historyOf('investigator-request', request.id);
    const error = await expectAppError(
      cancelInvestigatorRequest(deps, investigator, request.id, 'no longer needed'),
      'TRANSITION_NOT_ALLOWED',
      409,
    );
    expect(messageOf(error)).toBe('Request is “Accepted”: not possible now');
    expect(translate('lt', error.messageKey, resolveParams('lt', error.params))).toBe(
      'Soʻrov «Qabul qilingan» holatida: amal mumkin emas',
    );
    const after = await requestRow(request.id);
    expect(after).toMatchObject({ status: 'ACCEPTED', cancelReason: null });
    expect(await historyOf('investigator-request', request.id)).toEqual(before);
    // Another investigator's request answers like none; a close without document or comment is a 400.
    const stranger = { role: 'INVESTIGATOR' as const, personId: picked.personId };
    await expectAppError(cancelInvestigatorRequest(deps, stranger, request.id, 'x'), 'NOT_FOUND', 404);
    await expectAppError(
      closeInvestigatorRequest(deps, asLawyer(picked), request.id, {
        closeFile: null,
        comment: 'done',
      }),
      'VALIDATION_FAILED',
      400,
    );
    await expectAppError(
      markRequestNotCompleted(deps, investigator, request.id, '   '),
      'VALIDATION_FAILED',
      400,
    );
  });

  it('lets the investigator cancel a sent request, telling the picked lawyer', async () => {
    const request = await createInvestigatorRequest(deps, investigator, input());
    const row = await cancelInvestigatorRequest(
      deps,
      investigator,
      request.id,
      'The suspect has his own lawyer',
    );
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: 'The suspect has his own lawyer' });
    const [draw] = await db.select().from(requestDraws).where(eq(requestDraws.requestId, request.id));
    expect(draw!.outcome).toBe('ENDED');
    expect(await handleAcceptTimeout(deps, { requestId: request.id, drawId: request.currentDrawId! })).toBe(
      'stale',
    );
  });
});

describe('orders', () => {
  async function acceptedOrder() {
    const request = await createInvestigatorRequest(deps, investigator, input());
    const picked = request.pickedLawyerId === lawyerA.lawyerId ? lawyerA : lawyerB;
    const { order } = await acceptInvestigatorRequest(deps, asLawyer(picked), request.id);
    return { request, picked, order };
  }
  /** Signs the order as it is stored now with the lawyer's key card (gov-sim's signing client), then signatureDraft. */
  async function signAs(l: { personId: number }, orderId: number) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const pkcs7 = await sim.sign(cards.get(l.personId)!, canonicalOrderJson(order!));
    return signOrder({ db, config, clock: systemClock }, asLawyer(l), orderId, submission(l, pkcs7));
  }

  it('numbers orders per structure and year, sequentially and without duplicates under concurrency', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createOrderDraft(db, asLawyer(i % 2 ? lawyerA : lawyerB), {
          type: 'ELECTRONIC',
          orderBaseId: 1,
          legalAidId: 3,
          groundsDocNumber: `C-${i}`,
          groundsDocDate: tashkentDate(new Date()),
          personPinfl: someone(20 + i).pinfl,
          personLastName: someone(20 + i).surname,
          personFirstName: someone(20 + i).firstName,
        }),
      ),
    );
    const signed = await Promise.all(drafts.map((d, i) => signAs(i % 2 ? lawyerA : lawyerB, d.id)));
    const year = Number(tashkentToday().slice(0, 4));
    const numbers = signed.map((o) => o.number).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `${year}/${String(i + 1).padStart(6, '0')}`));
    expect(signed.every((o) => o.status === 'CREATED' && !o.isDraft && !o.lateSent)).toBe(true);
    // A personal order (a lawyer without a structure) has its own sequence.
    const loner = await addLawyer(db, population.persona('director'), { regionId: REGION });
    cards.set(loner.personId, 'director');
    const own = await createOrderDraft(db, asLawyer(loner), {
      type: 'ELECTRONIC',
      orderBaseId: 1,
      legalAidId: 3,
      groundsDocNumber: 'P-1',
      groundsDocDate: tashkentDate(new Date(Date.now() - 5 * DAY)),
      personPinfl: someone(31).pinfl,
      personLastName: 'Aliyev',
      personFirstName: 'Vali',
    });
    const ownSigned = await signAs(loner, own.id);
    expect(ownSigned).toMatchObject({ scope: 'PERSONAL', number: `${year}/000001`, lateSent: true });
  });

  it('signs the state-funded draft of an accepted request; a CREATED order can no longer be edited', async () => {
    const { picked, order } = await acceptedOrder();
    const signed = await signAs(picked, order.id);
    expect(signed).toMatchObject({ status: 'CREATED', signedByPersonId: picked.personId });
    const [stored] = await db.select().from(signatures).where(eq(signatures.id, signed.signatureId!));
    expect(stored).toMatchObject({
      documentType: 'ORDER',
      documentId: String(order.id),
      content: canonicalOrderJson(order),
    });
    expect(signed.number).toMatch(/^\d{4}\/\d{6}$/);
    const error = await expectAppError(
      updateOrderDraft(db, asLawyer(picked), order.id, { caseNumber: '1' }, systemClock.now()),
      'TRANSITION_NOT_ALLOWED',
      409,
    );
    expect(messageOf(error)).toBe('Only a draft can be changed');
    const again = await expectAppError(signAs(picked, order.id), 'TRANSITION_NOT_ALLOWED', 409);
    expect(messageOf(again)).toBe('Order is “Created”: not possible now');
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.number).toBe(signed.number);
    // Cancelled by the director of the structure, with a reason; the author is told.
    const [structure] = await db.select().from(contragents).where(eq(contragents.id, structureId));
    const director = {
      role: 'DIRECTOR' as const,
      personId: structure!.directorPersonId!,
      orderPermission: true,
    };
    const cancelled = await cancelOrder(db, director, order.id, 'Issued by mistake', systemClock.now());
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Issued by mistake' });
    expect(await countUnread(db, picked.personId)).toBeGreaterThan(0);
  });

  it('refuses creation without the permission, under a structure restriction, and on a case the lawyer is not on', async () => {
    const draft = { type: 'ELECTRONIC' as const, orderBaseId: 1, legalAidId: 3 };
    const noPermission = await expectAppError(
      createOrderDraft(db, asLawyer(lawyerA, false), draft),
      'BUSINESS_RULE',
      422,
    );
    expect(translate('eng', noPermission.messageKey)).toMatch(/not allowed to create orders/);
    const stateFunded = { ...draft, orderBaseId: 2, caseNumber: '99999999999' };
    const notOnCase = await expectAppError(
      createOrderDraft(db, asLawyer(lawyerA), stateFunded),
      'BUSINESS_RULE',
      422,
    );
    expect(messageOf(notOnCase)).toBe('You are not a lawyer on this criminal case');
    await db.update(contragents).set({ orderRestricted: true }).where(eq(contragents.id, structureId));
    const before = (await db.select({ n: count() }).from(orders))[0]!.n;
    await expectAppError(createOrderDraft(db, asLawyer(lawyerA), draft), 'BUSINESS_RULE', 422);
    await db.update(contragents).set({ orderRestricted: false }).where(eq(contragents.id, structureId));
    expect((await db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  it('keeps persons added to a case: deleting one is refused, even by SQL', async () => {
    const { picked, order } = await acceptedOrder();
    const added = await addCasePerson(db, asLawyer(picked), order.id, {
      pinfl: someone(40).pinfl,
      lastName: someone(40).surname,
      firstName: someone(40).firstName,
      procedureRole: 'VICTIM',
    });
    await expectAppError(
      addCasePerson(db, asLawyer(picked), order.id, { ...added, procedureRole: 'VICTIM' }),
      'CONFLICT',
      409,
    );
    expect(() => deleteCasePerson()).toThrow(AppError);
    await expect(db.delete(orderCasePersons).where(eq(orderCasePersons.id, added.id))).rejects.toThrow();
    await expect(
      db.update(orderCasePersons).set({ lastName: 'X' }).where(eq(orderCasePersons.id, added.id)),
    ).rejects.toThrow();
    expect(await db.select().from(orderCasePersons).where(eq(orderCasePersons.id, added.id))).toHaveLength(1);
  });

  it('registers a paper order only with its booklet number and scan', async () => {
    const draft = await createOrderDraft(db, asLawyer(lawyerB), {
      type: 'PAPER',
      orderBaseId: 1,
      legalAidId: 3,
      groundsDocNumber: 'B-1',
      groundsDocDate: tashkentDate(new Date()),
      personPinfl: someone(41).pinfl,
      personLastName: 'Karimova',
      personFirstName: 'Dilnoza',
    });
    await expectAppError(signAs(lawyerB, draft.id), 'TRANSITION_NOT_ALLOWED', 409);
    const missingScan = await expectAppError(
      registerPaperOrder(deps, asLawyer(lawyerB), {
        orderId: draft.id,
        fields: {},
        orderRegNumber: 'AA 0012345',
        scan: null,
      }),
      'VALIDATION_FAILED',
      400,
    );
    expect(messageOf(missingScan)).toContain('file');
    const [row] = await db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row).toMatchObject({ status: 'DRAFT', number: null });
  });

  it('keeps no scan of a paper order it refuses after reading the scan (an incomplete draft)', async () => {
    const storedFiles = () =>
      readdirSync(config.files.dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length;
    const [rowsBefore] = await db.select({ n: count() }).from(files);
    const filesBefore = storedFiles();
    const draft = await createOrderDraft(db, asLawyer(lawyerB), {
      type: 'PAPER',
      orderBaseId: 1,
      legalAidId: 3,
    });
    const refused = await expectAppError(
      registerPaperOrder(deps, asLawyer(lawyerB), {
        orderId: draft.id,
        fields: {},
        orderRegNumber: 'AA 0012346',
        scan: { content: pdfBytes(), filename: 'scan.pdf', maxBytes: 1e6 },
      }),
      'VALIDATION_FAILED',
      400,
    );
    expect(messageOf(refused)).toContain('groundsDocNumber');
    expect(await db.select({ n: count() }).from(files)).toEqual([rowsBefore]);
    expect(storedFiles()).toBe(filesBefore);
  });
});

const daysAgo = (n: number) => tashkentDate(new Date(Date.now() - n * DAY));
/** A checklist's report: work done 20, 19 and 5 days ago, on a request accepted 30 days ago (see acceptedLongAgo). */
const report = {
  licenseTypeId: 1,
  legalAidId: 2,
  languageId: UZ,
  attendanceDate: daysAgo(20),
  participations: [
    { date: daysAgo(20), rateId: 2 },
    { date: daysAgo(19), rateId: 2 },
    { date: daysAgo(5), rateId: 3 },
  ],
  travelExpensesTiyin: 4_500_000,
};

/** A request drawn and accepted now, its acceptance moved 30 days back: the report's days fall after it. */
async function acceptedLongAgo() {
  const request = await createInvestigatorRequest(deps, investigator, input());
  const picked = request.pickedLawyerId === lawyerA.lawyerId ? lawyerA : lawyerB;
  const { order } = await acceptInvestigatorRequest(deps, asLawyer(picked), request.id);
  await db
    .update(investigatorRequests)
    .set({ acceptedAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(investigatorRequests.id, request.id));
  return { request, picked, order };
}

describe('the checklist of completed work', () => {
  async function signChecklistAs(l: { personId: number }, checklistId: number) {
    const [row] = await db.select().from(checklists).where(eq(checklists.id, checklistId));
    const content = canonicalJson(await checklistSigningContent(db, row!));
    const pkcs7 = await sim.sign(cards.get(l.personId)!, content);
    return signChecklist({ db, config }, asLawyer(l), checklistId, submission(l, pkcs7));
  }

  it('goes CREATED -> SIGNED -> FOR_AGREED -> AGREED -> FINISHED, taking the request to COMPLETED and PAYMENT', async () => {
    const { request, picked } = await acceptedLongAgo();
    const created = await createChecklist(db, asLawyer(picked), request.id, report, systemClock.now());
    expect(created).toMatchObject({ status: 'CREATED', feeTiyin: 15_000_000 * 2 + 18_750_000 + 4_500_000 });
    await expectAppError(
      createChecklist(db, asLawyer(picked), request.id, report, systemClock.now()),
      'CONFLICT',
      409,
    );
    await signChecklistAs(picked, created.id);
    // Returned by the investigator, edited (back to CREATED), signed and sent again.
    await sendChecklistForAgreement(db, asLawyer(picked), created.id, systemClock.now());
    await returnChecklist(db, investigator, created.id, 'Travel expenses without a ticket');
    const edited = await updateChecklist(
      db,
      asLawyer(picked),
      created.id,
      {
        ...report,
        travelExpensesTiyin: 0,
      },
      systemClock.now(),
    );
    expect(edited).toMatchObject({ status: 'CREATED', feeTiyin: 48_750_000, signatureId: null });
    await signChecklistAs(picked, created.id);
    await sendChecklistForAgreement(db, asLawyer(picked), created.id, systemClock.now());
    await expectAppError(
      agreeChecklist(db, { ...investigator, personId: picked.personId }, created.id, systemClock.now()),
      'NOT_FOUND',
      404,
    );
    await agreeChecklist(db, investigator, created.id, systemClock.now());
    const completed = await requestRow(request.id);
    expect(completed!.status).toBe('COMPLETED');
    const [finishJob] = (
      await db.execute<{ id: string }>(
        sql`select id from pgboss.job where name = 'checklist-finish' and (data->>'checklistId')::int = ${created.id}`,
      )
    ).rows;
    expect(finishJob).toBeDefined();
    expect(await handleChecklistFinish(db, { checklistId: created.id }, systemClock.now())).toBe(true);
    expect(await handleChecklistFinish(db, { checklistId: created.id }, systemClock.now())).toBe(false);
    const [finished] = await db.select().from(checklists).where(eq(checklists.id, created.id));
    const paid = await requestRow(request.id);
    expect(finished!.status).toBe('FINISHED');
    expect(paid!.status).toBe('PAYMENT');
    expect((await historyOf('checklist', created.id)).map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      'null>CREATED',
      'CREATED>SIGNED',
      'SIGNED>FOR_AGREED',
      'FOR_AGREED>CANCELLED',
      'CANCELLED>CREATED',
      'CREATED>SIGNED',
      'SIGNED>FOR_AGREED',
      'FOR_AGREED>AGREED',
      'AGREED>FINISHED',
    ]);
    const list = await listNotifications(db, picked.personId, { page: 0, limit: 100 });
    const finishedNote = list.list.find((n) => n.kind === 'CHECKLIST_FINISHED')!;
    expect(translate('eng', finishedNote.textKey, finishedNote.params)).toContain('487\u00a0500');
    await expectAppError(
      updateChecklist(db, asLawyer(picked), created.id, report, systemClock.now()),
      'TRANSITION_NOT_ALLOWED',
      409,
    );
  });

  it('refuses bad days, unknown instances and negative travel expenses with a 400 naming the field', async () => {
    const { request, picked } = await acceptedLongAgo();
    const refused = (change: Partial<typeof report>) =>
      expectAppError(
        createChecklist(db, asLawyer(picked), request.id, { ...report, ...change }, systemClock.now()),
        'VALIDATION_FAILED',
        400,
      );
    const twice = [report.participations[0]!, report.participations[0]!];
    expect((await refused({ participations: twice })).field).toBe('participations');
    await refused({ participations: [{ date: daysAgo(20), rateId: 99 }] });
    expect((await refused({ travelExpensesTiyin: -5 })).field).toBe('travelExpensesTiyin');
    await refused({ licenseTypeId: 9999 });
    expect(await db.select().from(checklists).where(eq(checklists.requestId, request.id))).toEqual([]);
  });
});

describe('the bounds of a checklist (fault 2)', () => {
  it('keeps every date between the order (or the acceptance) and today, and amounts within the reference limits, naming the field and the limit', async () => {
    const { request, picked, order } = await acceptedLongAgo();
    const refused = async (sent: typeof report) => {
      const error = await expectAppError(
        createChecklist(db, asLawyer(picked), request.id, sent, systemClock.now()),
        'VALIDATION_FAILED',
        400,
      );
      return {
        field: error.field,
        eng: messageOf(error),
        ru: translate('ru', error.messageKey, resolveParams('ru', error.params)),
      };
    };
    // Before the request was accepted (no order issued yet).
    expect(await refused({ ...report, attendanceDate: daysAgo(400) })).toMatchObject({
      field: 'attendanceDate',
      eng: `The date can not be before ${formatDate(daysAgo(30))}, the day the request was accepted`,
    });
    // Years ahead, or tomorrow: only work already done is paid.
    const future = await refused({
      ...report,
      participations: [report.participations[0]!, { date: '2031-06-01', rateId: 2 }],
    });
    expect(future).toEqual({
      field: 'participations.1.date',
      eng: `The date can not be after today, ${formatDate(daysAgo(0))}: only work already done is paid`,
      ru: `Дата не может быть позже сегодняшнего дня, ${formatDate(daysAgo(0))}: оплачивается только выполненная работа`,
    });
    expect((await refused({ ...report, attendanceDate: daysAgo(-1) })).field).toBe('attendanceDate');
    // Travel costs that made a 191.5 million sum fee.
    expect(await refused({ ...report, travelExpensesTiyin: 9_999_999_900 })).toMatchObject({
      field: 'travelExpensesTiyin',
      eng: expect.stringMatching(/^Travel expenses of one report can be at most 3\s000\s000 sum/),
    });
    // The fee limit is reference data: lowered by the ADMIN, it refuses this report.
    const [feeMax] = await db.select().from(checklistLimits).where(eq(checklistLimits.code, 'FEE_MAX'));
    await db
      .update(checklistLimits)
      .set({ valueTiyin: 50_000_000 })
      .where(eq(checklistLimits.id, feeMax!.id));
    const overFee = await refused(report);
    await db
      .update(checklistLimits)
      .set({ valueTiyin: feeMax!.valueTiyin })
      .where(eq(checklistLimits.id, feeMax!.id));
    expect(overFee.eng).toMatch(
      /^The fee of one report can be at most 500\s000 sum .*; this report comes to 532\s500 sum/,
    );
    // Once the order is issued, its date is the first day of work.
    await db
      .update(orders)
      .set({ orderDate: daysAgo(10) })
      .where(eq(orders.id, order.id));
    expect(await refused(report)).toMatchObject({
      field: 'attendanceDate',
      eng: `The date can not be before ${formatDate(daysAgo(10))}, the date of the order`,
    });
    expect(await db.select().from(checklists).where(eq(checklists.requestId, request.id))).toEqual([]);
    const within = {
      ...report,
      attendanceDate: daysAgo(10),
      participations: [{ date: daysAgo(0), rateId: 2 }],
    };
    expect(await createChecklist(db, asLawyer(picked), request.id, within, systemClock.now())).toMatchObject({
      status: 'CREATED',
      feeTiyin: 15_000_000 + 4_500_000,
    });
  });
});

describe('notifications', () => {
  it('lists a person’s own notifications with the unread count, and opens only their own', async () => {
    const mine = await listNotifications(db, investigator.personId, { page: 0, limit: 5 });
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((n) => n.recipientPersonId === investigator.personId)).toBe(true);
    const unread = await countUnread(db, investigator.personId);
    expect(mine.unread).toBe(unread);
    const opened = await openNotification(db, investigator.personId, mine.list[0]!.id, systemClock.now());
    expect(opened?.read).toBe(true);
    expect(await countUnread(db, investigator.personId)).toBe(unread - 1);
    expect(await openNotification(db, lawyerA.personId, mine.list[1]!.id, systemClock.now())).toBeUndefined();
  });
});
