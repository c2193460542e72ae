import { CHAT_EDGE_MARGIN_PX } from '@atelier/contracts';

/** Browser-storage keys of the chat button (spec 01 §2 Chat assistant). */
export const CHAT_POSITION_KEY = 'chatbotButtonPos';
export const HAS_VISITED_KEY = 'hasVisited';
/** The round button's size, px. */
export const CHAT_BUTTON_SIZE = 56;
/** A pointer that moves less than this (px) between press and release clicked rather than dragged. */
export const DRAG_THRESHOLD_PX = 6;

export interface Point {
  x: number;
  y: number;
}

/** Keeps the button's top-left corner 8 px inside the viewport (spec 01 §9). */
export function clampPosition(p: Point, viewport: { width: number; height: number }, size = CHAT_BUTTON_SIZE): Point {
  const maxX = Math.max(CHAT_EDGE_MARGIN_PX, viewport.width - size - CHAT_EDGE_MARGIN_PX);
  const maxY = Math.max(CHAT_EDGE_MARGIN_PX, viewport.height - size - CHAT_EDGE_MARGIN_PX);
  return { x: Math.round(Math.min(maxX, Math.max(CHAT_EDGE_MARGIN_PX, p.x))), y: Math.round(Math.min(maxY, Math.max(CHAT_EDGE_MARGIN_PX, p.y))) };
}

/** The stored position, or null when absent or not two finite numbers. */
export function readStoredPosition(): Point | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CHAT_POSITION_KEY) ?? 'null');
    if (value && typeof value === 'object' && Number.isFinite((value as Point).x) && Number.isFinite((value as Point).y)) return { x: (value as Point).x, y: (value as Point).y };
  } catch {
    // unreadable: the default place
  }
  return null;
}

export function storePosition(p: Point): void {
  try {
    localStorage.setItem(CHAT_POSITION_KEY, JSON.stringify(p));
  } catch {
    // storage disabled: the position lasts for this page only
  }
}

/** Bottom right, above the phone's bottom bar (56 px) below 768 px. */
export function defaultPosition(viewport: { width: number; height: number }): Point {
  const bottomBar = viewport.width < 768 ? 72 : 0;
  return clampPosition({ x: viewport.width - CHAT_BUTTON_SIZE - 20, y: viewport.height - CHAT_BUTTON_SIZE - 20 - bottomBar }, viewport);
}
