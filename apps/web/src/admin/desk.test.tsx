import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, kigaliToday, type AdminBooking, type AdminReturn, type AgendaSlot } from '@atelier/contracts';
import { LAZY, openAdmin } from './test-support';

vi.setConfig({ testTimeout: 30_000 });

const DAY = addDays(kigaliToday(), 5);
const owner = { id: 'u1', name: 'Owner', email: 'owner@example.com', phone: '+250788000000', role: 'admin', status: 'active' };
const staffUser = { ...owner, id: 'u2', role: 'staff', email: 'staff@example.com' };
const booking: AdminBooking = {
  id: 'b1',
  service: 'Painting Sessions',
  location: 'City Center',
  type: 'Art Studio',
  number_of_people: 2,
  booking_date: DAY,
  booking_time: '10:00',
  first_name: 'Aline',
  last_name: 'Uwase',
  phone: '+250788123456',
  email: 'aline@example.com',
  notes: '',
  status: 'confirmed',
  status_reason: null,
  allowed_transitions: ['cancelled', 'attended', 'no_show'],
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};
const slot = (time: string, left: number, closed = false): AgendaSlot => ({ date: DAY, time, location: 'City Center', capacity: 10, booked: 10 - left, left, closed });
// 10:00 is its own slot, 11:00 has one place (too few for 2), 12:00 is closed: only 09:00 and 13:00 are offered.
const SLOTS = [slot('09:00', 10), slot('10:00', 8), slot('11:00', 1), slot('12:00', 10, true), slot('13:00', 4)];
const request: AdminReturn = {
  id: 'r1',
  order_id: 'o1',
  order_number: 'ATL-1',
  order_item_id: null,
  product_name: 'Artist Apron',
  reason: 'Wrong size',
  details: '',
  status: 'requested',
  message: null,
  allowed_transitions: ['approved', 'declined'],
  customer: { user_id: 'c1', name: 'Claudine Uwera', email: 'c@example.com', phone: '' },
  refund: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};

