import { describe, expect, it } from 'vitest';
import { StaffInviteBody } from '../accounts/admin.js';
import { ChannelSales } from '../dashboard.js';
import {
  AdminAddressInput,
  AdminOrderCreateBody,
  AdminOrderCustomerInput,
  AdminOrderLineInput,
  AdminOrderListQuery,
  AdminOrderPatchBody,
  AdminPaymentBody,
  AdminStatusBody,
  MAX_ADMIN_ORDER_LINES,
  ORDER_ADMIN_MESSAGES,
  ORDER_CHANNEL_LABELS,
} from './admin.js';
import { ENTERED_ORDER_CHANNELS, ORDER_CHANNELS, payLinkPath, type EnteredOrderChannel } from './public.js';

describe('admin bodies', () => {
  it('needs a reason only to cancel', () => {
    expect(AdminStatusBody.safeParse({ status: 'processing' }).success).toBe(true);
    const cancel = AdminStatusBody.safeParse({ status: 'cancelled', reason: '  ' });
    expect(cancel.success).toBe(false);
    expect(cancel.error?.issues[0]?.message).toBe('Please give a reason for cancelling this order');
  });

  it('needs a reference for mobile money, whole positive RWF, and accepts amounts as strings', () => {
    expect(AdminPaymentBody.safeParse({ method: 'momo_mtn', amount: 5000 }).success).toBe(false);
    expect(AdminPaymentBody.parse({ method: 'momo_mtn', amount: '5000', reference: ' 123 ' })).toEqual({ method: 'momo_mtn', amount: 5000, reference: '123' });
    expect(AdminPaymentBody.parse({ method: 'cash', amount: 1, reference: '' })).toEqual({ method: 'cash', amount: 1 });
    expect(AdminPaymentBody.safeParse({ method: 'cash', amount: -1 }).success).toBe(false);
  });

  it('defaults the order list to 20 newest first and lower-cases invited addresses', () => {
    expect(AdminOrderListQuery.parse({})).toEqual({ page: 1, limit: 20, sort: '-created_at' });
    expect(StaffInviteBody.parse({ email: ' Sam@Example.COM ' })).toEqual({ email: 'sam@example.com' });
  });
});

describe('orders entered by staff (docs/decisions/128)', () => {
  it('reads a catalog line and a custom line, and refuses a line that is neither or both', () => {
    const body = AdminOrderCreateBody.parse({
      customer: { name: ' Aline ', phone: '0788 123 456' },
      channel: 'whatsapp',
      lines: [
        { productId: '3', variantId: 7, quantity: 2 },
        { title: 'Bespoke sneakers, hand-painted lion, size 41', price: '85000' },
      ],
    });
    expect(body.customer).toEqual({ kind: 'new', name: 'Aline', phone: '+250788123456', email: null, language: null });
    expect(body.lines).toEqual([
      { kind: 'catalog', productId: 3, variantId: 7, quantity: 2 },
      { kind: 'custom', title: 'Bespoke sneakers, hand-painted lion, size 41', price: 85000, quantity: 1 },
    ]);
    const both = AdminOrderCreateBody.safeParse({ customer: { id: 'x' }, channel: 'studio', lines: [{ productId: 1, title: 'x', price: 1 }] });
    expect(both.error?.issues[0]?.message).toBe(ORDER_ADMIN_MESSAGES.lineKind);
    const noPrice = AdminOrderCreateBody.safeParse({ customer: { id: 'x' }, channel: 'studio', lines: [{ title: 'Bespoke' }] });
    expect(noPrice.error?.issues[0]?.message).toBe(ORDER_ADMIN_MESSAGES.customPriceRequired);
  });

  it('takes an existing customer by id, or a new one with a valid phone; web is not a channel staff enter', () => {
    expect(AdminOrderCreateBody.parse({ customer: { user_id: 'u1' }, channel: 'studio', lines: [{ productId: 1 }] }).customer).toEqual({ kind: 'existing', id: 'u1', table: 'user' });
    expect(AdminOrderCreateBody.safeParse({ customer: { name: 'A', phone: '12' }, channel: 'phone', lines: [{ productId: 1 }] }).error?.issues[0]?.message).toBe(
      ORDER_ADMIN_MESSAGES.customerPhoneInvalid,
    );
    expect(AdminOrderCreateBody.safeParse({ customer: { id: 'x', name: 'A' }, channel: 'phone', lines: [{ productId: 1 }] }).error?.issues[0]?.message).toBe(ORDER_ADMIN_MESSAGES.customerOneKind);
    expect(AdminOrderCreateBody.safeParse({ customer: { id: 'x' }, channel: 'web', lines: [{ productId: 1 }] }).error?.issues[0]?.message).toBe(ORDER_ADMIN_MESSAGES.channelRequired);
  });

  it('patches only what is sent, and refuses an empty patch', () => {
    expect(AdminOrderPatchBody.parse({ note: '' })).toEqual({ note: null });
    expect(AdminOrderPatchBody.safeParse({}).error?.issues[0]?.message).toBe(ORDER_ADMIN_MESSAGES.nothingToChange);
    expect(AdminOrderListQuery.parse({ channel: 'instagram' }).channel).toBe('instagram');
  });

  it('builds the pay page path in each language', () => {
    expect(payLinkPath('ATL-ABC123', 'k_y-1')).toBe('/pay/ATL-ABC123?key=k_y-1');
    expect(payLinkPath('ATL-ABC123', 'k', 'rw')).toBe('/rw/pay/ATL-ABC123?key=k');
  });
});

describe('the parts of an entered order (docs/decisions/128)', () => {
  it('labels every channel, and staff enter every channel but the web', () => {
    expect(Object.keys(ORDER_CHANNEL_LABELS)).toEqual([...ORDER_CHANNELS]);
    const entered: EnteredOrderChannel[] = [...ENTERED_ORDER_CHANNELS];
    expect(entered).toEqual(ORDER_CHANNELS.filter((c) => c !== 'web'));
    expect(ChannelSales.parse({ channel: 'studio', paid: 1, awaiting_payment: 2, orders: 3 })).toEqual({ channel: 'studio', paid: 1, awaiting_payment: 2, orders: 3 });
  });

  it('reads a line, a customer and an address on their own, and caps the lines', () => {
    expect(AdminOrderLineInput.parse({ productId: 4, quantity: '3' })).toEqual({ kind: 'catalog', productId: 4, variantId: undefined, quantity: 3 });
    expect(AdminOrderLineInput.safeParse({ title: 'Bespoke', price: -1 }).success).toBe(false);
    expect(AdminOrderCustomerInput.parse({ customer_id: 'c1' })).toEqual({ kind: 'existing', id: 'c1', table: 'customer' });
    expect(AdminOrderCustomerInput.parse({ name: 'Aline', phone: '0788123456', email: 'Aline@Example.com', language: 'rw' })).toMatchObject({ email: 'aline@example.com', language: 'rw' });
    expect(AdminAddressInput.parse({ city: ' Kigali ' })).toEqual({ address: '', address2: null, city: 'Kigali', state: '', country: '', postal_code: '' });
    const lines = Array.from({ length: MAX_ADMIN_ORDER_LINES + 1 }, () => ({ productId: 1 }));
    expect(AdminOrderCreateBody.safeParse({ customer: { id: 'x' }, channel: 'phone', lines }).success).toBe(false);
  });
});
