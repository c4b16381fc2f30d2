/**
 * The production build of the programs (part of `npm run build`): the API, its migration runner and
 * gov-sim, each one ES module in its app's dist folder (packages/test-support bundle.ts), which
 * `npm start`, the benchmarks and the image run with node alone. From a bundle the API starts in a
 * fraction of the time tsx takes (no transform of its ~550 files) and holds ~50 MB less.
 */
import path from 'node:path';
import { bundleProgram } from '@portal/test-support/bundle';
import { PROGRAM_BUNDLES, type ProgramEntry, ROOT } from './processes';

/** Bundles `entries` (all programs by default). */
export async function buildPrograms(
  entries: ProgramEntry[] = Object.keys(PROGRAM_BUNDLES) as ProgramEntry[],
) {
  await Promise.all(
    entries.map((entry) => bundleProgram(path.join(ROOT, entry), path.join(ROOT, PROGRAM_BUNDLES[entry]))),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildPrograms();
  console.info(
    `programs bundled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.values(PROGRAM_BUNDLES).join(', ')}`,
  );
}
