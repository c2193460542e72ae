import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationHost } from './notification-host';
import { notify } from './notification';

describe('NotificationHost (spec 01 §2 Toasts and notifications)', () => {
  it('draws the empty live region until the first notify event, then shows it once the toast has loaded', async () => {
    const { container } = render(<NotificationHost />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region!.childElementCount).toBe(0);
    act(() => notify({ title: 'Saved', message: 'Done', type: 'success' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('SavedDone');
    // The same region element holds it, so a screen reader announces it.
    expect(screen.getByTestId('notification').parentElement).toBe(region);
  });

  it('shows later events through the loaded toast', async () => {
    render(<NotificationHost />);
    act(() => notify({ title: 'First' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('First');
    act(() => notify({ title: 'Second', type: 'error' }));
    expect(screen.getByTestId('notification').textContent).toBe('Second');
    expect(screen.getByTestId('notification').getAttribute('role')).toBe('alert');
  });
});
