/** The long edge a picture is shrunk to before it is sent (px); the server cuts its own widths from it. */
const PICTURE_LONG_EDGE = 2560;
/** What the server accepts per picture (bytes): PROFILE_PICTURE_MAX_BYTES, 5 MB. */
const PICTURE_SEND_MAX_BYTES = 5 * 1024 * 1024;

/** Formats the browser can decode and re-encode; GIF (animation) and HEIF (Chromium cannot decode it) go as they are. */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A phone photo made small enough to send (docs/decisions/125-back-office-phone-walk.md):
 * a JPEG, PNG or WebP whose long edge is over PICTURE_LONG_EDGE, or that weighs over 5 MB, is
 * decoded with `createImageBitmap` (EXIF orientation applied), drawn at most 2,560 px on its long
 * edge and encoded again (JPEG at 0.9; WebP for a PNG, which may be transparent). Anything else,
 * and a file the browser cannot decode, is returned as it is: the server, which decodes every
 * upload, is the one that accepts or refuses it, with its own message.
 */
export async function shrinkPicture(file: File): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, PICTURE_LONG_EDGE / Math.max(width, height));
    if (scale === 1 && file.size <= PICTURE_SEND_MAX_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = file.type === 'image/png' ? 'image/webp' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
