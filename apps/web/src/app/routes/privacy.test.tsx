import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/test/utils';
import PrivacyRoute from './privacy';

afterEach(() => vi.restoreAllMocks());

describe('/privacy (spec 01 §2 Privacy; docs/decisions/104)', () => {
  it("shows the owner's privacy page from GET /api/company-settings/public/privacy", async () => {
    mockFetch({
      'GET /api/company-settings/public/privacy': () => ({ body: { success: true, data: { title: 'Your privacy', content: '<h2>What we keep</h2><p>Only your <strong>address</strong>.</p>' } } }),
    });
    renderWithProviders(<PrivacyRoute />, { route: '/privacy' });
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your privacy' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your rights' })).toBeNull();
    expect(screen.getByRole('link', { name: 'support@atelier.rw' })).toBeTruthy();
  });

  it('keeps the built-in policy when the owner never wrote the page, and when the call fails (only logged)', async () => {
    mockFetch({ 'GET /api/company-settings/public/privacy': () => ({ body: { success: true, data: { title: 'Privacy Policy', content: '' } } }) });
    const first = renderWithProviders(<PrivacyRoute />, { route: '/privacy' });
    await vi.waitFor(() => expect(first.queryClient.getQueryData(['company-settings', 'privacy'])).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Your rights' })).toBeTruthy();
    first.unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/company-settings/public/privacy': () => ({ status: 500, body: { error: 'Internal Server Error' } }) });
    renderWithProviders(<PrivacyRoute />, { route: '/privacy' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your rights' })).toBeTruthy();
  });
});
