/**
 * No import cycles anywhere (a cycle makes load order matter and hides a missing module
 * boundary). Part of `npm run lint`; exits 1 naming each cycle.
 *
 * The graph is dpdm's (parseDependencyTree + parseCircular), a well-kept library rather than our own graph
 * code (~16 CPU-s against ~4 for the hand-written finder it replaced; lint runs beside the typecheck, so
 * ~5 s of CI); this script only picks the files and prints.
 * The files: the repository's own sources (tracked, and new ones not ignored by git), less what ESLint
 * ignores. Imports resolve through TypeScript with the repository's options (bundler resolution, package
 * exports): `@portal/*` leads through the node_modules link to packages/<name>/src, so a cycle across
 * packages is found; a package outside the repository is no edge. dpdm's `transform` compiles each file as
 * tsc would before reading it: an `import type` / `export type` is no edge (gone at run time); a dynamic
 * `import('...')` of a string is one. (One difference from ESLint's old no-cycle: an import whose names are
 * all marked `type` inline, `import { type A } from`, is no edge either.)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What ESLint ignores (eslint.config.js): built and generated files. */
const IGNORED =
  /(^|\/)(dist|dist-ssr|\.data|node_modules|test-results|playwright-report)\/|^apps\/api\/drizzle\//;

/** The repository's own source files (relative paths): tracked, and new ones not ignored by git. */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.js', '*.mjs'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\n'))].filter((f) => f && !IGNORED.test(f) && !f.endsWith('.d.ts'));
}

/** The import cycles among `files` (paths relative to `root`), each as the files around it. */
export async function importCycles(root: string, files: string[]): Promise<string[][]> {
  const tree = await parseDependencyTree(
    files.map((f) => f.replace(/[[\]{}()*?!+@]/g, '\\$&')), // entries are globs: no pattern in a file name
    {
      cwd: root,
      context: root,
      tsconfig: path.join(repository, 'scripts/tsconfig.json'),
      transform: true,
      exclude: /[\\/]node_modules[\\/]|\.d\.ts$/,
    },
  );
  return parseCircular(tree);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = sourceFiles(repository);
  const found = await importCycles(repository, files);
  for (const cycle of found) console.error(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  console.info(`import cycles: ${found.length} (${files.length} files)`);
  process.exit(found.length ? 1 : 0);
}
