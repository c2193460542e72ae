import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockFetch, renderWithProviders, signIn, testUser } from '@/test/utils';
import { SecurityPanel } from './security-panel';

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch({ 'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }), ...routes });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<SecurityPanel user={testUser} />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/profile?tab=security' },
  );
  return { fetch, user };
}

describe('Security tab: delete account (spec 02 §5: type DELETE)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('refuses anything but DELETE, then deletes, ends the session without calling logout and goes home', async () => {
    const { fetch, user } = setup({ 'DELETE /api/users/account': () => ({ body: { success: true, message: 'Your account has been deleted' } }) });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const input = within(dialog).getByLabelText('Type DELETE to confirm');
    expect(document.activeElement).toBe(input);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Please type DELETE to confirm account deletion')).toBeTruthy();
    await user.type(input, 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Please type DELETE to confirm account deletion')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.clear(input);
    await user.type(input, 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/auth/logout'))).toBe(false);
  });

  it("says 'Failed to delete account' when the server refuses, and keeps the session", async () => {
    const { user } = setup({ 'DELETE /api/users/account': () => ({ status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } }) });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Failed to delete account')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('Cancel closes the dialog without a call', async () => {
    const { fetch, user } = setup({});
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});

describe('Security tab: change password (spec 02 §5)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("checks the new password, shows the server's error, then succeeds with a toast", async () => {
    let reply = { status: 400, body: { error: 'Current password is incorrect', code: 'BAD_REQUEST' } as unknown };
    let sent: unknown = null;
    const { user } = setup({ 'POST /api/users/change-password': ({ body }) => ((sent = body), reply) });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Current password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'old-secret');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('New password must be at least 6 characters long')).toBeTruthy();
    expect(screen.getByText('New passwords do not match')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'new-secret');
    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(sent).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    // A 400 is the user's mistake, not a dead session.
    expect(localStorage.getItem('token')).toBe('test-token');

    reply = { status: 502, body: null };
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to change password'));

    reply = { status: 200, body: { success: true, message: 'Password changed successfully' } };
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });
});
