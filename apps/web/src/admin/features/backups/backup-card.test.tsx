import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupProgress, BackupStatus } from '@atelier/contracts';
import { LAZY, dashboardData, openAdmin, staffUser } from '@admin/test-support';
import { activateAdminLocale } from '@admin/i18n/i18n';

vi.setConfig({ testTimeout: 30_000 });

const dashboard = dashboardData({ sales_this_week: { paid: 0, awaiting_payment: 0, orders: 1 } });

const counts = { orders: 12, orderItems: 20, payments: 9, customers: 4, accounts: 7, bookings: 3, pictures: 40 };

/** A shop whose daily backup goes into the folder and the bucket, last taken on 24 November. */
const configured: BackupStatus = {
  configured: true,
  kept_in: ['folder', 'bucket'],
  hour: 3,
  keep: 14,
  last_success: { at: '2026-11-24T01:00:00.000Z', file: 'atelier-2026-11-24T01-00-00Z.tar.gz', bytes: 3_250_000, counts },
  last_failure: null,
  warning: false,
};

/** "Back up now"'s reply, written line by line by the test (as the server streams it). */
function backupReply() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
    send(line: BackupProgress) {
      controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    },
    end() {
      controller.close();
    },
  };
}

/**
 * The dashboard as `role` with `status` for the backups (a function: what the server says at each
 * read); the download answers a small archive, "Back up now" `now`.
 */
