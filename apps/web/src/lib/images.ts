import { imageAtWidth, imageSrcSet, type ImageWidth } from '@atelier/contracts';
import { env } from '@/config/env';

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
export function imageSources(path: string | null | undefined, preferred: ImageWidth = 640): ImageSources | null {
  const url = resolveImageUrl(path);
  if (!url) return null;
  const srcSet = imageSrcSet(url);
  return srcSet ? { src: imageAtWidth(url, preferred)!, srcSet } : { src: url };
}
