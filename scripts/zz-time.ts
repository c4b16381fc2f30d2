import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { lawyerListSql } from '../apps/api/src/modules/lawyers/repository';
const c = new pg.Client({ connectionString: 'postgres://postgres:bench@127.0.0.1:18555/portal' });
await c.connect();
const d = new PgDialect({ casing: 'snake_case' });
const TERMS = ['karimov', 'rahim', 'yusupova', 'aliyev', 'tosh', 'nazarov', 'ergash', 'dilnoza', 'sobir', 'xol'];
const qs = TERMS.map((search, i) => d.sqlToQuery(lawyerListSql({ page: 0, limit: 24, search, regionId: (i % 14) + 1, status: 'ACTIVE' })!));
const extra = process.argv[2];
async function run(label: string, named: boolean, text?: (q: { sql: string }) => string) {
  for (let r = 0; r < 2; r++) {
    const t = performance.now();
    const n = 400;
    for (let i = 0; i < n; i++) {
      const q = qs[i % qs.length]!;
      await c.query(named ? { name: label, text: text ? text(q) : q.sql, values: q.params as unknown[] } : { text: text ? text(q) : q.sql, values: q.params as unknown[] });
    }
    console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms/query');
  }
}
await run('unnamed', false);
await run('named', true);
if (extra) {
  const alt = (await import(extra)).alt as (q: { sql: string }) => string;
  await run('alt-unnamed', false, alt);
  await run('alt-named', true, alt);
}
await c.end();
void sql;
