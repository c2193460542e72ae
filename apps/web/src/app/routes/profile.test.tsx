import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import ProfileRoute from './profile';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The first render of a tab transforms its lazy chunk, which takes over a second on a busy machine. */
const LAZY = { timeout: 5_000 };

function renderProfile(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/profile" element={<ProfileRoute />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('/profile tabs in the URL (spec 02 §2 Profile)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the tab named by ?tab= and keeps the choice in the URL', async () => {
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/addresses': () => ({ body: { success: true, addresses: [] } }),
    });
    const user = userEvent.setup();
    renderProfile('/profile?tab=security');
    expect(screen.getByRole('heading', { level: 1, name: 'Aline Uwase' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Security', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Password' }, LAZY)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Addresses' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/profile?tab=addresses'));
    expect(await screen.findByText('No saved addresses yet', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('has the six tabs in order; ?tab=orders and ?tab=returns open their panels', async () => {
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/orders/user/orders': () => ({ body: { success: true, orders: [] }, headers: { 'x-total-count': '0' } }),
      'GET /api/returns/me': () => ({ body: { success: true, items: [] } }),
    });
    const user = userEvent.setup();
    renderProfile('/profile?tab=orders');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Orders', 'Addresses', 'Security', 'Login History', 'Returns']);
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBeTruthy();
    expect(await screen.findByText('No orders yet', {}, LAZY)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Returns' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/profile?tab=returns'));
    expect(await screen.findByText('No return requests yet', {}, LAZY)).toBeTruthy();
  });

  it('an unknown or missing tab opens Overview', async () => {
    mockFetch({ 'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }) });
    renderProfile('/profile?tab=nope');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Personal details' }, LAZY)).toBeTruthy();
  });

  it("shows 'Failed to load user data' with Retry (and the toast) when the user cannot be loaded", async () => {
    let fail = true;
    mockFetch({ 'GET /api/auth/verify': () => (fail ? { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } } : { body: { success: true, user: testUser } }) });
    const user = userEvent.setup();
    renderProfile('/profile');
    expect(await screen.findByText('Failed to load user data')).toBeTruthy();
    expect(await screen.findByText('Failed to load profile data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy());
  });
});
