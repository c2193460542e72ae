import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminContentResponse, AdminFaq } from '@atelier/contracts';
import { AdminProvider } from '@admin/provider';
import { AdminRouter } from '@admin/router';

/** Pages are lazy chunks, compiled on first use by the test runner: a busy machine may take seconds. */
const LAZY = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

const person = (role: 'admin' | 'staff') => ({ id: 'u1', name: 'Ana', email: 'ana@example.com', phone: '+250788000000', role, status: 'active' });
const faqs: AdminFaq[] = [
  { id: 1, title: 'How long is delivery?', content: '<p>Two days in Kigali.</p>', position: 0, translations: {}, missing_translations: [] },
  { id: 2, title: 'Can I return an item?', content: '<p>Within 14 days.</p>', position: 1, translations: {}, missing_translations: [] },
];
const content = (list: AdminFaq[]): AdminContentResponse['data'] =>
  ({
    basic: {
      company_name: 'Atelier',
      company_logo_url: null,
      company_logo_key: null,
      founded_year: 2020,
      company_tagline: 'Made in Kigali',
      company_description: '<p>We make things.</p>',
      mission_statement: '',
      vision_statement: '',
    },
    sections: [
      { key: 'help_introduction', title: 'Help Center', content: '<p>How can we help?</p>' },
      { key: 'privacy_page', title: 'Privacy Policy', content: '' },
    ],
    faqs: list,
  }) as unknown as AdminContentResponse['data'];

/** The back office at /admin`path` as `role`; every API call is recorded. `refuse` makes the FAQ PATCH fail with 400. */
function open(path: string, role: 'admin' | 'staff', { refuse = false } = {}) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(person(role)));
  const calls: { url: string; method: string; body?: unknown }[] = [];
  let list = faqs;
  let rating = {
    item_id: 7,
    item_title: 'Kitenge Cap',
    item_slug: 'kitenge-cap',
    user_id: 'u9',
    user_name: 'Eric',
    user_email: 'eric@example.com',
    rating: 1,
    hidden: false,
    hidden_reason: null as string | null,
    hidden_at: null,
    created_at: '2026-11-24T10:00:00.000Z',
  };
  let slides = [
    { id: 5, title: 'New season', subtitle: null, images: ['/media/a.webp'], image_keys: ['hero/a'], target: '/store', hidden: false, position: 0 },
    { id: 6, title: 'Gallery week', subtitle: null, images: ['/media/b.webp'], image_keys: ['hero/b'], target: null, hidden: false, position: 1 },
  ];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    if (url.endsWith('/api/auth/verify')) return Response.json({ success: true, user: person(role) });
    if (url.endsWith('/api/admin/content')) return Response.json({ success: true, data: content(list) });
    if (url.includes('/api/admin/ratings?')) return Response.json({ success: true, ratings: [rating], total: 1, page: 1, limit: 20 });
    if (url.endsWith('/api/admin/ratings/7/u9/hide')) {
      rating = { ...rating, hidden: true, hidden_reason: (body as { reason: string }).reason };
      return Response.json({ success: true, data: rating });
    }
    if (url.endsWith('/api/admin/hero')) return Response.json({ success: true, data: slides });
    if (url.endsWith('/api/admin/hero/6') && method === 'PATCH') {
      slides = slides.map((x) => (x.id === 6 ? { ...x, ...body } : x));
      return Response.json({ success: true, data: slides[1] });
    }
    if (url.endsWith('/api/admin/hero/order')) {
      const ids = (body as { ids: number[] }).ids;
      slides = ids.map((id, position) => ({ ...slides.find((x) => x.id === id)!, position }));
      return Response.json({ success: true, data: slides });
    }
    if (url.endsWith('/api/admin/content/faqs/order')) {
      const ids = (body as { ids: number[] }).ids;
      list = ids.map((id, position) => ({ ...faqs.find((f) => f.id === id)!, position }));
      return Response.json({ success: true, data: list });
    }
    if (url.endsWith('/api/admin/content/faqs/1') && method === 'PATCH') {
      if (refuse) return Response.json({ error: 'Please write the answer', code: 'VALIDATION_ERROR' }, { status: 400 });
      list = list.map((f) => (f.id === 1 ? { ...f, ...body } : f));
      return Response.json({ success: true, data: list[0] });
    }
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

afterEach(() => vi.unstubAllGlobals());

describe('content editor (docs/decisions/104)', () => {
  it('edits an FAQ answer and moves an FAQ up by sending every id in the new order', async () => {
    const calls = open('/content', 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit "How long is delivery?"' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit FAQ: How long is delivery?' });
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Answer as HTML' }));
    await userEvent.clear(within(form).getByLabelText('Answer (HTML)'));
    await userEvent.type(within(form).getByLabelText('Answer (HTML)'), 'Same day in Kigali.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save FAQ' }));
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
          title: 'How long is delivery?',
          content: 'Same day in Kigali.',
          translations: { rw: { title: '', content: '' }, fr: { title: '', content: '' } },
        }),
      LAZY,
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit FAQ: How long is delivery?' })).toBeNull(), LAZY);

    expect((screen.getByRole('button', { name: 'Move "How long is delivery?" up' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move "Can I return an item?" up' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/faqs/order'))?.body).toEqual({ ids: [2, 1] }), LAZY);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Help center FAQs' })).getAllByRole('listitem')[0]!.textContent).toContain('Can I return an item?'), LAZY);
  });

  it('shows the server’s refusal in the form, and refuses an empty answer without calling it', async () => {
    const calls = open('/content', 'admin', { refuse: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit "How long is delivery?"' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit FAQ: How long is delivery?' });
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Answer as HTML' }));
    await userEvent.clear(within(form).getByLabelText('Answer (HTML)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save FAQ' }));
    expect(await within(form).findByText('Please write the answer')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.type(within(form).getByLabelText('Answer (HTML)'), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Save FAQ' }));
    expect(await within(form).findByRole('alert', undefined, LAZY)).toHaveProperty('textContent', 'Please write the answer');
  });

  it('hides a home page slide and moves it first', async () => {
    const calls = open('/content/home', 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide "Gallery week"' }, LAZY));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/admin/hero/6'))?.body).toEqual({ hidden: true }), LAZY);
    expect(await screen.findByRole('button', { name: 'Show "Gallery week"' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Hidden from the home page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move "Gallery week" up' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/admin/hero/order'))?.body).toEqual({ ids: [6, 5] }), LAZY);
  });

  it('hides a rating only with a reason, and says why it is hidden', async () => {
    const calls = open('/content/ratings', 'admin');
    await userEvent.click(await screen.findByRole('button', { name: "Hide Eric's rating of Kitenge Cap" }, LAZY));
    const form = screen.getByRole('form', { name: "Hide Eric's rating of Kitenge Cap" });
    await userEvent.click(within(form).getByRole('button', { name: 'Hide rating' }));
    expect(await within(form).findByText('Please give a reason')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(form).getByRole('button', { name: 'Hide rating' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/ratings/7/u9/hide'))?.body).toEqual({ reason: 'Spam' }), LAZY);
    expect(await screen.findByText('Hidden: Spam', undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Show Eric's rating of Kitenge Cap" })).toBeTruthy();
  });

  it('is for the owner only: staff see neither the nav link nor the page', async () => {
    const calls = open('/content', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' }, LAZY)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Content' })).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/api/admin/content'))).toBe(false);
  });
});
