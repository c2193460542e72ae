import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signIn } from '@/test/utils';
import { EMPTY_ADDRESS, checkAddress } from './address-form';
import { AddressesPanel } from './addresses-panel';

const FULL = {
  first_name: 'Aline',
  last_name: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  street_address: 'KG 7 Ave 12',
  street_address2: '',
  country: 'Rwanda',
  province: 'Kigali City',
  zip_code: '00000',
  city: 'Kigali',
};

/** Typing a whole address takes seconds when the machine is busy; Vitest's default is 5 s. */
const TYPING_TIMEOUT = 20_000;

const saved = { ...FULL, id: 'a1', street_address2: null, created_at: '2026-01-02T00:00:00.000Z' };

describe('checkAddress (spec 02 §5 address rules)', () => {
  it("lists every blank required field under 'Please fill all required fields'; line 2 is optional", () => {
    const result = checkAddress(EMPTY_ADDRESS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.summary).toBe('Please fill all required fields');
    expect(result.missing.sort()).toEqual(['city', 'country', 'email', 'first_name', 'last_name', 'phone', 'province', 'street_address', 'zip_code']);
  });

  it('a malformed e-mail is a field error, not a blank', () => {
    const result = checkAddress({ ...FULL, email: 'aline@' });
    expect(result).toMatchObject({ ok: false, summary: null, missing: [], fieldErrors: { email: 'Please enter a valid email address' } });
  });

  it('a complete address passes, with an empty line 2 as null', () => {
    const result = checkAddress({ ...FULL, city: '  Kigali ' });
    expect(result).toMatchObject({ ok: true, body: { city: 'Kigali', street_address2: null } });
  });
});

describe('Addresses tab (spec 02 §2, §5, §8)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows the empty state, refuses a missing field, then adds an address',
    async () => {
      const list: unknown[] = [];
      let posted: unknown = null;
      mockFetch({
        'GET /api/auth/verify': () => ({ body: { success: true, user: {} } }),
        'GET /api/addresses': () => ({ body: { success: true, addresses: list } }),
        'POST /api/addresses': ({ body }) => {
          posted = body;
          list.push(saved);
          return { status: 201, body: { success: true, message: 'Address saved', address: saved } };
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<AddressesPanel />);
      expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Add address' }));
      const form = screen.getByRole('form', { name: 'Add address' });
      expect(document.activeElement).toBe(within(form).getByLabelText('First name'));

      for (const [label, value] of [
        ['First name', FULL.first_name],
        ['Last name', FULL.last_name],
        ['Email', FULL.email],
        ['Phone', FULL.phone],
        ['Street address', FULL.street_address],
        ['Postal code', FULL.zip_code],
        ['City', FULL.city],
      ] as const) {
        await user.type(within(form).getByLabelText(label), value);
      }
      await user.click(within(form).getByRole('button', { name: 'Save address' }));
      expect(within(form).getByRole('alert').textContent).toBe('Please fill all required fields');
      expect(
        within(form)
          .getByRole('button', { name: /Country/ })
          .getAttribute('aria-invalid'),
      ).toBe('true');
      expect(within(form).getByLabelText('State/Province').getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(within(form).getByRole('button', { name: /Country/ }));
      expect(posted).toBeNull();

      await user.click(within(form).getByRole('button', { name: /Country/ }));
      await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'rwanda{Enter}');
      await user.type(within(form).getByLabelText('State/Province'), FULL.province);
      await user.click(within(form).getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(posted).toEqual({ ...FULL, street_address2: null }));
      expect(await screen.findByText('Address saved')).toBeTruthy();
      const items = await screen.findByRole('list', { name: 'Saved addresses' });
      expect(within(items).getByText('KG 7 Ave 12')).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Add address' })).toBeNull();
    },
    TYPING_TIMEOUT,
  );

  it('deletes an address after confirming', async () => {
    let list: unknown[] = [saved];
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: {} } }),
      'GET /api/addresses': () => ({ body: { success: true, addresses: list } }),
      'DELETE /api/addresses/a1': () => ((list = []), { body: { success: true, message: 'Address deleted' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AddressesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete address KG 7 Ave 12, Kigali' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Address deleted')).toBeTruthy();
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
  });

  it("shows 'Failed to load addresses' with Retry, and 'Failed to delete address'", async () => {
    let fail = true;
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: {} } }),
      'GET /api/addresses': () => (fail ? { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } } : { body: { success: true, addresses: [saved] } }),
      'DELETE /api/addresses/a1': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AddressesPanel />);
    expect(await screen.findByText('Failed to load addresses')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Delete address KG 7 Ave 12, Kigali' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Failed to delete address')).toBeTruthy();
  });

  it(
    "shows 'Failed to add address' when the save fails without a reason",
    async () => {
      mockFetch({
        'GET /api/auth/verify': () => ({ body: { success: true, user: {} } }),
        'GET /api/addresses': () => ({ body: { success: true, addresses: [] } }),
        'POST /api/addresses': () => ({ status: 502 }),
      });
      const user = userEvent.setup();
      renderWithProviders(<AddressesPanel />);
      await user.click(await screen.findByRole('button', { name: 'Add address' }));
      const form = screen.getByRole('form', { name: 'Add address' });
      for (const [label, value] of [
        ['First name', FULL.first_name],
        ['Last name', FULL.last_name],
        ['Email', FULL.email],
        ['Phone', FULL.phone],
        ['Street address', FULL.street_address],
        ['State/Province', FULL.province],
        ['Postal code', FULL.zip_code],
        ['City', FULL.city],
      ] as const) {
        await user.type(within(form).getByLabelText(label), value);
      }
      await user.click(within(form).getByRole('button', { name: /Country/ }));
      await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'rwanda{Enter}');
      await user.click(within(form).getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Failed to add address'));
      expect(screen.getByRole('form', { name: 'Add address' })).toBeTruthy();
    },
    TYPING_TIMEOUT,
  );
});
