/**
 * The migration that lets a payment be for any payable record keeps every payment made before it: run on
 * a copy of the table as it was (a transaction per lawyer's request), each transaction keeps its request as
 * the payable ('lawyer-request', id), with its amount and state, and the request column is gone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0004_payments_for_any_payable.sql'), 'utf8');

describe('migration 0004_payments_for_any_payable', () => {
  it('keeps every earlier payment, now for its lawyer request', async () => {
    const rows = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`create schema before_payables`);
      await tx.execute(sql`set local search_path to before_payables`);
      await tx.execute(sql`create table lawyer_requests (id integer primary key)`);
      await tx.execute(sql`insert into lawyer_requests values (7), (9)`);
      await tx.execute(sql`
        create table payment_transactions (
          id integer primary key,
          payme_id varchar(64) not null unique,
          request_id integer not null,
          amount_tiyin bigint not null,
          state smallint not null,
          constraint payment_transactions_request_id_lawyer_requests_id_fk
            foreign key (request_id) references lawyer_requests (id)
        )`);
      await tx.execute(
        sql`create index payment_transactions_request_id_index on payment_transactions (request_id)`,
      );
      await tx.execute(sql`
        insert into payment_transactions values
          (1, 'p-1', 7, 3000000, 2), (2, 'p-2', 9, 3000000, -1), (3, 'p-3', 9, 3000000, 1)`);
      for (const statement of MIGRATION.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
      const migrated = await tx.execute(
        sql`select id, payme_id, payable_kind, payable_id, amount_tiyin::int as amount, state
            from payment_transactions order by id`,
      );
      const columns = await tx.execute(
        sql`select column_name from information_schema.columns
            where table_schema = 'before_payables' and table_name = 'payment_transactions'`,
      );
      await tx.execute(sql`drop schema before_payables cascade`);
      return { migrated: migrated.rows, columns: columns.rows.map((c) => c.column_name) };
    });
    expect(rows.migrated).toEqual([
      { id: 1, payme_id: 'p-1', payable_kind: 'lawyer-request', payable_id: 7, amount: 3000000, state: 2 },
      { id: 2, payme_id: 'p-2', payable_kind: 'lawyer-request', payable_id: 9, amount: 3000000, state: -1 },
      { id: 3, payme_id: 'p-3', payable_kind: 'lawyer-request', payable_id: 9, amount: 3000000, state: 1 },
    ]);
    expect(rows.columns).not.toContain('request_id');
    expect(rows.columns).toEqual(expect.arrayContaining(['payable_kind', 'payable_id']));
  });
});
