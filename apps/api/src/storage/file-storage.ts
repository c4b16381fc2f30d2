import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file contents live. Rows of the `files` table name a key; the storage maps keys to bytes.
 * Two implementations: a local folder (`localDiskStorage`) and an S3-protocol bucket (`s3Storage`),
 * chosen by FILE_STORAGE. Code that stores an upload goes through `transactionWithFiles`, never `put`
 * directly, so a failed transaction leaves no file behind.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** The content as a stream with its size, or undefined when the key holds nothing. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the key's content; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits, `/ _ . -`: what saveFile makes (`ab/<uuid>.pdf`), nothing a path could escape with. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Keys are ours (never user input), but refuse anything that could leave the root all the same. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Files under one folder on local disk (FILES_DIR, default .data/files). Writes are atomic (temp file + rename). */
export function localDiskStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, checkKey(key));
  async function fileAt(key: string) {
    const target = full(key);
    try {
      const info = await stat(target);
      return info.isFile() ? { target, size: info.size } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
  return {
    async put(key, content) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, content);
      await rename(temp, target);
    },
    async get(key) {
      const file = await fileAt(key);
      return file && { stream: createReadStream(file.target), size: file.size };
    },
    async exists(key) {
      return (await fileAt(key)) !== undefined;
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}
