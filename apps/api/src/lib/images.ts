import { randomBytes } from 'node:crypto';
import type { Metadata, default as SharpDefault } from 'sharp';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS } from '@atelier/contracts';
import { AppError } from './app-error.js';
import { createLocalStorage, MediaStorageError, type MediaStorage } from './media-storage.js';
import { createWorkQueue, type WorkQueue } from './work-queue.js';

/** The answer when the storage (a bucket) cannot take or check a picture: 503, try again. */
const STORAGE_UNAVAILABLE_MESSAGE = 'Pictures cannot be stored right now. Please try again in a minute.';
const storageUnavailable = (err: unknown) => (err instanceof AppError ? err : new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, { headers: { 'retry-after': '30' } }));

/**
 * The most pixels a picture may have: a phone's 12 MP photo fits, and so does the 24 MP default of
 * recent iPhones (5712 × 4284 = 24.5 MP). Checked from the header, before anything is decoded
 * (docs/decisions/007-images.md).
 */
const MAX_PICTURE_PIXELS = 25_000_000;
/**
 * The most memory one decode may hold, as estimated by decodeBytesPerPixel: a server at rest
 * (about 210 MB with the embedded database) plus one decode stays under 400 MB.
 */
const DECODE_BUDGET_BYTES = 100 * 1024 * 1024;
/** Renditions are at most this many times as tall as wide, so a thin strip of a picture stays small. */
const MAX_RENDITION_ASPECT = 3;
/** Bytes per sample of each libvips band format. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/**
 * Bytes the decoder holds per pixel of this picture, from its header (measured with sharp 0.35 and
 * libvips 8.18; docs/decisions/007-images.md): a progressive JPEG keeps every DCT coefficient of the
 * picture (2 bytes per sample), an interlaced PNG and a GIF the whole frame about twice, AVIF
 * (libheif) about six times. Baseline JPEG, non-interlaced PNG and WebP are read line by line,
 * shrinking as they go: 0 here, bounded by MAX_PICTURE_PIXELS alone.
 */
function decodeBytesPerPixel(meta: Metadata): number {
  const frame = (meta.channels ?? 4) * (SAMPLE_BYTES[meta.depth ?? 'uchar'] ?? 8);
  switch (meta.format) {
    case 'jpeg':
    case 'png':
      return meta.isProgressive ? 2 * frame : 0;
    case 'gif':
      return 2 * 4; // decoded as RGBA whatever its palette
    case 'heif':
      return 6 * frame;
    default:
      return 0;
  }
}

/** The most pixels this picture may have: MAX_PICTURE_PIXELS, fewer when it is costlier to decode. */
function maxPixelsOf(meta: Metadata): number {
  const perPixel = decodeBytesPerPixel(meta);
  return perPixel > 0 ? Math.min(MAX_PICTURE_PIXELS, Math.floor(DECODE_BUDGET_BYTES / perPixel)) : MAX_PICTURE_PIXELS;
}

/** One decode at a time by default: each may hold up to DECODE_BUDGET_BYTES. */
const DEFAULT_DECODE_CONCURRENCY = 1;
/** Uploads waiting for the decoder beyond this many are refused with 503 (each holds its file, up to 5 MB). */
const DEFAULT_MAX_WAITING = 10;

type Sharp = typeof SharpDefault;
let sharpModule: Promise<Sharp> | undefined;
/**
 * sharp, loaded on first use: only uploads and the demo seed need libvips (~25 MB resident).
 * Its operation cache is off (an upload is never processed twice, and the cache would keep up to
 * 50 MB) and each picture gets one libvips thread: on a 2-core server the other core keeps
 * answering requests, and glibc's allocator fragments less (sharp's own default on glibc).
 */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule as Promise<Sharp>;
}

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** The image formats customers may upload, recognised by their first bytes (magic numbers). */
function sniff(b: Buffer): Format | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1|avif|avis)$/.test(b.subarray(8, 12).toString('latin1'))) return 'heif';
  return null;
}

