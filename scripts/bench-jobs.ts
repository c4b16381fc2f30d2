/**
 * `npm run bench:jobs`: how long 1,000 queued re-draw jobs take. A real embedded PostgreSQL (temporary
 * folder) with the reference seed, duty lawyers in Fargʻona and 1,000 investigator requests waiting for a
 * duty lawyer; two API processes (apps/api/src/main.ts, as `npm start` runs it, job workers at the
 * default polling interval) share the work. The 1,000 `request-redraw-waiting` jobs (the real draw,
 * apps/api/src/modules/investigator-requests) are enqueued in one transaction once both are up; the
 * clock runs until every job is completed. Then it checks that each job ran once: every request drawn
 * exactly once. Fails when that does not hold or when it took 60 s or more.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { runMigrations } from '../apps/api/src/db/migrate';
import { investigatorRequests } from '../apps/api/src/db/schema';
import { runSeed } from '../apps/api/src/db/seed/run-seed';
import { enqueue, JOB_BATCH_SIZE, prepareJobStorage } from '../apps/api/src/jobs/queue';
import { tashkentToday } from '@portal/domain';
import { createFileStorage } from '../apps/api/src/storage';
import { freePort, type RunningProcess } from '@portal/test-support';
import {
  addLawyer,
  addPerson,
  addStructure,
  population,
  putOnDuty,
  someone,
} from '../apps/api/test/helpers/legal-aid-fixtures';
import { startApiOn } from '../apps/api/test/helpers/processes';

const JOBS = Number(process.env.BENCH_JOBS ?? 1000);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const LIMIT_SECONDS = 60;
const REGION = 12; // Fargʻona
const UZ = 1;
const DUTY_LAWYERS = 40;
const QUEUE = 'request-redraw-waiting';

/** The fields of /proc/<pid>/stat after the command name (Linux); undefined when it is gone. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used so far, from /proc (Linux); 0 elsewhere. */
function cpuSeconds(pid: number): number {
  const f = procStat(pid);
  return f ? (Number(f[11]) + Number(f[12])) / 100 : 0;
}

/**
 * CPU time of a PostgreSQL server so far: the postmaster, its live backends and the ones it reaped
 * (its children's time).
 */
function serverCpuSeconds(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
  const own = procStat(postmaster);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = procStat(Number(entry));
    if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / 100;
}

