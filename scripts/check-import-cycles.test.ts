import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from './check-import-cycles';

/** A small repository with planted cycles: the check must name the real ones and only them. */
const planted: Record<string, string> = {
  // A static pair inside the API.
  'apps/api/src/static-a.ts': "import { b } from './static-b';\nexport const a = () => b;\n",
  'apps/api/src/static-b.ts': "import { a } from './static-a';\nexport const b = () => a;\n",
  // A pair closed by a dynamic import().
  'apps/api/src/lazy-a.ts': "export const load = () => import('./lazy-b');\n",
  'apps/api/src/lazy-b.ts': "import { load } from './lazy-a';\nexport const again = load;\n",
  // Type-only both ways (`import type`, `export type ... from`): gone at run time, no cycle.
  'apps/api/src/type-a.ts':
    "import type { B } from './type-b';\nexport type A = { b?: B };\nexport const a = 1;\n",
  'apps/api/src/type-b.ts':
    "export type { A } from './type-a';\nimport type { A } from './type-a';\nexport type B = { a?: A };\nexport const b = 2;\n",
  // Across two workspace packages, reached by name through node_modules links and package exports.
  'packages/one/package.json':
    '{ "name": "@planted/one", "type": "module", "exports": { ".": "./src/index.ts" } }',
  'packages/one/src/index.ts': "import { two } from '@planted/two';\nexport const one = () => two;\n",
  'packages/two/package.json':
    '{ "name": "@planted/two", "type": "module", "exports": { ".": "./src/index.ts" } }',
  'packages/two/src/index.ts': "import { one } from '@planted/one';\nexport const two = () => one;\n",
  // An ordinary chain, no cycle.
  'scripts/uses.ts':
    "import { a } from '../apps/api/src/type-a';\nimport { one } from '@planted/one';\nexport const c = [a, one];\n",
};

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(planted)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  mkdirSync(path.join(root, 'node_modules/@planted'), { recursive: true });
  for (const name of ['one', 'two'])
    symlinkSync(path.join(root, 'packages', name), path.join(root, 'node_modules/@planted', name));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check-import-cycles', () => {
  it('names the static, dynamic and cross-package cycles and not the type-only pair', async () => {
    const files = Object.keys(planted).filter((f) => f.endsWith('.ts'));
    const cycles = (await importCycles(root, files)).map((cycle) => [...cycle].sort());
    expect(cycles).toHaveLength(3);
    expect(cycles).toContainEqual(['apps/api/src/static-a.ts', 'apps/api/src/static-b.ts']);
    expect(cycles).toContainEqual(['apps/api/src/lazy-a.ts', 'apps/api/src/lazy-b.ts']);
    expect(cycles).toContainEqual(['packages/one/src/index.ts', 'packages/two/src/index.ts']);
  });
});
