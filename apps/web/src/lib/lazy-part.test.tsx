import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

/** Sets what the browser says of its connection, and tells the page as the browser does. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const Chat: ComponentType<{ label: string }> = ({ label }) => <button type="button">{label}</button>;
const Placeholder = () => <p>footer placeholder</p>;

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('renders the part once its chunk has come', async () => {
    const Part = lazyPart(() => Promise.resolve(Chat));
    render(
      <Suspense fallback={null}>
        <Part label="Chat with us" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('renders its fallback, not an error, when the chunk cannot be fetched offline, and the part once back online', async () => {
    goOnline(false);
    const load = vi.fn<() => Promise<ComponentType<{ label: string }>>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/chat-button.js'));
    const Part = lazyPart(load, Placeholder);
    render(
      <Suspense fallback={null}>
        <Part label="Chat with us" />
      </Suspense>,
    );
    expect(await screen.findByText('footer placeholder')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValue(Chat);
    await act(async () => goOnline(true));
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.queryByText('footer placeholder')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing by default while the chunk stays out of reach', async () => {
    goOnline(false);
    const Part = lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
