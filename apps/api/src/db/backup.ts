/**
 * The portal's logical backup: every table of the schemas the portal owns (its own, pg-boss's jobs),
 * exported row by row as JSON from one repeatable-read snapshot, the sequences' positions, and every
 * stored file, with a manifest of counts and checksums. The schema itself is not exported: a restore
 * applies the same committed migrations (the manifest records how many) and then loads the rows.
 *
 * Why not pg_dump: the portal's embedded server is PostgreSQL 18 and Debian's client is 15, and
 * pg_dump refuses a newer server. In production, with a server and client of one version, use pg_dump
 * and WAL archiving as docs/operations.md says; this backup is what `npm run backup` makes on any
 * installation, and what the restore drill proves.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { FileStorage } from '../storage';

/** The schemas whose tables are backed up (drizzle's migration journal is rebuilt by the migrations). */
export const BACKED_UP_SCHEMAS = ['public', 'pgboss'];
const ROWS_PER_FETCH = 2000;
const ROWS_PER_INSERT = 1000;

export interface TableEntry {
  schema: string;
  name: string;
  rows: number;
  /** md5 of the rows' text, sorted: the same on any server holding the same rows. */
  md5: string;
  file: string;
}

export interface FileEntry {
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  createdAt: string;
  serverVersion: string;
  migrations: number;
  tables: TableEntry[];
  sequences: { schema: string; name: string; value: string | null }[];
  files: FileEntry[];
}

const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/** Sessions of the backup and of the check read timestamps in one zone, so the checksums compare. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'legal-aid-portal-backup' });
  await client.connect();
  await client.query(`set timezone = 'UTC'`);
  await client.query(`set extra_float_digits = 3`);
  return client;
}

/** The ordinary and partitioned tables of the backed-up schemas (partitions are read through their parent). */
export async function listTables(client: pg.Client): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1) order by 1, 2`,
    [BACKED_UP_SCHEMAS],
  );
  return rows;
}

/** Count and checksum of a table's rows. */
export async function tableChecksum(client: pg.Client, schema: string, name: string) {
  const { rows } = await client.query<{ rows: string; md5: string }>(
    `select count(*) as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
     from ${qualified(schema, name)} t`,
  );
  return { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 };
}

async function appliedMigrations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]!.n);
}

/** SHA-256 of a stored file, or undefined when the storage holds nothing under the key. */
export async function storedSha256(storage: FileStorage, key: string) {
  const found = await storage.get(key);
  if (!found) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of found.stream) hash.update(chunk as Buffer);
  return { sha256: hash.digest('hex'), size: found.size };
}

/**
 * Writes the backup of the database at `url` and the files of `storage` into `dir`; returns its manifest
 * (dated `now`).
 */
export async function writeBackup(
  url: string,
  storage: FileStorage,
  dir: string,
  now: Date,
): Promise<Manifest> {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const serverVersion = (await client.query<{ v: string }>("select current_setting('server_version') as v"))
      .rows[0]!.v;
    const migrations = await appliedMigrations(client);
    const tables: TableEntry[] = [];
    for (const { schema, name } of await listTables(client)) {
      const file = `data/${schema}.${name}.jsonl`;
      const out = createWriteStream(path.join(dir, file));
      await client.query(
        `declare rows_out no scroll cursor for select row_to_json(t)::text as row from ${qualified(schema, name)} t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${ROWS_PER_FETCH} from rows_out`);
        if (rows.length === 0) break;
        const text = rows.map((r) => r.row).join('\n') + '\n';
        if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await client.query('close rows_out');
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      tables.push({ schema, name, file, ...(await tableChecksum(client, schema, name)) });
    }
    const sequences = (
      await client.query<{ schema: string; name: string; value: string | null }>(
        `select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
         where schemaname = any($1) order by 1, 2`,
        [BACKED_UP_SCHEMAS],
      )
    ).rows;
    const fileRows = (
      await client.query<{ key: string; sha256: string }>(
        'select storage_key as key, sha256 from public.files order by storage_key',
      )
    ).rows;
    await client.query('commit');

    const files: FileEntry[] = [];
    for (const row of fileRows) {
      const found = await storage.get(row.key);
      if (!found) throw new Error(`file ${row.key} is in the files table but not in the storage`);
      const target = path.join(dir, 'files', row.key);
      mkdirSync(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      const out = createWriteStream(target);
      for await (const chunk of found.stream) {
        hash.update(chunk as Buffer);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      const sha256 = hash.digest('hex');
      if (sha256 !== row.sha256)
        throw new Error(`file ${row.key}: its content does not match its recorded SHA-256`);
      files.push({ key: row.key, size: found.size, sha256 });
    }
    const manifest: Manifest = {
      createdAt: now.toISOString(),
      serverVersion,
      migrations,
      tables,
      sequences,
      files,
    };
    return manifest;
  } finally {
    await client.end();
  }
}

/**
 * Loads a backup's rows into the database at `url`, which has the same migrations applied (and pg-boss's
 * tables prepared): empties the backed-up tables, inserts every row with its own ids (foreign keys and
 * triggers off for the load: the rows were consistent in the snapshot), and sets the sequences.
 */
export async function loadBackup(url: string, dir: string, manifest: Manifest): Promise<void> {
  const client = await connect(url);
  try {
    const migrations = await appliedMigrations(client);
    if (migrations !== manifest.migrations)
      throw new Error(
        `the backup has ${manifest.migrations} migrations applied, this database ${migrations}`,
      );
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    const list = manifest.tables.map((t) => qualified(t.schema, t.name)).join(', ');
    await client.query(`truncate ${list}`);
    for (const table of manifest.tables) {
      const { rows: columns } = await client.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0
         and not attisdropped and attgenerated = '' order by attnum`,
        [qualified(table.schema, table.name)],
      );
      const list = columns.map((c) => ident(c.name)).join(', ');
      const target = qualified(table.schema, table.name);
      const insert = `insert into ${target} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${target}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({
        input: createReadStream(path.join(dir, table.file)),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= ROWS_PER_INSERT) await flush();
      }
      await flush();
    }
    for (const s of manifest.sequences) {
      if (s.value === null) continue;
      await client.query(`select setval($1::regclass, $2::bigint, true)`, [
        qualified(s.schema, s.name),
        s.value,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
}