/**
 * True when nothing follows the image's own end marker. Bytes after it are how polyglots (an image
 * that is also an HTML page, script or archive) are made; a camera or editor never writes them.
 */
function endsCleanly(b: Buffer, format: Format): boolean {
  switch (format) {
    case 'png':
      return b.subarray(-8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
    case 'jpeg': {
      let end = b.length;
      while (end > 2 && b[end - 1] === 0x00) end--; // some encoders pad with zeros
      return b[end - 2] === 0xff && b[end - 1] === 0xd9;
    }
    case 'gif':
      return b[b.length - 1] === 0x3b;
    case 'webp': {
      const declared = b.readUInt32LE(4) + 8;
      return declared === b.length || declared + 1 === b.length;
    }
    case 'heif':
      return true; // boxes carry their own sizes; sharp reads only what they declare
  }
}

export interface ImageStore {
  /** Where the renditions are kept (served at /media): the local folder or the bucket. */
  readonly storage: MediaStorage;
  /**
   * Checks `input` is a JPEG, PNG, GIF, WebP or HEIF/AVIF picture (by its bytes, never its declared
   * type) with nothing after its end, decodes it (which proves it), strips metadata, and stores a
   * WebP rendition per width in IMAGE_WIDTHS. Returns the key (`<folder>/<name>`). Throws AppError
   * UNSUPPORTED_MEDIA for anything else — SVG included, since it can carry script —, UNPROCESSABLE
   * (422) for a picture over MAX_PICTURE_PIXELS (fewer for pictures costlier to decode, see
   * decodeBytesPerPixel) before decoding it, UNAVAILABLE (503) when too many pictures wait for the
   * decoder; it writes nothing then. Decodes run one at a time (`decodeConcurrency`).
   * UNAVAILABLE (503) too when the storage fails to take a rendition: the ones written are deleted
   * again, so no picture is left with some widths missing.
   * `trusted` lets the shop's own generated pictures (SVG) through.
   */
  save(input: Buffer, folder: string, name?: string, opts?: { trusted?: boolean }): Promise<string>;
  /**
   * Removes every rendition of `key` (a replaced profile picture, a deleted account). Never throws:
   * it runs after the database has let go of the picture, so a storage failure is logged and leaves
   * an orphan nothing references (docs/decisions/114-media-storage.md).
   */
  remove(key: string): Promise<void>;
  /** True when the renditions of `key` exist. UNAVAILABLE (503) when the storage cannot tell. */
  has(key: string): Promise<boolean>;
  /** The decode queue's counters: decodes running and waiting now, started so far, most at once. */
  readonly decodes: WorkQueue['stats'];
}

/** URL path of one rendition of a stored image: `/media/<key>-<width>.webp`. */
export function imageUrl(key: string | null | undefined, width: number = DEFAULT_IMAGE_WIDTH): string | null {
  return key ? `/media/${key}-${width}.webp` : null;
}

/** The storage keys of every rendition of an image key. */
export const renditionKeys = (key: string): string[] => IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`);

/**
 * Copies every rendition of one image to another storage and key (the seed's cache of demo
 * pictures); false when one is missing or a copy failed.
 */
export async function copyRenditions(from: { storage: MediaStorage; key: string }, to: { storage: MediaStorage; key: string }): Promise<boolean> {
  try {
    const sources = renditionKeys(from.key);
    const bodies = await Promise.all(
      sources.map(async (k) => {
        const got = await from.storage.get(k);
        if (!got || 'notModified' in got) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of got.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      }),
    );
    if (bodies.some((b) => b === null)) return false;
    const targets = renditionKeys(to.key);
    await Promise.all(targets.map((k, i) => to.storage.put(k, bodies[i]!, 'image/webp')));
    return true;
  } catch {
    return false;
  }
}

/** The least of a logger the image store needs: pino's (app.log) or the console. */
type WarnLog = { warn(obj: object, msg: string): void };

/**
 * Image storage in a folder (DESIGN.md: under the data folder) or any MediaStorage (an S3-compatible
 * bucket, docs/decisions/114-media-storage.md). `log` hears about deletions that failed.
 */
export function createImageStore(where: string | MediaStorage, opts: { invalidMessage?: string; decodeConcurrency?: number; maxWaiting?: number; log?: WarnLog } = {}): ImageStore {
  const storage = typeof where === 'string' ? createLocalStorage(where) : where;
  const log: WarnLog = opts.log ?? { warn: (obj, msg) => console.warn(msg, obj) };
  const queue = createWorkQueue({
    concurrency: opts.decodeConcurrency ?? DEFAULT_DECODE_CONCURRENCY,
    maxWaiting: opts.maxWaiting ?? DEFAULT_MAX_WAITING,
    busyMessage: 'Many pictures are being processed right now. Please try again in a minute.',
    retryAfterSeconds: 30,
  });
  const invalid = () => new AppError('UNSUPPORTED_MEDIA', opts.invalidMessage ?? 'Please select a valid image file');

  /**
   * Decodes once (this is what proves it is an image) straight to the largest rendition: JPEG and
   * WebP are shrunk while they load, other formats are read line by line and reduced as they go,
   * so the full-size pixels are never held unless the format requires it. Every width is cut from
   * those pixels. The raw pipeline also drops EXIF, GPS and other metadata.
   */
  async function render(sharp: Sharp, input: Buffer): Promise<Buffer[]> {
    const within = (width: number) => ({ width, height: width * MAX_RENDITION_ASPECT, fit: 'inside' as const, withoutEnlargement: true });
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize(within(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!))
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (!info.width || !info.height) throw new Error('no dimensions');
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return Promise.all(IMAGE_WIDTHS.map((w) => sharp(data, { raw }).resize(within(w)).webp({ quality: 78, effort: 3 }).toBuffer()));
  }

  return {
    storage,
    decodes: queue.stats,
    async save(input, folder, name, saveOpts = {}) {
      const key = `${folder}/${name ?? randomBytes(9).toString('base64url')}`;
      if (!saveOpts.trusted) {
        const format = sniff(input);
        if (!format || !endsCleanly(input, format)) throw invalid();
      }
      const sharp = await loadSharp();
      // The header alone says how large the picture is: refuse before decoding anything. (Reading a
      // header is cheap at any size; sharp's own limit would answer "not an image" instead.)
      const meta = await sharp(input, { limitInputPixels: false })
        .metadata()
        .catch(() => {
          throw invalid();
        });
      if (!saveOpts.trusted) {
        const maxPixels = maxPixelsOf(meta);
        if (!meta.width || !meta.height) throw invalid();
        if (meta.width * meta.height > maxPixels) throw new AppError('UNPROCESSABLE', `The picture is too large (at most ${Math.floor(maxPixels / 1_000_000)} megapixels)`);
      }
      const renditions = await queue.run(() =>
        render(sharp, input).catch(() => {
          throw invalid();
        }),
      );
      const keys = renditionKeys(key);
      const written = await Promise.allSettled(keys.map((k, i) => storage.put(k, renditions[i]!, 'image/webp')));
      const failed = written.find((w) => w.status === 'rejected');
      if (failed) {
        // All widths or none: take back those that made it (best effort; the storage is failing).
        await storage.delete(keys).catch((err: unknown) => log.warn({ err, key }, 'could not delete the renditions of a failed upload'));
        log.warn({ err: failed.reason, key }, 'could not store a picture');
        throw storageUnavailable(failed.reason);
      }
      return key;
    },
    async remove(key) {
      try {
        await storage.delete(renditionKeys(key));
      } catch (err) {
        log.warn({ err, key }, 'could not delete a picture; it is left in the storage, unreferenced');
      }
    },
    async has(key) {
      try {
        return await storage.exists(renditionKeys(key)[IMAGE_WIDTHS.length - 1]!);
      } catch (err) {
        if (!(err instanceof MediaStorageError)) throw err;
        log.warn({ err, key }, 'could not check a picture');
        throw storageUnavailable(err);
      }
    },
  };
}
