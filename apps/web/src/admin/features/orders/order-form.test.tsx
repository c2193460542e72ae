import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCatalogItem, AdminOrder, OrderItem } from '@atelier/contracts';
import { LAZY, catalogItem, openAdmin, staffUser } from '@admin/test-support';
import { createBody, lineRules, orderTotals, patchBody, stockLimit, valuesOfOrder, type LineContext, type LineDraft, type OrderFormValues } from './order-form';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** Runners in sizes 40 (sold out), 41 (2 left) and 42 (made to order), RWF 52,000; 42 costs 55,000. */
const runners: AdminCatalogItem = catalogItem({
  id: 12,
  state: 'published',
  slug: 'nyungwe-canopy-runners',
  title: 'Nyungwe Canopy Runners',
  price: 52000,
  stock: 2,
  options: [{ name: 'Size', values: ['40', '41', '42'], translations: {} }],
  variants: [
    { id: 120, sku: 'R-40', options: { Size: '40' }, price: null, compare_at_price: null, stock: 0, image_id: null, ordered: false },
    { id: 121, sku: 'R-41', options: { Size: '41' }, price: null, compare_at_price: null, stock: 2, image_id: null, ordered: false },
    { id: 122, sku: 'R-42', options: { Size: '42' }, price: 55000, compare_at_price: null, stock: null, image_id: null, ordered: false },
  ],
});
const cap = catalogItem({ state: 'published' });

const ctx = (over: Partial<LineContext> = {}): LineContext => ({ items: new Map([runners, cap].map((i) => [i.id, i])), origins: new Map(), owner: true, ...over });
const catalogLine = (variantId: number | undefined, quantity: string, productId = 12): LineDraft => ({ custom: false, productId, variantId, title: '', price: '', quantity });
const customLine = (title: string, price: string, quantity = '1'): LineDraft => ({ custom: true, title, price, quantity });

const storedLine = (over: Partial<OrderItem>): OrderItem => ({
  id: 1,
  product_id: 12,
  kind: 'product',
  product_name: 'Nyungwe Canopy Runners',
  variant_id: 121,
  variant_title: '41',
  sku: 'R-41',
  description: '',
  quantity: 1,
  unit_price: 52000,
  price: 52000,
  line_total: 52000,
  material: null,
  size: null,
  washable: true,
  image: null,
  ...over,
});
const addr = { address: '', address2: null, city: '', state: '', country: 'Rwanda', postal_code: '' };
const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'o9',
  order_number: 'ATL-9',
  status: 'pending',
  payment_status: 'pending',
  allowed_transitions: ['processing', 'cancelled'],
  currency: 'RWF',
  subtotal: 232000,
  discount: 0,
  shipping: 0,
  total: 232000,
  amount_paid: 0,
  amount_refunded: 0,
  amount_due: 232000,
  coupon: null,
  customer: { user_id: null, customer_id: 'k1', first_name: 'Aline', last_name: 'Mukamana', name: 'Aline Mukamana', email: '', phone: '+250788444555' },
  shipping_address: addr,
  billing_address: addr,
  lines: [
    storedLine({}),
    storedLine({
      id: 2,
      product_id: null,
      kind: 'custom',
      product_name: 'Bespoke sneakers, hand-painted lion, size 41',
      variant_id: null,
      variant_title: '',
      sku: null,
      unit_price: 180000,
      price: 180000,
      line_total: 180000,
    }),
  ],
  payments: [],
  refunds: [],
  momo_attempts: [],
  notes: [],
  timeline: [],
  whatsapp_url: null,
  channel: 'whatsapp',
  note: null,
  lines_editable: true,
  pay_url: 'http://localhost/pay/ATL-9?key=abc',
  pay_link_whatsapp_url: 'https://wa.me/250788444555?text=Muraho',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  cancelled_at: null,
  paid_at: null,
  ...over,
});

