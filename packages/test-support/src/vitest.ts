/**
 * The same starts as vitest hooks of the calling test file: started before its tests, stopped after.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { connectGovSim, type GovSim, startGovSim } from './gov-sim';
import './global-setup';

/**
 * gov-sim for the test file; its fields are filled in before the file's tests run. `sim.env` is the same
 * object from the start, so `useTestApp(sim.env)` (registered after it) reads the simulator's address.
 *
 * Without options the file uses the run's shared gov-sim when its project starts one
 * (`startSharedGovSim` in a vitest globalSetup); with options (its own configuration), or in a project
 * without one, it starts its own and stops it after its tests.
 */
export function withGovSim(options: Parameters<typeof startGovSim>[0] = {}): GovSim {
  const env = {} as GovSim['env'];
  const sim = { env } as GovSim;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const shared = Object.keys(options).length === 0 ? inject('govSim') : undefined;
    const started = shared ? await connectGovSim(shared) : await startGovSim(options);
    if (!shared) stop = (started as Awaited<ReturnType<typeof startGovSim>>).stop;
    Object.assign(sim, started, { env: Object.assign(env, started.env) });
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });
  return sim;
}

/** The run's shared gov-sim (see {@link withGovSim}), or one of the file's own when there is none. */
export async function sharedGovSim(): Promise<{ sim: GovSim; stop: () => Promise<void> }> {
  const shared = inject('govSim');
  if (shared) return { sim: await connectGovSim(shared), stop: async () => undefined };
  const own = await startGovSim();
  return { sim: own, stop: own.stop };
}
