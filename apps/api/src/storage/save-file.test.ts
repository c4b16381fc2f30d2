import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app';
import { generateAvatar } from '../db/seed/public/avatar';
import { files } from '../db/schema';
import { localDiskStorage } from './file-storage';
import { DOCUMENT_TYPES, IMAGE_TYPES, saveFile, type SaveFileInput } from './save-file';
import { transactionWithFiles } from './transaction-files';

const ctx = useTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
const storage = localDiskStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const save = (input: SaveFileInput) => transactionWithFiles(ctx.db, storage, (_tx, f) => saveFile(f, input));

const png = generateAvatar('test', false);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('saveFile', () => {
  it('stores the bytes, the sniffed type, the size and the SHA-256', async () => {
    const row = await save({
      content: png,
      originalName: '../../evil\u0000name.jpg',
      maxBytes: 1_000_000,
      allowedTypes: IMAGE_TYPES,
    });
    expect(row).toMatchObject({ contentType: 'image/png', size: png.length, originalName: 'evilname.jpg' });
    expect(row.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(readFileSync(path.join(dir, row.storageKey))).toEqual(png);
    const stored = await storage.get(row.storageKey);
    expect(stored?.size).toBe(png.length);
  });

  it('judges the type by the bytes, not the name: a text file named .png is refused (415) and nothing is stored', async () => {
    const before = (await ctx.db.select().from(files)).length;
    await expect(
      save({
        content: Buffer.from('<script>alert(1)</script>'),
        originalName: 'photo.png',
        maxBytes: 1e6,
        allowedTypes: IMAGE_TYPES,
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    await expect(
      save({
        content: pdf,
        originalName: 'x.png',
        maxBytes: 1e6,
        allowedTypes: IMAGE_TYPES,
      }),
    ).rejects.toMatchObject({ status: 415 });
    expect((await ctx.db.select().from(files)).length).toBe(before);
  });

  it('accepts a PDF where documents are allowed, refuses files over the limit (413) and empty files', async () => {
    const row = await save({
      content: pdf,
      originalName: 'order.pdf',
      maxBytes: 60 * 1024 * 1024,
      allowedTypes: DOCUMENT_TYPES,
    });
    expect(row.contentType).toBe('application/pdf');
    await expect(
      save({
        content: png,
        originalName: 'a.png',
        maxBytes: 100,
        allowedTypes: IMAGE_TYPES,
      }),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      save({
        content: Buffer.alloc(0),
        originalName: 'a.png',
        maxBytes: 100,
        allowedTypes: IMAGE_TYPES,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