describe('the order form’s rules (docs/decisions/128)', () => {
  it('adds the lines up as the server does: variant price or the item’s, custom price, discount off, free shipping', () => {
    const lines = [catalogLine(121, '2'), catalogLine(122, '1'), customLine('Bespoke sneakers', '180,000')];
    expect(orderTotals(lines, '10000', ctx())).toEqual({ subtotal: 52000 * 2 + 55000 + 180000, discount: 10000, shipping: 0, total: 52000 * 2 + 55000 + 180000 - 10000 });
    expect(orderTotals([customLine('Nothing yet', '')], '', ctx()).total).toBe(0);
  });

  it('limits a variant to its stock over all its lines; an edit counts what the order already took', () => {
    expect(lineRules({ lines: [catalogLine(121, '2')], discount: '' }, ctx(), { checkDiscount: true })).toEqual({});
    expect(lineRules({ lines: [catalogLine(121, '2'), catalogLine(121, '1')], discount: '' }, ctx(), { checkDiscount: true })).toEqual({
      'lines.1.quantity': '“Nyungwe Canopy Runners — 41” is sold out',
    });
    expect(lineRules({ lines: [catalogLine(121, '3')], discount: '' }, ctx(), { checkDiscount: true })).toEqual({ 'lines.0.quantity': 'Only 2 of “Nyungwe Canopy Runners — 41” left' });
    // Made to order (stock null) has no limit; an artwork is one.
    expect(stockLimit(12, 122, ctx())).toBeNull();
    expect(stockLimit(12, 121, ctx({ origins: new Map([[1, storedLine({ quantity: 1 })]]) }))).toBe(3);
  });

  it('asks for a size on an item with several variants, and refuses a discount above the subtotal', () => {
    expect(lineRules({ lines: [catalogLine(undefined, '1')], discount: '' }, ctx(), { checkDiscount: true })).toEqual({ 'lines.0.variantId': 'Please choose a size' });
    expect(lineRules({ lines: [customLine('Hat', '5000')], discount: '6000' }, ctx(), { checkDiscount: true })).toEqual({ discount: 'The discount cannot be more than the subtotal' });
    expect(lineRules({ lines: [customLine('Hat', '5000')], discount: '6000' }, ctx(), { checkDiscount: false })).toEqual({});
  });

  it('sends the spec’s wire body: a new customer or an id, lines by kind, the discount only from the owner', () => {
    const values: OrderFormValues = {
      customerMode: 'new',
      customer: { id: '', kind: '', name: ' Aline Mukamana ', phone: '0788 444 555', email: '', language: 'rw' },
      channel: 'whatsapp',
      lines: [catalogLine(121, '1'), customLine('Bespoke sneakers, hand-painted lion, size 41', '180000')],
      discount: '5000',
      withAddress: false,
      shipping_address: { address: '', address2: '', city: '', state: '', country: 'Rwanda', postal_code: '' },
      note: '',
    };
    expect(createBody(values, ctx())).toEqual({
      customer: { name: 'Aline Mukamana', phone: '0788 444 555', language: 'rw' },
      channel: 'whatsapp',
      lines: [
        { productId: 12, variantId: 121, quantity: 1 },
        { title: 'Bespoke sneakers, hand-painted lion, size 41', price: 180000, quantity: 1 },
      ],
      discount: 5000,
    });
    const existing = (id: string, kind: OrderFormValues['customer']['kind']) =>
      createBody({ ...values, customerMode: 'existing', customer: { ...values.customer, id, kind } }, ctx({ owner: false })).customer;
    // An account by user_id, a customer record by customer_id (docs/decisions/133); `id` when the kind is not known.
    expect(existing('u7', 'account')).toEqual({ user_id: 'u7' });
    expect(existing('k1', 'record')).toEqual({ customer_id: 'k1' });
    expect(existing('u7', '')).toEqual({ id: 'u7' });
    expect(createBody(values, ctx({ owner: false }))).not.toHaveProperty('discount');
  });

  it('an edit sends the address and note always, the lines only when they changed, a stored custom price from staff as it was', () => {
    const stored = order();
    const origins = new Map(stored.lines.map((l) => [l.id, l]));
    const values = valuesOfOrder(stored);
    expect(patchBody(values, stored, ctx({ origins }))).toEqual({ shipping_address: { ...addr, country: 'Rwanda', address2: '' }, note: '' });
    values.lines[1]!.quantity = '2';
    values.lines[1]!.price = '1'; // a staff member cannot reprice: the stored price goes
    expect(patchBody(values, stored, ctx({ origins, owner: false })).lines).toEqual([
      { productId: 12, variantId: 121, quantity: 1 },
      { title: 'Bespoke sneakers, hand-painted lion, size 41', price: 180000, quantity: 2 },
    ]);
    expect(patchBody(values, order({ lines_editable: false }), ctx({ origins }))).not.toHaveProperty('lines');
  });
});

/** The back office at `path` as `user`, answering the order form's calls; every call is recorded. */
function open(path: string, user = staffUser(), shown: AdminOrder = order()) {
  return openAdmin(path, user, ({ url, method }) => {
    if (url.includes('/api/admin/catalog?')) return Response.json({ success: true, items: [runners, cap], total: 2, page: 1, limit: 6 });
    if (url.endsWith('/api/admin/catalog/12')) return Response.json({ success: true, item: runners });
    if (url.includes('/api/admin/order-customers?')) return Response.json({ success: true, customers: [] });
    if (url.endsWith('/api/admin/orders') && method === 'POST') return Response.json({ success: true, order: shown }, { status: 201 });
    if (url.endsWith('/api/admin/orders/o9') && method === 'PATCH') return Response.json({ success: true, order: shown });
    if (url.endsWith('/api/admin/orders/o9')) return Response.json({ success: true, order: shown });
    return undefined;
  });
}

