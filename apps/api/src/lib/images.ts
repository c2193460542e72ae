import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS } from '@atelier/contracts';
import { AppError } from './app-error.js';

/** Pictures larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageStore {
  /** Root folder of the stored renditions (served at /media). */
  readonly dir: string;
  /**
   * Decodes `input` (which proves it is an image), strips metadata, and stores a WebP rendition per
   * width in IMAGE_WIDTHS. Returns the key (`<folder>/<name>`). Throws AppError UNSUPPORTED_MEDIA
   * when the bytes are not an image sharp can read.
   */
  save(input: Buffer, folder: string, name?: string): Promise<string>;
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
    async save(input, folder, name) {
      const key = `${folder}/${name ?? randomBytes(9).toString('base64url')}`;
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
        throw new AppError('UNSUPPORTED_MEDIA', opts.invalidMessage ?? 'Please select a valid image file');
      }
      await fs.mkdir(path.join(dir, folder), { recursive: true });
      await Promise.all(IMAGE_WIDTHS.map((w, i) => fs.writeFile(path.join(dir, `${key}-${w}.webp`), renditions[i]!)));
      return key;
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
