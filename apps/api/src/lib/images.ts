import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS } from '@atelier/contracts';
import { AppError } from './app-error.js';

/** Pictures larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

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
  /** Root folder of the stored renditions (served at /media). */
  readonly dir: string;
  /**
   * Checks `input` is a JPEG, PNG, GIF, WebP or HEIF/AVIF picture (by its bytes, never its declared
   * type) with nothing after its end, decodes it (which proves it), strips metadata, and stores a
   * WebP rendition per width in IMAGE_WIDTHS. Returns the key (`<folder>/<name>`). Throws AppError
   * UNSUPPORTED_MEDIA for anything else — SVG included, since it can carry script — and writes
   * nothing then. `trusted` lets the shop's own generated pictures (SVG) through.
   */
  save(input: Buffer, folder: string, name?: string, opts?: { trusted?: boolean }): Promise<string>;
  /** Removes every rendition of `key` (a replaced profile picture, a deleted account). */
  remove(key: string): Promise<void>;
  /** True when the renditions of `key` exist. */
  has(key: string): Promise<boolean>;

}

/** URL path of one rendition of a stored image: `/media/<key>-<width>.webp`. */
export function imageUrl(key: string | null | undefined, width: number = DEFAULT_IMAGE_WIDTH): string | null {
  return key ? `/media/${key}-${width}.webp` : null;
}

/** Copies every rendition of one image to another folder and key; false when one is missing. */
export async function copyRenditions(from: { dir: string; key: string }, to: { dir: string; key: string }): Promise<boolean> {
  try {
    await fs.mkdir(path.dirname(path.join(to.dir, to.key)), { recursive: true });
    await Promise.all(IMAGE_WIDTHS.map((w) => fs.copyFile(path.join(from.dir, `${from.key}-${w}.webp`), path.join(to.dir, `${to.key}-${w}.webp`))));
    return true;
  } catch {
    return false;
  }
}

/** Image storage in a folder (DESIGN.md: under the data folder; an S3-compatible bucket later). */
export function createImageStore(dir: string, opts: { invalidMessage?: string } = {}): ImageStore {
  return {
    dir,
    async save(input, folder, name, saveOpts = {}) {
      const key = `${folder}/${name ?? randomBytes(9).toString('base64url')}`;
      const invalid = () => new AppError('UNSUPPORTED_MEDIA', opts.invalidMessage ?? 'Please select a valid image file');
      if (!saveOpts.trusted) {
        const format = sniff(input);
        if (!format || !endsCleanly(input, format)) throw invalid();
      }
      let renditions: Buffer[];
      try {
        // Decode once (this is what proves it is an image); every width is cut from the same pixels.
        // The raw pipeline also drops EXIF, GPS and other metadata.
        // Loaded on first use: only uploads and the demo seed need libvips (~25 MB resident).
        const sharp = (await import('sharp')).default;
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .raw()
          .toBuffer({ resolveWithObject: true });
        if (!info.width || !info.height) throw new Error('no dimensions');
        renditions = await Promise.all(
          IMAGE_WIDTHS.map((w) =>
            sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
              .resize({ width: w, withoutEnlargement: true })
              .webp({ quality: 78, effort: 3 })
              .toBuffer(),
          ),
        );
      } catch {
        throw invalid();
      }
      await fs.mkdir(path.join(dir, folder), { recursive: true });
      await Promise.all(IMAGE_WIDTHS.map((w, i) => fs.writeFile(path.join(dir, `${key}-${w}.webp`), renditions[i]!)));
      return key;
    },
    async remove(key) {
      await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(dir, `${key}-${w}.webp`), { force: true })));
    },
    async has(key) {
      try {
        await fs.access(path.join(dir, `${key}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`));
        return true;
      } catch {
        return false;
      }
    },
  };
}
