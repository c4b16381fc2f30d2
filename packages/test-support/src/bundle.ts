/**
 * One bundle of a program of the repository (the API, its migrations, gov-sim): its TypeScript, the
 * workspace packages' too, in one ES module that node runs directly, with no tsx transforming and resolving
 * each of the API's ~550 files at every start. The tests bundle the programs once per run
 * (`bundlePrograms`, in the global setup of vitest and of the browser tests); `npm run build` bundles them
 * for production (scripts/build-programs.ts).
 *
 * A bundle runs where it was built: every other package stays an import of the file node would load for
 * it, by its absolute path, and `import.meta.url` keeps naming each source file's own address (the API
 * finds its migrations and fonts beside its sources). The image builds it in the folder it runs from.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { PROGRAM_BUNDLES_DIR, programBundleName, REPO_ROOT } from './processes';

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

/** Bundles the program whose entry is the TypeScript file `entry` (absolute) into `outfile` (~0.5 s). */
export async function bundleProgram(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
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
  });
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
