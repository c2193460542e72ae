import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, kigaliToday, type Service } from '@atelier/contracts';
import { paintingService as painting } from '@/test/services';
import { mockFetch, renderWithProviders, type MockHandler } from '@/test/utils';
import { BookingForm } from './booking-form';

/** Generous waits: the machine is shared, and a slow render is not a failure. */
const SLOW = { timeout: 4000 };
const dance: Service = { ...painting, slug: 'dance-sessions', name: 'Dance Sessions', locations: [], types: ['Modern dance', 'Traditional dance'] };
const DAY = addDays(kigaliToday(), 2);
const slotsPath = `GET /api/bookings/available-slots/${DAY}`;

function setup(routes: Record<string, MockHandler>) {
  const fetch = mockFetch(routes);
  const onBooked = vi.fn();
  renderWithProviders(<BookingForm services={[painting, dance]} initialService="painting-sessions" onBooked={onBooked} />);
  const form = screen.getByRole('form', { name: 'Book a session' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
  const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  // happy-dom leaves a <select> blank when its value is set before its options are in place (the
  // preselection works in Chromium, see e2e/services-booking.spec.ts): choose the service as a user would.
  change('Service', 'painting-sessions');
  return { fetch, onBooked, form, field, change };
}

const slotsReply =
  (slots: string[]): MockHandler =>
  () => ({ body: { success: true, date: DAY, available_slots: slots, remaining: Object.fromEntries(slots.map((s) => [s, 4])) } });

describe('BookingForm (spec 02 §2 Booking page, §5, §8)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the slots of the chosen day, place and group size, and offers only those', async () => {
    const { fetch, change, field } = setup({ [slotsPath]: slotsReply(['10:00', '10:30']) });
    expect(field('Time').disabled).toBe(true);
    change('Location', 'City Center');
    change('Number of people', '3');
    change('Date', DAY);
    await waitFor(
      () =>
        expect(
          within(field('Time'))
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Choose a time', '10:00 · 4 places left', '10:30 · 4 places left']),
      SLOW,
    );
    const url = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('location')).toBe('City Center');
    expect(url.searchParams.get('people')).toBe('3');
  });

  it('falls back to the half-hour slots 09:00–17:30 with the spec notice when the slots call fails', async () => {
    const { change, field } = setup({
      [slotsPath]: () => {
        throw new TypeError('offline');
      },
    });
    change('Location', 'Main Branch');
    change('Date', DAY);
    expect(await screen.findByText('Failed to load available time slots', {}, SLOW)).toBeTruthy();
    const options = within(field('Time')).getAllByRole('option').slice(1);
    expect(options).toHaveLength(18);
    expect(options[0]!.textContent).toBe('09:00');
    expect(options.at(-1)!.textContent).toBe('17:30');
  });

  it('sends the booking, and on "no longer available" says so, clears the time and reloads the slots', async () => {
    let taken = false;
    const posted: unknown[] = [];
    const { change, field, onBooked } = setup({
      [slotsPath]: () => slotsReply(taken ? ['10:30'] : ['10:00', '10:30'])({ method: 'GET', path: '', body: null }),
      'POST /api/bookings': ({ body }) => {
        posted.push(body);
        taken = true;
        return { status: 409, body: { error: 'Selected time is no longer available. Please choose another.' } };
      },
    });
    change('Location', 'Main Branch');
    change('Session type', 'Creative Hub');
    change('Date', DAY);
    await waitFor(() => expect(within(field('Time')).getAllByRole('option')).toHaveLength(3), SLOW);
    change('Time', '10:00');
    change('Last name', 'Uwase');
    change('First name', 'Aline');
    change('Phone', '0788 123 456');
    change('Email', 'aline@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Selected time is no longer available. Please choose another.');
    expect(posted[0]).toMatchObject({
      service: 'painting-sessions',
      location: 'Main Branch',
      type: 'Creative Hub',
      number_of_people: 1,
      booking_date: DAY,
      booking_time: '10:00',
      email: 'aline@example.com',
    });
    expect(posted[0]).not.toHaveProperty('salesTeamEmail');
    await waitFor(
      () =>
        expect(
          within(field('Time'))
            .getAllByRole('option')
            .map((o) => o.getAttribute('value')),
        ).toEqual(['', '10:30']),
      SLOW,
    );
    expect(field('Time').value).toBe('');
    expect(onBooked).not.toHaveBeenCalled();
    // Choosing another time answers the refusal.
    change('Time', '10:30');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a people count of 2.5 must be whole, and sends nothing', async () => {
    const { change, fetch } = setup({ [slotsPath]: slotsReply(['10:00']) });
    change('Number of people', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Number of people must be a whole number.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Number of people must be greater than 0.')).toBeNull();
    expect(fetch.mock.calls.some(([url, init]) => String(url).includes('/api/bookings') && (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('tells a group larger than a session so, and sends a group request for the chosen time', async () => {
    const posted: unknown[] = [];
    const booking = {
      id: 'b1',
      service: 'Painting Sessions',
      location: 'Main Branch',
      type: null,
      number_of_people: 12,
      booking_date: DAY,
      booking_time: '10:00',
      first_name: 'Aline',
      last_name: 'Uwase',
      phone: '',
      email: 'aline@example.com',
      notes: '',
      status: 'requested',
      created_at: '2026-12-01T10:00:00.000Z',
    };
    const { change, field, onBooked } = setup({
      [slotsPath]: () => ({ body: { success: true, date: DAY, available_slots: ['10:00', '10:30'], remaining: {}, capacity_per_slot: 10, group_request: true } }),
      'POST /api/bookings': ({ body }) => {
        posted.push(body);
        return { status: 201, body: { success: true, message: 'Group request sent.', id: 'b1', booking } };
      },
    });
    change('Location', 'Main Branch');
    change('Number of people', '12');
    change('Date', DAY);
    expect((await screen.findByText('Your group of 12 is larger than one session holds (10 people).', {}, SLOW)).closest('[role="status"]')).not.toBeNull();
    expect(
      within(field('Time'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time', '10:00', '10:30']);
    change('Time', '10:00');
    change('Last name', 'Uwase');
    change('First name', 'Aline');
    change('Email', 'aline@example.com');
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send group request' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booking, 'Group request sent.'), SLOW);
    expect(posted[0]).toMatchObject({ group_request: true, number_of_people: 12, booking_time: '10:00' });
  });

  it('offers the dance styles and no location for dance', () => {
    const { change, form } = setup({});
    change('Service', 'dance-sessions');
    expect(within(form).queryByLabelText('Location')).toBeNull();
    expect(
      within(within(form).getByLabelText('Dance style'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No preference', 'Modern dance', 'Traditional dance']);
  });
});
