/**
 * Writes `.br` and `.gz` beside built text files, so the API serves them precompressed (@fastify/static
 * `preCompressed`) without compressing on each request. Used by vite.config.ts and scripts/prerender.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compresses one file when it is text and large enough to gain from it. */
export function precompressFile(file: string): void {
  if (!/\.(js|css|html|svg|json)$/.test(file)) return; // woff2 is compressed already; maps are not served
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** Compresses every text file under `dir`. */
export function precompressDir(dir: string): void {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)],
    );
  for (const file of walk(dir)) precompressFile(file);
}
