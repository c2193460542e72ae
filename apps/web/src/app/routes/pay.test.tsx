import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PayInvoice } from '@atelier/contracts';
import { activateLocale } from '@/lib/i18n/i18n';
import { mockFetch, renderWithProviders, type MockHandler } from '@/test/utils';
import PayRoute from './pay';

const SLOW = { timeout: 4000 };
const NUMBER = 'ATL-7K3QX9';
const KEY = 'Zm9vYmFyYmF6cXV4cXV1eA';

/** A WhatsApp order part-paid by a deposit: a shoe in size 41 and a custom line, RWF 93,000 in all. */
const invoice: PayInvoice = {
  order_number: NUMBER,
  channel: 'whatsapp',
  status: 'pending',
  payment_status: 'partially_paid',
  paid: false,
  currency: 'RWF',
  created_at: '2026-11-20T09:30:00.000Z',
  customer_first_name: 'Claudine',
  lines: [
    { title: 'Imigongo High-Tops', variant_title: '41', kind: 'product', quantity: 1, unit_price: 65000, line_total: 65000, image: null },
    { title: 'Bespoke sneakers, hand-painted lion', variant_title: '', kind: 'custom', quantity: 2, unit_price: 15000, line_total: 30000, image: null },
  ],
  subtotal: 95000,
  discount: 5000,
  shipping: 3000,
  total: 93000,
  amount_paid: 50000,
  amount_due: 43000,
  momo_phone_hint: null,
  payment_methods: ['momo_mtn'],
  how_to_pay: { amount_due: 43000, reference: NUMBER, momo_merchant_code: '123456', momo_dial: 'tel:*182*8*1*123456*43000%23', airtel_money_number: null },
  note: 'Collect at the studio on Saturday',
  shop: { name: 'Atelier Kigali', email: 'hello@atelier.rw', phone: '+250 788 000 111', whatsapp: '+250788000111', address: 'KG 7 Ave, Kigali' },
};

function open(handler: MockHandler, url = `/pay/${NUMBER}?key=${KEY}`) {
  const fetch = mockFetch({ [`GET /api/pay/${NUMBER}`]: handler });
  const view = renderWithProviders(
    <Routes>
      <Route path="/pay/:orderNumber" element={<PayRoute />} />
    </Routes>,
    { route: url },
  );
  return { fetch, ...view };
}
const reply =
  (over: Partial<PayInvoice> = {}): MockHandler =>
  () => ({ body: { success: true, invoice: { ...invoice, ...over } } });
const notFound: MockHandler = () => ({ status: 404, body: { error: 'Order not found', code: 'NOT_FOUND' } });

