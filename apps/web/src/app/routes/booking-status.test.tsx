import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { BookingStatusResponse } from '@atelier/contracts';
import { mockFetch, renderWithProviders, type MockHandler } from '@/test/utils';
import BookingStatusRoute from './booking-status';

const SLOW = { timeout: 4000 };
const ID = '2f0c3c1e-6a55-4a43-9d3c-0b3c2f1a9e11';
const KEY = '0123456789abcdef0123456789abcdef';
const booking: BookingStatusResponse['booking'] = {
  id: ID,
  first_name: 'Claudine',
  service: 'Painting Sessions',
  location: 'Main Branch',
  type: 'Art Studio',
  number_of_people: 2,
  booking_date: '2026-12-05',
  booking_time: '16:30',
  status: 'confirmed',
  status_reason: null,
  rescheduled: false,
  updated_at: '2026-12-01T10:00:00.000Z',
};

function open(handler: MockHandler, url = `/bookings/${ID}?key=${KEY}`) {
  const fetch = mockFetch({ [`GET /api/bookings/${ID}`]: handler });
  renderWithProviders(
    <Routes>
      <Route path="/bookings/:bookingId" element={<BookingStatusRoute />} />
    </Routes>,
    { route: url },
  );
  return fetch;
}
const reply =
  (over: Partial<typeof booking>): MockHandler =>
  () => ({ body: { success: true, booking: { ...booking, ...over } } });

describe('/bookings/:id — the confirmation link (docs/decisions/105)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks with the link’s key and shows the booking and its status', async () => {
    const fetch = open(reply({}));
    expect(screen.getByText('Loading your booking...').closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByText('Confirmed', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Hello Claudine, here is your booking as it stands now.')).toBeTruthy();
    expect(screen.getByText(/^Saturday,? 5 December 2026$/)).toBeTruthy();
    expect(screen.getByText('16:30 (Kigali time)')).toBeTruthy();
    expect(screen.getByText('Painting Sessions · Art Studio')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('key')).toBe(KEY);
  });

  it('a cancelled booking shows the shop’s reason and offers to book again', async () => {
    open(reply({ status: 'cancelled', status_reason: 'The teacher is ill' }));
    expect(await screen.findByText('Cancelled', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('The teacher is ill')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book another session' }).getAttribute('href')).toBe('/book');
  });

  it('a moved booking says where it is now', async () => {
    open(reply({ rescheduled: true }));
    expect(await screen.findByText(/we moved this booking to Saturday,? 5 December 2026 at 16:30\./, {}, SLOW)).toBeTruthy();
  });

  it('shows attended sessions', async () => {
    open(reply({ status: 'attended' }));
    expect(await screen.findByText('Attended', {}, SLOW)).toBeTruthy();
  });

  it('a wrong key reads as not found', async () => {
    open(() => ({ status: 404, body: { error: 'Booking not found' } }));
    expect(await screen.findByText('Booking not found', {}, SLOW)).toBeTruthy();
  });

  it('without a key it shows not found at once and never asks the server', async () => {
    const fetch = open(reply({}), `/bookings/${ID}`);
    expect(screen.getByText('Booking not found')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failure offers to try again', async () => {
    let calls = 0;
    open(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return { body: { success: true, booking } };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    expect(screen.getByText('Your booking could not be loaded')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByText('Confirmed', {}, { timeout: 8000 })).toBeTruthy();
  });
});
