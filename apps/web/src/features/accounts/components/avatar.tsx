import { useState } from 'react';
import { imageSources } from '@/lib/images';
import { cn } from '@/lib/cn';

/**
 * A round profile picture from the URL the API gives (image path rule, spec 01 §3; the stored widths
 * as a srcset), or the name's initial when there is none or it fails to load. `src` may also be a
 * local preview (blob: URL). Decorative: the name is always written beside it.
 */
export function Avatar({ src, name, size = 80, className }: { src: string | null | undefined; name: string; size?: number; className?: string }) {
  const sources = imageSources(src, 320);
  const [failed, setFailed] = useState<string | null>(null);
  const show = sources && failed !== sources.src;
  return (
    <span
      className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-900 font-display text-gold-400', className)}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {show ? (
        <img src={sources.src} srcSet={sources.srcSet} sizes={`${size}px`} alt="" width={size} height={size} className="size-full object-cover" onError={() => setFailed(sources.src)} />
      ) : (
        <span aria-hidden="true">{name.trim()[0]?.toUpperCase() ?? '?'}</span>
      )}
    </span>
  );
}
