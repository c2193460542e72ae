import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupStatus } from '@atelier/contracts';
import { LAZY, dashboardData, openAdmin, staffUser } from '@admin/test-support';

vi.setConfig({ testTimeout: 30_000 });

const dashboard = dashboardData({ sales_this_week: { paid: 0, awaiting_payment: 0, orders: 1 } });

const counts = { orders: 12, orderItems: 20, payments: 9, customers: 4, accounts: 7, bookings: 3, pictures: 40 };

/** The dashboard as `role` with `status` for the backups; the download answers a small archive. */
function open(role: 'admin' | 'staff', status: BackupStatus) {
  return openAdmin('/', staffUser({ role }), ({ url }) => {
    if (url.endsWith('/api/admin/dashboard')) return Response.json({ success: true, dashboard });
    if (url.endsWith('/api/admin/backup/status')) return Response.json({ success: true, backup: status });
    if (url.endsWith('/api/admin/backup'))
      return new Response(new Uint8Array([31, 139]), { headers: { 'content-type': 'application/gzip', 'content-disposition': 'attachment; filename="atelier-2026-11-24T12-00-00Z.tar.gz"' } });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('backups on the dashboard (docs/decisions/131-backups.md)', () => {
  it('shows the owner the last backup and the schedule, and downloads a new one', async () => {
    URL.createObjectURL = () => 'blob:backup';
    URL.revokeObjectURL = () => undefined;
    // jsdom would navigate to the link; the browser saves the file instead.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = open('admin', {
      configured: true,
      hour: 3,
      keep: 14,
      last_success: { at: '2026-11-24T01:00:00.000Z', file: 'atelier-2026-11-24T01-00-00Z.tar.gz', bytes: 3_250_000, counts },
      last_failure: null,
      warning: false,
    });
    const card = await screen.findByRole('region', { name: 'Backups' }, LAZY);
    expect(within(card).getByText(/^Last backup: .+ · 3\.1 MB · 12 orders, 7 accounts, 40 pictures$/)).toBeTruthy();
    expect(within(card).getByText('Daily at 03:00 Kigali time; the last 14 are kept.')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), LAZY);
    expect(calls.some((c) => c.url.endsWith('/api/admin/backup'))).toBe(true);
    click.mockRestore();
  });

  it('warns when no daily backup is set up, and says when the last one failed', async () => {
    open('admin', { configured: false, hour: 3, keep: 14, last_success: null, last_failure: { at: '2026-11-24T01:00:00.000Z', reason: 'disk full' }, warning: true });
    const card = await screen.findByRole('region', { name: 'Backups' }, LAZY);
    expect(within(card).getByRole('alert').textContent).toContain('No daily backup is set up');
    expect(within(card).getByText('No backup yet.')).toBeTruthy();
    expect(within(card).getByText(/^The last backup failed \(.+\): disk full$/)).toBeTruthy();
  });

  it('is not shown to staff', async () => {
    open('staff', { configured: false, hour: 3, keep: 14, last_success: null, last_failure: null, warning: true });
    await screen.findByRole('region', { name: 'Low stock' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Backups' })).toBeNull();
  });
});
