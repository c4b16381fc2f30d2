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
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';
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
 * The repository's own files go into the bundle (the workspace packages are TypeScript too); any other
 * package stays an import of the file node would load for it, by its absolute path, so that the bundle
 * works from any folder. `import.meta.url` keeps naming each source file's own address (the API finds
 * its migrations and fonts beside its sources).
 */
const ownFilesOnly: Plugin = {
  name: 'own-files-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@portal/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.external ? args.path : found.path, external: true };
    });
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

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
      build({
        entryPoints: [path.join(REPO_ROOT, entry)],
        outfile: path.join(dir, programBundleName(entry)),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Only the conditions node itself reads (esbuild adds `module` by default).
        conditions: [],
        // A stack trace in a process's output names the TypeScript file and line (--enable-source-maps).
        sourcemap: 'linked',
        plugins: [ownFilesOnly],
        logLevel: 'error',
      }),
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
