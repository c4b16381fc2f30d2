/**
 * No import cycles anywhere (issue 11 §2: a cycle makes load order matter and hides a missing module
 * boundary). Part of `npm run lint`; exits 1 naming each cycle.
 *
 * It replaces ESLint's import-x/no-cycle, which parsed every file a second time and resolved every import
 * through eslint-import-resolver-typescript: ~13 of lint's ~51 CPU-seconds. Here TypeScript reads each file
 * once and its own resolver (the options of tsconfig.base.json: bundler resolution, package exports)
 * finds what an import names. As no-cycle did: an `import type` / `export type` is no edge (it is gone at
 * run time), an import of a package outside the repository is no edge, a dynamic `import()` is one.
 * `@portal/*` resolves through its node_modules link to packages/<name>/src, so a cycle across packages is found.
 *
 * dpdm 4.3.0 and madge 8.0.0 were measured in its place (branch cycles-lib-dpdm, under load): dpdm with
 * `transform` (needed to drop type-only imports) took 15.6 CPU-seconds, madge 9.8, this script 4.1; kept.
 * scripts/check-import-cycles.test.ts plants cycles (static, dynamic, across packages, type-only) and checks it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  allowJs: true,
};

/** The file under `root` `specifier` names from `file`, or null (a package outside the repository, JSON, ...). */
function resolve(
  specifier: string,
  file: string,
  root: string,
  cache: ts.ModuleResolutionCache,
): string | null {
  const found = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
  if (!found) return null;
  const target = path.resolve(found.resolvedFileName);
  if (!target.startsWith(root + path.sep) || target.includes(`${path.sep}node_modules${path.sep}`))
    return null;
  return /\.(ts|tsx|js|mjs)$/.test(target) && !target.endsWith('.d.ts') ? target : null;
}

/** The module specifiers a file loads at run time (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Strongly connected components of more than one file, or of one file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.reverse());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** The import cycles among `files` (paths relative to `root`), each as its files relative to `root`. */
export function importCycles(root: string, files: string[]): string[][] {
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const graph = new Map<string, string[]>();
  for (const file of files.map((f) => path.join(root, f)))
    graph.set(file, [...new Set(runtimeImports(file).flatMap((s) => resolve(s, file, root, cache) ?? []))]);
  return cycles(graph).map((component) => component.map((f) => path.relative(root, f)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = sourceFiles(repository);
  const found = importCycles(repository, files);
  for (const component of found)
    console.error(`import cycle among ${component.length} files:\n  ${component.join('\n  ')}`);
  console.info(`import cycles: ${found.length} (${files.length} files)`);
  process.exit(found.length ? 1 : 0);
}
