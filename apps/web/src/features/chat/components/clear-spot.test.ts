import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLEAR_GAP_PX, clearSpot, useClearSpot } from './clear-spot';

const viewport = { height: 844 };
const wanted = { x: 314, y: 696 };
const row = (top: number, bottom: number, left = 16, right = 374) => ({ top, bottom, left, right });

describe('clearSpot: where the chat button covers no control or amount (docs/decisions/124)', () => {
  it('stays where it is when nothing is under it, or when what is there lies outside its column', () => {
    expect(clearSpot(wanted, [], viewport)).toBe(696);
    expect(clearSpot(wanted, [row(690, 760, 16, 200)], viewport)).toBe(696);
  });

  it('steps to the nearest clear place up or down its column, keeping the gap', () => {
    // A field under the button: the nearest clear place is just above it.
    expect(clearSpot(wanted, [row(700, 748)], viewport)).toBe(700 - 56 - CLEAR_GAP_PX);
    // A field just above its top: just below that field.
    expect(clearSpot(wanted, [row(660, 700)], viewport)).toBe(700 + CLEAR_GAP_PX);
    // Two fields with too small a gap between them: past both, on the nearer side.
    expect(clearSpot(wanted, [row(640, 690), row(700, 748)], viewport)).toBe(748 + CLEAR_GAP_PX);
    expect(clearSpot(wanted, [row(640, 690), row(700, 790)], viewport)).toBe(640 - 56 - CLEAR_GAP_PX);
  });

  it('keeps 8 px inside the viewport, and says so when no place is clear', () => {
    expect(clearSpot(wanted, [row(600, 844)], viewport)).toBe(600 - 56 - CLEAR_GAP_PX);
    expect(clearSpot(wanted, [row(0, 844)], viewport)).toBeNull();
  });
});

describe('useClearSpot: the button is drawn once its first place is found (docs/decisions/124)', () => {
  let changing: ReturnType<typeof setInterval> | undefined;
  afterEach(() => {
    clearInterval(changing);
    document.body.replaceChildren();
  });
  const mountButton = () => {
    const button = document.createElement('button');
    document.body.append(button);
    return { current: button };
  };

  it('is not placed before the page is still, then placed where it may stand, without a glide', async () => {
    const { result } = renderHook(() => useClearSpot(mountButton(), wanted, true));
    expect(result.current).toMatchObject({ placed: false, glides: false, point: wanted });
    await waitFor(() => expect(result.current.placed).toBe(true));
    expect(result.current).toMatchObject({ glides: false, hidden: false, point: wanted });
  });

  it('is placed within a second on a page that never stops changing', async () => {
    const { result } = renderHook(() => useClearSpot(mountButton(), wanted, true));
    const ticker = document.createElement('p');
    document.body.append(ticker);
    let n = 0;
    changing = setInterval(() => (ticker.textContent = String(n++)), 40);
    await waitFor(() => expect(result.current.placed).toBe(true), { timeout: 2_000 });
  });

  it('is placed at once where the customer put it (the caller turns the search off)', () => {
    const { result } = renderHook(() => useClearSpot(mountButton(), wanted, false));
    expect(result.current).toMatchObject({ placed: true, point: wanted });
  });
});
