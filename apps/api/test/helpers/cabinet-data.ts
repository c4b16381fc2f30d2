/**
 * Ten years of a country's cabinet work, generated straight into PostgreSQL with set-based SQL
 * (INSERT … SELECT FROM generate_series): the data `npm run bench:cabinet` measures the cabinet lists on
 * and test/performance/cabinet-plans.test.ts explains their plans on. It goes on top of the reference
 * seed (regions and reference tables) and writes nothing through the API: the rows are plausible, not
 * the outcome of real workflows (no signatures, files or draws).
 *
 * Sizes at scale 1 (`CABINET_SIZES`), ten years of a country of 14 regions: 5,000 lawyers in 800
 * structures (a director each), 2,000 investigators, 200,000 citizens who appealed; 500,000 orders a
 * year (a lawyer writes about two a week), 200,000 investigator requests a year (three of four end with
 * a checklist of completed work), 100,000 appeals and 100,000 lawyers' requests a year, two million
 * notifications a year (about four for every order, request and checklist event), five million status
 * changes a year (every order, request, checklist, appeal passes through three to six statuses), a
 * million query-log entries a year (sign-ins and reads of personal data), two half-year reports a year
 * per structure. `scale` scales the years of history (0.1 = the last year); `people` scales the
 * number of people and structures (1 = the country; a test uses fewer).
 */
import { addMonthsIso, tashkentToday } from '@portal/domain';

/** What runs the generator's statements: a pg Client (one connection: the generation is one transaction). */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The sizes at scale 1: ten years of the country (rows). */
export const CABINET_SIZES = {
  lawyers: 5_000,
  structures: 800,
  investigators: 2_000,
  citizens: 200_000,
  years: 10,
  orders: 5_000_000,
  investigatorRequests: 2_000_000,
  appeals: 1_000_000,
  lawyerRequests: 1_000_000,
  notifications: 20_000_000,
  queryLog: 10_000_000,
} as const;
// Status history follows the items: 5 changes per order, 6 per investigator request, 5 per checklist,
// 3 per appeal and per lawyer's request (about 50 million at scale 1).

/** The people a benchmark signs in as: the busiest of each cabinet role with big lists. */
export interface CabinetActors {
  lawyerPersonId: number;
  directorPersonId: number;
  regionChamberPersonId: number;
  republicChamberPersonId: number;
  ministryPersonId: number;
  investigatorPersonId: number;
  adminPersonId: number;
  /** The region of the regional chamber (the busiest). */
  regionId: number;
  /** The pinfl of a person in one of the investigator's requests (their search). */
  investigatorPersonPinfl: string;
}

export interface GenerateOptions {
  /** Years of history: 1 = ten years, 0.1 = the last year. */
  scale: number;
  /** People and structures: 1 = the country. */
  people?: number;
}

/** The marker of generated data: its presence (with the same sizes) means the data is there. */
const MARKER = 'bench_cabinet_generated';

/**
 * Generates the data unless it is there already with the same options (the benchmark keeps its
 * database between runs). `log` hears each step and its time.
 */