describe('/pay/:orderNumber — the pay link (docs/decisions/129-the-pay-page.md)', { timeout: 15_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => activateLocale('en'));
  });

  it('asks with the link’s key, without signing in, and shows the invoice of a part-paid order', async () => {
    const { fetch } = open(reply());
    expect(screen.getByText('Loading your invoice...').closest('[role="status"]')).toBeTruthy();
    const card = await screen.findByRole('region', { name: `Order ${NUMBER}` }, SLOW);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('key')).toBe(KEY);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('authorization')).toBeNull();

    expect(screen.getByText('Hello Claudine, here is your order as it stands now.')).toBeTruthy();
    // The lines: the variant after the title, a custom line by its title; quantity × unit price, line total.
    expect(within(card).getByText('Imigongo High-Tops — 41')).toBeTruthy();
    expect(within(card).getByText('Bespoke sneakers, hand-painted lion')).toBeTruthy();
    expect(within(card).getByText('2 × RWF 15,000')).toBeTruthy();
    expect(within(card).getByText('RWF 30,000')).toBeTruthy();
    const row = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(row('Subtotal')).toBe('RWF 95,000');
    expect(row('Discount')).toBe('−RWF 5,000');
    expect(row('Shipping')).toBe('RWF 3,000');
    expect(row('Total')).toBe('RWF 93,000');
    expect(row('Payment method')).toBe('MTN MoMo');
    // Part-paid: the stamp stays UNPAID, with what is paid and due beside it (docs/decisions/122).
    expect(within(card).getByText('UNPAID')).toBeTruthy();
    expect(within(card).getByTestId('paid-and-due').textContent).toBe('Paid RWF 50,000 · Balance due RWF 43,000');
    // How to pay the amount DUE, not the total.
    const howToPay = within(card).getByRole('region', { name: 'How to pay' });
    expect(howToPay.textContent).toContain('Amount due: RWF 43,000');
    expect(within(howToPay).getByRole('link', { name: 'Pay with MoMo' }).getAttribute('href')).toBe('tel:*182*8*1*123456*43000%23');
    expect(within(card).getByText('Collect at the studio on Saturday')).toBeTruthy();
    // The shop's contacts; the WhatsApp link leaves without a referrer (the key stays home).
    const contacts = within(card).getByRole('region', { name: 'Questions? Contact Atelier Kigali' });
    expect(within(contacts).getByRole('link', { name: '+250 788 000 111' }).getAttribute('href')).toBe('tel:+250788000111');
    expect(
      within(contacts)
        .getByRole('link', { name: /^hello@\s?atelier\s?\.rw$/ })
        .getAttribute('href'),
    ).toBe('mailto:hello@atelier.rw');
    const whatsapp = within(contacts).getByRole('link', { name: /Message us on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/250788000111?text=${encodeURIComponent(`Hello, about my order ${NUMBER}`)}`);
    expect(whatsapp.getAttribute('rel')).toContain('noreferrer');
    expect(within(contacts).getByText('KG 7 Ave, Kigali')).toBeTruthy();
    // Printable, by keyboard too: Print is a real button.
    expect(within(card).getByRole('button', { name: 'Print' }).tagName).toBe('BUTTON');
  });

  it('a paid order reads PAID, asks for nothing and names no balance', async () => {
    open(reply({ paid: true, payment_status: 'paid', amount_paid: 93000, amount_due: 0, how_to_pay: null, note: null }));
    const card = await screen.findByRole('region', { name: `Order ${NUMBER}` }, SLOW);
    expect(within(card).getAllByText('PAID').length).toBeGreaterThan(0);
    expect(within(card).queryByText('UNPAID')).toBeNull();
    expect(within(card).queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(within(card).queryByTestId('paid-and-due')).toBeNull();
  });

  it('nothing paid yet: UNPAID, the whole total due, no payment method', async () => {
    open(reply({ payment_status: 'pending', amount_paid: 0, amount_due: 93000, payment_methods: [], how_to_pay: { ...invoice.how_to_pay!, amount_due: 93000 } }));
    const card = await screen.findByRole('region', { name: `Order ${NUMBER}` }, SLOW);
    expect(within(card).getByText('UNPAID')).toBeTruthy();
    expect(within(card).queryByTestId('paid-and-due')).toBeNull();
    expect(within(card).queryByText('Payment method')).toBeNull();
    expect(within(card).getByRole('region', { name: 'How to pay' }).textContent).toContain('Amount due: RWF 93,000');
  });

  it('a wrong key or number is one calm “Order not found” that tells nothing more', async () => {
    open(notFound);
    expect(await screen.findByText('Order not found', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain(NUMBER);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(document.title).toBe('Order not found · Atelier Kigali');
  });

  it('a key too long to be one (400) reads as not found too', async () => {
    open(() => ({ status: 400, body: { error: 'Too big: expected string to have <=200 characters', code: 'VALIDATION_ERROR' } }));
    expect(await screen.findByText('Order not found', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });

  it('without a key it shows not found at once and never asks the server', async () => {
    const { fetch } = open(reply(), `/pay/${NUMBER}`);
    expect(screen.getByText('Order not found')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refusal shows the server’s own reason and offers to try again', async () => {
    let calls = 0;
    open(() => {
      calls += 1;
      return calls === 1 ? { status: 429, body: { error: 'Too many attempts. Please try again in 40 seconds.', code: 'RATE_LIMITED' } } : { body: { success: true, invoice } };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    expect(screen.getByText('Your invoice could not be loaded')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please try again in 40 seconds.')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: `Order ${NUMBER}` }, { timeout: 8000 })).toBeTruthy();
  });

  it('asks not to be indexed and to send its address to no other site, while it is shown', async () => {
    const { unmount } = open(reply());
    await screen.findByRole('region', { name: `Order ${NUMBER}` }, SLOW);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('same-origin');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('reads in Kinyarwanda, the balance due included', async () => {
    await act(() => activateLocale('rw'));
    open(reply());
    const card = await screen.findByRole('region', { name: new RegExp(NUMBER) }, SLOW);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inyemezabuguzi yawe');
    expect(within(card).getByText('NTIBYISHYUWE')).toBeTruthy();
    expect(within(card).getByTestId('paid-and-due').textContent).toBe('Byishyuwe RF 50,000 · Asigaye kwishyurwa RF 43,000');
    expect(within(card).getByRole('region', { name: 'Uko wishyura' })).toBeTruthy();
    expect(card.textContent).not.toMatch(/How to pay|Amount due|Subtotal|UNPAID|Questions\?/);
  });
});
