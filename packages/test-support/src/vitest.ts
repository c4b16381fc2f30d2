/**
 * The same starts as vitest hooks of the calling test file: started before its tests, stopped after.
 */
import { afterAll, beforeAll } from 'vitest';
import { type RunningGovSim, startGovSim } from './gov-sim';

/**
 * gov-sim for the test file; its fields are filled in before the file's tests run. `sim.env` is the same
 * object from the start, so `useTestApp(sim.env)` (registered after it) reads the simulator's address.
 */
export function withGovSim(options: Parameters<typeof startGovSim>[0] = {}): RunningGovSim {
  const env = {} as RunningGovSim['env'];
  const sim = { env } as RunningGovSim;
  beforeAll(async () => {
    const started = await startGovSim(options);
    Object.assign(sim, started, { env: Object.assign(env, started.env) });
  }, 60_000);
  afterAll(async () => {
    await sim.stop?.();
  });
  return sim;
}
