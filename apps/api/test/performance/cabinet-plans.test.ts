/**
 * The cabinet's big lists read their tables through indexes: every statement each list call of
 * `cabinetListCases` runs (the page and its count, as the API sends them) is explained on generated
 * history (test/helpers/cabinet-data.ts, a small slice of the country) and none may read a big table
 * whole (Seq Scan). The planner is told to avoid sequential scans (enable_seqscan off), as it does on
 * the full-size tables where they cost too much; one remaining means no index serves the query.
 * A page is read in the list's order from an index: told to avoid sorting too (enable_sort off), the
 * planner still sorts a big table's rows only when no index gives the list's filter and order (then a
 * page costs the whole list, sorted on every request). A count reads no further than the pager
 * shows (`listCountedUpTo`). And a search reads what is kept for it (`SEARCHES`).
 */
import { listCountedUpTo } from '@portal/contracts';
import type { PoolClient } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInPerson } from '../../src/modules/auth/sessions';
import {
  cabinetActors,
  cabinetListCases,
  cabinetPersons,
  BULK_TABLES,
  type CabinetRole,
  generateCabinetData,
  readsRunBy,
  type SentStatement,
} from '../helpers/cabinet-data';
import { injectAs, useTestApp } from '../helpers/test-app';

/** Tables that grow with the years of history (and the citizens in them). */
const BIG_TABLES = new Set([
  ...BULK_TABLES,
  'request_draws',
  'half_year_reports',
  'persons',
  'user_accounts',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * Lists whose page sorts a big table's rows, and why that stays bounded: each names what it sorts.
 */
const SORTED_PAGES: Record<string, string[]> = {
  // the structure's lawyers with their order counts, ordered by name: one structure's (or region's) staff
  countEmployee: ['persons'],
};

/**
 * The big tables whose rows a plan sorts (a Sort above a scan of one). A Limit between them bounds what
 * is sorted: a list in parts (a lawyer's own orders) sorts only the first rows each part read in order.
 */
function sortedTables(node: PlanNode, underSort = false): string[] {
  const sorting = node['Node Type'] !== 'Limit' && (underSort || node['Node Type'] === 'Sort');
  const own =
    sorting && BIG_TABLES.has(node['Relation Name'] ?? '') && /Scan/.test(node['Node Type'])
      ? [node['Relation Name']!]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((p) => sortedTables(p, sorting))];
}

/** The big tables a plan reads whole. */
function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** What a plan reads: the tables and the indexes it names. */
function readBy(node: PlanNode): string[] {
  const own = [node['Relation Name'], node['Index Name']].filter((name): name is string => Boolean(name));
  return [...own, ...(node.Plans ?? []).flatMap(readBy)];
}

/**
 * The searches served by what is kept for them, checked on the statement that finds a searched page's ids
 * (`array(…)`): the investigator's search by a PINFL reads the PINFL's prefix index (db/search.ts
 * `identifierSearch`), not the trigram index, whose posting lists for digits are long; ADMIN's search by
 * name reads the accounts' copy of the names (`user_accounts.search_text`), not every person of that name.
 */
const SEARCHES: Record<string, { reads?: string; not: string }> = {
  ownOrgRequestList: {
    reads: 'investigator_requests_person_pinfl_idx',
    not: 'investigator_requests_search_idx',
  },
  'admin/users': { not: 'persons' },
};

const ctx = useTestApp();

/** The statements the API runs while it answers one request (recorded at its pool). */
const statementsOf = (run: () => Promise<unknown>) => readsRunBy(ctx.db.$client, run);

/**
 * The plans a statement may run with: the one for its values and, for a named statement (db/prepared.ts
 * executeShaped), the generic one PostgreSQL may keep for every call of its shape.
 */
async function plansOf(explainer: PoolClient, s: SentStatement): Promise<PlanNode[]> {
  const plan = async (options: string, values: unknown[]) => {
    const { rows } = await explainer.query(`EXPLAIN (${options}) ${s.text}`, values);
    return (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
  };
  return [
    await plan('FORMAT JSON', s.values),
    ...(s.name ? [await plan('FORMAT JSON, GENERIC_PLAN', [])] : []),
  ];
}

describe('cabinet lists on ten years of history', () => {
  const headers = new Map<CabinetRole, Record<string, string>>();
  let cases: ReturnType<typeof cabinetListCases>;
  let explainer: PoolClient;

  beforeAll(async () => {
    const client = await ctx.db.$client.connect();
    try {
      // A twentieth of the people, two weeks of history: every list holds pages of rows.
      await generateCabinetData(client, { scale: 0.004, people: 0.05 });
    } finally {
      client.release();
    }
    const actors = await cabinetActors(ctx.db.$client);
    const personOf = cabinetPersons(actors);
    for (const [role, personId] of Object.entries(personOf) as [CabinetRole, number][]) {
      const { token } = await signInPerson(ctx.db, {
        personId,
        method: 'SSO',
        ttlMs: 3_600_000,
        now: new Date(),
      });
      headers.set(role, { authorization: `Bearer ${token}` });
    }
    cases = cabinetListCases(actors);
    explainer = await ctx.db.$client.connect();
    await explainer.query('SET enable_seqscan = off');
    return () => explainer.release();
  }, 120_000);

  it('the generated orders are counted as PostgreSQL counts them, and an order added later counts too', async () => {
    const differing = `SELECT count(*)::int AS n FROM (
        (SELECT contragent_id, region_id, lawyer_id, count(*)::int AS total FROM orders
          WHERE status <> 'DELETED' GROUP BY 1, 2, 3)
        EXCEPT SELECT contragent_id, region_id, lawyer_id, total FROM order_counts WHERE total <> 0) d`;
    const counted = async () => (await ctx.db.$client.query(differing)).rows[0].n as number;
    expect(await counted()).toBe(0);
    const client = await ctx.db.$client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO orders (type, status, lawyer_id, author_person_id, scope, order_date, language)
         SELECT 'ELECTRONIC', 'DRAFT', lawyer_id, author_person_id, 'PERSONAL', order_date, language
           FROM orders WHERE scope = 'PERSONAL' LIMIT 1`,
      );
      const { rows } = await client.query(differing);
      expect(rows[0].n).toBe(0);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('every list call of every role reads the big tables through an index, its count too', async () => {
    const scans: string[] = [];
    let explained = 0;
    for (const c of cases) {
      for (const path of c.paths) {
        const statements = await statementsOf(async () => {
          const res = await injectAs(ctx, 'GET', path, headers.get(c.role)!);
          expect(res.statusCode, `${c.role} ${path}: ${res.body}`).toBe(200);
        });
        for (const s of statements) {
          for (const plan of await plansOf(explainer, s)) {
            explained++;
            const tables = seqScans(plan);
            if (tables.length > 0)
              scans.push(`${c.role} ${path}: Seq Scan on ${tables.join(', ')}\n  ${s.text}`);
          }
        }
      }
    }
    expect(explained).toBeGreaterThan(cases.length * 2);
    expect(scans).toEqual([]);
  });

  it("every list page reads its rows in the list's order from an index, counts no further than the pager shows, and is planned once unless searched", async () => {
    await explainer.query('SET enable_sort = off');
    const sorted: string[] = [];
    const counts: string[] = [];
    const unnamed: string[] = [];
    let pages = 0;
    try {
      for (const c of cases.filter((c) => c.pages !== false)) {
        for (const path of c.paths) {
          const statements = await statementsOf(async () => {
            const res = await injectAs(ctx, 'GET', path, headers.get(c.role)!);
            expect(res.statusCode, `${c.role} ${path}: ${res.body}`).toBe(200);
          });
          const query = new URLSearchParams(path.split('?')[1]);
          const upTo = listCountedUpTo(Number(query.get('page') ?? 0), Number(query.get('limit') ?? 20));
          for (const s of statements) {
            // a list's count, alone or beside its page: select count(*) from (select 1 … limit $n)
            const counted = /\bselect count\(\*\) from \(select 1\b[\s\S]*?\blimit \$(\d+)\)/i.exec(s.text);
            if (counted) {
              const reach = s.values[Number(counted[1]) - 1];
              if (Number(reach) !== upTo + 1)
                counts.push(`${c.role} ${path}: counts up to ${String(reach)}, not ${upTo + 1}`);
            }
            if (!/\border by\b[\s\S]*\blimit\b/i.test(s.text)) continue;
            // a page's statement keeps its plan between calls (a named statement) unless it searches
            // (a page past the end asks for its count alone, planned for it)
            const countAlone = /^\s*select count\(\*\)/i.test(s.text);
            if (!countAlone && Boolean(s.name) === query.has('search'))
              unnamed.push(`${c.role} ${path}: ${s.name ? 'named although searched' : 'not named'}`);
            for (const plan of await plansOf(explainer, s)) {
              pages++;
              const tables = sortedTables(plan).filter((t) => !SORTED_PAGES[c.list]?.includes(t));
              if (tables.length > 0)
                sorted.push(`${c.role} ${path}: sorts the rows of ${tables.join(', ')}\n  ${s.text}`);
            }
          }
        }
      }
    } finally {
      await explainer.query('RESET enable_sort');
    }
    expect(pages).toBeGreaterThan(cases.length * 2);
    expect(sorted).toEqual([]);
    expect(counts).toEqual([]);
    expect(unnamed).toEqual([]);
  });

  it('a search by a PINFL reads its prefix index, and ADMIN’s search by name the accounts alone', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const c of cases.filter((c) => SEARCHES[c.list])) {
      const rule = SEARCHES[c.list]!;
      for (const path of c.paths.filter((p) => p.includes('search='))) {
        const statements = await statementsOf(async () => {
          const res = await injectAs(ctx, 'GET', path, headers.get(c.role)!);
          expect(res.statusCode, `${c.role} ${path}: ${res.body}`).toBe(200);
        });
        for (const s of statements.filter((s) => /\barray\(/.test(s.text))) {
          const read = (await plansOf(explainer, s)).flatMap(readBy);
          checked++;
          if (read.includes(rule.not)) wrong.push(`${c.role} ${path}: reads ${rule.not}\n  ${s.text}`);
          if (rule.reads && !read.includes(rule.reads))
            wrong.push(`${c.role} ${path}: does not read ${rule.reads}\n  ${s.text}`);
        }
      }
    }
    expect(checked).toBe(Object.keys(SEARCHES).length);
    expect(wrong).toEqual([]);
  });
});
