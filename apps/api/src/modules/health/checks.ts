import type { Health } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PublicReads } from '../../db/read-replica';

const CHECK_TIMEOUT_MS = 2000;

/** Whether `check` succeeds within the health check's time. */
function upWithin(check: () => Promise<unknown>): Promise<boolean> {
  return Promise.race([
    check().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/**
 * Whether PostgreSQL answers, and with NATIONAL_SYSTEMS=simulator whether the simulator does, each within
 * 2 s. A simulator that is down makes the portal `degraded`; a database that is down too, and the route
 * then answers 503 (this API cannot serve). With a read replica, where guests' public reads go now (its
 * state from the replica's own checks, db/read-replica.ts): never a reason for `degraded`, the primary serves.
 */
export async function checkHealth(db: Database, config: Config, publicReads: PublicReads): Promise<Health> {
  const simulator = config.nationalSystems.mode === 'simulator' ? config.nationalSystems.govSimUrl : null;
  const [database, nationalSystems] = await Promise.all([
    upWithin(() => db.execute(sql`select 1`)),
    simulator === null
      ? undefined
      : upWithin(async () => {
          const answer = await fetch(`${simulator}/health`, {
            signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
          });
          if (!answer.ok) throw new Error(`simulator health ${answer.status}`);
        }),
  ]);
  const down = [
    ...(database ? [] : (['database'] as const)),
    ...(nationalSystems === false ? (['nationalSystems'] as const) : []),
  ];
  const replica = publicReads.state();
  return {
    status: down.length === 0 ? 'ok' : 'degraded',
    database: database ? 'up' : 'down',
    ...(nationalSystems === undefined ? {} : { nationalSystems: nationalSystems ? 'up' : 'down' }),
    ...(replica.configured
      ? {
          replica: replica.usable ? 'up' : replica.lagSeconds === null ? 'down' : 'behind',
          replicaLagSeconds: replica.lagSeconds,
        }
      : {}),
    down,
  };
}
