import { CHAT_EDGE_MARGIN_PX } from '@atelier/contracts';
import { CHAT_BUTTON_SIZE, type Point } from './chat-position';

/** A rectangle in viewport pixels (as getBoundingClientRect gives it). */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The gap between the button and the greeting, px. */
const GAP = 8;

/** True when the two rectangles share some area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left) > 0 && Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top) > 0;
}

/**
 * Where the first-visit greeting of `size` may stand beside the chat button whose top-left corner
 * is `button`: `current` while it is still free, else the first free place of: left
 * of the button, above it (right- then left-aligned), below it, right of it. A place is free when it
 * lies 8 px inside the viewport and overlaps none of `avoid` (the page's visible interactive
 * elements). Null when no place is free: the greeting is then not drawn.
 */
export function greetingPlace(button: Point, viewport: { width: number; height: number }, avoid: readonly Rect[], size: { width: number; height: number }, current: Point | null = null): Point | null {
  const b = CHAT_BUTTON_SIZE;
  const m = CHAT_EDGE_MARGIN_PX;
  const middle = Math.round(button.y + (b - size.height) / 2);
  const free = (p: Point) =>
    p.x >= m && p.y >= m && p.x + size.width <= viewport.width - m && p.y + size.height <= viewport.height - m && !avoid.some((r) => overlaps({ left: p.x, top: p.y, ...size }, r));
  const candidates: Point[] = [
    { x: button.x - GAP - size.width, y: middle },
    { x: button.x + b - size.width, y: button.y - GAP - size.height },
    { x: button.x, y: button.y - GAP - size.height },
    { x: button.x + b - size.width, y: button.y + b + GAP },
    { x: button.x + b + GAP, y: middle },
  ];
  // The current place wins while it is one of today's candidates and free: no hopping about.
  if (current && candidates.some((c) => c.x === current.x && c.y === current.y) && free(current)) return current;
  return candidates.find(free) ?? null;
}