describe('New order', () => {
  it('the owner enters a new phone-only customer, a size from stock and a custom line; the form checks first, then sends and opens the order', async () => {
    const calls = open('/orders/new');
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    // Nothing leaves until the customer, channel and lines are there.
    expect(await within(form).findByText('Please choose a customer or enter a new one', undefined, LAZY)).toBeTruthy();
    expect(within(form).getByText('Please choose where the order came from: WhatsApp, Instagram, phone or studio')).toBeTruthy();
    expect(within(form).getByText('Please add at least one line')).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: 'New customer' }));
    await userEvent.type(within(form).getByLabelText('Name'), 'Aline Mukamana');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '0788 12');
    await userEvent.click(within(form).getByRole('radio', { name: 'WhatsApp' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Add a catalog item' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a catalog item' });
    await userEvent.click(await within(picker).findByRole('button', { name: /Nyungwe Canopy Runners/ }, LAZY));
    // Size 40 is sold out: struck through, not choosable.
    expect((within(picker).getByRole('radio', { name: /^40/ }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(picker).getByRole('radio', { name: '41' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Add 41' }));
    const line = within(form).getByRole('listitem', { name: 'Nyungwe Canopy Runners — 41' });
    await userEvent.click(within(line).getByRole('button', { name: 'One more Nyungwe Canopy Runners — 41' }));
    // Two left: the stepper stops there.
    expect((within(line).getByRole('button', { name: 'One more Nyungwe Canopy Runners — 41' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(form).getByRole('button', { name: 'Add a custom line' }));
    const custom = within(form).getByRole('listitem', { name: 'Line 2' });
    await userEvent.type(within(custom).getByLabelText('Description'), 'Bespoke sneakers, hand-painted lion, size 41');
    await userEvent.type(within(custom).getByLabelText('Unit price (RWF)'), '180000');
    await userEvent.type(within(form).getByLabelText(/Discount/), '4000');
    expect(within(form).getByTestId('order-total').textContent).toBe('RWF 280,000');

    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    expect(await within(form).findByText('Please enter a valid phone number', undefined, LAZY)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '3 456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), LAZY);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      customer: { name: 'Aline Mukamana', phone: '0788 123 456', language: 'rw' },
      channel: 'whatsapp',
      lines: [
        { productId: 12, variantId: 121, quantity: 2 },
        { title: 'Bespoke sneakers, hand-painted lion, size 41', price: 180000, quantity: 1 },
      ],
      discount: 4000,
    });
    // The order as the server made it, with its pay link.
    expect(await screen.findByRole('heading', { name: 'Order ATL-9' }, LAZY)).toBeTruthy();
    expect((screen.getByTestId('pay-url') as HTMLInputElement).value).toBe('http://localhost/pay/ATL-9?key=abc');
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/250788444555?text=Muraho');
  });

  it('staff neither price custom lines nor give discounts', async () => {
    open('/orders/new', staffUser({ role: 'staff' }));
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    expect(within(form).queryByRole('button', { name: 'Add a custom line' })).toBeNull();
    expect(within(form).getByText('Custom lines are priced by the owner.')).toBeTruthy();
    expect(within(form).queryByLabelText(/Discount/)).toBeNull();
  });
});

describe('editing an order', () => {
  it('after a payment the lines read as text under the reason, and only the address and note are sent', async () => {
    const paid = order({ lines_editable: false, payment_status: 'partially_paid', amount_paid: 50000, amount_due: 182000 });
    const calls = open('/orders/o9/edit', staffUser(), paid);
    const form = await screen.findByRole('form', { name: 'Edit order ATL-9' }, LAZY);
    expect(within(form).getByTestId('lines-locked').textContent).toContain('A payment is recorded on this order');
    expect(within(form).queryByRole('button', { name: 'Add a catalog item' })).toBeNull();
    await userEvent.type(within(form).getByLabelText('Street address'), 'KN 4 Ave 8');
    await userEvent.type(within(form).getByLabelText('City'), 'Kigali');
    await userEvent.type(within(form).getByLabelText(/Delivery note/), 'Collect on Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true), LAZY);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      shipping_address: { address: 'KN 4 Ave 8', address2: null, city: 'Kigali', state: '', country: 'Rwanda', postal_code: '' },
      note: 'Collect on Saturday',
    });
  });

  it('shows the server’s refusal of an edit as it says it', async () => {
    const calls = openAdmin('/orders/o9/edit', staffUser(), ({ url, method }) => {
      if (url.endsWith('/api/admin/catalog/12')) return Response.json({ success: true, item: runners });
      if (method === 'PATCH')
        return Response.json(
          { error: 'A payment is recorded on this order, so its lines, prices and discount can no longer change. Cancel and refund it, or enter the difference as a new order.', code: 'CONFLICT' },
          { status: 409 },
        );
      if (url.endsWith('/api/admin/orders/o9')) return Response.json({ success: true, order: order() });
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Edit order ATL-9' }, LAZY);
    await userEvent.click(within(within(form).getByRole('listitem', { name: 'Nyungwe Canopy Runners — 41' })).getByRole('button', { name: 'One more Nyungwe Canopy Runners — 41' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findByRole('alert', undefined, LAZY)).textContent).toContain('A payment is recorded on this order');
    expect((calls.find((c) => c.method === 'PATCH')?.body as { lines: unknown }).lines).toEqual([
      { productId: 12, variantId: 121, quantity: 2 },
      { title: 'Bespoke sneakers, hand-painted lion, size 41', price: 180000, quantity: 1 },
    ]);
  });
});
