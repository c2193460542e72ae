import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, parsePath } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type MockHandler = (request: { method: string; path: string; body: unknown }) => MockReply | Promise<MockReply>;

/**
 * Replaces fetch with a table of "METHOD /path" handlers (query string ignored); anything else is a 404.
 * A handler that throws simulates a network failure.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const reply = await handler({ method, path: url.pathname, body });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const testUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Aline Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  role: 'user' as const,
  status: 'active',
  profile_image: null,
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_password_change: null,
};

/** Stores a session as a signed-in visit would have it (token and user in local storage). */
export function signIn() {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(testUser));
}

/** Renders inside the app's providers (query client without retries, session, router, toasts). */
export function renderWithProviders(ui: ReactElement, { route = '/', state }: { route?: string; /** The entry's navigation state. */ state?: unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}>{children}</MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}
