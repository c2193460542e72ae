import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, INACTIVITY_LIMIT_MS, useAuth } from './auth';
import { mockFetch, signIn, testUser } from '@/test/utils';

function Who() {
  const { user, status } = useAuth();
  return <p>{status === 'signedIn' ? `Signed in as ${user?.name}` : status}</p>;
}

function renderSession(children: ReactNode = <Who />) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>,
  );
}

describe('session (spec 01 §4, §6)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('restores a stored session and confirms it with GET /api/auth/verify', async () => {
    signIn();
    const fetch = mockFetch({ 'GET /api/auth/verify': () => ({ body: { success: true, user: { ...testUser, name: 'Aline U.' } } }) });
    renderSession();
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('Signed in as Aline U.')).toBeTruthy();
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer test-token' });
  });

  it('logs out when the server rejects the stored token', async () => {
    signIn();
    mockFetch({ 'GET /api/auth/verify': () => ({ status: 401, body: { error: 'Your session has expired. Please log in again.', code: 'UNAUTHENTICATED' } }) });
    renderSession();
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs out after 20 minutes without activity, and activity postpones it', async () => {
    vi.useFakeTimers();
    signIn();
    const fetch = mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    });
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Signed in as Aline Uwase')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS - 60_000));
    act(() => void window.dispatchEvent(new Event('keydown')));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Signed in as Aline Uwase')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS));
    expect(screen.getByText('signedOut')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/auth/logout') && init?.method === 'POST')).toBe(true);
  });
});
