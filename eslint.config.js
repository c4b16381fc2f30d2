import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const MODULES = 'apps/api/src/modules';
const moduleNames = readdirSync(path.join(root, MODULES), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * API modules do not reach into each other's internals: a file of apps/api/src/modules/<a>/
 * imports another module <b> only through <b>/index.ts, the module's public face. Shared pieces that are
 * no module's (the database, the kit, people, storage, workflow) live outside modules/. Tests may set up
 * through any file.
 */
const moduleBoundaries = {
  files: [`${MODULES}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: moduleNames.map((name) => ({
          target: `${MODULES}/!(${name})/**`,
          from: `${MODULES}/${name}`,
          except: ['./index.ts'],
          message: `Import the ${name} module through ${MODULES}/${name}/index.ts (its public face).`,
        })),
      },
    ],
  },
};

/**
 * The SPA's layers: a page (apps/web/src/pages/<name>/route.tsx) is a route that shows a screen of a feature
 * folder; a feature folder (orders, appeals, cabinet…) builds its screens from the kit; the kit
 * (apps/web/src/kit) is built only from the shared layers beneath it (WEB_SHARED: the API client, i18n,
 * the theme, browser storage and the shell's toast, header and notices) and imports no feature, so every
 * feature can use it. Only a route table (router/, a feature's *-routes.tsx) imports a page. scripts/lint-rules.test.ts shows both refusing.
 */
const WEB = 'apps/web/src';
const WEB_SHARED = ['kit', 'api', 'i18n', 'theme', 'storage', 'shell'];
const webFolders = readdirSync(path.join(root, WEB), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webLayers = {
  files: [`${WEB}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: [
          ...webFolders
            .filter((name) => !WEB_SHARED.includes(name))
            .map((name) => ({
              target: `${WEB}/kit`,
              from: `${WEB}/${name}`,
              message: `The kit imports no feature (${name}): move the shared piece into the kit, or keep it in the feature.`,
            })),
          {
            target: `${WEB}/!(pages|router)/**/!(*-routes).{ts,tsx}`,
            from: `${WEB}/pages`,
            message:
              "A page is a route: only a route table (router/, *-routes.tsx) imports it. Its screen lives in the feature's folder.",
          },
        ],
      },
    ],
  },
};

/** The API reads the time only from the clock it is given (see its block below). */
const CLOCK_ONLY = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      'Read the time from the clock you are given (deps.clock.now(), request.clock.now()), not new Date().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      'Read the time from the clock you are given (deps.clock.now(), request.clock.now()), not Date.now().',
  },
  {
    selector: "CallExpression[callee.name='tashkentToday'][arguments.length=0]",
    message:
      "tashkentToday() alone reads the machine's time: pass deps.clock.now() (or request.clock.now()).",
  },
];

/**
 * Who sees which record is decided in the module's policy (apps/api/src/modules/<m>/policy.ts, built with
 * definePolicy): a query condition on the caller's own ids (`eq(appeals.authorPersonId, caller.personId)`,
 * `inArray(regions.id, actor.regionIds)`, `sql` with `${caller.…}` inside) stands only there, and the
 * reads and changes start from `policy.findVisible(caller)` (kit: `withinVisible`, `lockVisible`). The
 * caller is named `caller` or `actor` throughout the modules. scripts/lint-rules.test.ts shows it refusing.
 */
const VISIBILITY_IN_POLICY = [
  {
    selector:
      "CallExpression[callee.name=/^(eq|ne|inArray|notInArray|gt|gte|lt|lte)$/] MemberExpression[object.name=/^(caller|actor)$/], TaggedTemplateExpression[tag.name='sql'] MemberExpression[object.name=/^(caller|actor)$/]",
    message:
      "A query condition on the caller decides what they see: it belongs in the module's policy.ts (findVisible, or a named scope there), not here.",
  },
];

/**
 * Routes are thin: a file apps/api/src/modules/<m>/routes*.ts stays under 250 lines, asks the database
 * nothing itself (no drizzle, no schema, no pg, no call on a `db`), builds no adapters of its own (the
 * app's come in its deps) and hands each call to its service or read model. scripts/lint-rules.test.ts
 * shows each rule refusing.
 */
const thinRoutes = {
  files: [`${MODULES}/*/routes*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'max-lines': ['error', { max: 250 }],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '**/db/schema', '**/db/schema/*', '**/db/client'],
            message:
              "Routes ask the database nothing: the query goes into the module's read model or service.",
          },
          {
            group: ['**/adapters', '**/adapters/index'],
            importNames: ['createAdapters'],
            message:
              "A module uses the national systems' adapters it is given (deps.adapters), never its own.",
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...CLOCK_ONLY,
      ...VISIBILITY_IN_POLICY,
      {
        selector: "CallExpression[callee.object.property.name='db'], CallExpression[callee.object.name='db']",
        message: "Routes ask the database nothing: the query goes into the module's read model or service.",
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.data/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // How an import names a file, for the rules that follow imports (the module boundaries below). No import
    // cycles anywhere is checked by scripts/check-import-cycles.ts (dpdm) in `npm run lint` (import-x/no-cycle
    // parsed every file a second time and resolved every import again: ~13 of ESLint's ~51 CPU-seconds).
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        }),
      ],
    },
  },
  {
    // Apps import packages, never the reverse: a package stays usable by every app (it may start an app as
    // a process by its path, never import its code).
    files: ['packages/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@portal/api',
                '@portal/api/*',
                '@portal/web',
                '@portal/web/*',
                '@portal/gov-sim',
                '@portal/gov-sim/*',
                '@portal/e2e',
                '@portal/e2e/*',
              ],
              message: 'Packages never import apps.',
            },
            { group: ['**/apps/**', '**/e2e/**'], message: 'Packages never import apps.' },
          ],
        },
      ],
    },
  },
  moduleBoundaries,
  webLayers,
  {
    // The API reads the time only from the clock it is given (apps/api/src/clock.ts): a service
    // asks deps.clock / request.clock, a job its handler's clock; tests may use the machine's time. The
    // contracts' schemas, which the API checks every body with, read no clock either: a rule on "today"
    // takes the day from whoever checks (checklistReportFieldsUntil).
    files: ['apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['apps/api/src/clock.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...CLOCK_ONLY],
    },
  },
  {
    files: [`${MODULES}/**/*.ts`],
    ignores: [`${MODULES}/*/policy.ts`, '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...CLOCK_ONLY, ...VISIBILITY_IN_POLICY],
    },
  },
  thinRoutes,
  {
    // The SPA calls the API only through its one client (apps/web/src/api/client.ts), from the calls'
    // definitions: no hand-written fetch per call.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'Call the API through its client (apps/web/src/api: call.useQuery, call.useMutation).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through its client (apps/web/src/api: call.useQuery, call.useMutation).',
        })),
      ],
    },
  },
  {
    // One date field everywhere: the kit's dd-mm-yyyy field (kit/form/date-fields.tsx), never the browser's
    // own date input, whose format follows the browser's locale (mm/dd/yyyy in many).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|month|week)$/]",
          message:
            'Dates use the kit’s field (kit/form/date-fields.tsx: DayField, TextDayField), dd-mm-yyyy.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every list of the SPA is built with the list kit: tables, paging and mantine-datatable
    // are used only inside apps/web/src/kit/list.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/kit/list/**',
      // Not a list: the role's permissions as a form, a checkbox per permission laid out as a grid, in the
      // scrolling frame of kit/ui.tsx (ScrollTable).
      'apps/web/src/kit/ui.tsx',
      'apps/web/src/admin/roles-page.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Table', 'Pagination', 'TableProps', 'PaginationProps'],
              message: 'Lists use the list kit (apps/web/src/kit/list): DataList, ListTable, ListPager.',
            },
          ],
          patterns: [
            {
              group: ['mantine-datatable', 'mantine-datatable/*'],
              message: 'Lists use the list kit (apps/web/src/kit/list): DataList, ListTable.',
            },
          ],
        },
      ],
    },
  },
);
