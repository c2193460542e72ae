import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationToast, normalizeNotification, notify } from './notification';

describe('normalizeNotification (spec 01 §2 Toasts and notifications, §9)', () => {
  it('clamps the duration to 1500–8000 ms, default 3500', () => {
    expect(normalizeNotification({ title: 'a', duration: 100 })!.duration).toBe(1500);
    expect(normalizeNotification({ title: 'a', duration: 60_000 })!.duration).toBe(8000);
    expect(normalizeNotification({ title: 'a', duration: 5000 })!.duration).toBe(5000);
    expect(normalizeNotification({ title: 'a' })!.duration).toBe(3500);
    expect(normalizeNotification({ title: 'a', duration: Number.NaN })!.duration).toBe(3500);
    expect(normalizeNotification({ title: 'a', duration: '2000' })!.duration).toBe(3500);
  });

  it('cuts the title to 120 and the message to 300 characters', () => {
    const n = normalizeNotification({ title: 'x'.repeat(500), message: 'y'.repeat(500) })!;
    expect(n.title).toHaveLength(120);
    expect(n.message).toHaveLength(300);
  });

  it('keeps success, error, warning and info; anything else is info', () => {
    for (const type of ['success', 'error', 'warning', 'info']) expect(normalizeNotification({ title: 'a', type })!.type).toBe(type);
    expect(normalizeNotification({ title: 'a', type: 'danger' })!.type).toBe('info');
    expect(normalizeNotification({ title: 'a' })!.type).toBe('info');
  });

  it('ignores details without a title or message', () => {
    expect(normalizeNotification(null)).toBeNull();
    expect(normalizeNotification({ type: 'error' })).toBeNull();
  });
});

describe('NotificationToast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the notify event and hides it after the clamped duration', () => {
    vi.useFakeTimers();
    render(<NotificationToast />);
    act(() => notify({ title: 'Saved', message: 'Done', type: 'success', duration: 10 }));
    expect(screen.getByTestId('notification').textContent).toBe('SavedDone');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByTestId('notification')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});
