/**
 * The backup (npm run backup) restores (npm run backup:restore-drill): a database with people, a stored
 * file and a queued job is backed up, loaded into another freshly migrated database, and every table's
 * rows and checksum, every sequence and the file come back the same; a changed row shows in the checksum.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import { enqueue } from '../jobs/queue';
import { localDiskStorage } from '../storage/file-storage';
import { connect, loadBackup, storedSha256, tableChecksum, writeBackup } from './backup';
import { files } from './schema';
import { seedDemoPersonas } from './seed/seed-personas';

const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table, sequence and file of a backup into a fresh database', async () => {
    const source = await createTestDatabase();
    drops.push(source.drop);
    await seedDemoPersonas(source.db);
    const storage = localDiskStorage(path.join(work, 'source-files'));
    const content = Buffer.from('%PDF-1.4 an order of the chamber');
    const key = 'ab/0f3e8c1e-2b7a-4d43-9d43-7c1f00000001.pdf';
    await storage.put(key, content);
    const sha256 = createHash('sha256').update(content).digest('hex');
    await source.db.insert(files).values({
      storageKey: key,
      originalName: 'order.pdf',
      size: content.length,
      contentType: 'application/pdf',
      sha256,
    });
    await enqueue(source.db, 'system-probe', { probe: 'in-the-backup' });

    const dir = path.join(work, 'backup');
    const manifest = await writeBackup(source.url, storage, dir, new Date('2026-11-29T06:00:00Z'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const table = (name: string, schema = 'public') =>
      manifest.tables.find((t) => t.schema === schema && t.name === name);
    expect(table('persons')?.rows).toBeGreaterThan(0);
    expect(table('files')?.rows).toBe(1);
    expect(table('job', 'pgboss')?.rows).toBeGreaterThanOrEqual(1);
    expect(manifest.files).toEqual([{ key, size: content.length, sha256 }]);
    expect(readFileSync(path.join(dir, 'files', key))).toEqual(content);

    const target = await createTestDatabase();
    drops.push(target.drop);
    await loadBackup(target.url, dir, manifest);
    const client = await connect(target.url);
    try {
      for (const t of manifest.tables)
        expect(await tableChecksum(client, t.schema, t.name), `${t.schema}.${t.name}`).toEqual({
          rows: t.rows,
          md5: t.md5,
        });
      const { rows } = await client.query<{ probe: string }>(
        `select data->>'probe' as probe from pgboss.job where name = 'system-probe'`,
      );
      expect(rows.map((r) => r.probe)).toContain('in-the-backup');
      // A changed row no longer matches the manifest.
      await client.query(
        `update persons set last_name = last_name || 'x' where id = (select min(id) from persons)`,
      );
      const persons = table('persons')!;
      expect((await tableChecksum(client, 'public', 'persons')).md5).not.toBe(persons.md5);
    } finally {
      await client.end();
    }
    // Sequences continue after the restored ids: a new person gets the next id, not one in use.
    const [{ max }] = (await target.db.execute<{ max: number }>(sql`select max(id)::int as max from persons`))
      .rows as [{ max: number }];
    const { rows: next } = await target.db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('persons', 'id'))::int as id`,
    );
    expect(next[0]!.id).toBeGreaterThan(max);

    const restored = localDiskStorage(path.join(work, 'restored-files'));
    await restored.put(key, readFileSync(path.join(dir, 'files', key)));
    expect(await storedSha256(restored, key)).toEqual({ sha256, size: content.length });
  });
});
