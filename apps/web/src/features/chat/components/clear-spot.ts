import { useEffect, useState, type RefObject } from 'react';
import { CHAT_EDGE_MARGIN_PX } from '@atelier/contracts';
import { CHAT_BUTTON_SIZE, type Point } from './chat-position';

/**
 * What the chat button and its first-visit greeting must not cover (docs/decisions/124): what a
 * person presses or types in, the labels of fields, alerts and status lines with text (a coupon's
 * answer), and amounts (`dd` of a summary, tabular figures such as an invoice's totals or the
 * amount still due on a pay page).
 */
export const KEEP_CLEAR =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="combobox"], [role="switch"], [tabindex]:not([tabindex="-1"]), [role="alert"], [role="status"], dd, .tabular-nums';
/** The page's title: the button and the greeting stand over text, but not over the heading a visitor reads first. */
export const TITLE = 'h1';

/** The rectangle of what `el` shows: a heading's text, not the width of its block; any other element's box. */
export function shownRect(el: Element): DOMRect {
  if (!el.matches(TITLE)) return el.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
}

/**
 * What the button hides rather than covers when no place in its column is clear (docs/decisions/124):
 * a field being filled in, a status line with text, an amount of a summary.
 */
const MUST_STAY_VISIBLE = 'input:not([type="hidden"]), select, textarea, [role="combobox"], [role="alert"], [role="status"], dd';
/** Room kept between the button and what it keeps clear of, px. */
export const CLEAR_GAP_PX = 6;
/** The button moves once the page has been still this long (scrolling, content arriving), ms. */
const SETTLE_MS = 150;
/**
 * The longest the button waits for a still page before its first placement, ms: a page whose content
 * keeps changing (a list loading picture by picture) still gets its button within a second.
 */
const FIRST_PLACE_MAX_MS = 1_000;

/** A viewport rectangle's vertical and horizontal extent, px. */
export interface Span {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The top (px) nearest to `wanted.y` at which the button, in its column at `wanted.x`, keeps
 * CLEAR_GAP_PX from every rectangle of `obstacles`, within the viewport less its 8 px margin; null when
 * no such place exists. Pure, so the rule is tested without a browser.
 */
export function clearSpot(wanted: Point, obstacles: readonly Span[], viewport: { height: number }, size = CHAT_BUTTON_SIZE): number | null {
  const min = CHAT_EDGE_MARGIN_PX;
  const max = viewport.height - size - CHAT_EDGE_MARGIN_PX;
  // The tops each obstacle in the column rules out: an open interval.
  const blocked = obstacles.filter((o) => o.right > wanted.x - CLEAR_GAP_PX && o.left < wanted.x + size + CLEAR_GAP_PX).map((o) => [o.top - size - CLEAR_GAP_PX, o.bottom + CLEAR_GAP_PX] as const);
  const free = (y: number) => y >= min && y <= max && blocked.every(([from, to]) => y <= from || y >= to);
  const candidates = [wanted.y, ...blocked.flat()].filter(free);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, y) => (Math.abs(y - wanted.y) < Math.abs(best - wanted.y) ? y : best));
}

/** The visible elements matching `selector` (a heading by its text, `shownRect`) beside the viewport column [x, x + size], outside `self`. */
function obstaclesBeside(selector: string, x: number, self: HTMLElement, size = CHAT_BUTTON_SIZE): Span[] {
  const spans: Span[] = [];
  const height = window.innerHeight;
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (self.contains(el) || el.closest('#chat-window')) continue;
    const r = shownRect(el);
    if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > height) continue;
    if (r.right <= x - CLEAR_GAP_PX || r.left >= x + size + CLEAR_GAP_PX) continue;
    if (!showsSomething(el)) continue;
    spans.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
  }
  return spans;
}

/**
 * Whether `el`, found by KEEP_CLEAR or MUST_STAY_VISIBLE and of some size, shows something to keep
 * clear of: it is visible, and a status line or an alert only while it has text.
 */
export function showsSomething(el: Element): boolean {
  if ((el.getAttribute('role') === 'status' || el.getAttribute('role') === 'alert') && !el.textContent?.trim()) return false;
  return !el.checkVisibility || el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
}

/**
 * Where the chat button is drawn while it sits at its default place (`enabled`): `wanted`, or the
 * nearest place up or down its column where it covers nothing of KEEP_CLEAR nor the page's title
 * (TITLE: an item's name at the foot of a phone's first screen), looked for once the page
 * is still (after scrolling, a resize, or content changing). When no place is clear it stays where
 * it is, unless it would cover something of MUST_STAY_VISIBLE (a dense form): then `hidden` until the
 * page moves on. `placed` is false until the first place has been looked for (at most
 * FIRST_PLACE_MAX_MS): the caller draws the button only then, so it never stands over an amount while
 * the page loads and then slides away; `glides` is true from the next place on, which the button may
 * slide to. A place the customer dragged the button to is theirs (spec 01 §2): the caller disables
 * it, and the button is placed at once.
 */
export function useClearSpot(button: RefObject<HTMLElement | null>, wanted: Point, enabled: boolean): { point: Point; hidden: boolean; placed: boolean; glides: boolean } {
  const [place, setPlace] = useState<{ top: number | null; hidden: boolean; placed: boolean; glides: boolean }>({ top: null, hidden: false, placed: false, glides: false });
  const { x, y } = wanted;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const firstBy = performance.now() + FIRST_PLACE_MAX_MS;
    let measured = false;
    const measure = () => {
      const self = button.current;
      if (!self) return;
      measured = true;
      const viewport = { height: window.innerHeight };
      const spot = clearSpot({ x, y }, obstaclesBeside(`${KEEP_CLEAR}, ${TITLE}`, x, self), viewport);
      const hidden = spot === null && clearSpot({ x, y }, obstaclesBeside(MUST_STAY_VISIBLE, x, self), viewport) !== y;
      setPlace((previous) => {
        const top = spot === null || spot === y ? null : spot;
        return previous.top === top && previous.hidden === hidden && previous.placed ? previous : { top, hidden, placed: true, glides: previous.placed };
      });
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, measured ? SETTLE_MS : Math.max(0, Math.min(SETTLE_MS, firstBy - performance.now())));
    };
    soon();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    const observer = new MutationObserver(soon);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      observer.disconnect();
    };
  }, [button, x, y, enabled]);
  if (!enabled) return { point: wanted, hidden: false, placed: true, glides: false };
  return { point: place.top !== null ? { x, y: place.top } : wanted, hidden: place.hidden, placed: place.placed, glides: place.glides };
}
