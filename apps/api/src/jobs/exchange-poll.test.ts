/**
 * The document-exchange poll with two real API processes on one database and a real gov-sim:
 * letters to government bodies registered at the exchange get the body's receipt and response without
 * anyone opening them: after the exchange answers, however many polls the two processes run, each letter
 * carries one receipt and at most one response letter, and its author one notification of each; a letter
 * the exchange has not delivered yet stays SENT; the next poll waits EXCHANGE_POLL_MINUTES.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { httpCall, waitFor } from '@portal/test-support';
import { letters, mailReceipts, notifications } from '../db/schema';
import { addPerson, addStructure, someone } from '../../test/helpers/legal-aid-fixtures';
import { useTwoProcessWorld } from '../../test/helpers/processes';
import { enqueue } from './queue';

const world = useTwoProcessWorld({
  GOV_SIM_EXCHANGE_RECEIPT_AFTER_SECONDS: '3600',
  GOV_SIM_EXCHANGE_ANSWER_AFTER_SECONDS: '7200',
});

async function pollsDone() {
  const { rows } = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'exchange-poll' and state in ('created', 'active', 'retry') and start_after <= now()`,
  );
  return rows[0]!.n === 0;
}

async function exchange(path: string, body?: unknown) {
  const options =
    body === undefined
      ? {}
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const answer = await httpCall(`${world.sim.url}/document-exchange${path}`, options);
  return { status: answer.status, body: JSON.parse(answer.text) as unknown };
}

/** A letter the structure sent to a body: registered at the exchange, SENT in the portal. */
async function sentLetter(structure: { id: number; name: string }, authorPersonId: number, n: number) {
  const bodies = (await exchange('/organizations')).body as { list: { id: string; name: string }[] };
  const body = bodies.list[n % bodies.list.length]!;
  const number = `XAT-2026-${String(900_000 + n)}`;
  const reg = await exchange('/letters', {
    recipientId: body.id,
    sender: { name: structure.name, inn: null },
    outgoingNumber: number,
    outgoingDate: '2026-11-20',
    subject: `Soʻrov ${n}`,
    dueDate: '2026-12-05',
    documents: [
      { kind: 'MAIN', name: 'xat.pdf', contentBase64: Buffer.from('%PDF-1.4 x').toString('base64') },
    ],
  });
  expect(reg.status).toBe(200);
  const { exchangeId, registrationNumber } = reg.body as { exchangeId: string; registrationNumber: string };
  const [row] = await world.db
    .insert(letters)
    .values({
      status: 'SENT',
      subject: `Soʻrov ${n}`,
      senderKind: 'STRUCTURE',
      senderRef: String(structure.id),
      senderName: structure.name,
      recipientKind: 'GOV_BODY',
      recipientRef: body.id,
      recipientName: body.name,
      authorPersonId,
      registrationNumber: number,
      dueDate: '2026-12-05',
      sentAt: new Date(),
      exchangeId,
      exchangeNumber: registrationNumber,
    })
    .returning();
  return row!;
}

describe('document-exchange poll', () => {
  it('brings each receipt and response in once, with one notification each, with two processes', async () => {
    const author = await addPerson(world.db, someone(70));
    const structure = await addStructure(world.db, 8, '"Almashinuv" advokatlik byurosi', author);
    const answered = await sentLetter(structure, author, 1);
    const delivered = await sentLetter(structure, author, 2);
    const waiting = await sentLetter(structure, author, 3);
    const ids = [answered.id, delivered.id, waiting.id];
    const statuses = async () =>
      Object.fromEntries(
        (await world.db.select().from(letters).where(inArray(letters.id, ids))).map((l) => [l.id, l.status]),
      );

    // Two processes; each schedules a poll at start: the exchange has nothing yet.
    await world.twoApis({ EXCHANGE_POLL_MINUTES: '30' });
    expect(await waitFor(pollsDone, 60_000, 200)).toBe(true);
    expect(Object.values(await statuses())).toEqual(['SENT', 'SENT', 'SENT']);

    // The bodies receive two letters and answer one; five polls race on them.
    for (const [letter, to] of [
      [answered, 'ANSWERED'],
      [delivered, 'DELIVERED'],
    ] as const)
      expect((await exchange(`/letters/${letter.exchangeId}/advance`, { to })).status).toBe(200);
    for (let i = 0; i < 5; i++) await enqueue(world.db, 'exchange-poll', {});
    expect(await waitFor(pollsDone, 60_000, 200)).toBe(true);

    expect(await statuses()).toEqual({
      [answered.id]: 'ANSWERED',
      [delivered.id]: 'RECEIVED',
      [waiting.id]: 'SENT',
    });
    const receipts = await world.db.select().from(mailReceipts).where(inArray(mailReceipts.letterId, ids));
    expect(receipts.map((r) => r.letterId).sort()).toEqual([answered.id, delivered.id].sort());
    const replies = await world.db.select().from(letters).where(eq(letters.replyToId, answered.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      status: 'SENT',
      senderKind: 'GOV_BODY',
      recipientKind: 'STRUCTURE',
      recipientRef: String(structure.id),
    });

    const told = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, author));
    expect(told.map((n) => [n.entityId, n.kind]).sort()).toEqual(
      [
        [answered.id, 'LETTER_RECEIVED'],
        [answered.id, 'LETTER_ANSWERED'],
        [delivered.id, 'LETTER_RECEIVED'],
      ].sort(),
    );
    expect(told.every((n) => n.entityType === 'letter')).toBe(true);

    // the next poll waits 30 minutes; one is waiting, not more
    const { rows: next } = await world.db.execute<{ n: number; at: string }>(
      sql`select count(*)::int as n, min(start_after)::text as at from pgboss.job where name = 'exchange-poll' and state = 'created'`,
    );
    expect(next[0]!.n).toBe(1);
    expect(new Date(next[0]!.at).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
  }, 180_000);
});
