import { describe, expect, it } from 'vitest';
import { greetingPlace, overlaps } from './greeting-place';

describe('greetingPlace (the greeting never covers an interactive element)', () => {
  const vp = { width: 390, height: 844 };
  const size = { width: 150, height: 32 };
  const button = { x: 314, y: 696 };

  it('stands left of the button when nothing is there', () => {
    expect(greetingPlace(button, vp, [], size)).toEqual({ x: 314 - 8 - 150, y: 696 + 12 });
  });

  it('moves above the button when a link lies to its left, and keeps a free current place', () => {
    const link = { left: 100, top: 700, width: 120, height: 40 };
    const above = greetingPlace(button, vp, [link], size);
    expect(above).toEqual({ x: 314 + 56 - 150, y: 696 - 8 - 32 });
    // The left place is free again, but the current one stays while it is free.
    expect(greetingPlace(button, vp, [], size, above)).toBe(above);
  });

  it('is null when every place beside the button would cover something', () => {
    const everywhere = { left: 0, top: 0, width: 390, height: 844 };
    expect(greetingPlace(button, vp, [everywhere], size)).toBeNull();
  });

  it('stays 8 px inside the viewport', () => {
    // Top-left corner: only the place right of the button fits.
    expect(greetingPlace({ x: 8, y: 8 }, vp, [], size)).toEqual({ x: 8 + 56 + 8, y: 8 + 12 });
  });

  it('counts shared area only, not touching edges', () => {
    expect(overlaps({ left: 0, top: 0, width: 10, height: 10 }, { left: 10, top: 0, width: 10, height: 10 })).toBe(false);
    expect(overlaps({ left: 0, top: 0, width: 10, height: 10 }, { left: 9, top: 9, width: 10, height: 10 })).toBe(true);
  });
});
