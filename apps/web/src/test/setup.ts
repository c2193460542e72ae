import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Unit tests never reach a network. happy-dom's own fetch would send a request to its default
 * origin (http://localhost:3000), for example a query a page fires after its test has restored the
 * globals and before cleanup unmounts it. Replacing it here makes vi.unstubAllGlobals() restore
 * this refusal instead, so an unmocked call fails at once with its address and sends nothing.
 */
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  throw new TypeError(`fetch is not mocked in this test: ${url}`);
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
