/**
 * The mail-delivery poll with two real API processes on one database and a real gov-sim:
 * requests accepted for delivery by mail get one parcel each; after the post reports their outcomes, however
 * many polls the two processes run, each request carries its outcome (DELIVERED, or FAILED with the post's
 * reason) and its lawyer one notification of it; the next poll waits MAIL_DELIVERY_POLL_MINUTES.
 */
import { type MailFailureReason } from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { httpCall, waitFor } from '@portal/test-support';
import { lawyerRequests, notifications } from '../db/schema';
import { addLawyer, someone } from '../../test/helpers/legal-aid-fixtures';
import { useTwoProcessWorld } from '../../test/helpers/processes';
import { enqueue } from './queue';

const world = useTwoProcessWorld({ GOV_SIM_POST_TRANSIT_SECONDS: '3600' });

async function pollsDone() {
  const { rows } = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name in ('mail-delivery-poll', 'mail-delivery-follow') and state in ('created', 'active', 'retry') and start_after <= now()`,
  );
  return rows[0]!.n === 0;
}

describe('mail-delivery poll', () => {
  it('registers each parcel once and records each outcome with one notification, with two processes', async () => {
    const outcomes: (MailFailureReason | 'DELIVERED')[] = ['DELIVERED', 'REFUSED', 'INCOMPLETE_ADDRESS'];
    const made: { id: number; personId: number }[] = [];
    for (const [i] of outcomes.entries()) {
      const lawyer = await addLawyer(world.db, someone(91 + i), { regionId: 8 });
      const [row] = await world.db
        .insert(lawyerRequests)
        .values({
          lawyerId: lawyer.lawyerId,
          authorPersonId: lawyer.personId,
          regionId: 8,
          requestTypeId: 5,
          kind: 'FREE_HELP',
          status: 'ACCEPTED',
          delivery: 'MAIL',
          deliveryAddress: 'Samarqand sh., Registon koʻchasi 5-uy',
          postalIndex: '140100',
        })
        .returning();
      made.push({ id: row!.id, personId: lawyer.personId });
    }
    const ids = made.map((m) => m.id);
    const rows = () => world.db.select().from(lawyerRequests).where(inArray(lawyerRequests.id, ids));

    // Two processes; each schedules a poll at start: every parcel registered once.
    await world.twoApis({ MAIL_DELIVERY_POLL_MINUTES: '30' });
    expect(await waitFor(async () => (await rows()).every((r) => r.trackingNumber), 60_000, 200)).toBe(true);
    expect(await waitFor(pollsDone, 60_000, 200)).toBe(true);
    const registered = await rows();
    expect(registered.map((r) => r.deliveryStatus)).toEqual(['REGISTERED', 'REGISTERED', 'REGISTERED']);

    // The post reports the outcomes; five polls race on them.
    for (const [i, outcome] of outcomes.entries()) {
      const tracking = registered.find((r) => r.id === ids[i])!.trackingNumber!;
      const body =
        outcome === 'DELIVERED' ? { status: 'DELIVERED' } : { status: 'FAILED', failureReason: outcome };
      const res = await httpCall(`${world.sim.url}/post/parcels/${tracking}/outcome`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 5; i++) await enqueue(world.db, 'mail-delivery-poll', {});
    expect(await waitFor(pollsDone, 60_000, 200)).toBe(true);

    const done = (await rows()).sort((a, b) => a.id - b.id);
    expect(done.map((r) => [r.deliveryStatus, r.deliveryFailureReason])).toEqual([
      ['DELIVERED', null],
      ['FAILED', 'REFUSED'],
      ['FAILED', 'INCOMPLETE_ADDRESS'],
    ]);
    expect(new Set(done.map((r) => r.trackingNumber)).size).toBe(3);
    const sent = await world.db.select().from(notifications).where(inArray(notifications.entityId, ids));
    const mail = sent.filter((n) => n.kind.startsWith('MAIL_') && n.entityType === 'lawyer-request');
    expect(mail.map((n) => [n.entityId, n.kind, n.recipientPersonId]).sort()).toEqual(
      [
        [made[0]!.id, 'MAIL_DELIVERED', made[0]!.personId],
        [made[1]!.id, 'MAIL_FAILED', made[1]!.personId],
        [made[2]!.id, 'MAIL_FAILED', made[2]!.personId],
      ].sort(),
    );

    // the next poll waits 30 minutes; one is waiting, not more
    const { rows: next } = await world.db.execute<{ n: number; at: string }>(
      sql`select count(*)::int as n, min(start_after)::text as at from pgboss.job where name = 'mail-delivery-poll' and state = 'created'`,
    );
    expect(next[0]!.n).toBe(1);
    expect(new Date(next[0]!.at).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
  }, 180_000);
});
