/**
 * One suite, both storages: the local folder and S3 (s3rver, an S3-protocol server started here on a
 * port the system picks). Whatever FILE_STORAGE names must store and serve the same bytes, refuse keys that
 * could escape it, and keep no file whose transaction failed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import { startS3Server } from '../../test/helpers/s3-server';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { generateAvatar } from '../db/seed/public/avatar';
import { createFileStorage, type FileStorage, IMAGE_TYPES, saveFile, transactionWithFiles } from '.';

interface Store {
  config: Config;
  /** How many files the store holds, read from the store itself (folder or bucket), not through FileStorage. */
  count(): Promise<number>;
  close(): Promise<void>;
}

async function localFolder(): Promise<Store> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
  return {
    config: loadConfig({ FILES_DIR: dir }),
    count: async () =>
      readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length,
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function s3Server(): Promise<Store> {
  const server = await startS3Server();
  const config = loadConfig(server.env);
  const s3 = config.files.s3;
  const client = new S3Client({ ...s3, credentials: s3.credentials! });
  return {
    config,
    count: async () => (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).KeyCount ?? 0,
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => drop?.());

const png = generateAvatar('storage-test', false);
const image = (originalName = 'photo.png') => ({
  content: png,
  originalName,
  maxBytes: 1e6,
  allowedTypes: IMAGE_TYPES,
});

describe.each([
  { name: 'the local folder', start: localFolder, kind: 'local' },
  { name: 'an S3-protocol server', start: s3Server, kind: 's3' },
])('file storage in $name', ({ start, kind }) => {
  let store: Store;
  let storage: FileStorage;
  beforeAll(async () => {
    store = await start();
    expect(store.config.files.storage).toBe(kind);
    storage = createFileStorage(store.config);
  });
  afterAll(async () => store?.close());

  it('puts, tells it exists, streams the same bytes back with their size, replaces, deletes', async () => {
    const key = 'ab/0b7c1f9e-document.pdf';
    const big = randomBytes(3 * 1024 * 1024 + 17); // several stream chunks
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, big);
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got?.size).toBe(big.length);
    expect((await buffer(got!.stream)).equals(big)).toBe(true);

    await storage.put(key, Buffer.from('second version'));
    const again = await storage.get(key);
    expect(again?.size).toBe(14);
    expect((await buffer(again!.stream)).toString()).toBe('second version');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key); // deleting what is gone is no error
    expect(await store.count()).toBe(0);
  });

  it('refuses keys with odd characters or path parts, and stores nothing for them', async () => {
    const odd = [
      '../outside.txt',
      '/etc/passwd',
      'ab/../../x.pdf',
      'ab//x.pdf',
      'ab/',
      '',
      'a b.pdf',
      'Ab/x.PDF',
      'ab/ü.pdf',
      'ab/x\u0000.pdf',
      'ab/%2e%2e/x.pdf',
      'ab\\x.pdf',
      'ab/x.pdf?versionId=1',
      `ab/${'x'.repeat(300)}`,
    ];
    for (const key of odd) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
    }
    expect(await store.count()).toBe(0);
  });

  it('stores an upload with an odd name under a key of its own, keeping the name only cleaned', async () => {
    const row = await transactionWithFiles(db, storage, (_tx, f) =>
      saveFile(f, image('../../отчёт\u0000 "final"?.png')),
    );
    expect(row.originalName).toBe('отчёт "final"?.png');
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    expect((await buffer((await storage.get(row.storageKey))!.stream)).equals(png)).toBe(true);
    await storage.delete(row.storageKey);
  });

  describe('no file outlives a failed transaction', () => {
    it('a committed upload keeps its row and its bytes', async () => {
      const before = await store.count();
      const row = await transactionWithFiles(db, storage, (_tx, f) => saveFile(f, image()));
      expect(await db.select().from(files).where(eq(files.id, row.id))).toHaveLength(1);
      expect(await storage.exists(row.storageKey)).toBe(true);
      expect(await store.count()).toBe(before + 1);
    });

    it('a committed upload is written only once the work has succeeded', async () => {
      const before = await store.count();
      const row = await transactionWithFiles(db, storage, async (_tx, f) => {
        const saved = await saveFile(f, image());
        expect(await storage.exists(saved.storageKey)).toBe(false); // staged, not written yet
        expect(await store.count()).toBe(before);
        return saved;
      });
      expect(await storage.exists(row.storageKey)).toBe(true);
      expect(await store.count()).toBe(before + 1);
    });

    it('an error thrown inside the transaction after the upload writes no file and leaves no row', async () => {
      const before = await store.count();
      let key = '';
      let id = '';
      await expect(
        transactionWithFiles(db, storage, async (_tx, f) => {
          ({ storageKey: key, id } = await saveFile(f, image()));
          throw new Error('refused after the upload');
        }),
      ).rejects.toThrow('refused after the upload');
      expect(await db.select().from(files).where(eq(files.id, id))).toEqual([]);
      expect(await storage.exists(key)).toBe(false);
      expect(await store.count()).toBe(before);
    });

    it('a constraint violation after the uploads leaves none of their rows or files', async () => {
      const before = await store.count();
      const keys: string[] = [];
      const error = await transactionWithFiles(db, storage, async (tx, f) => {
        const first = await saveFile(f, image('a.png'));
        const second = await saveFile(f, image('b.png'));
        keys.push(first.storageKey, second.storageKey);
        await tx.insert(files).values({ ...second, storageKey: 'zz/other.png' }); // the same id again
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ cause: { code: '23505' } }); // unique_violation
      for (const key of keys) expect(await storage.exists(key)).toBe(false);
      expect(await store.count()).toBe(before);
    });

    it('a file the storage refuses rolls the transaction back and removes the files already written', async () => {
      const before = await store.count();
      const rowsBefore = (await db.select().from(files)).length;
      const error = await transactionWithFiles(db, storage, async (tx, f) => {
        await saveFile(f, image('a.png'));
        await f.put('../escape.png', png); // a key no storage accepts: its write fails after the first one
        return tx.select().from(files);
      }).catch((e: unknown) => e);
      expect(String(error)).toMatch(/unsafe storage key/);
      expect((await db.select().from(files)).length).toBe(rowsBefore);
      expect(await store.count()).toBe(before);
    });
  });
});
