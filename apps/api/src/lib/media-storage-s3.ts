import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertKey, MEDIA_CACHE_CONTROL, MediaStorageError, mediaType, type MediaInfo, type MediaStorage } from './media-storage.js';

/** A bucket that answers no byte within this many ms is taken as down (the request answers 503). */
const CONNECTION_TIMEOUT_MS = 3_000;
/** Time allowed for one request once connected: a 1200 px rendition is ~100 KB. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Keys one DeleteObjects call may carry (the S3 API's limit). */
const DELETE_BATCH = 1000;

/**
 * Deletes `keys` from `Bucket`, in batches of 1,000 (S3's limit per DeleteObjects); a key already
 * gone is no error. Throws what `fail` makes of the first batch that fails (the pictures' bucket, the
 * backups' bucket).
 */
export async function deleteObjects(client: S3Client, Bucket: string, keys: readonly string[], fail: (batch: readonly string[], err: unknown) => Error): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const batch = keys.slice(i, i + DELETE_BATCH);
    try {
      const res = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      const failed = res.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length) throw new Error(failed.map((e) => `${e.Key}: ${e.Code} ${e.Message ?? ''}`.trim()).join('; '));
    } catch (err) {
      throw fail(batch, err);
    }
  }
}

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces, s3rver, …); AWS itself when unset. */
  endpoint?: string;
  region: string;
  /** The SDK's own chain (AWS_* variables, instance role, …) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: what most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** A public or CDN base address serving the bucket's objects: `<publicUrl>/<key>`. */
  publicUrl?: string;
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => statusOf(err) === 404 || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound'));

/**
 * An S3 client for the shop's S3 settings (the pictures' bucket, the backups' bucket): three attempts,
 * a connection timeout, `requestTimeoutMs` of silence on a socket at most, and `quiet` to keep the
 * SDK's own console messages out (the caller reports failures). Throws nothing.
 */
export function createS3Client(opts: Omit<S3StorageOptions, 'publicUrl'>, how: { requestTimeoutMs: number; quiet?: boolean }): S3Client {
  // The SDK warns on Node < 22 about releases after January 2027; ~3.1175 is pinned for Node 20
  // (DESIGN.md), so the warning would only repeat at every start. Set it to false to see it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const silent = () => undefined;
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: how.requestTimeoutMs },
    ...(how.quiet ? { logger: { debug: silent, info: silent, warn: silent, error: silent } } : {}),
  });
}

/** An S3 failure as a reader sees it: the error's name, then its message when it says more. */
export function s3Reason(err: unknown): string {
  return err instanceof Error ? `${err.name}${err.message && err.message !== err.name ? `: ${err.message}` : ''}` : String(err);
}

/**
 * The S3 driver (docs/decisions/114-media-storage.md) on @aws-sdk/client-s3. Every object is
 * written with its type and the year-long immutable Cache-Control, so a CDN in front of the bucket
 * sends the same headers as the shop does. Failures throw MediaStorageError naming the bucket and
 * the reason (never the credentials); a missing key is null, not an error.
 */
export function createS3Storage(opts: S3StorageOptions): MediaStorage {
  const client = createS3Client(opts, { requestTimeoutMs: REQUEST_TIMEOUT_MS });
  const Bucket = opts.bucket;
  const base = opts.publicUrl?.replace(/\/+$/, '');
  const fail = (what: string, key: string, err: unknown) => {
    const status = statusOf(err);
    return new MediaStorageError(`Could not ${what} ${key} in bucket ${Bucket}${status ? ` (HTTP ${status})` : ''}: ${s3Reason(err)}`, { cause: err });
  };

  async function stat(key: string): Promise<MediaInfo | null> {
    assertKey(key);
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: res.ContentLength ?? 0, type: res.ContentType ?? mediaType(key), etag: res.ETag ?? '', lastModified: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw fail('read', key, err);
    }
  }

  return {
    kind: 's3',
    async put(key, body, type) {
      assertKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: type, CacheControl: MEDIA_CACHE_CONTROL, ContentLength: body.length }));
      } catch (err) {
        throw fail('write', key, err);
      }
    },
    async get(key, cond) {
      assertKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: cond?.ifNoneMatch, IfModifiedSince: cond?.ifNoneMatch ? undefined : cond?.ifModifiedSince }));
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          type: res.ContentType ?? mediaType(key),
          etag: res.ETag ?? '',
          lastModified: res.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (statusOf(err) === 304) {
          // S3 repeats the validators on a 304; some compatible servers do not.
          const headers = (err as { $response?: { headers?: Record<string, string> } }).$response?.headers ?? {};
          const lastModified = headers['last-modified'] ? new Date(headers['last-modified']) : undefined;
          return { notModified: true, etag: headers.etag, lastModified };
        }
        if (isMissing(err)) return null;
        throw fail('read', key, err);
      }
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(keys) {
      keys.forEach(assertKey);
      await deleteObjects(client, Bucket, keys, (batch, err) => fail('delete', batch.join(', '), err));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        } catch (err) {
          throw fail('list', 'objects', err);
        }
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl(key) {
      return base ? `${base}/${key.split('/').map(encodeURIComponent).join('/')}` : null;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw fail('reach', 'the bucket', err);
      }
    },
    close() {
      client.destroy();
    },
  };
}
