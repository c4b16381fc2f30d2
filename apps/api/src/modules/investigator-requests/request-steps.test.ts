/**
 * The steps of an investigator request on the service level (accepting, with the concurrency case; the
 * acceptance timeout and re-draws; refusals; cancelling) and the notifications they leave.
 */
import { recheckDraw } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { describe, expect, it } from 'vitest';
import { investigatorRequests, notifications, orderBases, orders, requestDraws } from '../../db/schema';
import { resolveParams } from '../../i18n/localized-params';
import { translate } from '../../i18n/translate';
import { countUnread, listNotifications, openNotification } from '../notifications/notify';
import { acceptInvestigatorRequest } from './accept';
import { handleAcceptTimeout } from './accept-timeout';
import { cancelInvestigatorRequest } from './cancel';
import { closeInvestigatorRequest } from './close';
import { createInvestigatorRequest } from './create';
import { handleRequestExpiry } from './expire';
import { markRequestNotCompleted } from './not-completed';
import {
  db,
  deps,
  investigator,
  lawyerA,
  lawyerB,
  structureId,
  caseNumber,
  accusedPinfl,
  asLawyer,
  messageOf,
  expectAppError,
  input,
  historyOf,
  requestRow,
  useLegalAidServices,
  drawnRequest,
  acceptedRequest,
} from '../../../test/helpers/legal-aid-services';

useLegalAidServices();

describe('accepting', () => {
  it('lets exactly one of two simultaneous accepts through, with one order draft on the state-funded basis', async () => {
    const { request, picked } = await drawnRequest();
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
    const { request, picked } = await acceptedRequest();
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

describe('notifications', () => {
  it('lists a person’s own notifications with the unread count, and opens only their own', async () => {
    const mine = await listNotifications(db, investigator.personId, { page: 0, limit: 5 });
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((n) => n.recipientPersonId === investigator.personId)).toBe(true);
    const unread = await countUnread(db, investigator.personId);
    expect(mine.unread).toBe(unread);
    const opened = await openNotification(db, investigator.personId, mine.list[0]!.id, systemClock.now());
    expect(opened.read).toBe(true);
    expect(await countUnread(db, investigator.personId)).toBe(unread - 1);
    await expect(
      openNotification(db, lawyerA.personId, mine.list[1]!.id, systemClock.now()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
