/**
 * Creating an investigator request and the draw on the service level: real PostgreSQL, the real gov-sim
 * process for the person registry and the interior ministry.
 */
import { formatDate, type Permission } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { describe, expect, it } from 'vitest';
import { createAdapters } from '../../adapters';
import { loadConfig } from '../../config';
import {
  contragents,
  investigatorRequests,
  notifications,
  requestDraws,
  userAccounts,
} from '../../db/schema';
import { translate } from '../../i18n/translate';
import { rowsWhere } from '../../../test/helpers/database';
import {
  addLawyer,
  addPerson,
  addStructure,
  population,
  putOnDuty,
  someone,
} from '../../../test/helpers/legal-aid-fixtures';
import { createOrderDraft } from '../orders/create-draft';
import { recheckRequestDraws } from './draw';
import { requestRead } from './read-model';
import { createInvestigatorRequest } from './create';
import { handleRedrawWaiting, redrawWaitingRequests } from './redraw-waiting';
import {
  REGION,
  DAY,
  db,
  deps,
  investigator,
  lawyerA,
  lawyerB,
  caseNumber,
  tashkentDate,
  attendance,
  asLawyer,
  messageOf,
  expectAppError,
  input,
  historyOf,
  requestRow,
  jobsOf,
  useLegalAidServices,
  pickedOf,
} from '../../../test/helpers/legal-aid-services';

useLegalAidServices();

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
    const picked = pickedOf(request);
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
    expect(await redrawWaitingRequests(db, REGION, [tashkentDate(later)])).toBe(1);
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
      directedRegionId: null,
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
      createOrderDraft({ db }, asLawyer(suspended), { type: 'ELECTRONIC', orderBaseId: 1, legalAidId: 3 }),
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
