import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, keepConnectionErrorsInQueries } from './client';
import { ShapedPool } from './prepared';
import * as schema from './schema';

/**
 * Public reads from a streaming replica (DATABASE_REPLICA_URL), the primary's load taken off by the busiest
 * anonymous pages: the lawyer directory, the structures, the news and the duty schedule.
 *
 * - Only a guest's reads go to the replica: a signed-in person reads from the primary, so what they have
 *   just written (their profile, a post they published) is what they see.
 * - The replica is used while it answers and is at most `maxLagSeconds` behind the primary. A check every
 *   `checkMs` compares how far it has replayed the primary's write-ahead log with the positions the primary
 *   reported at earlier checks: its lag is the age of the newest primary position it has reached (0 when it
 *   has replayed everything), so a replica of an idle primary is not "behind" however old its last
 *   transaction is.
 * - A query the replica cannot answer (connection refused, the server gone) is marked down at once and the
 *   query runs on the primary: a guest never sees the replica's failure.
 */
export interface PublicReads {
  /** The views built over the primary and over the replica; `for(actor)` picks (a null actor is a guest). */
  views<V>(make: (db: Database) => V): (actor: unknown) => V;
  /** Whether guests' reads go to the replica now, and how far behind it was at the last check. */
  state(): { configured: boolean; usable: boolean; lagSeconds: number | null };
  stop(): Promise<void>;
}

export interface ReplicaOptions {
  url?: string;
  /** Behind the primary by more than this, the replica is not read (default 10 s). */
  maxLagSeconds: number;
  /** How often the replica's position is checked (default 1 s). */
  checkMs?: number;
  poolSize?: number;
}

/** The position of a write-ahead log location ('16/B374D848') as a number of bytes. */
function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Errors meaning the server cannot be reached or has gone, not that the query was wrong. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);
function unreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && UNREACHABLE.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message ?? '');
}

/**
 * A pool that sends each query to the replica while it is usable, else to the primary (an instance of
 * pg.Pool, so drizzle treats it as one: a transaction takes one connection from the chosen pool).
 */
class RoutingPool extends pg.Pool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly monitor: ReplicaMonitor,
  ) {
    super({ max: 1 }); // never connects itself: every query goes to one of the two pools
  }

  private target(): pg.Pool {
    return this.monitor.usable ? this.replica : this.primary;
  }

  override query(...args: unknown[]): never {
    const target = this.target();
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (target === this.primary) return run(this.primary) as never;
    return run(this.replica).catch((error: unknown) => {
      if (!unreachable(error)) throw error;
      this.monitor.markDown();
      return run(this.primary);
    }) as never;
  }

  override connect(): never {
    const target = this.target();
    if (target === this.primary) return this.primary.connect() as never;
    return this.replica.connect().catch((error: unknown) => {
      if (!unreachable(error)) throw error;
      this.monitor.markDown();
      return this.primary.connect();
    }) as never;
  }
}

/** Follows the replica's replay position against the primary's write position. */
class ReplicaMonitor {
  usable = false;
  lagSeconds: number | null = null;
  /** The primary's positions at recent checks, newest last (kept for the lag limit and a little more). */
  private history: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly maxLagSeconds: number,
    private readonly checkMs: number,
  ) {}

  start() {
    const tick = () => {
      this.running = this.check().finally(() => {
        this.running = undefined;
        if (this.timer) this.timer = setTimeout(tick, this.checkMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  markDown() {
    this.usable = false;
    this.lagSeconds = null;
  }

  /** One check: the primary's position now, then how far the replica has replayed. */
  async check() {
    const now = performance.now(); // elapsed time between checks, not a moment of the portal's clock
    try {
      const primary = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      this.history.push({ at: now, lsn: lsnBytes(primary.rows[0]!.lsn) });
      const keepMs = (this.maxLagSeconds + 5) * 1000 + this.checkMs * 2;
      while (this.history.length > 2 && this.history[0]!.at < now - keepMs) this.history.shift();
    } catch {
      return; // the primary's own trouble is the readiness check's business; the state stays as it was
    }
    try {
      const { rows } = await this.replica.query<{ replayed: string | null; standby: boolean }>(
        'select pg_last_wal_replay_lsn()::text as replayed, pg_is_in_recovery() as standby',
      );
      const { replayed, standby } = rows[0]!;
      // A server that is not (or no longer) a standby is not a replica of this primary: not read.
      if (!standby || replayed === null) return this.markDown();
      const position = lsnBytes(replayed);
      const newest = this.history.at(-1)!;
      const reached = [...this.history].reverse().find((h) => h.lsn <= position);
      const lag = position >= newest.lsn ? 0 : (now - (reached?.at ?? this.history[0]!.at)) / 1000;
      this.lagSeconds = lag;
      this.usable = lag <= this.maxLagSeconds;
    } catch {
      this.markDown();
    }
  }
}

/** Public reads over the primary alone: no replica configured. */
function primaryOnly(db: Database): PublicReads {
  return {
    views: (make) => {
      const views = make(db);
      return () => views;
    },
    state: () => ({ configured: false, usable: false, lagSeconds: null }),
    stop: async () => undefined,
  };
}

/** The public reads of the portal: from the replica of `options.url` when given, else the primary. */
export function createPublicReads(db: Database, options: ReplicaOptions): PublicReads {
  if (!options.url) return primaryOnly(db);
  const primaryPool = db.$client as pg.Pool;
  const replicaPool = new ShapedPool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    application_name: 'legal-aid-portal-replica',
    // A replica that does not answer quickly is passed over: the primary answers instead.
    connectionTimeoutMillis: 1000,
  });
  keepConnectionErrorsInQueries(replicaPool);
  const monitor = new ReplicaMonitor(
    primaryPool,
    replicaPool,
    options.maxLagSeconds,
    options.checkMs ?? 1000,
  );
  monitor.start();
  const replicaDb = drizzle(new RoutingPool(primaryPool, replicaPool, monitor), {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    views: (make) => {
      const onPrimary = make(db);
      const onReplica = make(replicaDb);
      return (actor) => (actor ? onPrimary : onReplica);
    },
    state: () => ({ configured: true, usable: monitor.usable, lagSeconds: monitor.lagSeconds }),
    stop: async () => {
      await monitor.stop();
      await replicaPool.end();
    },
  };
}
