import { join } from 'node:path';
import type { FilesLocation } from '../config.ts';
import type { RemovalHold } from '../db/durable-storage.ts';
import { createDiskStorage, type FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageFs } from './storage.ts';

/**
 * The file storage FILES_URL names: a bucket, or the disk under DATA_DIR/files through `disk` (the server's durable
 * file system with its removals' hold; Node's own for the commands that run without a server).
 */
export function openFileStorage(
  files: FilesLocation,
  dataDir: string,
  disk?: { fs: StorageFs; removals: RemovalHold },
): FileStorage & { removals?: RemovalHold } {
  if (files.kind === 's3') return createS3Storage(files);
  return { ...createDiskStorage(join(dataDir, 'files'), disk?.fs), removals: disk?.removals };
}
