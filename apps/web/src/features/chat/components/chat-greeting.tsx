import { useLayoutEffect, useRef, type RefObject } from 'react';
import { greetingPlace, overlaps, type Rect } from './greeting-place';
import type { Point } from './chat-position';
import { KEEP_CLEAR, TITLE, showsSomething, shownRect } from './clear-spot';
import { t } from '@lingui/core/macro';

/** The first-visit greeting: one short line, in the active language. */
const greetingText = () => t`Questions? Ask me.`;

/** Only elements this close to the button can be under the greeting, px. */
const NEAR = 260;

/**
 * What the greeting must not cover near `around` (the chat button's rectangle), in viewport pixels:
 * the chat button's own rule, i.e. the visible elements of KEEP_CLEAR and the page's title (an item
 * page's name, at the foot of a phone's first screen), outside `except`.
 */
function keepClearRectsNear(around: DOMRect, except: readonly (Element | null)[]): Rect[] {
  const area: Rect = { left: around.left - NEAR, top: around.top - NEAR, width: around.width + 2 * NEAR, height: around.height + 2 * NEAR };
  const rects: Rect[] = [];
  for (const el of document.querySelectorAll(`${KEEP_CLEAR}, ${TITLE}`)) {
    if (except.some((own) => own?.contains(el))) continue;
    const r = shownRect(el);
    if (r.width === 0 || r.height === 0 || !overlaps(r, area)) continue;
    if (!showsSomething(el)) continue;
    rects.push({ left: r.left, top: r.top, width: r.width, height: r.height });
  }
  return rects;
}

/**
 * The chat button's first-visit greeting (spec 01 §2 Chat assistant), mounted for the
 * first-visit state's 4 s only. Screen readers hear it from a status region. The bubble is drawn
 * beside the button only where it covers nothing the button keeps clear of (KEEP_CLEAR: a link,
 * button, field, label, amount or status line) nor the page's title: it is placed in a
 * requestAnimationFrame callback, i.e. after anything that moved the page (scrolling, pictures,
 * the carousel, late content, a drag of the button) and before the frame is painted, so a frame
 * never shows it over one of them. When no place beside the button is free it is hidden
 * for the rest of its life (no flicker while the visitor scrolls); the button keeps bouncing.
 */
export default function ChatGreeting({ button }: { button: RefObject<HTMLElement | null> }) {
  const bubble = useRef<HTMLParagraphElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const el = bubble.current;
    if (!el) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    let current: Point | null = null;
    let frame = 0;
    const place = () => {
      // Beside a button that is not drawn yet (it waits for its first place) or hidden, no greeting.
      if (button.current && !button.current.checkVisibility?.({ visibilityProperty: true })) {
        el.style.visibility = 'hidden';
        frame = requestAnimationFrame(place);
        return;
      }
      const anchor = button.current?.getBoundingClientRect();
      const next = anchor
        ? greetingPlace({ x: anchor.left, y: anchor.top }, { width: window.innerWidth, height: window.innerHeight }, keepClearRectsNear(anchor, [button.current, el, status.current]), size, current)
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
      <p ref={status} role="status" className="sr-only">
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
