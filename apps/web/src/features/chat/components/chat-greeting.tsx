import { useLayoutEffect, useRef, type RefObject } from 'react';
import { greetingPlace, overlaps, type Rect } from './greeting-place';
import type { Point } from './chat-position';
import { t } from '@lingui/core/macro';

/** The first-visit greeting: one short line, in the active language. */
const greetingText = () => t`Questions? Ask me.`;

/** What a person can press or type in: the greeting never covers one. */
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
/** Only elements this close to the button can be under the greeting, px. */
const NEAR = 260;

/** The visible interactive elements near `around` (the chat button's rectangle), in viewport pixels. */
function interactiveRectsNear(around: DOMRect, except: readonly (Element | null)[]): Rect[] {
  const area: Rect = { left: around.left - NEAR, top: around.top - NEAR, width: around.width + 2 * NEAR, height: around.height + 2 * NEAR };
  const rects: Rect[] = [];
  for (const el of document.querySelectorAll(INTERACTIVE)) {
    if (except.includes(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || !overlaps(r, area)) continue;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    rects.push({ left: r.left, top: r.top, width: r.width, height: r.height });
  }
  return rects;
}

/**
 * The chat button's first-visit greeting (spec 01 §2 Chat assistant), mounted for the
 * first-visit state's 4 s only. Screen readers hear it from a status region. The bubble is drawn
 * beside the button only where it covers no link, button or field: it is placed in a
 * requestAnimationFrame callback, i.e. after anything that moved the page (scrolling, pictures,
 * the carousel, late content, a drag of the button) and before the frame is painted, so a frame
 * never shows it over an interactive element. When no place beside the button is free it is hidden
 * for the rest of its life (no flicker while the visitor scrolls); the button keeps bouncing.
 */
export default function ChatGreeting({ button }: { button: RefObject<HTMLElement | null> }) {
  const bubble = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const el = bubble.current;
    if (!el) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    let current: Point | null = null;
    let frame = 0;
    const place = () => {
      const anchor = button.current?.getBoundingClientRect();
      const next = anchor
        ? greetingPlace({ x: anchor.left, y: anchor.top }, { width: window.innerWidth, height: window.innerHeight }, interactiveRectsNear(anchor, [button.current, el]), size, current)
        : null;
      if (!next) {
        // Nowhere free: gone until the next first visit.
        el.style.visibility = 'hidden';
        return;
      }
      if (next !== current) {
        el.style.left = `${next.x}px`;
        el.style.top = `${next.y}px`;
        current = next;
      }
      el.style.visibility = 'visible';
      frame = requestAnimationFrame(place);
    };
    // Placed before its first paint (a layout effect), then before every following frame.
    place();
    return () => cancelAnimationFrame(frame);
  }, [button]);

  return (
    <>
      <p role="status" className="sr-only">
        {greetingText()}
      </p>
      <p
        ref={bubble}
        aria-hidden="true"
        data-testid="chat-first-visit"
        style={{ visibility: 'hidden', left: 0, top: 0 }}
        className="no-print pointer-events-none fixed z-[60] rounded-full bg-ink-900 px-3 py-1.5 text-sm whitespace-nowrap text-paper shadow-lg"
      >
        {greetingText()}
      </p>
    </>
  );
}
