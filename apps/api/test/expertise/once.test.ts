/**
 * What must happen once whoever races: ten experts take the same new request at the same moment and one
 * of them has it; the invoice's payment performed twice (and paid again with a second transaction) is
 * counted once.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../../src/db/schema';
import { expertiseHistory, expertiseRow } from '../helpers/expertise-rows';
import { buildExpertiseWorld, expertiseSteps } from '../helpers/expertise-world';
import { useWorld } from '../helpers/world';

const { ctx, w, call } = useWorld(buildExpertiseWorld);
let s: ReturnType<typeof expertiseSteps>;
beforeAll(() => {
  s = expertiseSteps(ctx, w);
});

const historyOf = (id: number, event: string) => expertiseHistory(ctx.db, id, event);

describe('ten experts take one request at once', () => {
  it('gives it to exactly one of them; the nine others are told it is no longer new', async () => {
    const id = await s.send();
    const answers = await Promise.all(
      w.experts.map((expert) => call(expert, 'POST', 'expertise/step', { id, event: 'TAKE' })),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const row = await expertiseRow(ctx.db, id);
    const winner = w.experts[answers.indexOf(winners[0]!)]!;
    expect(row!.expertPersonId).toBe(winner.personId);
    expect(await historyOf(id, 'TAKE')).toHaveLength(1);
    expect(winners[0]!.body.expert).not.toBeNull();
  });
});

describe('the invoice paid twice', () => {
  it('is counted once: the same perform again answers the same, a second payment is refused', async () => {
    const id = await s.send();
    await s.invoiced(id);
    const paymeId = `twice-${id}`;
    const first = await s.pay(id, 85_000_000, paymeId);
    expect(first.result.state).toBe(2);
    const again = await s.rpc('PerformTransaction', { id: paymeId });
    expect(again.result).toEqual(first.result);
    const second = await s.pay(id, 85_000_000, `twice-${id}-b`);
    expect(second.error.code).toBeLessThanOrEqual(-31050);
    const performed = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.payableKind, 'expertise'), eq(paymentTransactions.payableId, id)));
    expect(performed.filter((t) => t.state === 2)).toHaveLength(1);
    expect(await historyOf(id, 'PAY')).toHaveLength(1);
    const row = await expertiseRow(ctx.db, id);
    expect(row).toMatchObject({ paymentStatus: 'PAID', status: 'PENDING' });
  });

  it('refuses a wrong amount before anything is created', async () => {
    const id = await s.send();
    await s.invoiced(id);
    const wrong = await s.pay(id, 1_000);
    expect(wrong.error.code).toBe(-31001);
  });
});
