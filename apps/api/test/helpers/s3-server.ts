import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks request signatures against them). */
const KEY = 'S3RVER';

export interface RunningS3Server {
  /** The FILE_STORAGE=s3 configuration that reaches this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-protocol server (s3rver, objects in a temporary folder) on a port the system picks, with one empty
 * bucket; answers once it listens.
 */
export async function startS3Server(bucket = 'portal-files'): Promise<RunningS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
