import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signIn } from '@/test/utils';
import { LoginHistoryPanel } from './login-history-panel';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

function entry(n: number, success = true) {
  return {
    id: `l${n}`,
    success,
    login_method: n === 1 ? '' : 'EMAIL',
    login_time: new Date(Date.UTC(2026, 2, 12, 14, 5 - n)).toISOString(),
    ip_address: '203.0.113.7',
    user_agent: success ? CHROME_ANDROID : FIREFOX,
    failure_reason: success ? null : 'invalid_password',
  };
}

describe('Login History tab (spec 02 §2, §3, §9)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows stats, badges, device and browser, 10 per page with Previous/Next', async () => {
    const pages: number[] = [];
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: {} } }),
      'GET /api/login-history/stats': () => ({ body: { success: true, data: { totalLogins: 12, monthlyLogins: 3, lastLogin: '2026-03-12T14:04:00.000Z' } } }),
    });
    // The mock ignores query strings, so page and limit are read from the URL here.
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/login-history/history') {
        const page = Number(url.searchParams.get('page'));
        pages.push(page);
        expect(url.searchParams.get('limit')).toBe('10');
        const logins = page === 1 ? Array.from({ length: 10 }, (_, i) => entry(i + 1, i !== 1)) : [entry(11), entry(12)];
        return new Response(JSON.stringify({ success: true, data: { logins, pagination: { page, limit: 10, total: 12, totalPages: 2 } } }), { status: 200 });
      }
      if (url.pathname === '/api/login-history/stats')
        return new Response(JSON.stringify({ success: true, data: { totalLogins: 12, monthlyLogins: 3, lastLogin: '2026-03-12T14:04:00.000Z' } }), { status: 200 });
      return new Response(JSON.stringify({ success: true, user: {} }), { status: init?.method ? 200 : 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<LoginHistoryPanel />);

    const list = await screen.findByRole('list', { name: 'Login attempts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Successful')).toBeTruthy();
    expect(within(first!).getByText('EMAIL')).toBeTruthy(); // an empty method reads EMAIL
    expect(within(first!).getByText('Mobile · Chrome')).toBeTruthy();
    expect(within(first!).getByText('203.0.113.7')).toBeTruthy();
    expect(within(second!).getByText('Failed')).toBeTruthy();
    expect(within(second!).getByText('Desktop · Firefox')).toBeTruthy();
    expect(within(second!).getByText(/Invalid password/)).toBeTruthy();
    expect(within(first!).getByText((_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === entry(1).login_time)).toBeTruthy();

    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Login attempts' })).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('Page', { exact: false }).textContent).toContain('2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pages).toEqual([1, 2]);
  });

  it('has an empty state', async () => {
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: {} } }),
      'GET /api/login-history/history': () => ({ body: { success: true, data: { logins: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } } } }),
      'GET /api/login-history/stats': () => ({ body: { success: true, data: { totalLogins: 0, monthlyLogins: 0, lastLogin: null } } }),
    });
    renderWithProviders(<LoginHistoryPanel />);
    expect(await screen.findByText('No logins recorded yet')).toBeTruthy();
    expect(await screen.findByText('Never')).toBeTruthy();
  });
});
