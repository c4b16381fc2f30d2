/**
 * A scheduled job run in a test as its worker runs it, on the days the test names: the clock set to the
 * day at `at` (Tashkent time), then the job's handler with its payload for that day.
 *
 *   const sweep = dailyJob(world.db, 'expertise-daily');
 *   await sweep('2027-03-10');
 */
import { manualClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { JobName, JobPayload } from '../../src/jobs/definitions';
import { jobHandlers } from '../../src/jobs/handlers';

export function dailyJob<N extends JobName>(
  db: Database,
  name: N,
  { at = '00:30', payload }: { at?: string; payload?: (day: string) => JobPayload<N> } = {},
) {
  const clock = manualClock();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
  const handlers = jobHandlers({ db, config, clock });
  return (day: string) => {
    clock.set(`${day}T${at}:00+05:00`);
    return handlers[name]((payload?.(day) ?? {}) as JobPayload<N>, { id: `test-${day}`, name });
  };
}
