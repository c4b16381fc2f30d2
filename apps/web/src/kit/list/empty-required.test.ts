/**
 * Every list declares what it says when empty (ListTableProps.empty: its purpose, from its reader's side):
 * the compiler refuses a list that declares none, so a new section cannot ship a list that greets a first
 * visit with a bare "nothing here". Shown by planting screens and compiling them with the SPA's own
 * settings (the TypeScript the repository's typecheck runs): each list kind without `empty` is refused
 * naming `empty`, and the same screens with a purpose compile.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsc = path.resolve(web, '../../node_modules/typescript-7/bin/tsc');

/** Planted under apps/web/node_modules: the SPA's packages resolve, and no lint, format or typecheck sees it. */
let dir: string;
/** The compiler's errors per planted file (file name -> the error lines). */
let errors: Map<string, string[]>;

const KIT = `import { DataList, ListSection, ListTable, QueryState, RegisterPage } from '../../src/kit/list';
import { RecordList } from '../../src/kit/list/record-list';`;
const query = `{ data: { list: [{ id: 1, status: 'NEW' }], total: 1 }, isError: false, refetch: () => undefined }`;
const columns = `[{ key: 'id', title: 'Number' }]`;
const loaded = `{ isPending: false, isError: false, refetch: () => undefined }`;

/** The screens planted: each list kind once without a purpose, once with one. */
const PLANTED: Record<string, string> = {
  'table-without.tsx': `${KIT}\nexport const A = () => <ListTable records={[{ id: 1 }]} columns={${columns}} label="Orders" />;\n`,
  'data-list-without.tsx': `${KIT}\nexport const A = () => <DataList query={${query}} columns={${columns}} label="Orders" />;\n`,
  'register-without.tsx': `${KIT}\nexport const A = () => <RegisterPage title="Orders" query={${query}} columns={${columns}} />;\n`,
  'record-list-without.tsx': `${KIT}\nexport const A = () => <RecordList record="order" query={${query}} columns={${columns}} label="Orders" />;\n`,
  'section-without.tsx': `${KIT}\nexport const A = () => <ListSection title="Orders" query={${query}} columns={${columns}} />;\n`,
  'text-without.tsx': `${KIT}\nexport const A = () => <ListTable records={[{ id: 1 }]} columns={${columns}} label="Orders" empty={{}} />;\n`,
  'query-state-without.tsx': `${KIT}\nexport const A = () => <QueryState query={${loaded}} empty={true}>x</QueryState>;\n`,
  'with-purpose.tsx': `${KIT}
const empty = { text: 'Your orders appear here.', link: { to: '/orders/new', label: 'New order', permission: 'order.create' as const } };
export const A = () => (
  <>
    <ListTable records={[{ id: 1 }]} columns={${columns}} label="Orders" empty={empty} />
    <DataList query={${query}} columns={${columns}} label="Orders" empty={empty} />
    <RegisterPage title="Orders" query={${query}} columns={${columns}} empty={empty} />
    <RecordList record="order" query={${query}} columns={${columns}} label="Orders" empty={empty} />
    <ListSection title="Orders" query={${query}} columns={${columns}} empty={empty} />
    <QueryState query={${loaded}} empty={true} emptyState={empty}>x</QueryState>
    <QueryState query={${loaded}}>one record</QueryState>
  </>
);
`,
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(web, 'node_modules', '.empty-plant-'));
  for (const [name, code] of Object.entries(PLANTED)) writeFileSync(path.join(dir, name), code);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.json', include: Object.keys(PLANTED) }),
  );
  const run = await promisify(execFile)(process.execPath, [tsc, '-p', dir, '--noEmit'], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((failed: { stdout: string }) => failed);
  errors = new Map();
  for (const line of run.stdout.split('\n')) {
    const file = /([\w-]+\.tsx)\(\d+,\d+\): error/.exec(line)?.[1];
    if (file) errors.set(file, [...(errors.get(file) ?? []), line]);
  }
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('list kit: every list says what it is for when empty', () => {
  it.each([
    ['a ListTable', 'table-without.tsx'],
    ['a DataList', 'data-list-without.tsx'],
    ['a RegisterPage', 'register-without.tsx'],
    ['a RecordList', 'record-list-without.tsx'],
    ['a ListSection', 'section-without.tsx'],
  ])('%s declaring no purpose does not compile, and the error names `empty`', (_kind, file) => {
    expect(errors.get(file)?.join('\n')).toMatch(/'empty'/);
  });

  it('an empty state without its text, and a QueryState that may be empty without one, do not compile', () => {
    expect(errors.get('text-without.tsx')?.join('\n')).toMatch(/'text'/);
    expect(errors.get('query-state-without.tsx')?.join('\n')).toMatch(/error TS2322.*QueryEmpty/);
  });

  it('the same lists declaring their purpose (and a link to the form that fills them) compile', () => {
    expect(errors.get('with-purpose.tsx') ?? []).toEqual([]);
  });
});
