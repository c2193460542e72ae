import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import useEmblaCarousel from 'embla-carousel-react';
import { CUSTOM_SHOES_BRAND, IMAGE_SIZES, type HeroSlide } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useHero } from '../api/get-hero';
import { t } from '@lingui/core/macro';

// Only the carousel draws them: kept here, off the entry chunk that holds components/icons.tsx.
const Play = (p: Icon.IconProps) => (
  <Icon.Svg {...p}>
    <path fill="currentColor" d="M8 5.5v13l10.5-6.5L8 5.5Z" />
  </Icon.Svg>
);
const Pause = (p: Icon.IconProps) => (
  <Icon.Svg {...p}>
    <path d="M9 5v14M15 5v14" strokeWidth={2.6} />
  </Icon.Svg>
);

/** Spec 02 §9: auto-advance every 3 s; an interaction pauses it for 5 s. */
const HERO_AUTOPLAY_MS = 3000;
const HERO_INTERACTION_PAUSE_MS = 5000;
/** Spec 02 §9: a swipe or drag beyond 50 px changes slide. */
const HERO_SWIPE_PX = 50;
/**
 * A press that moves less than this is a click (Embla's `dragThreshold`, set here so both agree): it
 * fires the card's click, which brings a side card forward, and the swipe check leaves it alone.
 */
const HERO_CLICK_SLOP_PX = 10;

/** Shown until /api/hero answers, and kept when it fails (spec 02 §8 "Failed to load hero"). */
const defaultSlides = (): HeroSlide[] => [
  { id: -1, title: CUSTOM_SHOES_BRAND, subtitle: t`Hand-painted sneakers and made-to-measure shoes from our Kigali studio.`, images: [] },
  { id: -2, title: t`Atelier Gallery`, subtitle: t`Original paintings, prints and sculpture by Rwandan artists.`, images: [] },
  { id: -3, title: t`Studio Sessions`, subtitle: t`Painting and dance sessions for groups, families and teams.`, images: [] },
];

/** The two-part brand title, split at the first space (spec 02 §2 Home). */
function splitTitle(title: string): [string, string] {
  const trimmed = title.trim();
  const at = trimmed.indexOf(' ');
  return at === -1 ? [trimmed, ''] : [trimmed.slice(0, at), trimmed.slice(at + 1)];
}

/** Where a hero card leads: /store for the custom-shoes brand, /soon for the rest. */
function heroTarget(title: string): string {
  return title.trim() === CUSTOM_SHOES_BRAND ? paths.store : paths.soon;
}

/**
 * Home hero carousel (spec 02 §2 Home): slides from GET /api/hero, auto-advance every 3 s with a
 * visible pause/play button, pause on hover/touch/click (5 s), arrows, dots, swipe or drag beyond 50 px. Clicking the
 * active card goes to /store (custom-shoes brand) or /soon; clicking another card brings it forward.
 */
