import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file contents live. Rows of the `files` table name a key; the storage maps keys to bytes.
 * Local disk is the one implementation today; an S3-compatible store implements the same interface.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** The content as a stream, or undefined when the key holds nothing. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Keys are ours (never user input), but refuse anything that could leave the root all the same. */
function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Files under one folder on local disk (FILES_DIR, default .data/files). Writes are atomic (temp file + rename). */
export function localDiskStorage(root: string): FileStorage {
  const full = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, content);
      await rename(temp, target);
    },
    async get(key) {
      const target = full(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(target), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}
