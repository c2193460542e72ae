import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import * as Icon from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';

/** Spec 02 §9 payment carousel: swipe 75 px, wheel one step per 500 ms, 500 ms speed, infinite. */
const CAROUSEL_SWIPE_PX = 75;
const CAROUSEL_WHEEL_THROTTLE_MS = 500;
const CAROUSEL_SPEED_MS = 500;
/** Pointer travel under which a press still counts as a tap (opens the full-screen view). */
const TAP_SLOP_PX = 8;

export interface ProductCarouselProps {
  images: string[];
  /** The item's name; each picture is "{alt}, image n of N". */
  alt: string;
  sizes: string;
  /** Tap or Enter on a picture opens the full-screen view at it. */
  onOpen: (index: number) => void;
  /** Arrows only from 768 px up (the artwork page); the payment page shows them at every width. */
  arrowsFromMd?: boolean;
  className?: string;
}

/**
 * The image carousel of the payment and artwork pages (spec 02 §2, §9): infinite (the last picture
 * leads back to the first), 500 ms slides, a swipe or drag beyond 75 px changes picture, a horizontal
 * wheel or trackpad gesture moves one picture per 500 ms at most (vertical wheeling keeps scrolling
 * the page), arrows, dots and ←/→ keys. Tapping a picture opens the full-screen view.
 * 'No images available' when there are none.
 */
export function ProductCarousel({ images, alt, sizes, onOpen, arrowsFromMd = false, className }: ProductCarouselProps) {
  const count = images.length;
  // `position` counts in the track that has a copy of the last picture before the first and of the
  // first after the last, so moving past either end slides on, then jumps back without animation.
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(true);
  const [drag, setDrag] = useState(0);
  const pointer = useRef<{ id: number; x: number; moved: boolean } | null>(null);
  const lastWheel = useRef(-Infinity);
  const width = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const current = count === 0 ? 0 : (((position - 1) % count) + count) % count;

  useEffect(() => {
    if (animate) return;
    // The jump back from a copy happened without a transition; turn it on again for the next move.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  if (count === 0) {
    return <div className={cn('flex aspect-[4/5] items-center justify-center rounded-2xl bg-sand-100 text-sm font-medium text-ink-600', className)}>{t`No images available`}</div>;
  }

  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const wrap = (p: number) => (p <= 0 ? count : p >= count + 1 ? 1 : p);
  const go = (delta: number) => {
    if (count < 2) return;
    setAnimate(true);
    // A press during the jump back starts from the real picture, never runs off the copies; with
    // reduced motion there is no slide (and no transitionend), so it lands on the real one at once.
    setPosition((p) => (reduceMotion ? wrap(wrap(p) + delta) : wrap(p) + delta));
  };
  const goTo = (index: number) => {
    setAnimate(true);
    setPosition(index + 1);
  };
  const settle = () => {
    if (position === 0 || position === count + 1) {
      setAnimate(false);
      setPosition(wrap(position));
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    pointer.current = { id: event.pointerId, x: event.clientX, moved: false };
    width.current = track.current?.clientWidth ?? 0;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const p = pointer.current;
    if (!p || p.id !== event.pointerId) return;
    const dx = event.clientX - p.x;
    if (!p.moved && Math.abs(dx) > TAP_SLOP_PX) {
      p.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (p.moved) {
      setAnimate(false);
      setDrag(dx);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const p = pointer.current;
    if (!p || p.id !== event.pointerId) return;
    const dx = event.clientX - p.x;
    setDrag(0);
    setAnimate(true);
    if (p.moved && Math.abs(dx) > CAROUSEL_SWIPE_PX) go(dx < 0 ? 1 : -1);
    // Keep `moved` until the click that follows, so a drag never opens the full-screen view.
    if (!p.moved) pointer.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (count < 2 || Math.abs(event.deltaX) <= Math.abs(event.deltaY) || event.deltaX === 0) return;
    const now = Date.now();
    if (now - lastWheel.current < CAROUSEL_WHEEL_THROTTLE_MS) return;
    lastWheel.current = now;
    go(event.deltaX > 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const slides = count > 1 ? [images[count - 1]!, ...images, images[0]!] : images;
  const offset = count > 1 ? position : 0;
  const arrow = cn(
    'absolute top-1/2 z-10 size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white',
    arrowsFromMd ? 'hidden md:flex' : 'flex',
  );

  return (
    <div className={cn('relative', className)} role="region" aria-roledescription={t`carousel`} aria-label={t`${alt} pictures`} onKeyDown={onKeyDown}>
      <div
        ref={track}
        className="relative aspect-[4/5] touch-pan-y overflow-hidden rounded-2xl bg-sand-100 select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onWheel={onWheel}
        data-testid="carousel-track"
      >
        <div
          className="flex h-full"
          style={{
            transform: `translateX(calc(${-offset * 100}% + ${drag}px))`,
            transition: animate && !reduceMotion ? `transform ${CAROUSEL_SPEED_MS}ms ease` : 'none',
          }}
          onTransitionEnd={settle}
        >
          {slides.map((src, i) => {
            const real = count > 1 ? (i - 1 + count) % count : i;
            const clone = count > 1 && (i === 0 || i === count + 1);
            return (
              <div
                key={`${i}-${src}`}
                className="h-full w-full shrink-0"
                aria-hidden={clone || real !== current || undefined}
                role={clone ? undefined : 'group'}
                aria-roledescription={clone ? undefined : t`slide`}
                aria-label={clone ? undefined : t`${real + 1} of ${count}`}
              >
                <button
                  type="button"
                  tabIndex={!clone && real === current ? 0 : -1}
                  className="block size-full cursor-zoom-in"
                  aria-label={t`View ${alt}, image ${real + 1} of ${count}, full screen`}
                  onClick={(event) => {
                    if (pointer.current?.moved) {
                      pointer.current = null;
                      event.preventDefault();
                      return;
                    }
                    onOpen(real);
                  }}
                >
                  <ResponsiveImage
                    src={src}
                    alt={clone ? '' : t`${alt}, image ${real + 1} of ${count}`}
                    width={640}
                    height={800}
                    sizes={sizes}
                    priority={i === (count > 1 ? 1 : 0)}
                    draggable={false}
                    className="pointer-events-none size-full object-cover"
                  />
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button type="button" onClick={() => go(-1)} aria-label={t`Previous image`} className={cn(arrow, 'left-2')}>
            <Icon.ChevronLeft className="size-5" />
          </button>
          <button type="button" onClick={() => go(1)} aria-label={t`Next image`} className={cn(arrow, 'right-2')}>
            <Icon.ChevronRight className="size-5" />
          </button>
          <div className="mt-2 flex justify-center" role="group" aria-label={t`Choose a picture`}>
            {images.map((src, i) => (
              <button
                key={`${i}-${src}`}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t`Show image ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                className="group/dot flex size-11 items-center justify-center"
              >
                <span className={cn('block h-2 rounded-full transition-all', i === current ? 'w-6 bg-clay-600' : 'w-2 bg-ink-900/25 group-hover/dot:bg-ink-900/50')} />
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {t`Image ${current + 1} of ${count}`}
          </p>
        </>
      ) : null}
    </div>
  );
}