function open(role: 'admin' | 'staff', status: BackupStatus | (() => BackupStatus), now?: Response) {
  return openAdmin('/', staffUser({ role }), ({ url, method }) => {
    if (url.endsWith('/api/admin/dashboard')) return Response.json({ success: true, dashboard });
    if (url.endsWith('/api/admin/backup/status')) return Response.json({ success: true, backup: typeof status === 'function' ? status() : status });
    if (url.endsWith('/api/admin/backup') && method === 'POST') return now;
    if (url.endsWith('/api/admin/backup'))
      return new Response(new Uint8Array([31, 139]), { headers: { 'content-type': 'application/gzip', 'content-disposition': 'attachment; filename="atelier-2026-11-24T12-00-00Z.tar.gz"' } });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('backups on the dashboard (docs/decisions/131-backups.md)', () => {
  it('shows the owner the last backup and where the daily one goes; "Back up now" tells each step, then the result', async () => {
    const reply = backupReply();
    let status = configured;
    const calls = open('admin', () => status, reply.response);
    const card = await screen.findByRole('region', { name: 'Backups' }, LAZY);
    expect(within(card).getByText(/^Last backup: .+ · 3\.1 MB · 12 orders, 7 accounts, 40 pictures$/)).toBeTruthy();
    expect(within(card).getByText("Daily at 03:00 Kigali time, into the server's backup folder and the S3 bucket; the last 14 are kept in each.")).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Back up now' }));
    const progress = await within(card).findByRole('status', {}, LAZY);
    expect(progress.textContent).toContain('Starting the backup…');
    expect(within(card).getByRole('button', { name: 'Backing up…' })).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: 'Download a backup' })).toHaveProperty('disabled', true);
    reply.send({ step: 'database' });
    await within(card).findByText('Copying the database…', {}, LAZY);
    reply.send({ step: 'pictures', done: 340, total: 2000 });
    await within(card).findByText('Copying the pictures: 340 of 2000', {}, LAZY);
    const bar = within(card).getByRole('progressbar', { name: 'Backup progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([340, 2000]);
    reply.send({ step: 'archive' });
    reply.send({ step: 'upload' });
    await within(card).findByText('Sending it to the S3 bucket…', {}, LAZY);
    const taken = { at: '2026-11-28T21:40:00.000Z', file: 'atelier-2026-11-28T21-40-00Z.tar.gz', bytes: 2_100_000, counts: { ...counts, orders: 13, pictures: 2000 } };
    status = { ...configured, last_success: taken };
    reply.send({ step: 'done', backup: { ...taken, kept_in: ['folder', 'bucket'] } });
    reply.end();
    expect((await within(card).findByText("Backup made: it is in the server's backup folder and the S3 bucket.", {}, LAZY)).getAttribute('role')).toBe('status');
    expect(within(card).getByText(/^Last backup: .+ · 2\.0 MB · 13 orders, 7 accounts, 2,000 pictures$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Back up now' })).toHaveProperty('disabled', false);
    expect(calls.filter((c) => c.url.endsWith('/api/admin/backup')).map((c) => c.method)).toEqual(['POST']);
  });

  it('says one of each in the singular, in English, French and Kinyarwanda', async () => {
    const ones: BackupStatus = { ...configured, last_success: { ...configured.last_success!, counts: { ...counts, orders: 1, accounts: 1, pictures: 1 } } };
    const expected = {
      en: /^Last backup: .+ · 3\.1 MB · 1 order, 1 account, 1 picture$/,
      fr: /^Dernière sauvegarde : .+ · 3\.1 MB · 1 commande, 1 compte, 1 photo$/,
      rw: /^Kopi iheruka: .+ · 3\.1 MB · komande 1, konti 1, ifoto 1$/,
    } as const;
    try {
      for (const [locale, text] of Object.entries(expected) as Array<[keyof typeof expected, RegExp]>) {
        localStorage.setItem('locale', locale);
        await activateAdminLocale(locale);
        open('admin', ones);
        expect(await screen.findByText(text, undefined, LAZY)).toBeTruthy();
        cleanup();
      }
    } finally {
      localStorage.clear();
      await activateAdminLocale('en');
    }
  });

  it('says why a backup taken now failed', async () => {
    const reply = backupReply();
    open('admin', { ...configured, kept_in: ['bucket'] }, reply.response);
    const card = await screen.findByRole('region', { name: 'Backups' }, LAZY);
    expect(within(card).getByText('Daily at 03:00 Kigali time, into the S3 bucket; the last 14 are kept.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Back up now' }));
    reply.send({ step: 'database' });
    reply.send({ step: 'failed', message: 'Could not send atelier-2026-11-28T21-40-00Z.tar.gz to bucket shop-backups (HTTP 403): AccessDenied' });
    reply.end();
    expect((await within(card).findByRole('alert', {}, LAZY)).textContent).toBe(
      'The backup failed: Could not send atelier-2026-11-28T21-40-00Z.tar.gz to bucket shop-backups (HTTP 403): AccessDenied',
    );
    expect(within(card).getByRole('button', { name: 'Back up now' })).toHaveProperty('disabled', false);
  });

  it('downloads a new backup', async () => {
    URL.createObjectURL = () => 'blob:backup';
    URL.revokeObjectURL = () => undefined;
    // jsdom would navigate to the link; the browser saves the file instead.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = open('admin', configured);
    const card = await screen.findByRole('region', { name: 'Backups' }, LAZY);
    await userEvent.click(within(card).getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), LAZY);
    expect(calls.filter((c) => c.url.endsWith('/api/admin/backup')).map((c) => c.method)).toEqual(['GET']);
    click.mockRestore();
  });

  it('warns when no daily backup is set up, offers only the download, and says when the last one failed', async () => {
    open('admin', { configured: false, kept_in: [], hour: 3, keep: 14, last_success: null, last_failure: { at: '2026-11-24T01:00:00.000Z', reason: 'disk full' }, warning: true });
    const card = await screen.findByRole('region', { name: 'Backups' }, LAZY);
    expect(within(card).getByRole('alert').textContent).toBe('No daily backup is set up: set BACKUP_DIR or BACKUP_S3_BUCKET on the server (README, "Backups"), and download one now.');
    expect(within(card).getByText('No backup yet.')).toBeTruthy();
    expect(within(card).getByText(/^The last backup failed \(.+\): disk full$/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Back up now' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Download a backup' })).toBeTruthy();
  });

  it('is not shown to staff', async () => {
    open('staff', { configured: false, kept_in: [], hour: 3, keep: 14, last_success: null, last_failure: null, warning: true });
    await screen.findByRole('region', { name: 'Low stock' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Backups' })).toBeNull();
  });
});
