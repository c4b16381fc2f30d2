import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  /** The service address (MinIO, Ceph, s3rver...); AWS itself when absent. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most S3-compatible servers). */
  forcePathStyle: boolean;
}

type S3 = typeof S3Sdk;

/** A missing object: S3 answers 404 (NoSuchKey on GET, a bare NotFound on HEAD). */
function isMissing(sdk: S3, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files as objects of one bucket of an S3-protocol store (FILE_STORAGE=s3). The SDK is loaded with the
 * first file stored or read, not at every start of a process that may never touch a file (~22 MB).
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  let connected: Promise<{ sdk: S3; client: InstanceType<S3['S3Client']> }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: client(sdk) })));
  const client = (sdk: S3) =>
    new sdk.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where the protocol requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = options.bucket;
  return {
    async put(key, content) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: content }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(sdk, error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
