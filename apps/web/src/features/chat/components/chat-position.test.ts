import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_POSITION_KEY, GREETING_SIZE, clampPosition, defaultPosition, greetingPlace, readStoredPosition, storePosition } from './chat-position';

describe('chat button position (spec 01 §2 Chat assistant, §9)', () => {
  beforeEach(() => localStorage.clear());
  const vp = { width: 390, height: 844 };

  it('keeps the 56 px button 8 px inside every edge', () => {
    expect(clampPosition({ x: -50, y: -50 }, vp)).toEqual({ x: 8, y: 8 });
    expect(clampPosition({ x: 5000, y: 5000 }, vp)).toEqual({ x: 390 - 56 - 8, y: 844 - 56 - 8 });
    expect(clampPosition({ x: 100.4, y: 200.6 }, vp)).toEqual({ x: 100, y: 201 });
  });

  it('starts bottom right, above the phone bottom bar', () => {
    const p = defaultPosition(vp);
    expect(p.x).toBe(390 - 56 - 20);
    expect(p.y).toBe(844 - 56 - 20 - 72);
    expect(defaultPosition({ width: 1440, height: 900 }).y).toBe(900 - 56 - 20);
  });

  it('stores the position under chatbotButtonPos and ignores unreadable values', () => {
    storePosition({ x: 12, y: 34 });
    expect(localStorage.getItem(CHAT_POSITION_KEY)).toBe('{"x":12,"y":34}');
    expect(readStoredPosition()).toEqual({ x: 12, y: 34 });
    localStorage.setItem(CHAT_POSITION_KEY, '{"x":"a"}');
    expect(readStoredPosition()).toBeNull();
    localStorage.setItem(CHAT_POSITION_KEY, 'not json');
    expect(readStoredPosition()).toBeNull();
  });

  it('places the greeting beside the button where it covers nothing, or nowhere (issue 20 §4)', () => {
    const button = defaultPosition(vp); // 314, 696
    const left = { x: button.x - 8 - GREETING_SIZE.width, y: button.y + (56 - GREETING_SIZE.height) / 2 };
    expect(greetingPlace(button, vp, [])).toEqual(left);
    // A link under the left place: the greeting goes above the button.
    const link = { left: left.x + 10, top: left.y + 5, width: 40, height: 20 };
    expect(greetingPlace(button, vp, [link])).toEqual({ x: button.x + 56 - GREETING_SIZE.width, y: button.y - 8 - GREETING_SIZE.height });
    // Touching edges is not covering.
    expect(greetingPlace(button, vp, [{ left: 0, top: 0, width: left.x, height: 844 }])).toEqual(left);
    // Controls all around: no greeting at all.
    expect(greetingPlace(button, vp, [{ left: 0, top: 0, width: 390, height: 844 - 20 }, { left: 0, top: 0, width: button.x - 1, height: 844 }])).toBeNull();
  });
});
