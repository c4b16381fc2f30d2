import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

/** A missing object: S3 answers 404 (NoSuchKey on GET, a bare NotFound on HEAD). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Files as objects of one bucket of an S3-protocol store (FILE_STORAGE=s3). */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
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
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: content }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
