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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleProgram } from './bundle';
import { type GovSimAddress, startGovSim } from './gov-sim';
import { PROGRAM_BUNDLES_DIR, programBundleName, REPO_ROOT } from './processes';

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

/** The programs tests start as processes, by their TypeScript entry. */
const PROGRAMS = ['apps/api/src/main.ts', 'apps/gov-sim/src/main.ts'];

/**
 * Bundles the programs (~0.5 s) into a fresh temporary folder and names it to the processes of this run
 * (the test workers inherit the environment of the globalSetup); returns the teardown that removes it.
 * Does nothing when another project's setup of the same run has bundled them already.
 */
export async function bundlePrograms(): Promise<() => void> {
  if (process.env[PROGRAM_BUNDLES_DIR]) return () => undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-programs-'));
  await Promise.all(
    PROGRAMS.map((entry) =>
      bundleProgram(path.join(REPO_ROOT, entry), path.join(dir, programBundleName(entry))),
    ),
  );
  process.env[PROGRAM_BUNDLES_DIR] = dir;
  return () => {
    if (process.env[PROGRAM_BUNDLES_DIR] === dir) delete process.env[PROGRAM_BUNDLES_DIR];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The root vitest.config.ts's globalSetup: the bundles, once for the whole run. */
export default bundlePrograms;
