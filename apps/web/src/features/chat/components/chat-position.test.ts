import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_POSITION_KEY, clampPosition, defaultPosition, readStoredPosition, storePosition } from './chat-position';

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
});
