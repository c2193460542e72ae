import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { HeadBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, deleteObjects, s3Reason, type S3StorageOptions } from './media-storage-s3.js';

/** Longest silence allowed on one request's socket: a backup is sent in one long PUT. */
const SOCKET_TIMEOUT_MS = 60_000;
/** The S3 API's limit for one PutObject. */
const MAX_PUT_BYTES = 5 * 1024 ** 3;
/** What a backup object is called (createBackup's file name): sorting the names sorts them by time. */
const BACKUP_NAME = /^atelier-[\dTZ-]+\.tar\.gz$/;

/** Backups in an S3-compatible bucket (BACKUP_S3_BUCKET; docs/decisions/131-backups.md). */
export interface BackupBucket {
  readonly bucket: string;
  /**
   * Sends the file `file` as the object `name`, streamed from disk (bounded memory), with its SHA-256,
   * which the bucket checks; asks first whether the bucket answers. Throws Error naming the bucket and
   * the reason (never the credentials): "Could not reach bucket B (HTTP 404): NotFound".
   */
  upload(file: string, name: string): Promise<void>;
  /** The backups in the bucket (objects named `atelier-<time>.tar.gz`), oldest first, sizes in bytes. */
  list(): Promise<Array<{ name: string; bytes: number }>>;
  /** Deletes the named objects; absent ones are no error. */
  remove(names: string[]): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
}

/**
 * The backups' bucket on @aws-sdk/client-s3, reached with the pictures' S3 settings (S3_ENDPOINT,
 * S3_REGION, the key pair, S3_FORCE_PATH_STYLE). The object carries its SHA-256 in a header, so the
 * SDK sends the file as it is rather than in aws-chunked encoding, which some S3-compatible servers
 * store as it came.
 */
export function createBackupBucket(opts: Omit<S3StorageOptions, 'publicUrl'>): BackupBucket {
  // The SDK does not retry a streamed upload and says so on the console; the failure itself is
  // thrown with its reason, logged and recorded by the caller, and the next check tries again.
  const client = createS3Client(opts, { requestTimeoutMs: SOCKET_TIMEOUT_MS, quiet: true });
  const Bucket = opts.bucket;
  /** `what` ends with its preposition: "send X to" (bucket B …). */
  const fail = (what: string, err: unknown) => {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return new Error(`Could not ${what} bucket ${Bucket}${status ? ` (HTTP ${status})` : ''}: ${s3Reason(err)}`, { cause: err });
  };
  return {
    bucket: Bucket,
    async upload(file, name) {
      const bytes = (await fs.promises.stat(file)).size;
      if (bytes > MAX_PUT_BYTES)
        throw new Error(
          `Could not send ${name} to bucket ${Bucket}: it is over 5 GB, the most one upload may carry. Keep backups in BACKUP_DIR and copy them with a tool that splits them (README, "Backups").`,
        );
      // A missing bucket or a refused key answers here, readably: a PUT refused before its body is
      // sent may end in a broken pipe instead of the server's reason.
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw fail('reach', err);
      }
      const hash = createHash('sha256');
      await pipeline(fs.createReadStream(file), hash);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: name, Body: fs.createReadStream(file), ContentLength: bytes, ContentType: 'application/gzip', ChecksumSHA256: hash.digest('base64') }));
      } catch (err) {
        throw fail(`send ${name} to`, err);
      }
    },
    async list() {
      const found: Array<{ name: string; bytes: number }> = [];
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'atelier-', ContinuationToken }));
        } catch (err) {
          throw fail('list the backups in', err);
        }
        for (const o of page.Contents ?? []) if (o.Key && BACKUP_NAME.test(o.Key)) found.push({ name: o.Key, bytes: o.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => a.name.localeCompare(b.name));
    },
    async remove(names) {
      await deleteObjects(client, Bucket, names, (batch, err) => fail(`delete ${batch.join(', ')} from`, err));
    },
    close() {
      client.destroy();
    },
  };
}
