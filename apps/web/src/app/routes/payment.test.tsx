import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/test/utils';
import PaymentRoute from './payment';

afterEach(() => vi.unstubAllGlobals());

describe('/payment?id= of an unknown item (spec 02 §2 Single product payment page)', () => {
  it("says 'Product not found' once, with the way back to the store and no retry", async () => {
    mockFetch({ 'GET /api/products/9999': () => ({ status: 404, body: { error: 'Product not found', code: 'NOT_FOUND' } }) });
    renderWithProviders(<PaymentRoute />, { route: '/payment?id=9999' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Product not found')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toBeTruthy();
  });

  it('keeps the reason and a retry when the item could not be loaded', async () => {
    mockFetch({ 'GET /api/products/12': () => ({ status: 503, body: { error: 'The shop cannot reach its database right now. Please try again in a few seconds.', code: 'UNAVAILABLE' } }) });
    renderWithProviders(<PaymentRoute />, { route: '/payment?id=12' });
    expect(await screen.findByText('The shop cannot reach its database right now. Please try again in a few seconds.')).toBeTruthy();
    expect(screen.getByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
