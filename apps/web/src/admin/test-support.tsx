import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { AdminCatalogItem, AdminContentResponse, AdminDashboard } from '@atelier/contracts';
import { AdminProvider } from './provider';
import { AdminRouter } from './router';

/*
 * The back office's component tests: the whole app (provider and router) at an address, signed in,
 * with fetch answered by the test. Only the tests import this file.
 */

/** Pages are lazy chunks, compiled on first use by the test runner: a busy machine may take seconds. */
export const LAZY = { timeout: 15_000 };

/** One API call the page made: its address, method and JSON body. */
export type Call = { url: string; method: string; body?: unknown };

/**
 * Opens the back office at /admin`path` signed in as `user` (a token and the user in localStorage;
 * /api/auth/verify answers `user`). Every API call is recorded in the list returned; `answer` answers
 * the others, and a call it leaves unanswered (undefined) fails as a TypeError naming it. Undo the
 * fetch stub with vi.unstubAllGlobals() after each test.
 */
export function openAdmin(path: string, user: object, answer: (call: Call) => Response | undefined): Call[] {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (call.url.endsWith('/api/auth/verify')) return Response.json({ success: true, user });
    const answered = answer(call);
    if (answered) return answered;
    throw new TypeError(`unexpected call ${call.method} ${call.url}`);
  });
  window.history.replaceState(null, '', `/admin${path}`);
  render(
    <AdminProvider>
      <AdminRouter />
    </AdminProvider>,
  );
  return calls;
}

/** A signed-in back-office account as /api/auth/verify answers it: the owner (admin) unless told. */
export const staffUser = (over: { role?: 'admin' | 'staff'; language?: string } = {}) => ({
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  phone: '+250788000000',
  role: 'admin',
  status: 'active',
  ...over,
});

/** A draft product as GET /api/admin/catalog lists it (id 7, "Kitenge Cap"), with the test's changes. */
export const catalogItem = (over: Partial<AdminCatalogItem> = {}): AdminCatalogItem => ({
  id: 7,
  kind: 'product',
  state: 'draft',
  slug: 'kitenge-cap',
  title: 'Kitenge Cap',
  description: 'A cap',
  category: 'fashion',
  price: 15000,
  compare_at_price: null,
  material: null,
  size: null,
  washable: true,
  artist: null,
  medium_description: null,
  stock: 4,
  options: [],
  variants: [{ id: 70, sku: 'KITENGE-CAP', options: {}, price: null, compare_at_price: null, stock: 4, image_id: null, ordered: false }],
  availability: 'available',
  images: [],
  ordered: false,
  translations: {},
  missing_translations: ['rw', 'fr'],
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

/** GET /api/admin/content's data: a shop with its basics and social links and empty lists, with the test's changes. */
export const contentData = (over: Partial<AdminContentResponse['data']> = {}): AdminContentResponse['data'] =>
  ({
    basic: {
      company_name: 'Atelier',
      company_logo_url: null,
      company_logo_key: null,
      founded_year: 2020,
      company_tagline: '',
      company_description: '',
      mission_statement: '',
      vision_statement: '',
      translations: {},
      missing_translations: [],
    },
    social: {
      whatsapp: { url: 'https://wa.me/250788000000', phone: '250788000000' },
      instagram: { url: 'https://instagram.com/atelier', profileUrl: 'https://instagram.com/atelier', username: 'atelier' },
      facebook: { url: 'https://facebook.com/atelier' },
      twitter: { url: 'https://x.com/atelier' },
      linkedin: { url: 'https://linkedin.com/company/atelier' },
    },
    store: { whatsapp_number: null, sales_email: null, support_email: null, momo_merchant_code: null, airtel_money_number: null },
    contact_items: [],
    team: [],
    values: [],
    sections: [],
    faqs: [],
    ...over,
  }) as AdminContentResponse['data'];

/** A dashboard reply with nothing to report (zeros, no low stock); a test gives what it looks at. */
export const dashboardData = (over: Partial<AdminDashboard> = {}): AdminDashboard => ({
  currency: 'RWF',
  sales_today: { paid: 0, awaiting_payment: 0, orders: 0 },
  sales_this_week: { paid: 0, awaiting_payment: 0, orders: 0 },
  orders_awaiting_payment: 0,
  momo_awaiting_approval: 0,
  orders_in_progress: 0,
  cancelled_this_week: 0,
  refunds_owed: { orders: 0, amount: 0 },
  sales_this_week_by_channel: [],
  bookings_today: 0,
  open_returns: 0,
  unread_messages: 0,
  low_stock: { threshold: 2, total: 0, variants: [] },
  generated_at: '2026-11-24T12:00:00.000Z',
  ...over,
});
