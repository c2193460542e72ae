import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AppProvider } from './provider';
import { AppRouter, preloadRoute } from './router';
import { stylesheetReady } from './stylesheet';
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
    await preloadRoute('/soon');
    render(
      <AppProvider>
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
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('never rejects, even for an address no page has', async () => {
    await expect(preloadRoute('/no/such/page')).resolves.toBeUndefined();
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
