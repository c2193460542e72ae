import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where pictures live (docs/decisions/114-media-storage.md): one interface, two
 * drivers — a local folder (the default, `<DATA_DIR>/media`) and an S3-compatible bucket (when
 * `S3_BUCKET` is set). Keys are `/`-separated relative paths such as `catalog/abc-640.webp`; they are
 * the part of the address after `/media/`.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** The folder, for the local driver: /media serves it with the static file server (sendfile, ranges). */
  readonly root?: string;
  /** Stores `body` under `key` with its MIME type, replacing any object there. Throws MediaStorageError. */
  put(key: string, body: Buffer, type: string): Promise<void>;
  /**
   * The object's bytes as a stream, with its size, type and validators; null when there is no such key.
   * With `cond` the driver may answer `{ notModified }` instead (If-None-Match / If-Modified-Since
   * matched). Throws MediaStorageError when the storage cannot answer.
   */
  get(key: string, cond?: MediaConditions): Promise<MediaObject | { notModified: true; etag?: string; lastModified?: Date } | null>;
  /** Size, type and validators of `key`, or null when it is absent. Throws MediaStorageError. */
  stat(key: string): Promise<MediaInfo | null>;
  /** True when `key` exists. Throws MediaStorageError. */
  exists(key: string): Promise<boolean>;
  /** Deletes the keys; absent ones are no error. Throws MediaStorageError. */
  delete(keys: string[]): Promise<void>;
  /** Every object (key and size in bytes), for `npm run media:migrate`. Throws MediaStorageError. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** The public (CDN) address of `key` when one is configured (S3_PUBLIC_URL), else null. */
  publicUrl(key: string): string | null;
  /** Resolves when the storage answers (the bucket exists and the credentials work). Throws MediaStorageError. */
  check(): Promise<void>;
  /** Closes connections (the S3 client's sockets). */
  close(): void;
}

interface MediaConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

export interface MediaInfo {
  /** Bytes. */
  size: number;
  /** MIME type. */
  type: string;
  /** An HTTP entity tag, quoted (weak `W/"…"` for files, the bucket's own for objects). */
  etag: string;
  lastModified: Date;
}

interface MediaObject extends MediaInfo {
  body: Readable;
}

/** The storage could not do what was asked (the bucket is unreachable, refused the credentials, …). */
export class MediaStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStorageError';
  }
}

/** The Cache-Control of every stored picture: keys are never reused for other bytes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** MIME type by the key's extension (what the static file server would send). */
export function mediaType(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Throws unless `key` is plain relative segments (no `..`, `.`, empty segment, backslash or leading `/`). */
export function assertKey(key: string): void {
  if (!key || key.includes('\\') || key.split('/').some((s) => s === '' || s === '.' || s === '..')) throw new MediaStorageError(`Invalid media key: ${JSON.stringify(key)}`);
}

/**
 * RFC 9110 §13.1: If-None-Match (weak comparison, or `*`) when given, else If-Modified-Since (at the
 * second, the precision of the HTTP date).
 */
function notModified(meta: Pick<MediaInfo, 'etag' | 'lastModified'>, cond?: MediaConditions): boolean {
  if (!cond) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (cond.ifNoneMatch) return cond.ifNoneMatch.trim() === '*' || cond.ifNoneMatch.split(',').some((t) => opaque(t) === opaque(meta.etag));
  if (cond.ifModifiedSince) return Math.floor(meta.lastModified.getTime() / 1000) <= Math.floor(cond.ifModifiedSince.getTime() / 1000);
  return false;
}

/** Temporary files of an interrupted put carry this in their name; they are never listed. */
const TMP_MARK = '.tmp-';

/**
 * The local-folder driver: `<root>/<key>`. A put writes a temporary file and renames it, so a
 * half-written picture is never served. ETag and Last-Modified are what @fastify/send derives for
 * the same file, so /media answers the same whichever serves it.
 */
export function createLocalStorage(root: string): MediaStorage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const fail = (what: string, key: string, err: unknown) => new MediaStorageError(`Could not ${what} ${key} in ${root}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  const info = (key: string, st: fs.Stats): MediaInfo => ({
    size: st.size,
    type: mediaType(key),
    etag: `W/"${st.size.toString(16)}-${st.mtime.getTime().toString(16)}"`,
    lastModified: st.mtime,
  });
  const statOf = async (key: string): Promise<fs.Stats | null> => {
    try {
      const st = await fsp.stat(file(key));
      return st.isFile() ? st : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw fail('read', key, err);
    }
  };

  return {
    kind: 'local',
    root,
    async put(key, body) {
      const target = file(key);
      const tmp = `${target}${TMP_MARK}${randomBytes(6).toString('hex')}`;
      try {
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.writeFile(tmp, body);
        await fsp.rename(tmp, target);
      } catch (err) {
        await fsp.rm(tmp, { force: true }).catch(() => undefined);
        throw fail('write', key, err);
      }
    },
    async get(key, cond) {
      const st = await statOf(key);
      if (!st) return null;
      const meta = info(key, st);
      if (notModified(meta, cond)) return { notModified: true, etag: meta.etag, lastModified: meta.lastModified };
      return { ...meta, body: fs.createReadStream(file(key)) };
    },
    async stat(key) {
      const st = await statOf(key);
      return st ? info(key, st) : null;
    },
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(keys) {
      try {
        await Promise.all(keys.map((k) => fsp.rm(file(k), { force: true })));
      } catch (err) {
        throw fail('delete', keys.join(', '), err);
      }
    },
    async *list() {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        throw fail('list', '', err);
      }
      for (const e of entries) {
        if (!e.isFile() || e.name.includes(TMP_MARK)) continue;
        const full = path.join(e.parentPath, e.name);
        const key = path.relative(root, full).split(path.sep).join('/');
        yield { key, size: (await fsp.stat(full)).size };
      }
    },
    publicUrl: () => null,
    async check() {
      try {
        await fsp.mkdir(root, { recursive: true });
        await fsp.access(root, fs.constants.W_OK);
      } catch (err) {
        throw fail('use', 'the folder', err);
      }
    },
    close() {},
  };
}
