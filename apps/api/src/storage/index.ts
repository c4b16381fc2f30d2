import type { Config } from '../config';
import { type FileStorage, localDiskStorage } from './file-storage';
import { s3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';
export { DOCUMENT_TYPES, IMAGE_TYPES, type LimitedUpload, saveDocument, saveFile } from './save-file';
export { transactionWithFiles, type TransactionFiles } from './transaction-files';

/** The storage the configuration names (FILE_STORAGE): built once, in main.ts / buildApp. */
export function createFileStorage(config: Config): FileStorage {
  const files = config.files;
  return files.storage === 's3' ? s3Storage(files.s3) : localDiskStorage(files.dir);
}
