import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatRwf } from '@atelier/contracts';
import { activateAdminLocale } from './i18n/i18n';
import { AdminProvider } from './provider';
import { AdminRouter } from './router';
import { dashboardData } from './test-support';

/*
 * The back office's languages (docs/decisions/113): the picker, the account's language,
 * the header the API reads, and the translated desk. Pages are lazy chunks and the rw/fr catalogs
 * are compiled on first use: a busy machine may take seconds.
 */
const LAZY = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

const dashboard = dashboardData({
  sales_today: { paid: 25000, awaiting_payment: 0, orders: 1 },
  sales_this_week: { paid: 1234567, awaiting_payment: 180000, orders: 3 },
  orders_awaiting_payment: 2,
  orders_in_progress: 1,
});

type Call = { url: string; method: string; body?: unknown; language: string | null };

/** Opens /admin`path` signed in as the owner whose account says `language`; records every call with its Accept-Language. */
function open(path: string, language: string) {
  const user = { id: 'u1', name: 'Nadia', email: 'nadia@example.com', phone: '+250788123456', role: 'admin', status: 'active', language };
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined, language: headers.get('accept-language') });
    if (url.endsWith('/api/auth/verify')) return Response.json({ success: true, user });
    if (url.endsWith('/api/admin/dashboard')) return Response.json({ success: true, dashboard });
    if (url.endsWith('/api/users/u1') && method === 'PUT')
      return Response.json({ success: true, message: 'Profile updated', user: { ...user, language: (JSON.parse(String(init?.body)) as { language: string }).language } });
    throw new TypeError(`unexpected call ${method} ${url}`);
  });
  window.history.replaceState(null, '', `/admin${path}`);
  render(
    <AdminProvider>
      <AdminRouter />
    </AdminProvider>,
  );
  return calls;
}

beforeEach(async () => {
  localStorage.clear();
  await activateAdminLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the back office in three languages (docs/decisions/113)', () => {
  it('starts in the staff account’s language when this browser has no choice, with its money and status words', async () => {
    const calls = open('/', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, LAZY)).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    // French money (decision 108: `1 234 567 RF` with narrow no-break spaces) and the French tiles.
    expect((await screen.findByRole('region', { name: 'Ventes de la semaine' }, LAZY)).textContent).toContain(formatRwf(1234567, 'fr'));
    expect(screen.getAllByRole('link', { name: /Commandes/ }).length).toBeGreaterThan(0);
    // Calls made in French say so, for the server's messages (decision 113).
    const last = calls.filter((c) => c.url.endsWith('/api/admin/dashboard')).at(-1);
    expect(last?.language).toBe('fr');
  });

  it('keeps the language chosen in this browser over the account’s', async () => {
    localStorage.setItem('locale', 'rw');
    await activateAdminLocale('rw');
    open('/', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incamake' }, LAZY)).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'Ibyagurishijwe muri iki cyumweru' }, LAZY)).textContent).toContain('RF 1,234,567');
  });

  it('switches from the picker: remembers the choice, saves it on the account and translates the nav', async () => {
    const calls = open('/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeTruthy();
    const picker = screen.getAllByRole('combobox', { name: 'Language' })[0]!;
    fireEvent.change(picker, { target: { value: 'rw' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Incamake' }, LAZY)).toBeTruthy();
    expect(localStorage.getItem('locale')).toBe('rw');
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: expect.stringMatching(/\/api\/users\/u1$/), body: { language: 'rw' } }));
    const bar = screen.getByRole('navigation', { name: "Ibice by'ubuyobozi" });
    expect(within(bar).getByRole('link', { name: 'Komande' })).toBeTruthy();
    // Saved on the session's user too, so a reload in another tab starts in it.
    await vi.waitFor(() => expect((JSON.parse(localStorage.getItem('user') ?? '{}') as { language?: string }).language).toBe('rw'));
  });
});

describe('the contracts’ messages the back office shows itself (decision 113)', () => {
  it('reads them through the server’s catalog, with their values, once rw or fr is active', async () => {
    const { adminText } = await import('./i18n/contract-messages');
    expect(adminText('Please give a reason')).toBe('Please give a reason');
    await activateAdminLocale('fr');
    expect(adminText('Please give a reason')).toBe('Veuillez indiquer un motif');
    expect(adminText('Must be at most 200 characters')).not.toBe('Must be at most 200 characters');
    expect(adminText('Must be at most 200 characters')).toContain('200');
    expect(adminText('A text no catalog has')).toBe('A text no catalog has');
    await activateAdminLocale('en');
    expect(adminText('Please give a reason')).toBe('Please give a reason');
  });
});
