import type { Config } from '../config';
import { type FileStorage, localDiskStorage } from './file-storage';

export type { FileStorage } from './file-storage';
export { DOCUMENT_TYPES, IMAGE_TYPES, saveFile } from './save-file';

/** The storage the configuration names (FILE_STORAGE; only `local` today, S3 later). */
export function createFileStorage(config: Config): FileStorage {
  return localDiskStorage(config.files.dir);
}
