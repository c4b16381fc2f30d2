/**
 * The lint rules that keep the code's shape (eslint.config.js), each shown refusing what it is for and
 * leaving the ordinary code alone: thin API routes (under 250 lines, no SQL), the SPA's one API client
 * (no hand-written fetch), the list kit (no hand-built table or pager) and the SPA's layers (the kit
 * imports no feature, only route tables import pages). The code is linted as if it
 * stood at the path given, with the repository's own configuration.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = 'apps/api/src/modules/letters/routes.ts';
const PAGE = 'apps/web/src/pages/news/route.tsx';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the parser, the plugins and the import resolver (seconds on a busy machine).
  await eslint.lintText('export {};\n', { filePath: path.join(root, ROUTES) });
}, 60_000);

/** The ids of the rules the code breaks at that path. */
async function broken(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return [...new Set(result!.messages.map((m) => m.ruleId ?? m.message))].sort();
}

/** An ordinary first line of a route file. */
const thinRoute = `export const routes = [];\n`;

describe('API routes stay thin', () => {
  it('a route file asking the database itself is refused: drizzle, the schema, a call on a db', async () => {
    expect(await broken(`import { eq } from 'drizzle-orm';\nexport const x = eq;\n`, ROUTES)).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await broken(`import { letters } from '../../db/schema';\nexport const x = letters;\n`, ROUTES),
    ).toEqual(['no-restricted-imports']);
    const query = `export const list = (deps: { db: { select: () => unknown } }) => deps.db.select();\n`;
    expect(await broken(query, ROUTES)).toEqual(['no-restricted-syntax']);
  });

  it('a route file of more than 250 lines is refused; passing deps.db on to a service is not a query', async () => {
    const long =
      thinRoute + Array.from({ length: 250 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    expect(await broken(`${long}\n`, ROUTES)).toEqual(['max-lines']);
    const handsOn = `export const hand = (deps: { db: unknown }, service: (db: unknown) => void) => service(deps.db);\n`;
    expect(await broken(handsOn, ROUTES)).toEqual([]);
  });

  it('a route file building its own adapters is refused; the ones in its deps are not', async () => {
    const own = `import { createAdapters } from '../../adapters';\nexport const r = createAdapters;\n`;
    expect(await broken(own, ROUTES)).toEqual(['no-restricted-imports']);
    const given = `import type { Adapters } from '../../adapters';\nexport const r = (deps: { adapters: Adapters }) => deps.adapters.interiorMinistry;\n`;
    expect(await broken(given, ROUTES)).toEqual([]);
  });

  it('a contract schema reading the machine’s day is refused; one given the day is not', async () => {
    const CONTRACT = 'packages/contracts/src/legal-aid/checklists.ts';
    const machine = `import { tashkentToday } from '@portal/domain';\nexport const today = () => tashkentToday(new Date());\n`;
    expect(await broken(machine, CONTRACT)).toEqual(['no-restricted-syntax']);
    const given = `import { tashkentToday } from '@portal/domain';\nexport const today = (now: Date) => tashkentToday(now);\n`;
    expect(await broken(given, CONTRACT)).toEqual([]);
  });

  it('the clock rule still holds in route files', async () => {
    expect(await broken(`export const now = () => Date.now();\n`, ROUTES)).toEqual(['no-restricted-syntax']);
  });
});

describe('the SPA calls the API through its client only', () => {
  it('a hand-written fetch, window.fetch or XMLHttpRequest in a page is refused', async () => {
    expect(await broken(`export const load = () => fetch('/api/v.1/news');\n`, PAGE)).toEqual([
      'no-restricted-globals',
    ]);
    expect(await broken(`export const load = () => window.fetch('/api/v.1/news');\n`, PAGE)).toEqual([
      'no-restricted-properties',
    ]);
    expect(await broken(`export const x = new XMLHttpRequest();\n`, PAGE)).toEqual(['no-restricted-globals']);
  });

  it('the client itself may fetch', async () => {
    expect(
      await broken(`export const load = () => fetch('/api/v.1/news');\n`, 'apps/web/src/api/client.ts'),
    ).toEqual([]);
  });
});

describe('every list uses the list kit', () => {
  it("a page building its own table or pager from Mantine's is refused", async () => {
    const table = `import { Pagination, Table } from '@mantine/core';\nexport const parts = [Pagination, Table];\n`;
    expect(await broken(table, PAGE)).toEqual(['no-restricted-imports']);
    expect(
      await broken(`import { DataTable } from 'mantine-datatable';\nexport const t = DataTable;\n`, PAGE),
    ).toEqual(['no-restricted-imports']);
  });

  it('the kit itself builds them', async () => {
    const table = `import { Table } from '@mantine/core';\nexport const t = Table;\n`;
    expect(await broken(table, 'apps/web/src/kit/list/list-table.tsx')).toEqual([]);
  });
});

describe('one date field everywhere', () => {
  it('the browser’s own date input in a screen is refused', async () => {
    const native = `import { TextInput } from '@mantine/core';\nexport const D = () => <TextInput type="date" />;\n`;
    expect(await broken(native, 'apps/web/src/lawyer-record/achievements-card.tsx')).toEqual([
      'no-restricted-syntax',
    ]);
    const kit = `import { TextDayField } from '../kit/form/date-fields';\nexport const D = () => <TextDayField />;\n`;
    expect(await broken(kit, 'apps/web/src/lawyer-record/achievements-card.tsx')).toEqual([]);
  });
});

describe('who sees which record is decided in the policy', () => {
  const SERVICE = 'apps/api/src/modules/letters/service.ts';
  const POLICY = 'apps/api/src/modules/letters/policy.ts';
  const head = (...names: string[]) =>
    `import { ${names.join(', ')} } from 'drizzle-orm';\nimport { letterAdditions } from '../../db/schema';\ntype Caller = { personId: number };\n`;
  const ownScope = `${head('eq')}export const mine = (caller: Caller) => eq(letterAdditions.authorPersonId, caller.personId);\n`;

  it('a query condition on the caller outside policy.ts is refused: eq, inArray…, or inside sql', async () => {
    expect(await broken(ownScope, SERVICE)).toEqual(['no-restricted-syntax']);
    const inSql = `${head('sql')}export const mine = (actor: Caller) => sql\`\${letterAdditions.authorPersonId} = \${actor.personId}\`;\n`;
    expect(await broken(inSql, SERVICE)).toEqual(['no-restricted-syntax']);
    expect(await broken(ownScope, 'apps/api/src/modules/letters/read.ts')).toEqual(['no-restricted-syntax']);
  });

  it('the policy states it; elsewhere a condition on a record id given is no visibility decision', async () => {
    expect(await broken(ownScope, POLICY)).toEqual([]);
    const byId = `import { eq } from 'drizzle-orm';\nimport { letterAdditions } from '../../db/schema';\nexport const one = (id: number) => eq(letterAdditions.id, id);\n`;
    expect(await broken(byId, SERVICE)).toEqual([]);
  });
});

describe('the SPA in layers: pages, features, the kit', () => {
  const KIT = 'apps/web/src/kit/detail-layout.tsx';
  const FEATURE = 'apps/web/src/orders/order-view.tsx';

  it('the kit importing a feature is refused: a screen, or a helper left in a feature folder', async () => {
    const screen = `import { OrderView } from '../orders/order-view';\nexport const x = OrderView;\n`;
    expect(await broken(screen, KIT)).toEqual(['import-x/no-restricted-paths']);
    const helper = `import { loadLegalAidMessages } from '../legal-aid/load-messages';\nexport const x = loadLegalAidMessages;\n`;
    expect(await broken(helper, KIT)).toEqual(['import-x/no-restricted-paths']);
  });

  it('the kit may use the shared layers: the API client, i18n, the shell', async () => {
    const shared = `import { api } from '../api/api';\nimport { useLanguage } from '../i18n/use-language';\nimport { toast } from '../shell/toast';\nexport const x = [api, useLanguage, toast];\n`;
    expect(await broken(shared, KIT)).toEqual([]);
  });

  it('a page imported by anything but a route table is refused', async () => {
    const page = `import { Component } from '../pages/news/route';\nexport const x = Component;\n`;
    expect(await broken(page, FEATURE)).toEqual(['import-x/no-restricted-paths']);
    expect(await broken(page, 'apps/web/src/orders/order-routes.tsx')).toEqual([]);
    expect(
      await broken(
        `import { Component } from './pages/news/route';\nexport const x = Component;\n`,
        'apps/web/src/app.tsx',
      ),
    ).toEqual([]);
  });
});
