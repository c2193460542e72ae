import { createElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type * as RTL from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import toast from 'react-hot-toast';
import { i18n } from '@/lib/i18n/i18n';

// Components read the active language through Lingui's context; the store always renders inside it
// (AppProvider), so every test render does too, in English unless the test activates another.
i18n.activate('en');
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof RTL>();
  type Options = Parameters<typeof rtl.render>[1];
  const withI18n = (Inner?: React.JSXElementConstructor<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...rtl,
    render: (ui: Parameters<typeof rtl.render>[0], options?: Options) => rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) }),
    renderHook: (hook: Parameters<typeof rtl.renderHook>[0], options?: Parameters<typeof rtl.renderHook>[1]) => rtl.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) }),
  };
});

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
// The toasts' store outlives a test (and, with the files of a worker sharing one module graph, a
// file): a toast left by one would show under the next one's Toaster.
afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
  if (i18n.locale !== 'en') i18n.activate('en');
});
