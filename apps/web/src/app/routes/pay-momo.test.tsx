import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PayInvoice } from '@atelier/contracts';
import { activateLocale } from '@/lib/i18n/i18n';
import { mockFetch, renderWithProviders, type MockHandler } from '@/test/utils';
import PayRoute from './pay';

const SLOW = { timeout: 4000 };
const NUMBER = 'ATL-7K3QX9';
const KEY = 'Zm9vYmFyYmF6cXV4cXV1eA';
const invoice: PayInvoice = {
  order_number: NUMBER,
  channel: 'whatsapp',
  status: 'pending',
  payment_status: 'pending',
  paid: false,
  currency: 'RWF',
  created_at: '2026-11-20T09:30:00.000Z',
  customer_first_name: 'Claudine',
  lines: [{ title: 'Imigongo High-Tops', variant_title: '41', kind: 'product', quantity: 1, unit_price: 43000, line_total: 43000, image: null }],
  subtotal: 43000,
  discount: 0,
  shipping: 0,
  total: 43000,
  amount_paid: 0,
  amount_due: 43000,
  momo_phone_hint: null,
  payment_methods: [],
  how_to_pay: { amount_due: 43000, reference: NUMBER, momo_merchant_code: '123456', momo_dial: null, airtel_money_number: null },
  note: null,
  shop: { name: 'Atelier Kigali', email: 'hello@atelier.rw', phone: '+250 788 000 111', whatsapp: null, address: 'KG 7 Ave, Kigali' },
};
const PAYMENT = { id: '6f1c2d3e-0000-4000-8000-000000000001', status: 'pending' as const, amount: 43000, phone: '+250788123456' };

function open(routes: Record<string, MockHandler>, enabled = true, shown: PayInvoice = invoice) {
  let paid = false;
  const fetch = mockFetch({
    [`GET /api/pay/${NUMBER}`]: () => ({ body: { success: true, invoice: paid ? { ...shown, paid: true, payment_status: 'paid', amount_paid: 43000, amount_due: 0 } : shown } }),
    'GET /api/payments/momo': () => ({ body: { enabled } }),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/pay/:orderNumber" element={<PayRoute />} />
    </Routes>,
    { route: `/pay/${NUMBER}?key=${KEY}` },
  );
  return { fetch, markPaid: () => (paid = true) };
}

/**
 * "Pay with MTN MoMo" on the pay page (docs/decisions/132): the number checked as the server checks
 * it, the request with the link's key, the wait, the thank-you and the invoice turning PAID; the
 * reason of a failure in the customer's language; a pending request shown on a second press; no
 * button without MTN credentials.
 */
describe('MomoPay on the pay page', { timeout: 15_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => activateLocale('en'));
  });

  it('checks the number, asks with the link’s key, waits for approval and shows PAID', async () => {
    const post = vi.fn<MockHandler>(() => ({ status: 202, body: { success: true, payment: PAYMENT } }));
    const view: ReturnType<typeof open> = open({
      [`POST /api/orders/${NUMBER}/momo`]: post,
      [`GET /api/orders/${NUMBER}/momo/${PAYMENT.id}`]: () => {
        view.markPaid();
        return { body: { ...PAYMENT, status: 'successful', payment_status: 'paid' } };
      },
    });
    const field = await screen.findByLabelText('MTN MoMo number', undefined, SLOW);
    fireEvent.change(field, { target: { value: '0722123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with MTN MoMo' }));
    expect(await screen.findByText('Enter an MTN Rwanda number (078 or 079).')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '078 812 3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with MTN MoMo' }));
    expect(await screen.findByText('Thank you! Your payment of RWF 43,000 was received.', undefined, SLOW)).toBeTruthy();
    expect(post.mock.calls[0]![0].body).toEqual({ phone: '078 812 3456' });
    const postUrl = new URL(String(view.fetch.mock.calls.find(([, init]) => init?.method === 'POST')![0]), 'http://localhost');
    expect(postUrl.searchParams.get('key')).toBe(KEY);
    await waitFor(() => expect(screen.queryByText('UNPAID')).toBeNull(), SLOW);
    expect(screen.getByText('Thank you! Your payment of RWF 43,000 was received.')).toBeTruthy();
  });

  it('offers the order’s number masked and sends none for it; “Use another number” opens the field', async () => {
    const post = vi.fn<MockHandler>(() => ({ status: 202, body: { success: true, payment: { ...PAYMENT, phone: '078 ••• ••56' } } }));
    open({ [`POST /api/orders/${NUMBER}/momo`]: post, [`GET /api/orders/${NUMBER}/momo/${PAYMENT.id}`]: () => ({ body: { ...PAYMENT, phone: '078 ••• ••56', payment_status: 'pending' } }) }, true, {
      ...invoice,
      momo_phone_hint: '078 ••• ••56',
    });
    expect(await screen.findByText('078 ••• ••56', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('MTN MoMo number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with MTN MoMo' }));
    expect(await screen.findByText('Approve the payment on your phone', undefined, SLOW)).toBeTruthy();
    expect(post.mock.calls[0]![0].body).toEqual({});
    expect(screen.getByText(/to 078 ••• ••56\./)).toBeTruthy();
  });

  it('lets the customer type another number instead of the order’s', async () => {
    const post = vi.fn<MockHandler>(() => ({ status: 202, body: { success: true, payment: PAYMENT } }));
    open({ [`POST /api/orders/${NUMBER}/momo`]: post, [`GET /api/orders/${NUMBER}/momo/${PAYMENT.id}`]: () => ({ body: { ...PAYMENT, payment_status: 'pending' } }) }, true, {
      ...invoice,
      momo_phone_hint: '078 ••• ••56',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use another number' }, SLOW));
    fireEvent.change(screen.getByLabelText('MTN MoMo number'), { target: { value: '0791234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with MTN MoMo' }));
    expect(await screen.findByText('Approve the payment on your phone', undefined, SLOW)).toBeTruthy();
    expect(post.mock.calls[0]![0].body).toEqual({ phone: '0791234567' });
  });

  it('shows the pending request on a second press, and a failure’s reason in Kinyarwanda with a retry', async () => {
    await act(() => activateLocale('rw'));
    let status = 'pending';
    open({
      [`POST /api/orders/${NUMBER}/momo`]: () => ({ status: 409, body: { error: 'pending', code: 'CONFLICT', payment: PAYMENT } }),
      [`GET /api/orders/${NUMBER}/momo/${PAYMENT.id}`]: () => ({ body: { ...PAYMENT, status, ...(status === 'failed' ? { reason: 'not_enough_funds' } : {}), payment_status: 'pending' } }),
    });
    fireEvent.change(await screen.findByLabelText('Nimero ya MTN MoMo', undefined, SLOW), { target: { value: '0788123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ishyura na MTN MoMo' }));
    expect(await screen.findByText('Emeza ubwishyu kuri telefoni yawe', undefined, SLOW)).toBeTruthy();
    status = 'failed';
    expect(await screen.findByText('Nta mafaranga ahagije ari kuri iyi konti ya MoMo.', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ongera ugerageze' })).toBeTruthy();
  });

  it('shows no button when the shop has no MTN credentials', async () => {
    open({}, false);
    expect(await screen.findByText('How to pay', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('Pay with MTN MoMo')).toBeNull();
  });
});
