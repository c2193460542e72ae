import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { LOCALE_CHANGED } from '@/lib/i18n/i18n';
import { AppProvider } from './provider';

describe('a switch of language (docs/decisions/112)', () => {
  it("makes every cached answer stale, so the owner's texts are fetched again in the new language", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['products', 1], [{ id: 1, title: 'Linen shirt' }]);
    render(
      <AppProvider queryClient={queryClient}>
        <p>shop</p>
      </AppProvider>,
    );
    expect(queryClient.getQueryState(['products', 1])?.isInvalidated).toBe(false);
    act(() => {
      window.dispatchEvent(new CustomEvent(LOCALE_CHANGED, { detail: 'fr' }));
    });
    expect(queryClient.getQueryState(['products', 1])?.isInvalidated).toBe(true);
  });
});