/** The back office at /admin`path` as `user`; every API call is recorded; `answer` may answer first. */
function open(path: string, user = owner, answer?: (url: string) => Response | undefined) {
  return openAdmin(path, user, ({ url }) => {
    const custom = answer?.(url);
    if (custom) return custom;
    if (url.endsWith('/api/services'))
      return Response.json({
        success: true,
        data: [
          {
            slug: 'painting-sessions',
            name: 'Painting Sessions',
            description: '',
            button_label: 'BOOK NOW',
            target: '/book',
            featured: false,
            locations: ['Main Branch', 'City Center'],
            types: ['Art Studio'],
            image: null,
          },
        ],
      });
    if (url.includes('/api/admin/bookings?')) return Response.json({ success: true, from: DAY, to: DAY, bookings: [booking], total: 1, slots: SLOTS }, { headers: { 'x-total-count': '1' } });
    if (url.includes('/api/admin/returns?')) return Response.json({ success: true, returns: [request], total: 1 }, { headers: { 'x-total-count': '1' } });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('bookings (docs/decisions/103)', () => {
  it("moves a booking into a free slot only, and shows the server's refusal as it says it", async () => {
    const calls = open(`/bookings?date=${DAY}`, owner, (url) =>
      url.endsWith('/api/admin/bookings/b1/reschedule') ? Response.json({ error: 'That time has no places left. Please choose another.', code: 'CONFLICT' }, { status: 409 }) : undefined,
    );
    const place = await screen.findByRole('region', { name: 'City Center' }, LAZY);
    await userEvent.click(within(place).getByRole('button', { name: /^Aline Uwase, 10:00/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    // A session days ahead cannot be marked attended or no-show yet.
    expect(within(sheet).queryByRole('button', { name: 'Mark attended' })).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Move to another time' }));
    const form = within(sheet).getByRole('form', { name: 'Move booking' });
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).value),
      ).toEqual(['09:00', '13:00']),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Move booking' }));
    expect(within(form).getByText('Please choose a free time')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/reschedule'))).toBe(false);
    await userEvent.click(within(form).getByRole('radio', { name: /^13:00/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Move booking' }));
    expect(await within(form).findByText('That time has no places left. Please choose another.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/reschedule'))).toMatchObject({ method: 'POST', body: { booking_date: DAY, booking_time: '13:00' } });
  });

  it('lists past bookings latest first with each one’s location and places left, and the order can be turned', async () => {
    const calls = open('/bookings?view=list&list=past', owner);
    const table = await screen.findByRole('table', { name: 'Bookings' }, LAZY);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('City Center');
    expect(row.textContent).toContain('8 of 10 left');
    const listed = () => new URL(calls.filter((c) => c.url.includes('/api/admin/bookings?')).at(-1)!.url, 'http://x').searchParams;
    expect(listed().get('sort')).toBe('-date');
    const order = screen.getByRole('group', { name: 'Order' });
    expect(within(order).getByRole('button', { name: 'Latest first' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(order).getByRole('button', { name: 'Soonest first' }));
    await waitFor(() => expect(listed().get('sort')).toBe('date'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Which bookings' })).getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(listed().get('status')).toBe('confirmed'));
    expect(listed().get('sort')).toBe('date');
  });

  it('cancelling needs a reason before any call', async () => {
    const calls = open(`/bookings?date=${DAY}`, owner, (url) =>
      url.endsWith('/api/admin/bookings/b1/status') ? Response.json({ success: true, booking: { ...booking, status: 'cancelled', status_reason: 'Sick', allowed_transitions: [] } }) : undefined,
    );
    await userEvent.click(within(await screen.findByRole('region', { name: 'City Center' }, LAZY)).getByRole('button', { name: /^Aline Uwase, 10:00/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    const form = within(sheet).getByRole('form', { name: 'Cancel booking' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    expect(within(form).getByText('Please give a reason for cancelling this booking')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Reason for cancelling'), 'Sick');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(sheet.textContent).toContain('Status: Cancelled'));
    expect(sheet.textContent).toContain('Sick');
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'cancelled', reason: 'Sick' });
  });

  it('confirms a group request from its sheet', async () => {
    const requested: AdminBooking = { ...booking, number_of_people: 14, status: 'requested', allowed_transitions: ['confirmed', 'cancelled'] };
    const calls = open(`/bookings?date=${DAY}`, owner, (url) => {
      if (url.includes('/api/admin/bookings?')) return Response.json({ success: true, from: DAY, to: DAY, bookings: [requested], total: 1, slots: SLOTS });
      if (url.endsWith('/api/admin/bookings/b1/status'))
        return Response.json({ success: true, booking: { ...requested, status: 'confirmed', allowed_transitions: ['cancelled', 'attended', 'no_show'] } });
      return undefined;
    });
    await userEvent.click(within(await screen.findByRole('region', { name: 'City Center' }, LAZY)).getByRole('button', { name: /^Aline Uwase, 10:00/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Aline Uwase' });
    expect(sheet.textContent).toContain('Status: Requested');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sheet.textContent).toContain('Status: Confirmed'));
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'confirmed' });
  });

  it('staff get no CSV export and no subscribers', async () => {
    open(`/bookings?date=${DAY}`, staffUser);
    expect(await screen.findByRole('region', { name: 'City Center' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
    expect(screen.queryAllByRole('link', { name: 'Subscribers' })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Customers' }).length).toBeGreaterThan(0);
  });
});

describe('customers (docs/decisions/103)', () => {
  it('blocks an account only after a confirmation', async () => {
    const customer = {
      id: 'c1',
      name: 'Claudine Uwera',
      email: 'c@example.com',
      phone: '',
      status: 'active',
      email_verified: true,
      orders: 0,
      created_at: '2026-11-01T10:00:00.000Z',
      role: 'user',
      order_list: [],
      bookings: [],
      returns: [],
      notes: [],
      sign_in: { last_success_at: null, last_failure_at: null, successes_30d: 0, failures_30d: 0, active_sessions: 2 },
    };
    const calls = open('/customers/c1', owner, (url) => {
      if (url.endsWith('/api/admin/customers/c1')) return Response.json({ success: true, customer });
      if (url.endsWith('/api/admin/customers/c1/block')) return Response.json({ success: true, customer: { ...customer, status: 'blocked', sign_in: { ...customer.sign_in, active_sessions: 0 } } });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block account' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Block this account?' });
    expect(calls.some((c) => c.url.endsWith('/block'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block account' }));
    expect(await screen.findByRole('button', { name: 'Unblock account' })).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/block'))).toMatchObject({ method: 'POST', body: {} });
  });
});

describe('returns (docs/decisions/103)', () => {
  it('declining needs a message to the customer, which is sent with the status', async () => {
    const calls = open('/returns', owner, (url) =>
      url.endsWith('/api/admin/returns/r1/status') ? Response.json({ success: true, return: { ...request, status: 'declined', allowed_transitions: [] } }) : undefined,
    );
    const card = await screen.findByRole('article', { name: /order ATL-1/ }, LAZY);
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline return' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Please write a message to the customer explaining why the return is declined')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/status'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Message to the customer/), 'Worn items cannot be returned.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'declined', message: 'Worn items cannot be returned.' });
  });

  it('marking refunded records the refund with it (owner): amount, method and reference are sent; the card shows it', async () => {
    const received: AdminReturn = { ...request, status: 'received', allowed_transitions: ['refunded', 'exchanged'] };
    const done: AdminReturn = {
      ...received,
      status: 'refunded',
      allowed_transitions: [],
      refund: { id: 'f1', amount: 12000, method: 'airtel_money', reference: 'AM55', recorded_at: '2026-11-25T09:00:00.000Z' },
    };
    let refunded = false;
    const calls = open('/returns?status=received', owner, (url) => {
      if (url.endsWith('/api/admin/returns/r1/status')) {
        refunded = true;
        return Response.json({ success: true, return: done });
      }
      if (url.includes('/api/admin/returns?')) return Response.json({ success: true, returns: [refunded ? done : received], total: 1 }, { headers: { 'x-total-count': '1' } });
      return undefined;
    });
    const card = await screen.findByRole('article', { name: /order ATL-1/ }, LAZY);
    await userEvent.click(within(card).getByRole('button', { name: 'Mark refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded return' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(within(dialog).getByText('Please enter an amount')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/status'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '12000');
    await userEvent.selectOptions(within(dialog).getByLabelText('Method'), 'airtel_money');
    await userEvent.type(within(dialog).getByLabelText(/Reference/), 'AM55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'refunded', refund: { amount: 12000, method: 'airtel_money', reference: 'AM55' } });
    expect(await screen.findByText(/Refunded RWF 12,000 · Airtel Money · Ref\. AM55/, {}, LAZY)).toBeTruthy();
  });

  it('staff are told that only the owner marks a return refunded, and nothing is sent', async () => {
    const received: AdminReturn = { ...request, status: 'received', allowed_transitions: ['refunded', 'exchanged'] };
    const calls = open('/returns?status=received', staffUser, (url) =>
      url.includes('/api/admin/returns?') ? Response.json({ success: true, returns: [received], total: 1 }, { headers: { 'x-total-count': '1' } }) : undefined,
    );
    const card = await screen.findByRole('article', { name: /order ATL-1/ }, LAZY);
    await userEvent.click(within(card).getByRole('button', { name: 'Mark refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded return' });
    expect(within(dialog).getByRole('alert').textContent).toContain('Only the owner can record refunds');
    expect(within(dialog).queryByLabelText(/Amount/)).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/status'))).toBe(false);
  });

  it("shows a deleted account's request without an empty e-mail link", async () => {
    const deleted: AdminReturn = { ...request, customer: { user_id: null, name: 'Deleted Customer', email: '', phone: '' } };
    open('/returns', owner, (url) => (url.includes('/api/admin/returns?') ? Response.json({ success: true, returns: [deleted], total: 1 }, { headers: { 'x-total-count': '1' } }) : undefined));
    const card = await screen.findByRole('article', { name: /order ATL-1/ }, LAZY);
    expect(within(card).getByText(/Deleted Customer/)).toBeTruthy();
    expect(
      within(card)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('mailto:')),
    ).toEqual([]);
  });
});