export async function generateCabinetData(
  db: SqlRunner,
  options: GenerateOptions,
  log: (message: string) => void = () => undefined,
): Promise<{ generated: boolean }> {
  const scale = options.scale;
  const people = options.people ?? 1;
  const key = `scale=${scale} people=${people}`;
  await db.query(`CREATE TABLE IF NOT EXISTS ${MARKER} (options text PRIMARY KEY, at timestamptz NOT NULL)`);
  const { rows: done } = await db.query(`SELECT options FROM ${MARKER}`);
  if (done.some((r) => r.options === key)) return { generated: false };
  if (done.length > 0)
    throw new Error(`the database holds cabinet data of other options (${String(done[0]!.options)})`);

  await db.query('BEGIN');
  try {
    const restore = await setIndexesAside(db, BULK_TABLES);
    await db.query('ALTER TABLE orders DISABLE TRIGGER orders_counts_add');
    await fill(db, scale, people, key, log);
    await countOrdersOnce(db, log);
    const started = performance.now();
    await restore();
    log(`  indexes built again: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await db.query(`INSERT INTO ${MARKER} (options, at) VALUES ($1, now())`, [key]);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
  // As autovacuum leaves a live database: statistics taken, and the visibility map set, so that a count
  // read from a covering index (a structure's orders per lawyer) need not visit the rows.
  const started = performance.now();
  await db.query('VACUUM (ANALYZE)');
  log(`  vacuum and analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { generated: true };
}

/** The tables the generator fills with history, millions of rows each at scale 1. */
export const BULK_TABLES = [
  'orders',
  'investigator_requests',
  'checklists',
  'appeals',
  'appeal_regions',
  'appeal_inbox',
  'lawyer_requests',
  'notifications',
  'status_history',
  'query_log',
];

/**
 * Drops the plain (non-unique, non-constraint) indexes of `tables` and answers a function that builds them
 * again from their definitions: millions of rows are inserted several times faster without maintaining a
 * dozen indexes row by row (a trigram index above all), and an index built over the finished table is the
 * same one. Runs inside the generator's transaction, so a failure leaves the indexes as they were.
 */
async function setIndexesAside(db: SqlRunner, tables: readonly string[]) {
  const { rows } = await db.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1) AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const indexes = rows as { name: string; definition: string }[];
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`);
  return async () => {
    await db.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const index of indexes) await db.query(index.definition);
  };
}

/**
 * The orders' counts per structure, region and lawyer (`order_counts`), taken once from the generated
 * orders. PostgreSQL keeps them with a trigger per order, which the generator switches off while it inserts:
 * millions of orders in one transaction would update the same few thousand counter rows millions of times,
 * each update a new row version that the next one steps over (5 million orders ran for over an hour
 * without finishing).
 */
async function countOrdersOnce(db: SqlRunner, log: (message: string) => void) {
  const started = performance.now();
  await db.query('DELETE FROM order_counts');
  await db.query(
    `INSERT INTO order_counts (contragent_id, region_id, lawyer_id, total, draft, created, cancelled, late_sent)
     SELECT contragent_id, region_id, lawyer_id, count(*), count(*) FILTER (WHERE status = 'DRAFT'),
            count(*) FILTER (WHERE status = 'CREATED'), count(*) FILTER (WHERE status = 'CANCELLED'),
            count(*) FILTER (WHERE late_sent)
       FROM orders WHERE status <> 'DELETED'
      GROUP BY contragent_id, region_id, lawyer_id`,
  );
  await db.query('ALTER TABLE orders ENABLE TRIGGER orders_counts_add');
  log(`  order counts: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The generator's statements, in one transaction. */
async function fill(
  db: SqlRunner,
  scale: number,
  people: number,
  key: string,
  log: (message: string) => void,
) {
  const n = (x: number, min = 1) => Math.max(min, Math.round(x));
  const L = n(CABINET_SIZES.lawyers * people, 20);
  const S = n(CABINET_SIZES.structures * people, 4);
  const I = n(CABINET_SIZES.investigators * people, 4);
  const C = n(CABINET_SIZES.citizens * people, 20);
  const days = n(CABINET_SIZES.years * 365 * scale, 30);
  const orders = n(CABINET_SIZES.orders * scale);
  const requests = n(CABINET_SIZES.investigatorRequests * scale);
  const appeals = n(CABINET_SIZES.appeals * scale);
  const lawyerRequests = n(CABINET_SIZES.lawyerRequests * scale);
  const notifications = n(CABINET_SIZES.notifications * scale);
  const queryLog = n(CABINET_SIZES.queryLog * scale);
  const halves = n(CABINET_SIZES.years * 2 * scale, 2);

  const step = async (label: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    await db.query(text, values);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  /** A moment within the history: `r` in [0, 1), 0 = now. */
  const ago = (r: string) => `now() - ${r} * interval '${days} days'`;
  /** A skewed pick of 0..count-1: some lawyers (investigators, structures) work far more than others. */
  const skewed = (count: number) => `floor(power(random(), 1.6) * ${count})::int`;

  log(
    `cabinet data, ${key}: ${orders} orders, ${requests} investigator requests, ${notifications} notifications`,
  );
  await db.query('SELECT setseed(0.28)');
  // Every generated person: lawyers, investigators, chamber and ministry staff, citizens. PINFLs start
  // with 7, which real ones (first digit 3 to 6) and the seeds' never do.
  const P = L + I + C + 8;
  await step(
    `persons (${P})`,
    `INSERT INTO persons (pinfl, last_name, first_name, parent_name, gender, birth_date, region_id, source)
     SELECT '7' || lpad(g::text, 13, '0'),
            (ARRAY['Karimov','Rahimov','Yusupov','Aliyev','Toshmatov','Nazarov','Ergashev','Sobirov','Xolmatov','Qodirov',
                   'Abdullayev','Umarov','Saidov','Mirzayev','Jurayev','Hasanov'])[1 + g % 16]
              || CASE WHEN g % 2 = 0 THEN 'a' ELSE '' END,
            (ARRAY['Dilnoza','Jasur','Malika','Sardor','Nodira','Bekzod','Gulnora','Otabek','Zarina','Aziz','Shahnoza','Rustam'])[1 + (g / 16) % 12],
            (ARRAY['Anvarovich','Bahodirovna','Karimovich','Rustamovna','Olimovich'])[1 + g % 5],
            CASE WHEN g % 2 = 0 THEN 'FEMALE'::gender ELSE 'MALE'::gender END,
            date '1960-01-01' + ((g::bigint * 7919) % 15000)::int,
            1 + g % 14, 'BENCH'
     FROM generate_series(1, ${P}) g`,
  );
  const ids = async (table: string, where: string) => {
    const { rows } = await db.query(
      `SELECT min(id)::int AS first, max(id)::int AS last, count(*)::int AS n FROM ${table} WHERE ${where}`,
    );
    const r = rows[0] as { first: number; last: number; n: number };
    if (r.last - r.first + 1 !== r.n) throw new Error(`${table}: the generated ids are not contiguous`);
    return r.first;
  };
  const p0 = await ids('persons', `source = 'BENCH'`);
  // Persons p0 … p0+L-1 are lawyers, then investigators, then 8 staff, then citizens.
  const inv0 = p0 + L;
  const staff0 = inv0 + I;
  const cit0 = staff0 + 8;

  await step(
    `structures (${S})`,
    `INSERT INTO contragents (type_id, region_id, name, short_name, stir, director_person_id)
     SELECT (SELECT min(id) FROM contragent_types) + g % 2, 1 + g % 14,
            '“' || (ARRAY['Himoya','Adolat','Ishonch','Huquq','Kafolat','Haqiqat'])[1 + g % 6] || ' ' || g || '” advokatlik byurosi',
            'AB ' || g, lpad((800000000 + g)::text, 9, '0'),
            ${p0} + g
     FROM generate_series(0, ${S - 1}) g`,
  );
  const s0 = await ids('contragents', `stir >= '800000000' AND stir < '900000000'`);
  // Lawyer k works at structure k % S (so the first S lawyers direct theirs); regions follow structures.
  await step(
    `lawyers (${L})`,
    `INSERT INTO lawyers (person_id, certificate_number, certificate_date, status, region_id, contragent_id)
     SELECT ${p0} + k, 'BENCH-' || k, date '2005-01-01' + (k * 37) % 7000,
            CASE WHEN k % 50 = 49 THEN 'INACTIVE_TEMPORARY'::lawyer_status ELSE 'ACTIVE'::lawyer_status END,
            1 + (k % ${S}) % 14, ${s0} + k % ${S}
     FROM generate_series(0, ${L - 1}) k`,
  );
  const l0 = await ids('lawyers', `certificate_number LIKE 'BENCH-%'`);
  await step(
    'employments',
    `INSERT INTO employments (lawyer_id, contragent_id, start_date)
     SELECT ${l0} + k, ${s0} + k % ${S}, date '2016-01-01' + k % 3000 FROM generate_series(0, ${L - 1}) k`,
  );
  // Investigators' and the staff's accounts: the assigned role makes their cabinet.
  await step(
    'user accounts',
    `INSERT INTO user_accounts (person_id, assigned_role, region_id)
     SELECT ${inv0} + g, 'INVESTIGATOR', 1 + g % 14 FROM generate_series(0, ${I - 1}) g
     UNION ALL
     SELECT ${staff0} + g, (ARRAY['REGION_CHAMBER','REPUBLIC_CHAMBER','MINISTRY','ADMIN'])[1 + g % 4],
            CASE WHEN g % 4 = 0 THEN 1 + g ELSE NULL END
     FROM generate_series(0, 7) g`,
  );

  // Orders: four in five issued by the lawyer's structure (numbered per structure), the rest personally.
  await step(
    `orders (${orders})`,
    `WITH ref AS (SELECT (SELECT array_agg(id ORDER BY id) FROM legal_aid_types) AS aid,
                         (SELECT array_agg(id ORDER BY id) FROM order_bases) AS bases),
     g AS (SELECT g, ${skewed(L)} AS k, random() AS r, random() AS t FROM generate_series(1, ${orders}) g)
     INSERT INTO orders (type, status, lawyer_id, author_person_id, scope, contragent_id, number, number_year,
                         number_sequence, order_date, grounds_doc_number, grounds_doc_date, late_sent,
                         person_pinfl, person_last_name, person_first_name, legal_aid_id, order_base_id,
                         case_number, language, created_at, updated_at)
     SELECT CASE WHEN g % 5 = 0 THEN 'PAPER'::order_type ELSE 'ELECTRONIC'::order_type END,
            s.status::order_status, ${l0} + k, ${p0} + k,
            CASE WHEN g % 5 = 4 THEN 'PERSONAL'::order_scope ELSE 'CONTRAGENT'::order_scope END,
            CASE WHEN g % 5 = 4 THEN NULL ELSE ${s0} + k % ${S} END,
            CASE WHEN s.status = 'DRAFT' THEN NULL ELSE extract(year FROM at)::int || '/' || lpad(g::text, 7, '0') END,
            CASE WHEN s.status = 'DRAFT' THEN NULL ELSE extract(year FROM at)::int END,
            CASE WHEN s.status = 'DRAFT' THEN NULL ELSE g END,
            at::date, 'SH-' || g, at::date, g % 40 = 0,
            '5' || lpad(((g::bigint * 7919) % 100000000000)::text, 13, '0'),
            (ARRAY['Qodirov','Saidov','Umarova','Jurayev','Hasanova','Mirzayev'])[1 + g % 6],
            (ARRAY['Alisher','Feruza','Timur','Lola','Botir'])[1 + g % 5],
            ref.aid[1 + g % array_length(ref.aid, 1)], ref.bases[1 + g % array_length(ref.bases, 1)],
            (1 + g % 14)::text || '-' || lpad((g % 9999991)::text, 7, '0') || '/' || extract(year FROM at)::int,
            'lt', at, at
     FROM g CROSS JOIN ref
     CROSS JOIN LATERAL (SELECT ${ago('t')} AS at,
                                CASE WHEN r < 0.05 THEN 'DRAFT' WHEN r < 0.13 THEN 'CANCELLED'
                                     WHEN r < 0.14 THEN 'DELETED' ELSE 'CREATED' END AS status) s`,
  );

  // Investigator requests: most ended (completed, paid, closed), some cancelled or expired, few open.
  await step(
    `investigator requests (${requests})`,
    `WITH ref AS (SELECT (SELECT array_agg(id ORDER BY id) FROM legal_aid_types) AS aid,
                         (SELECT array_agg(id ORDER BY id) FROM work_languages) AS langs),
     g AS (SELECT g, ${skewed(I)} AS i, ${skewed(L)} AS k, random() AS r, random() AS t
           FROM generate_series(1, ${requests}) g)
     INSERT INTO investigator_requests (status, investigator_person_id, case_number, person_pinfl, region_id,
                  language_id, legal_aid_id, attendance_place, attendance_at, picked_lawyer_id, accepted_at,
                  created_at, updated_at)
     SELECT s.status::investigator_request_status, ${inv0} + i,
            (1 + i % 14)::text || '-' || lpad((g % 9999991)::text, 7, '0') || '/' || extract(year FROM at)::int,
            '4' || lpad(((g::bigint * 104729) % 100000000000)::text, 13, '0'), 1 + i % 14,
            ref.langs[1 + g % array_length(ref.langs, 1)], ref.aid[1 + g % array_length(ref.aid, 1)],
            (ARRAY['Shahar IIB','Tuman IIB','Prokuratura'])[1 + g % 3] || ' ' || (1 + g % 40),
            at + interval '1 day',
            CASE WHEN s.accepted THEN ${l0} + k END, CASE WHEN s.accepted THEN at + interval '1 hour' END,
            at, at
     FROM g CROSS JOIN ref
     CROSS JOIN LATERAL (SELECT ${ago('t')} AS at,
       CASE WHEN r < 0.5 THEN 'COMPLETED' WHEN r < 0.6 THEN 'PAYMENT' WHEN r < 0.72 THEN 'CLOSED'
            WHEN r < 0.75 THEN 'NOT_COMPLETED' WHEN r < 0.77 THEN 'ACCEPTED' WHEN r < 0.87 THEN 'CANCELLED'
            WHEN r < 0.97 THEN 'EXPIRED' WHEN r < 0.98 THEN 'PERSON_NOT_FOUND' WHEN r < 0.99 THEN 'WAIT'
            ELSE 'SEND' END AS status,
       r < 0.77 AS accepted) s`,
  );
  await step(
    'checklists',
    `WITH ref AS (SELECT (SELECT min(id) FROM license_types) AS license)
     INSERT INTO checklists (request_id, lawyer_id, status, license_type_id, legal_aid_id, language_id,
                             attendance_date, fee_tiyin, created_at, updated_at)
     SELECT q.id, q.picked_lawyer_id,
            (CASE WHEN q.status IN ('PAYMENT','CLOSED') OR q.id % 10 < 7 THEN 'FINISHED'
                  WHEN q.id % 10 = 7 THEN 'FOR_AGREED' WHEN q.id % 10 = 8 THEN 'AGREED' ELSE 'SIGNED' END)::checklist_status,
            ref.license, q.legal_aid_id, q.language_id, q.attendance_at::date, 25000000,
            q.accepted_at + interval '2 days', q.accepted_at + interval '3 days'
     FROM investigator_requests q CROSS JOIN ref
     WHERE q.status IN ('COMPLETED', 'PAYMENT', 'CLOSED') AND q.picked_lawyer_id IS NOT NULL
       AND q.investigator_person_id >= ${inv0}`,
  );

  // Appeals: pro bono ones taken by a lawyer of the region, state-funded ones; each names one region.
  await step(
    `appeals (${appeals})`,
    `WITH ref AS (SELECT (SELECT array_agg(id ORDER BY id) FROM application_fields) AS fields),
     g AS (SELECT g, random() AS r, random() AS t, ${skewed(L)} AS k FROM generate_series(1, ${appeals}) g)
     INSERT INTO appeals (kind, status, author_person_id, field_id, brief, content, word_count, consent_at,
                          reject_reason, lawyer_id, accepted_at, completed_at, created_at, updated_at)
     SELECT (CASE WHEN g % 3 = 0 THEN 'STATE_FUNDED' ELSE 'PRO_BONO' END)::appeal_kind, s.status::appeal_status,
            ${cit0} + g % ${C}, ref.fields[1 + g % array_length(ref.fields, 1)],
            'Murojaat ' || g, 'Yordam soʻrayman: ' || g, 4, at,
            CASE WHEN s.status = 'REJECTED' THEN 'NOT_IN_SOCIAL_REGISTER'::appeal_reject_reason END,
            CASE WHEN s.status IN ('ACCEPTED','COMPLETED') THEN ${l0} + k END,
            CASE WHEN s.status IN ('ACCEPTED','COMPLETED') THEN at + interval '2 days' END,
            CASE WHEN s.status = 'COMPLETED' THEN at + interval '30 days' END, at, at
     FROM g CROSS JOIN ref
     CROSS JOIN LATERAL (SELECT ${ago('t')} AS at,
       CASE WHEN r < 0.55 THEN 'COMPLETED' WHEN r < 0.65 THEN 'ACCEPTED' WHEN r < 0.8 THEN 'CANCELLED'
            WHEN r < 0.85 AND g % 3 = 0 THEN 'REJECTED' WHEN r < 0.95 THEN 'SEEN' ELSE 'SEND' END AS status) s`,
  );
  await step(
    'appeal regions',
    `INSERT INTO appeal_regions (appeal_id, region_id)
     SELECT a.id, 1 + a.id % 14 FROM appeals a WHERE a.author_person_id >= ${cit0}`,
  );

  // Lawyers' requests to their chamber: the replacement kinds only closed (one open at a time per lawyer).
  await step(
    `lawyers' requests (${lawyerRequests})`,
    `WITH ref AS (SELECT (SELECT array_agg(id ORDER BY id) FROM request_types) AS types),
     g AS (SELECT g, random() AS r, random() AS t, ${skewed(L)} AS k FROM generate_series(1, ${lawyerRequests}) g)
     INSERT INTO lawyer_requests (lawyer_id, author_person_id, region_id, request_type_id, kind, status,
                                  reason, sent_at, created_at, updated_at)
     SELECT ${l0} + k, ${p0} + k, 1 + (k % ${S}) % 14, ref.types[1 + g % array_length(ref.types, 1)],
            s.kind::request_kind, s.status::lawyer_request_status, 'Ariza ' || g, at, at, at
     FROM g CROSS JOIN ref
     CROSS JOIN LATERAL (SELECT ${ago('t')} AS at,
       CASE WHEN r < 0.7 THEN 'COMPLETED' WHEN r < 0.85 THEN 'CANCELLED' WHEN r < 0.9 THEN 'ACCEPTED'
            WHEN r < 0.94 THEN 'SEEN' WHEN r < 0.98 THEN 'SEND' ELSE 'DRAFT' END AS status,
       CASE WHEN g % 5 = 0 AND r < 0.85 THEN 'CERTIFICATE_REPLACEMENT'
            WHEN g % 5 = 1 THEN 'STATUS_SUSPENSION' WHEN g % 5 = 2 THEN 'FREE_HELP' ELSE 'LEGAL_AID' END AS kind) s`,
  );

  // Half-year reports: every structure, every half-year of the history; the last ones still moving.
  await step(
    `half-year reports (${S * halves})`,
    `WITH h AS (SELECT extract(year FROM now())::int - (h + 1) / 2 AS year, 1 + (h + 1) % 2 AS half, h
                FROM generate_series(1, ${halves}) h)
     INSERT INTO half_year_reports (contragent_id, region_id, year, half, status, forms, prefilled, signed_on,
                                    created_at, updated_at)
     SELECT c.id, c.region_id, h.year, h.half,
            CASE WHEN h.h > 2 THEN 'MINISTRY_SIGNED'
                 ELSE (ARRAY['DRAFT','DIRECTOR_SIGNED','REGION_PALATA_ACCEPTED','REPUBLIC_PALATA_ACCEPTED','CANCELED'])[1 + c.id % 5] END,
            '{}'::jsonb, '{}'::jsonb, make_date(h.year, h.half * 6, 28),
            make_date(h.year, h.half * 6, 20), make_date(h.year, h.half * 6, 28)
     FROM h CROSS JOIN contragents c WHERE c.id >= ${s0} AND c.id < ${s0 + S}`,
  );

  // Notifications: nine in ten to lawyers (requests drawn, checklists returned, appeals), the rest to
  // investigators; the old ones read.
  await step(
    `notifications (${notifications})`,
    `WITH g AS (SELECT g, random() AS t, ${skewed(L)} AS k, ${skewed(I)} AS i FROM generate_series(1, ${notifications}) g)
     INSERT INTO notifications (recipient_person_id, kind, entity_type, entity_id, text_key, params, read, read_at, created_at)
     SELECT CASE WHEN g % 10 = 0 THEN ${inv0} + i ELSE ${p0} + k END,
            (ARRAY['REQUEST_ASSIGNED','CHECKLIST_RETURNED','REQUEST_ACCEPTED','CHECKLIST_AGREED'])[1 + g % 4],
            CASE WHEN g % 4 IN (1, 3) THEN 'checklist' ELSE 'investigator-request' END, 1 + g % 100000,
            'legal-aid:notification.' || (ARRAY['REQUEST_ASSIGNED','CHECKLIST_RETURNED','REQUEST_ACCEPTED','CHECKLIST_AGREED'])[1 + g % 4],
            jsonb_build_object('caseNumber', 'C-' || g), t > 0.002, CASE WHEN t > 0.002 THEN at + interval '1 hour' END, at
     FROM g CROSS JOIN LATERAL (SELECT ${ago('t')} AS at) s`,
  );

  // Status history: each item's transitions, a few minutes apart after its creation.
  const history = [
    ['order', 'orders', 5, `o.lawyer_id >= ${l0}`, 'o.author_person_id'],
    [
      'investigator-request',
      'investigator_requests',
      6,
      `o.investigator_person_id >= ${inv0}`,
      'o.investigator_person_id',
    ],
    ['checklist', 'checklists', 5, `o.lawyer_id >= ${l0}`, `${p0} + o.lawyer_id - ${l0}`],
    ['appeal', 'appeals', 3, `o.author_person_id >= ${cit0}`, 'o.author_person_id'],
    ['lawyer-request', 'lawyer_requests', 3, `o.lawyer_id >= ${l0}`, 'o.author_person_id'],
  ] as const;
  for (const [entity, table, steps, where, actor] of history)
    await step(
      `status history of ${table} (${steps} each)`,
      `INSERT INTO status_history (entity_type, entity_id, from_status, to_status, event, actor_person_id, actor_role, created_at)
       SELECT '${entity}', o.id, CASE WHEN s > 1 THEN 'STEP_' || (s - 1) END, 'STEP_' || s, 'EVENT_' || s,
              ${actor}, CASE WHEN s = 1 THEN 'LAWYER' ELSE 'SYSTEM' END, o.created_at + s * interval '7 minutes'
       FROM ${table} o CROSS JOIN generate_series(1, ${steps}) s WHERE ${where}`,
    );

  await step(
    `query log (${queryLog})`,
    `WITH g AS (SELECT g, random() AS t, ${skewed(P - C)} AS a FROM generate_series(1, ${queryLog}) g)
     INSERT INTO query_log (at, action, channel, outcome, actor_person_id, subject_pinfl, ip, request_id)
     SELECT ${ago('t')}, (ARRAY['SIGN_IN','SIGN_OUT','PERSON_READ','APPEAL_READ'])[1 + g % 4],
            CASE WHEN g % 4 = 0 THEN 'ONE_ID' END, CASE WHEN g % 50 = 0 THEN 'REFUSED' ELSE 'OK' END,
            ${p0} + a, CASE WHEN g % 4 >= 2 THEN '5' || lpad(((g::bigint * 7919) % 100000000000)::text, 13, '0') END,
            '10.0.' || (g % 250) || '.' || (g % 200), 'req-' || g
     FROM g`,
  );
}

/** The busiest person of each role in the generated data (whom a benchmark signs in as). */
export async function cabinetActors(db: SqlRunner): Promise<CabinetActors> {
  const one = async <T>(text: string): Promise<T> => (await db.query(text)).rows[0] as T;
  const lawyer = await one<{ person_id: number; lawyer_id: number }>(
    `SELECT l.person_id, l.id AS lawyer_id FROM lawyers l JOIN orders o ON o.lawyer_id = l.id
     WHERE l.certificate_number LIKE 'BENCH-%' GROUP BY l.id ORDER BY count(*) DESC LIMIT 1`,
  );
  const director = await one<{ director_person_id: number }>(
    `SELECT c.director_person_id FROM contragents c JOIN orders o ON o.contragent_id = c.id
     WHERE c.director_person_id IS NOT NULL GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
  );
  const staff = (
    await db.query(
      `SELECT person_id, assigned_role, region_id FROM user_accounts
     WHERE assigned_role IN ('REGION_CHAMBER','REPUBLIC_CHAMBER','MINISTRY','ADMIN')
       AND person_id IN (SELECT id FROM persons WHERE source = 'BENCH') ORDER BY person_id`,
    )
  ).rows as { person_id: number; assigned_role: string; region_id: number | null }[];
  const staffOf = (role: string) => staff.find((s) => s.assigned_role === role)!;
  const investigator = await one<{ investigator_person_id: number }>(
    `SELECT investigator_person_id FROM investigator_requests GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const investigatorCase = await one<{ person_pinfl: string } | undefined>(
    `SELECT person_pinfl FROM investigator_requests WHERE investigator_person_id = ${investigator.investigator_person_id}
     ORDER BY created_at DESC OFFSET 3 LIMIT 1`,
  );
  return {
    lawyerPersonId: lawyer.person_id,
    directorPersonId: director.director_person_id,
    regionChamberPersonId: staffOf('REGION_CHAMBER').person_id,
    republicChamberPersonId: staffOf('REPUBLIC_CHAMBER').person_id,
    ministryPersonId: staffOf('MINISTRY').person_id,
    investigatorPersonId: investigator.investigator_person_id,
    adminPersonId: staffOf('ADMIN').person_id,
    regionId: staffOf('REGION_CHAMBER').region_id ?? 1,
    investigatorPersonPinfl: investigatorCase?.person_pinfl ?? '40000000000000',
  };
}

/** The cabinet roles with big lists. */
export const CABINET_ROLES = [
  'LAWYER',
  'DIRECTOR',
  'REGION_CHAMBER',
  'REPUBLIC_CHAMBER',
  'MINISTRY',
  'INVESTIGATOR',
  'ADMIN',
] as const;
export type CabinetRole = (typeof CABINET_ROLES)[number];

/** The person each role signs in as: the busiest of the generated data. */
export function cabinetPersons(a: CabinetActors): Record<CabinetRole, number> {
  return {
    LAWYER: a.lawyerPersonId,
    DIRECTOR: a.directorPersonId,
    REGION_CHAMBER: a.regionChamberPersonId,
    REPUBLIC_CHAMBER: a.republicChamberPersonId,
    MINISTRY: a.ministryPersonId,
    INVESTIGATOR: a.investigatorPersonId,
    ADMIN: a.adminPersonId,
  };
}

/** A statement as the API sent it to the pool. */
export interface SentStatement {
  text: string;
  values: unknown[];
  /** A named statement's name: PostgreSQL may run it with a generic plan (db/prepared.ts executeShaped). */
  name?: string;
}

/**
 * The reading statements (select, with) that `pool` runs while `run` runs, as sent (text and values):
 * what the plans test and bench:cabinet:explain explain.
 */
export async function readsRunBy(
  pool: { query: unknown },
  run: () => Promise<unknown>,
): Promise<SentStatement[]> {
  const recorded: SentStatement[] = [];
  const query = pool.query as (...args: unknown[]) => unknown;
  pool.query = (...args: unknown[]) => {
    const [first, second] = args as [
      string | { text: string; values?: unknown[]; name?: string },
      unknown[] | undefined,
    ];
    const sent = query.apply(pool, args);
    // read after the pool has taken it: the pool names a shaped statement as it takes it
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
    const name = typeof first === 'string' ? undefined : first.name;
    recorded.push({ text, values, ...(name ? { name } : {}) });
    return sent;
  };
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return recorded.filter((s) => /^\s*(select|with)\b/i.test(s.text));
}

/** A list as its screen calls it: the role, the call and its four requests (first, filtered, deep, search). */
export interface ListCase {
  role: CabinetRole;
  list: string;
  paths: string[];
  /** False for a page of figures rather than a list (a home page, a dashboard): it has no pages to read in order. */
  pages?: false;
}

/**
 * Every big cabinet list of each role, as its screen calls it (paths under /api/v.1/): the benchmark
 * measures these, the plans test explains the SQL they run.
 */
export function cabinetListCases(a: CabinetActors): ListCase[] {
  const year = new Date().getFullYear();
  /** The month `back` months before this one, as the dashboard names it (YYYY-MM). */
  const month = (back: number) => addMonthsIso(tashkentToday(), -back).slice(0, 7);
  const orders = (call: string, search: string) => [
    `getInfo/${call}?page=0&limit=20`,
    `getInfo/${call}?page=0&limit=20&status=CREATED&type=ELECTRONIC`,
    `getInfo/${call}?page=50&limit=20`,
    `getInfo/${call}?page=0&limit=20&search=${encodeURIComponent(search)}`,
  ];
  const inbox = (extra = '') => [
    `getInfo/requestInbox?page=0&limit=20${extra}`,
    `getInfo/requestInbox?page=0&limit=20&status=SEND${extra}`,
    `getInfo/requestInbox?page=25&limit=20${extra}`,
    `getInfo/requestInbox?page=0&limit=20&kind=CERTIFICATE_REPLACEMENT${extra}`,
  ];
  const reports = [
    'halfYearReport/list?page=0&limit=20',
    `halfYearReport/list?page=0&limit=20&year=${year - 1}&half=2`,
    'halfYearReport/list?page=25&limit=20',
    `halfYearReport/list?page=0&limit=20&status=MINISTRY_SIGNED&regionId=${a.regionId}`,
  ];
  const checklists = [
    'checkList/list?page=0&limit=20',
    'checkList/list?page=0&limit=20&status=FOR_AGREED',
    'checkList/list?page=25&limit=20',
    'checkList/list?page=0&limit=20&status=FINISHED',
  ];
  return [
    { role: 'LAWYER', list: 'ownOrder', paths: orders('ownOrder', 'umarova') },
    {
      role: 'LAWYER',
      list: 'notificationList',
      paths: [
        'getInfo/notificationList?page=0&limit=20',
        'getInfo/notificationList?page=0&limit=20&unreadOnly=true',
        'getInfo/notificationList?page=50&limit=20',
        'getInfo/notificationList?page=0&limit=100',
      ],
    },
    { role: 'LAWYER', list: 'checkList/list', paths: checklists },
    {
      role: 'LAWYER',
      list: 'appeals inbox',
      paths: [
        'legalAidDisabled/legalAidDisabledListSend?page=0&limit=20',
        'legalAidDisabled/legalAidDisabledListSend?page=0&limit=20&taken=false&kind=PRO_BONO',
        'legalAidDisabled/legalAidDisabledListSend?page=25&limit=20',
        `legalAidDisabled/legalAidDisabledListSend?page=0&limit=20&regionId=${a.regionId}&status=SEEN`,
      ],
    },
    {
      role: 'LAWYER',
      list: 'forChangeRequest',
      paths: [
        'getInfo/forChangeRequest?page=0&limit=20',
        'getInfo/forChangeRequest?page=0&limit=20&status=COMPLETED',
        'getInfo/forChangeRequest?page=5&limit=20',
        'getInfo/forChangeRequest?page=0&limit=20&kind=LEGAL_AID',
      ],
    },
    { role: 'DIRECTOR', list: 'employeeOrder', paths: orders('employeeOrder', 'umarova') },
    {
      role: 'DIRECTOR',
      list: 'countEmployee',
      paths: ['getInfo/countEmployee?page=0&limit=20', 'getInfo/countEmployee?page=0&limit=100'],
    },
    { role: 'REGION_CHAMBER', list: 'requestInbox', paths: inbox() },
    { role: 'REGION_CHAMBER', list: 'employeeOrder', paths: orders('employeeOrder', 'umarova') },
    { role: 'REGION_CHAMBER', list: 'checkList/list', paths: checklists },
    { role: 'REGION_CHAMBER', list: 'halfYearReport/list', paths: reports },
    {
      role: 'REPUBLIC_CHAMBER',
      list: 'requestInbox',
      paths: [...inbox(), ...inbox(`&regionId=${a.regionId}`)],
    },
    { role: 'REPUBLIC_CHAMBER', list: 'employeeOrder', paths: orders('employeeOrder', 'umarova') },
    { role: 'REPUBLIC_CHAMBER', list: 'halfYearReport/list', paths: reports },
    { role: 'MINISTRY', list: 'halfYearReport/list', paths: reports },
    {
      role: 'MINISTRY',
      list: 'statistics/dashboard',
      pages: false,
      paths: [
        `statistics/dashboard?month=${month(0)}`,
        `statistics/dashboard?month=${month(1)}`,
        `statistics/dashboard?month=${month(1)}&regionId=${a.regionId}`,
        `statistics/dashboard?month=${month(12)}`,
      ],
    },
    { role: 'INVESTIGATOR', list: 'checkList/list', paths: checklists },
    {
      role: 'INVESTIGATOR',
      list: 'ownOrgRequestList',
      paths: [
        'getInfo/ownOrgRequestList?page=0&limit=20',
        'getInfo/ownOrgRequestList?page=0&limit=20&status=COMPLETED',
        'getInfo/ownOrgRequestList?page=25&limit=20',
        `getInfo/ownOrgRequestList?page=0&limit=20&search=${a.investigatorPersonPinfl}`,
      ],
    },
    {
      role: 'ADMIN',
      list: 'queryLog/list',
      paths: [
        'queryLog/list?page=0&limit=20',
        'queryLog/list?page=0&limit=20&action=PERSON_READ&outcome=OK',
        'queryLog/list?page=50&limit=20',
        `queryLog/list?page=0&limit=20&from=${year}-01-01&to=${year}-01-31`,
      ],
    },
    {
      role: 'ADMIN',
      list: 'admin/users',
      paths: [
        'admin/users?page=0&limit=20',
        'admin/users?page=0&limit=20&role=INVESTIGATOR',
        'admin/users?page=25&limit=20',
        'admin/users?page=0&limit=20&search=karimova',
      ],
    },
    { role: 'ADMIN', list: 'employeeOrder', paths: orders('employeeOrder', 'umarova') },
    // The cabinet's home page of each role: what awaits them, counted on every sign-in.
    ...CABINET_ROLES.map((role) => ({
      role,
      list: 'account/home',
      pages: false as const,
      paths: ['account/home'],
    })),
  ];
}
