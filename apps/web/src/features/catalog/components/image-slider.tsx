import { useCallback, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';

export interface ImageSliderProps {
  images: string[];
  /** Describes the pictures ("{title}"); each slide is "{alt}, image n of N". */
  alt: string;
  sizes: string;
  /** Opens the full-screen view at that image. */
  onOpen?: (index: number) => void;
  priority?: boolean;
  className?: string;
}

/**
 * Image slider (spec 02 §2 Art gallery, Payment): native scroll-snap, so swiping works without a
 * library; arrows and dots for buttons and keyboards; a click opens the full-screen view.
 * Shows 'No images available' when there are none.
 */
export function ImageSlider({ images, alt, sizes, onOpen, priority = false, className }: ImageSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;

  const goTo = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const target = (next + count) % count;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: target * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [count],
  );

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (count === 0) {
    return <div className={cn('flex aspect-[4/5] items-center justify-center rounded-2xl bg-sand-100 text-sm font-medium text-ink-600', className)}>{t`No images available`}</div>;
  }

  return (
    <div className={cn('relative', className)} role="group" aria-roledescription={t`carousel`} aria-label={t`${alt} pictures`}>
      <div ref={track} className="scrollbar-none flex aspect-[4/5] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-sand-100">
        {images.map((src, i) => (
          <div key={src} className="relative w-full shrink-0 snap-center" role="group" aria-roledescription={t`slide`} aria-label={t`${i + 1} of ${count}`}>
            <button
              type="button"
              className="block size-full cursor-zoom-in"
              onClick={() => onOpen?.(i)}
              aria-label={t`View ${alt}, image ${i + 1} of ${count}, full screen`}
              tabIndex={i === index ? 0 : -1}
            >
              <ResponsiveImage src={src} alt={t`${alt}, image ${i + 1} of ${count}`} width={640} height={800} sizes={sizes} priority={priority && i === 0} className="size-full object-cover" />
            </button>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-label={t`Previous image`}
            className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white"
          >
            <Icon.ChevronLeft className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-label={t`Next image`}
            className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white"
          >
            <Icon.ChevronRight className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t`Show image ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="group/dot flex size-8 items-center justify-center"
              >
                <span className={cn('block h-2 rounded-full shadow transition-all', i === index ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover/dot:bg-white/90')} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
