import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { ACCOUNT_MESSAGES } from '@atelier/contracts';
import { AuthProvider, INACTIVITY_LIMIT_MS, SESSION_EXPIRED_MESSAGE, useAuth } from './auth';
import { apiFetch } from './api-client';
import { mockFetch, signIn, testUser } from '@/test/utils';

function Who() {
  const { user, status } = useAuth();
  return <p>{status === 'signedIn' ? `Signed in as ${user?.name}` : status}</p>;
}

function renderSession(children: ReactNode = <Who />) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
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

  it("writes out the contract's session-expired text", () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });

  it('a 401 on any authenticated call (token revoked elsewhere) logs out cleanly, with a toast', async () => {
    signIn();
    localStorage.setItem('cart_ids', '[1,2]');
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'GET /api/addresses': () => ({ status: 401, body: { error: 'Your session has expired. Please log in again.', code: 'UNAUTHENTICATED' } }),
    });
    renderSession();
    expect(await screen.findByText('Signed in as Aline Uwase')).toBeTruthy();
    await act(async () => {
      await expect(apiFetch('/api/addresses', { auth: true })).rejects.toMatchObject({ status: 401 });
    });
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('cart_ids')).toBe('[]');
  });

  it('a 401 on a public call or after a newer login leaves the session alone', async () => {
    signIn();
    mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: testUser } }),
      'POST /api/auth/login': () => ({ status: 401, body: { error: 'Invalid email or password', code: 'UNAUTHENTICATED' } }),
    });
    renderSession();
    expect(await screen.findByText('Signed in as Aline Uwase')).toBeTruthy();
    await act(async () => {
      await expect(apiFetch('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    });
    expect(screen.getByText('Signed in as Aline Uwase')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});

describe('the account remembers the language (docs/decisions/110)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const choose = (locale: string) => act(() => void window.dispatchEvent(new CustomEvent('locale:chosen', { detail: locale })));
  const puts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url, init]) => String(url).endsWith(`/api/users/${testUser.id}`) && init?.method === 'PUT');

  it("saves the language a signed-in customer chooses, and keeps the reply's user", async () => {
    signIn();
    const fetch = mockFetch({
      'GET /api/auth/verify': () => ({ body: { success: true, user: { ...testUser, language: 'en' } } }),
      [`PUT /api/users/${testUser.id}`]: () => ({ body: { success: true, message: 'Profile updated', user: { ...testUser, language: 'rw' }, pendingEmail: null } }),
    });
    renderSession();
    await screen.findByText('Signed in as Aline Uwase');
    choose('rw');
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).language).toBe('rw'));
    const [call] = puts(fetch);
    expect((call![1]!.body as FormData).get('language')).toBe('rw');
    expect(call![1]!.headers).toMatchObject({ Authorization: 'Bearer test-token' });

    choose('rw');
    await act(() => Promise.resolve());
    expect(puts(fetch)).toHaveLength(1);
  });

  it('saves nothing for a signed-out visitor', async () => {
    const fetch = mockFetch({});
    renderSession();
    expect(screen.getByText('signedOut')).toBeTruthy();
    choose('fr');
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
  });
});
