import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import { executeShaped } from './prepared';
import { regions } from './schema';

describe('executeShaped', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("keeps a transaction's shaped statement prepared under its shape's name, and only that one", async () => {
    const prepared = await database.db.transaction(async (tx) => {
      const [first] = await tx.select({ id: regions.id }).from(regions).orderBy(regions.id).limit(1);
      const shaped = tx.select({ soato: regions.soato }).from(regions).where(eq(regions.id, first!.id));
      const [row] = await executeShaped(shaped.$dynamic());
      expect(row?.soato).toMatch(/^\d{4}$/);
      // a statement after it, outside executeShaped, is sent unnamed
      await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, first!.id));
      const { rows } = await tx.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements`,
      );
      return { rows, text: shaped.toSQL().sql };
    });
    expect(prepared.rows).toEqual([
      { name: expect.stringMatching(/^shape_[0-9a-f]{40}$/), statement: prepared.text },
    ]);
  });
});
