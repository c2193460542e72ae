import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { CART_UPDATED, dispatchAppEvent } from '@/lib/events';
import { createQueryClient, queryKeys } from '@/lib/query-client';
import { LOCALE_CHANGED } from '@/lib/i18n/i18n';
import { AppProvider } from './provider';

describe('a switch of language (docs/decisions/112)', () => {
  it("makes every cached answer stale, so the owner's texts are fetched again in the new language", async () => {
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
    // After any fetch in flight is dropped (a microtask later).
    await waitFor(() => expect(queryClient.getQueryState(['products', 1])?.isInvalidated).toBe(true));
  });
});

describe('someone else changed the cart (spec 01 §4)', () => {
  it('fetches it again even while its first fetch, begun before the change, is still on its way', async () => {
    const queryClient = createQueryClient();
    // The server's cart: each fetch answers what it held when the fetch began, once let through.
    let lines = 0;
    const waiting: Array<() => void> = [];
    const fetchCart = async () => {
      const held = lines;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { lines: held };
    };
    function CartCount() {
      const { data } = useQuery({ queryKey: queryKeys.cart, queryFn: fetchCart });
      return <p>{data ? `${data.lines} in the cart` : 'loading'}</p>;
    }
    render(
      <AppProvider queryClient={queryClient}>
        <CartCount />
      </AppProvider>,
    );
    await waitFor(() => expect(waiting).toHaveLength(1));
    // Another device adds a line while the page's first fetch is on its way; the page hears of it.
    lines = 1;
    act(() => dispatchAppEvent(CART_UPDATED));
    await waitFor(() => expect(waiting).toHaveLength(2));
    act(() => waiting.forEach((release) => release()));
    expect(await screen.findByText('1 in the cart')).toBeTruthy();
  });
});
