/**
 * What a vitest globalSetup starts once for a whole `vitest run`.
 *
 * One gov-sim: a project's globalSetup starts it once and provides its address; each test file's
 * `withGovSim()` then connects to it instead of starting its own (gov-sim builds its key cards and signing
 * certificates at every start: 3 to 13 s each, 14 API test files). Tests that change the simulator's state
 * for everyone (its fault modes, `PUT /faults`) start their own with `startGovSim`.
 *
 * One bundle of each program tests start as processes (`bundlePrograms`), which `startProgram` runs
 * instead of the TypeScript with tsx (processes.ts, `programArgs`).
 */
import type { TestProject } from 'vitest/node';
import { bundlePrograms } from './bundle';
import { type GovSimAddress, startGovSim } from './gov-sim';

export { bundlePrograms };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared gov-sim, when the project's globalSetup started one. */
    govSim: GovSimAddress | undefined;
  }
}

/** Starts the shared gov-sim and provides its address to the project's test files; returns its teardown. */
export async function startSharedGovSim(project: TestProject): Promise<() => Promise<void>> {
  const sim = await startGovSim();
  project.provide('govSim', { url: sim.url, signingClientUrl: sim.signingClientUrl });
  return sim.stop;
}

/** The root vitest.config.ts's globalSetup: the bundles, once for the whole run. */
export default bundlePrograms;
