import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiRequest } from './api-client';
import { BOOT_TTL_MS, primeBootReplies, resetBootReplies } from './boot';
import { mockFetch, signIn } from '@/test/utils';

/** Puts a boot-data script in the page, as the server does (docs/decisions/060). */
function serve(replies: unknown, raw?: string) {
  const script = document.createElement('script');
  script.id = 'boot-data';
  script.type = 'application/json';
  script.textContent = raw ?? JSON.stringify(replies);
  document.body.append(script);
}

describe('replies primed in the HTML (docs/decisions/060)', () => {
  beforeEach(() => {
    resetBootReplies();
    // A page a second old: the replies are fresh whatever the test worker's age (BOOT_TTL_MS).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the first anonymous GET from the page, headers included, then goes to the network', async () => {
    serve({ '/api/products?page=1&limit=10': { headers: { 'x-total-count': '26' }, body: [{ id: 1, title: 'Primed' }] } });
    const fetch = mockFetch({ 'GET /api/products': () => ({ body: [{ id: 1, title: 'Fresh' }], headers: { 'x-total-count': '27' } }) });

    const first = await apiRequest<Array<{ title: string }>>('/api/products?page=1&limit=10');
    expect(first.data[0]!.title).toBe('Primed');
    expect(first.response.headers.get('x-total-count')).toBe('26');
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById('boot-data')).toBeNull();

    const again = await apiRequest<Array<{ title: string }>>('/api/products?page=1&limit=10');
    expect(again.data[0]!.title).toBe('Fresh');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers a call that carries a token, nor another path', async () => {
    serve({ '/api/products/1/ratings': { body: { data: { average: 4 } } }, '/api/hero': { body: { success: true, data: [] } } });
    signIn();
    const fetch = mockFetch({
      'GET /api/products/1/ratings': () => ({ body: { data: { average: 2 } } }),
      'GET /api/gallery': () => ({ body: [] }),
    });
    expect(await apiFetch('/api/products/1/ratings', { auth: true })).toEqual({ data: { average: 2 } });
    expect(await apiFetch('/api/gallery?page=1&limit=5')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores replies once the page is older than BOOT_TTL_MS', async () => {
    serve({ '/api/hero': { body: { success: true, data: ['primed'] } } });
    vi.spyOn(performance, 'now').mockReturnValue(BOOT_TTL_MS + 1);
    const fetch = mockFetch({ 'GET /api/hero': () => ({ body: { success: true, data: ['fresh'] } }) });
    expect(await apiFetch('/api/hero')).toEqual({ success: true, data: ['fresh'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the age limit after a reset, even when the server renderer had lifted it', async () => {
    primeBootReplies(new Map([['/api/hero', { body: { success: true, data: ['rendered'] } }]]));
    resetBootReplies();
    serve({ '/api/hero': { body: { success: true, data: ['primed'] } } });
    vi.spyOn(performance, 'now').mockReturnValue(BOOT_TTL_MS + 1);
    const fetch = mockFetch({ 'GET /api/hero': () => ({ body: { success: true, data: ['fresh'] } }) });
    expect(await apiFetch('/api/hero')).toEqual({ success: true, data: ['fresh'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the network when the script is damaged', async () => {
    serve(null, '{"/api/hero": {');
    const fetch = mockFetch({ 'GET /api/hero': () => ({ body: { success: true, data: [] } }) });
    expect(await apiFetch('/api/hero')).toEqual({ success: true, data: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
