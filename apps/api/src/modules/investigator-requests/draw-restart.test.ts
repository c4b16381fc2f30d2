/**
 * A restart while a draw timeout is pending: the request is drawn with a 3-second acceptance timeout,
 * the API process holding the job workers is killed with kill -9 before it is due, and two fresh API
 * processes start on the same database after it is due. The re-draw happens, exactly once.
 */
import { tashkentToday } from '@portal/domain';
import { waitFor } from '@portal/test-support';
import { and, count, eq, sql } from 'drizzle-orm';
import { systemClock } from '../../clock';
import { expect, it } from 'vitest';
import { createAdapters } from '../../adapters';
import { loadConfig } from '../../config';
import { investigatorRequests, notifications, requestDraws, statusHistory } from '../../db/schema';
import {
  addLawyer,
  addPerson,
  population,
  putOnDuty,
  someone,
} from '../../../test/helpers/legal-aid-fixtures';
import { useTwoProcessWorld } from '../../../test/helpers/processes';
import { createFileStorage } from '../../storage';
import { createInvestigatorRequest } from './create';

const world = useTwoProcessWorld();

it('re-draws once after kill -9 and a restart of two API processes', async () => {
  const config = loadConfig({ ...world.sim.env, WEB_DIST_DIR: '/nonexistent' });
  const registries = createAdapters(config);
  const storage = createFileStorage(config);
  const attendanceAt = new Date(Date.now() + 86_400_000);
  const dutyDate = tashkentToday(attendanceAt);
  const a = await addLawyer(world.db, someone(201), { regionId: 3 });
  const b = await addLawyer(world.db, someone(202), { regionId: 3 });
  await putOnDuty(world.db, 3, dutyDate, [a.lawyerId, b.lawyerId]);
  const investigator = {
    role: 'INVESTIGATOR' as const,
    personId: await addPerson(world.db, population.persona('investigator')),
  };

  const env = { DRAW_ACCEPT_TIMEOUT_SECONDS: '600' };
  const first = await world.api(env);
  const request = await createInvestigatorRequest(
    { db: world.db, clock: systemClock, registries, storage, acceptTimeoutSeconds: 3 },
    investigator,
    {
      caseNumber: '17062600001',
      personPinfl: someone(203).pinfl,
      regionId: 3,
      languageId: 1,
      legalAidId: 2,
      attendancePlace: 'Buxoro shahar IIB',
      attendanceAt,
    },
  );
  expect(request.status).toBe('SEND');
  await first.kill9();
  // Due while no API process runs: the database's clock passes the deadline.
  const deadline = request.acceptDeadlineAt!.toISOString();
  const due = async () =>
    (await world.db.execute<{ due: boolean }>(sql`select now() >= ${deadline}::timestamptz as due`)).rows[0]!
      .due;
  expect(await waitFor(due, 15_000)).toBe(true);
  const [again, another] = await world.twoApis(env);

  const rounds = async () =>
    (
      await world.db.select({ n: count() }).from(requestDraws).where(eq(requestDraws.requestId, request.id))
    )[0]!.n;
  // The first draw's timeout job completed (pg-boss never hands it out again) and the second draw's is
  // 600 s away: the number of rounds is final.
  const firstTimeoutDone = async () =>
    (
      await world.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'request-accept-timeout'
            and data->>'drawId' = ${String(request.currentDrawId)} and state = 'completed'`,
      )
    ).rows[0]!.n === 1;
  expect(await waitFor(firstTimeoutDone, 20_000)).toBe(true);
  expect(await rounds()).toBe(2);
  const [after] = await world.db
    .select()
    .from(investigatorRequests)
    .where(eq(investigatorRequests.id, request.id));
  const other = request.pickedLawyerId === a.lawyerId ? b.lawyerId : a.lawyerId;
  expect(after).toMatchObject({ status: 'SEND', pickedLawyerId: other });
  const redraws = await world.db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.entityId, request.id), eq(statusHistory.event, 'REDRAW')));
  expect(redraws).toHaveLength(1);
  expect(redraws[0]).toMatchObject({ actorRole: 'SYSTEM', fromStatus: 'SEND', toStatus: 'SEND' });
  const passedOn = await world.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.entityId, request.id), eq(notifications.kind, 'REQUEST_PASSED_ON')));
  expect(passedOn).toHaveLength(1);
  // The second draw's timeout follows the processes' configuration (600 s).
  expect(after!.acceptDeadlineAt!.getTime() - Date.now()).toBeGreaterThan(590_000);
  await Promise.all([again.stop(), another.stop()]);
}, 120_000);
