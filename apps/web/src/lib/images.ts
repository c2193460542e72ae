import { env } from '@/config/env';

/** Widths the server renders for every stored picture (`…-320.webp`, `…-640.webp`, `…-1200.webp`). */
const WIDTHS = [320, 640, 1200] as const;
const SIZED = /-(320|640|1200)\.webp$/;

/**
 * Image path rule (spec 01 §3): absolute and data URLs as they are; paths starting with / get the API
 * origin; bare `logoImage/`, `profileImage/`, `memberImage/` paths get the origin and a slash.
 */
export function resolveImageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  if (path.startsWith('/')) return `${env.apiUrl}${path}`;
  return `${env.apiUrl}/${path}`;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * `src` and a `srcset` of the three stored widths for a server picture URL; other URLs get `src` only.
 * `preferred` picks the width used as the plain `src` fallback.
 */
export function imageSources(path: string | null | undefined, preferred: (typeof WIDTHS)[number] = 640): ImageSources | null {
  const url = resolveImageUrl(path);
  if (!url) return null;
  if (!SIZED.test(url)) return { src: url };
  const at = (w: number) => url.replace(SIZED, `-${w}.webp`);
  return { src: at(preferred), srcSet: WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') };
}
