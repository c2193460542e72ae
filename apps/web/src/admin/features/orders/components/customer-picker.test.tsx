import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCustomerRecord, AdminOrderCustomerMatch } from '@atelier/contracts';
import { LAZY, catalogItem, openAdmin, staffUser, type Call } from '@admin/test-support';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** Aline entered before with a name and a phone (a record), and Alice with an account. */
const aline: AdminOrderCustomerMatch = { kind: 'record', id: 'k1', name: 'Aline Mukamana', phone: '+250722300001', email: null, orders: 1 };
const alice: AdminOrderCustomerMatch = { kind: 'account', id: 'u7', name: 'Alice Uwase', phone: '+250788123456', email: 'alice@example.com', orders: 0 };
const cap = catalogItem({ state: 'published' });
const record: AdminCustomerRecord = {
  id: 'k1',
  name: 'Aline Mukamana',
  phone: '+250722300001',
  email: null,
  language: 'rw',
  user_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  orders: [{ id: 'o1', order_number: 'ATL-AAA111', status: 'pending', payment_status: 'partially_paid', channel: 'whatsapp', total: 238000, created_at: '2026-11-20T10:00:00.000Z' }],
};

/** New order (or `path`) as the owner; the customer search answers `matches`. */
function open(path = '/orders/new', matches: AdminOrderCustomerMatch[] = [aline, alice]) {
  return openAdmin(path, staffUser(), ({ url, method }) => {
    if (url.includes('/api/admin/order-customers?')) return Response.json({ success: true, customers: matches });
    if (url.endsWith('/api/admin/customer-records/k1')) return Response.json({ success: true, record });
    if (url.includes('/api/admin/catalog?')) return Response.json({ success: true, items: [cap], total: 1, page: 1, limit: 6 });
    if (url.endsWith('/api/admin/orders') && method === 'POST') return Response.json({ error: 'Stop here', code: 'CONFLICT' }, { status: 409 });
    return undefined;
  });
}

const searches = (calls: Call[]) => calls.filter((c) => c.url.includes('/api/admin/order-customers?')).map((c) => new URL(c.url, 'http://x').search);

/** Fills in the rest of a valid order (WhatsApp, one cap) and saves it; resolves to the body sent. */
async function saveOrder(form: HTMLElement, calls: Call[]) {
  await userEvent.click(within(form).getByRole('radio', { name: 'WhatsApp' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add a catalog item' }));
  const items = await screen.findByRole('dialog', { name: 'Add a catalog item' });
  await userEvent.click(await within(items).findByRole('button', { name: /Kitenge Cap/ }, LAZY));
  await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), LAZY);
  return calls.find((c) => c.method === 'POST')!.body as { customer: unknown };
}

describe('the customer picker of New order (docs/decisions/133)', () => {
  it('lists accounts and customer records together, a record tagged “No account”, with phone and e-mail', async () => {
    const calls = open();
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    const box = within(form).getByRole('combobox', { name: 'Find a customer' });
    // One character searches nothing (the server wants two).
    await userEvent.type(box, 'a');
    expect(within(form).queryByRole('listbox')).toBeNull();
    await userEvent.type(box, 'li');
    const list = await within(form).findByRole('listbox', { name: 'Matching customers' }, LAZY);
    expect(searches(calls)).toEqual(['?q=ali&limit=6']);
    const [first, second] = within(list).getAllByRole('option');
    expect(first!.textContent).toBe('Aline MukamanaNo account+2507223000011 order');
    expect(second!.textContent).toBe('Alice Uwase+250788123456 · alice@example.com');
    expect(within(second!).queryByText('No account')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(within(form).getByRole('status').textContent).toBe('2 customers found');
  });

  it('is used with the keyboard: arrows move the active match, Enter picks it without sending the order, and the record goes out as customer_id', async () => {
    const calls = open();
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    const box = within(form).getByRole('combobox', { name: 'Find a customer' });
    await userEvent.type(box, '0722 300');
    const list = await within(form).findByRole('listbox', undefined, LAZY);
    const options = within(list).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last match, back to the first; up from the first, the last.
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('0722 300');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    const chosen = within(form).getByTestId('chosen-customer');
    expect(chosen.textContent).toContain('Aline Mukamana');
    expect(within(chosen).getByText('No account')).toBeTruthy();
    expect(within(chosen).getByText('+250722300001')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(await saveOrder(form, calls)).toMatchObject({ customer: { customer_id: 'k1' } });
  });

  it('an account is picked with a tap and goes out as user_id; Change searches again', async () => {
    const calls = open();
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    await userEvent.type(within(form).getByRole('combobox', { name: 'Find a customer' }), 'alice@');
    await userEvent.click(await within(form).findByRole('option', { name: /Alice Uwase/ }, LAZY));
    const chosen = within(form).getByTestId('chosen-customer');
    expect(within(chosen).queryByText('No account')).toBeNull();
    expect(chosen.textContent).toContain('+250788123456 · alice@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Change the customer (Alice Uwase)' }));
    await userEvent.type(within(form).getByRole('combobox', { name: 'Find a customer' }), 'alice');
    await userEvent.click(await within(form).findByRole('option', { name: /Alice Uwase/ }, LAZY));
    expect(await saveOrder(form, calls)).toMatchObject({ customer: { user_id: 'u7' } });
  });

  it('says when no one matches, and Escape then clears the box', async () => {
    open('/orders/new', []);
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    const box = within(form).getByRole('combobox', { name: 'Find a customer' });
    await userEvent.type(box, 'Nobody');
    expect((await within(form).findByText('No customer matches.', undefined, LAZY)).getAttribute('role')).toBe('status');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens from a record’s page with her chosen (?record=)', async () => {
    const calls = open('/orders/new?record=k1');
    const form = await screen.findByRole('form', { name: 'New order' }, LAZY);
    const chosen = within(form).getByTestId('chosen-customer');
    expect(chosen.textContent).toContain('Aline Mukamana');
    expect(within(chosen).getByText('No account')).toBeTruthy();
    expect(await saveOrder(form, calls)).toMatchObject({ customer: { customer_id: 'k1' } });
  });
});

describe('a customer record’s page (docs/decisions/133)', () => {
  it('shows her contact, “No account”, her orders and New order for her', async () => {
    open('/customers/records/k1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aline Mukamana' }, LAZY)).toBeTruthy();
    expect(screen.getAllByText('No account').length).toBeGreaterThan(0);
    const orders = screen.getByRole('region', { name: 'Orders (1)' });
    expect(within(orders).getByRole('link', { name: 'ATL-AAA111' }).getAttribute('href')).toBe('/admin/orders/o1');
    expect(orders.textContent).toContain('WhatsApp');
    expect(orders.textContent).toContain('RWF 238,000');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '+250722300001' })).toBeTruthy();
    expect(contact.textContent).toContain('Ikinyarwanda');
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/admin/orders/new?record=k1');
  });
});
