import { useState, type ImgHTMLAttributes } from 'react';
import { imageSources } from '@/lib/images';
import { cn } from '@/lib/cn';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** Server path such as `/media/demo/x-0-640.webp`; the 320/640/1200 renditions form the srcset. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** `sizes` for the srcset, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold: eager with high fetch priority; otherwise lazy. */
  priority?: boolean;
}

/**
 * A catalog picture with srcset/sizes from the stored widths, lazy below the fold, width/height set,
 * hidden when it fails to load (spec 01 §8 "Image load failure hides the image").
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className, ...rest }: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sources = imageSources(src);
  if (!sources || failedSrc === sources.src) return null;
  return (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(sources.src)}
      className={cn('block', className)}
    />
  );
}