async function main() {
  const pgDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-jobs-pg-'));
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-jobs-files-'));
  const server = await startEmbeddedPostgres({
    dataDir: pgDir,
    port: await freePort(),
    password: 'bench',
    database: 'portal',
  });
  const apis: RunningProcess[] = [];
  const { db, pool } = createDatabase(server.url, 4);
  try {
    await runMigrations(server.url);
    const config = loadConfig({ ...process.env, FILES_DIR: filesDir, SEED: 'reference' });
    await runSeed(db, 'reference', () => undefined, {
      storage: createFileStorage(config),
      today: tashkentToday(),
    });
    await prepareJobStorage(server.url);

    // Fargʻona's duty lawyers on a day five days ahead, and the requests waiting for one on that day.
    const attendanceAt = new Date(Date.now() + 5 * 86_400_000);
    const dutyDate = new Date(attendanceAt.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
    const structure = await addStructure(db, REGION, 'Fargʻona “Himoya” advokatlik byurosi');
    const lawyerIds = [];
    for (let n = 0; n < DUTY_LAWYERS; n++) {
      const lawyer = await addLawyer(db, someone(n), {
        regionId: REGION,
        languageIds: [UZ],
        contragentId: structure.id,
      });
      lawyerIds.push(lawyer.lawyerId);
    }
    await putOnDuty(db, REGION, dutyDate, lawyerIds);
    const investigatorPersonId = await addPerson(db, population.persona('investigator'));
    const requests = await db
      .insert(investigatorRequests)
      .values(
        Array.from({ length: JOBS }, (_, i) => ({
          status: 'WAIT' as const,
          investigatorPersonId,
          caseNumber: `BENCH-${i + 1}`,
          personPinfl: someone(DUTY_LAWYERS + i).pinfl,
          regionId: REGION,
          languageId: UZ,
          legalAidId: 1,
          attendancePlace: 'Fargʻona shahar IIB',
          attendanceAt,
        })),
      )
      .returning({ id: investigatorRequests.id });

    // BENCH_CPU_PROF=<folder>: each API process writes a V8 CPU profile there when it stops.
    const prof = process.env.BENCH_CPU_PROF;
    const nodeArgs = prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [];
    for (let i = 0; i < PROCESSES; i++)
      apis.push(
        await startApiOn(
          server.url,
          { NODE_ENV: 'production', JOBS_POLL_INTERVAL_SECONDS: '2' },
          { nodeArgs },
        ),
      );
    const poll = 2; // JOBS_POLL_INTERVAL_SECONDS's default
    console.info(
      `${JOBS} ${QUEUE} jobs, ${PROCESSES} API processes, batch ${JOB_BATCH_SIZE}, polling every ${poll} s`,
    );

    const cpuAtStart = new Map(apis.map((a) => [a.child.pid!, cpuSeconds(a.child.pid!)]));
    const serverCpuAtStart = serverCpuSeconds(pgDir);
    const started = performance.now();
    await db.transaction(async (tx) => {
      for (const { id } of requests) await enqueue(tx, QUEUE, { requestId: id });
    });
    const states = async () => {
      const rows = await db.execute<{ state: string; n: number }>(
        sql`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUE} GROUP BY state`,
      );
      return Object.fromEntries(rows.rows.map((r) => [r.state, Number(r.n)]));
    };
    let done = 0;
    while (performance.now() - started < 5 * LIMIT_SECONDS * 1000) {
      const s = await states();
      done = (s.completed ?? 0) + (s.failed ?? 0);
      if (done >= JOBS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = apis.map((a) => cpuSeconds(a.child.pid!) - (cpuAtStart.get(a.child.pid!) ?? 0));
    const serverCpu = serverCpuSeconds(pgDir) - serverCpuAtStart;

    const [check] = (
      await db.execute<{ sent: number; draws: number; twice: number; found: number }>(sql`
        SELECT
          (SELECT count(*)::int FROM investigator_requests WHERE status = 'SEND') AS sent,
          (SELECT count(*)::int FROM request_draws) AS draws,
          (SELECT count(*)::int FROM (SELECT request_id FROM request_draws GROUP BY request_id
             HAVING count(*) > 1) t) AS twice,
          (SELECT count(*)::int FROM status_history WHERE event = 'DUTY_LAWYER_FOUND') AS found`)
    ).rows;
    const s = await states();
    console.info(
      `${done} of ${JOBS} jobs done in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} jobs/s); ` +
        `job states ${JSON.stringify(s)}; CPU of the API processes meanwhile: ` +
        cpu.map((c) => `${c.toFixed(1)} s`).join(', ') +
        `; CPU of PostgreSQL: ${serverCpu.toFixed(1)} s; load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.info(
      `requests sent to a lawyer: ${check!.sent}, draws recorded: ${check!.draws}, ` +
        `requests drawn twice: ${check!.twice}, DUTY_LAWYER_FOUND transitions: ${check!.found}`,
    );
    const once =
      s.completed === JOBS &&
      check!.sent === JOBS &&
      check!.draws === JOBS &&
      check!.twice === 0 &&
      check!.found === JOBS;
    if (!once) console.error('FAIL: not every job ran exactly once with its effect');
    if (seconds >= LIMIT_SECONDS)
      console.error(`FAIL: ${seconds.toFixed(1)} s is not under ${LIMIT_SECONDS} s`);
    process.exitCode = once && seconds < LIMIT_SECONDS ? 0 : 1;
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
    await pool.end();
    await server.stop();
    for (const dir of [pgDir, filesDir]) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
