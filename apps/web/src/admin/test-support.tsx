import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { AdminProvider } from './provider';
import { AdminRouter } from './router';

/*
 * The back office's component tests: the whole app (provider and router) at an address, signed in,
 * with fetch answered by the test. Only the tests import this file.
 */

/** Pages are lazy chunks, compiled on first use by the test runner: a busy machine may take seconds. */
export const LAZY = { timeout: 15_000 };

/** One API call the page made: its address, method and JSON body. */
export type Call = { url: string; method: string; body?: unknown };

/**
 * Opens the back office at /admin`path` signed in as `user` (a token and the user in localStorage;
 * /api/auth/verify answers `user`). Every API call is recorded in the list returned; `answer` answers
 * the others, and a call it leaves unanswered (undefined) fails as a TypeError naming it. Undo the
 * fetch stub with vi.unstubAllGlobals() after each test.
 */
export function openAdmin(path: string, user: object, answer: (call: Call) => Response | undefined): Call[] {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (call.url.endsWith('/api/auth/verify')) return Response.json({ success: true, user });
    const answered = answer(call);
    if (answered) return answered;
    throw new TypeError(`unexpected call ${call.method} ${call.url}`);
  });
  window.history.replaceState(null, '', `/admin${path}`);
  render(
    <AdminProvider>
      <AdminRouter />
    </AdminProvider>,
  );
  return calls;
}