export function HeroCarousel() {
  const hero = useHero();
  const slides = hero.data && hero.data.length > 0 ? hero.data : defaultSlides();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'center', containScroll: false, dragThreshold: HERO_CLICK_SLOP_PX });
  const [selected, setSelected] = useState(0);
  // Playing on the server and at hydration alike; reduced motion pauses it once the page runs
  // (docs/decisions/135), until the visitor presses play.
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const reduceMotion = useReducedMotion();
  const playing = chosen ?? !reduceMotion;
  const hovered = useRef(false);
  const pausedUntil = useRef(0);

  const interact = useCallback(() => {
    pausedUntil.current = Date.now() + HERO_INTERACTION_PAUSE_MS;
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', interact);
    // Embla settles a slow drag on the nearest slide, so a 60 px drag would spring back, and a quick
    // one by its speed, so a 30 px flick could move on; the spec's rule is distance: beyond 50 px the
    // slide changes, and only then. Checked after Embla has handled the release. A press that hardly
    // moved is a click, not a drag: the card's click may have brought another slide forward, which
    // stays (spec 02 §2 Home: clicking a card makes it active).
    const root = embla.rootNode();
    let start: { x: number; snap: number } | null = null;
    let frame = 0;
    const down = (event: PointerEvent) => {
      start = { x: event.clientX, snap: embla.selectedScrollSnap() };
    };
    const up = (event: PointerEvent) => {
      if (!start) return;
      const { x, snap } = start;
      start = null;
      const dx = event.clientX - x;
      if (Math.abs(dx) < HERO_CLICK_SLOP_PX) return;
      frame = requestAnimationFrame(() => {
        const moved = embla.selectedScrollSnap() !== snap;
        if (Math.abs(dx) <= HERO_SWIPE_PX) {
          if (moved) embla.scrollTo(snap);
        } else if (!moved) {
          if (dx < 0) embla.scrollNext();
          else embla.scrollPrev();
        }
      });
    };
    root.addEventListener('pointerdown', down);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', interact);
      root.removeEventListener('pointerdown', down);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      cancelAnimationFrame(frame);
    };
  }, [embla, interact]);

  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setInterval(() => {
      if (hovered.current || Date.now() < pausedUntil.current || document.hidden) return;
      embla.scrollNext();
    }, HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, playing]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Featured collections`}
      className="relative"
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => (hovered.current = false)}
      onTouchStart={interact}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => {
            const [first, rest] = splitTitle(slide.title);
            const active = i === selected;
            return (
              <div
                key={slide.id}
                className="min-w-0 shrink-0 grow-0 basis-[86%] px-1.5 sm:basis-[72%] sm:px-2.5 lg:basis-[62%]"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${i + 1} of ${slides.length}: ${slide.title}`}
              >
                <Link
                  to={heroTarget(slide.title)}
                  onClick={(event) => {
                    interact();
                    if (!active) {
                      event.preventDefault();
                      embla?.scrollTo(i);
                    }
                  }}
                  tabIndex={active ? 0 : -1}
                  // A mouse drag must swipe the carousel, not start dragging the link away.
                  draggable={false}
                  aria-label={active ? t`${slide.title}: explore` : t`Show ${slide.title}`}
                  className={cn(
                    'relative block aspect-[4/5] overflow-hidden rounded-3xl bg-zigzag transition-[transform,opacity] duration-500 sm:aspect-[16/10] lg:aspect-[2/1]',
                    active ? 'scale-100 opacity-100' : 'scale-[0.94] opacity-70',
                  )}
                >
                  <ResponsiveImage
                    src={slide.images[0]}
                    alt=""
                    width={1200}
                    height={900}
                    sizes={IMAGE_SIZES.heroSlide}
                    priority={i === 0}
                    draggable={false}
                    className="absolute inset-0 size-full object-cover"
                  />
                  <div className="absolute inset-0 bg-gradient-to-t from-ink-900/90 via-ink-900/30 to-transparent" />
                  <div className="absolute inset-x-0 bottom-0 p-5 text-paper sm:p-8">
                    <p className="font-display text-4xl leading-none sm:text-6xl">
                      <span className="block">{first}</span>
                      {rest ? <span className="block text-gold-300 italic">{rest}</span> : null}
                    </p>
                    {slide.subtitle ? <p className="mt-3 max-w-md text-sm text-paper/90 sm:text-base">{slide.subtitle}</p> : null}
                    <span className={cn('mt-4 inline-flex items-center gap-1 text-sm font-semibold text-gold-300', active ? 'opacity-100' : 'opacity-0')} aria-hidden="true">
                      {t`Explore`} <Icon.ChevronRight className="size-4" />
                    </span>
                  </div>
                </Link>
              </div>
            );
          })}
        </div>
      </div>

      <div className="mx-auto mt-4 flex max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => {
                interact();
                embla?.scrollTo(i);
              }}
              aria-label={t`Go to slide ${i + 1}: ${slide.title}`}
              aria-current={i === selected ? 'true' : undefined}
              className="group flex size-11 items-center justify-center"
            >
              <span className={cn('block h-2 rounded-full transition-all', i === selected ? 'w-7 bg-clay-600' : 'w-2 bg-ink-900/25 group-hover:bg-ink-900/50')} />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
            className="flex size-11 items-center justify-center rounded-full border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900"
          >
            {playing ? <Pause className="size-5" /> : <Play className="size-5" />}
          </button>
          <button
            type="button"
            onClick={() => {
              interact();
              embla?.scrollPrev();
            }}
            aria-label={t`Previous slide`}
            className="flex size-11 items-center justify-center rounded-full border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900"
          >
            <Icon.ChevronLeft className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => {
              interact();
              embla?.scrollNext();
            }}
            aria-label={t`Next slide`}
            className="flex size-11 items-center justify-center rounded-full border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900"
          >
            <Icon.ChevronRight className="size-5" />
          </button>
        </div>
      </div>
      {hero.isError ? (
        <p role="status" className="mx-auto mt-2 max-w-6xl px-4 text-xs text-ink-600">
          {t`Failed to load hero`}
        </p>
      ) : null}
    </section>
  );
}
