import type { Config } from '../config.js';
import type { BackupBucket } from './backup-bucket.js';
import { createLocalStorage, type MediaStorage } from './media-storage.js';

/** The S3 settings of the configuration (S3_* variables). */
export type S3Settings = Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PUBLIC_URL'>;

/**
 * The storage the configuration names: the S3 driver when S3_BUCKET is set — @aws-sdk/client-s3 is
 * imported only then, so a shop on its local folder never loads it (~15 MB resident) —, else the
 * folder `<DATA_DIR>/media`.
 */
export async function openMediaStorage(config: S3Settings & Pick<Config, 'mediaDir'>): Promise<MediaStorage> {
  if (!config.S3_BUCKET) return createLocalStorage(config.mediaDir);
  const { createS3Storage } = await import('./media-storage-s3.js');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}

/**
 * The backups' bucket (BACKUP_S3_BUCKET, docs/decisions/131-backups.md), reached with the same S3
 * settings as the pictures' (endpoint, region, key pair, path style); undefined when it is not set.
 * The SDK is imported only then.
 */
export async function openBackupBucket(config: Omit<S3Settings, 'S3_BUCKET' | 'S3_PUBLIC_URL'> & Pick<Config, 'BACKUP_S3_BUCKET'>): Promise<BackupBucket | undefined> {
  if (!config.BACKUP_S3_BUCKET) return undefined;
  const { createBackupBucket } = await import('./backup-bucket.js');
  return createBackupBucket({
    bucket: config.BACKUP_S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
