/**
 * One gov-sim for a whole `vitest run` (issue 11 §3): a project's globalSetup starts it once and
 * provides its address; each test file's `withGovSim()` then connects to it instead of starting its own
 * (gov-sim builds its key cards and signing certificates at every start: 3 to 13 s each, 14 API test
 * files). Tests that change the simulator's state for everyone (its fault modes, `PUT /faults`) start
 * their own with `startGovSim`.
 */
import type { TestProject } from 'vitest/node';
import { type GovSimAddress, startGovSim } from './gov-sim';

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
