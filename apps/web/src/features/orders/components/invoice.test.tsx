import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeOrder } from '@/test/orders';
import { renderWithProviders } from '@/test/utils';
import { Invoice } from './invoice';

const howToPay = { amount_due: 45000, reference: 'ATL-000001', momo_merchant_code: '123456', momo_dial: 'tel:*182*8*1*123456*45000%23', airtel_money_number: '+250733000111' };

describe('invoice: paying by mobile money', () => {
  it('shows what is paid and due, and how to pay with a tap-to-dial MoMo link', () => {
    renderWithProviders(<Invoice order={makeOrder(1, 1, { payment_status: 'partially_paid', amount_paid: 20000, amount_due: 45000, how_to_pay: howToPay })} />);
    // Part-paid: the stamp stays UNPAID, with the amounts beside it (docs/decisions/122).
    expect(screen.getByTestId('paid-and-due').textContent).toBe('Paid RWF 20,000 · Balance due RWF 45,000');
    expect(screen.getByText('UNPAID')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay with MoMo' }).getAttribute('href')).toBe('tel:*182*8*1*123456*45000%23');
    expect(screen.getByText('+250733000111')).toBeTruthy();
  });

  it('says nothing about paying once the order is paid', () => {
    renderWithProviders(<Invoice order={makeOrder(2, 1, { payment_status: 'paid', amount_paid: 65000, amount_due: 0, how_to_pay: null })} />);
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(screen.getAllByText('PAID').length).toBeGreaterThan(0);
  });
});

describe('invoice: the money as recorded (docs/decisions/122)', () => {
  it('names the recorded payment methods once there are payments, the channel before', () => {
    const { unmount } = renderWithProviders(<Invoice order={makeOrder(3, 1)} />);
    expect(screen.getByText('Payment method').nextElementSibling?.textContent).toBe('WhatsApp');
    unmount();
    renderWithProviders(<Invoice order={makeOrder(3, 1, { payment_status: 'paid', amount_paid: 65000, amount_due: 0, payment_methods: ['momo_mtn', 'cash'] })} />);
    expect(screen.getByText('Payment method').nextElementSibling?.textContent).toBe('MTN MoMo, Cash');
    expect(screen.queryByTestId('paid-and-due')).toBeNull();
  });
});

describe('invoice: an order entered in the back office (docs/decisions/130)', () => {
  it('names no payment method before its first payment (never WhatsApp), and the recorded ones after', () => {
    const { unmount } = renderWithProviders(<Invoice order={makeOrder(5, 1, { payment_method: 'none' })} />);
    expect(screen.queryByText('Payment method')).toBeNull();
    expect(screen.queryByText('WhatsApp')).toBeNull();
    expect(screen.getByText('Payment status')).toBeTruthy();
    unmount();
    renderWithProviders(<Invoice order={makeOrder(5, 1, { payment_method: 'none', payment_status: 'partially_paid', amount_paid: 1000, payment_methods: ['cash'] })} />);
    expect(screen.getByText('Payment method').nextElementSibling?.textContent).toBe('Cash');
  });
});

describe('invoice: sizes and colours (docs/decisions/127)', () => {
  it('names the variant bought and its SKU; an older line shows as before', () => {
    const order = makeOrder(4, 2);
    order.order_items[0] = { ...order.order_items[0]!, product_name: 'Imigongo High-Tops', variant_id: 53, variant_title: '42 / Red', sku: 'IMIGONGO-HIGH-TOPS-42-RED' };
    // A line older than variants: no title, no SKU.
    order.order_items[1] = { ...order.order_items[1]!, variant_id: null, variant_title: '', sku: null };
    renderWithProviders(<Invoice order={order} />);
    expect(screen.getByText('Imigongo High-Tops — 42 / Red')).toBeTruthy();
    expect(screen.getByText('SKU IMIGONGO-HIGH-TOPS-42-RED')).toBeTruthy();
    expect(screen.getByText('Sneakers 2')).toBeTruthy();
    expect(screen.getAllByText(/^SKU /)).toHaveLength(1);
  });
});
