import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AppProvider } from './provider';
import { AppRouter, preloadRoute } from './router';
import { stylesheetReady } from '@/lib/stylesheet';
import { createQueryClient } from '@/lib/query-client';
import { sunriseLowTops } from '@/test/catalog';
import { mockFetch } from '@/test/utils';

/** What the first render shows (docs/decisions/060). */
describe('first render', () => {
  afterEach(() => {
    document.getElementById('app-css')?.remove();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('shows a page whose chunk preloadRoute loaded at once, with no spinner in between', async () => {
    mockFetch({});
    window.history.replaceState(null, '', '/soon');
    const queryClient = createQueryClient();
    await preloadRoute({ pathname: '/soon', search: '' }, queryClient);
    render(
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>,
    );
    // Synchronously, in the first commit.
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
  });

  it('shows the spinner for a page that was not preloaded, then the page', async () => {
    mockFetch({});
    window.history.replaceState(null, '', '/privacy');
    render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    );
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    // The page's chunk is transformed on first import (Babel for Lingui's macro): give it time.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
  });

  it("fills the page's first data, so the first render shows the store's products", async () => {
    const fetch = mockFetch({
      'GET /api/products': () => ({ body: [sunriseLowTops], headers: { 'x-total-count': '11' } }),
    });
    window.history.replaceState(null, '', '/store?page=2');
    const queryClient = createQueryClient();
    await preloadRoute({ pathname: '/store', search: '?page=2' }, queryClient);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/products?page=2&limit=10');
    render(
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Kigali Sunrise Low-Tops' })).toBeTruthy();
  });

  it('does not hold the first render for data that is slow to come', async () => {
    await import('./routes/home');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    mockFetch({ 'GET /api/hero': () => new Promise(() => undefined) });
    let settled = false;
    void preloadRoute({ pathname: '/', search: '' }, createQueryClient()).then(() => (settled = true));
    for (let waited = 0; waited < 99 && !settled; waited += 33) await vi.advanceTimersByTimeAsync(33);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    expect(settled).toBe(true);
    vi.useRealTimers();
  });

  it('never rejects, even for an address no page has', async () => {
    await expect(preloadRoute({ pathname: '/no/such/page', search: '' }, createQueryClient())).resolves.toBeUndefined();
  });
});

describe('stylesheetReady (vite.config.ts nonBlockingStylesheet)', () => {
  afterEach(() => document.getElementById('app-css')?.remove());

  it('resolves at once without the built page link (development, tests)', async () => {
    await expect(stylesheetReady()).resolves.toBeUndefined();
  });

  it('turns the print-only sheet on and resolves when it has loaded, not before', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'print', id: 'app-css' });
    document.head.append(link);
    let done = false;
    const ready = stylesheetReady().then(() => (done = true));
    expect(link.media).toBe('all');
    await act(() => Promise.resolve());
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
  });

  it('does not wait for a sheet that failed', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'print', id: 'app-css' });
    document.head.append(link);
    const ready = stylesheetReady();
    link.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });
});
