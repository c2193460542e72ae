import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { returnTo } from './guards';

const at = (pathname: string, state: unknown, search = ''): Location => ({ pathname, search, hash: '', state, key: 'k' });

describe('returnTo: where a sign-in brings the visitor back (spec 01 §4) and what they asked for (spec 02 §4)', () => {
  it('from any page: that page and its state', () => {
    expect(returnTo(at('/store', { a: 1 }, '?page=2'))).toEqual({ from: '/store?page=2', fromState: { a: 1 } });
  });

  it('through /login and /verification (sign-up, the code, then the login) keeps the origin and the cart or wishlist intent with its item', () => {
    const fromToggle = { from: '/store', intent: 'cart', productId: 7, email: 'aline@example.com', message: 'x' };
    expect(returnTo(at('/login', fromToggle))).toEqual({ from: '/store', fromState: undefined, intent: 'cart', productId: 7 });
    expect(returnTo(at('/verification', { from: '/artgallery', intent: 'wishlist', productId: 3 }))).toEqual({ from: '/artgallery', fromState: undefined, intent: 'wishlist', productId: 3 });
    expect(returnTo(at('/login', { from: '/store', intent: 'rating', productId: 3 }))).toEqual({ from: '/store', fromState: undefined });
    expect(returnTo(at('/login', { from: '/store', intent: 'cart', productId: '3' }))).toEqual({ from: '/store', fromState: undefined, intent: 'cart' });
    expect(returnTo(at('/login', null))).toBeUndefined();
  });

  it('keeps the size or colour a card’s sheet chose, so the login adds that variant (docs/decisions/127)', () => {
    const fromSheet = { from: '/store?page=2', intent: 'cart', productId: 7, variantId: 71 };
    expect(returnTo(at('/verification', fromSheet))).toEqual({ from: '/store?page=2', fromState: undefined, intent: 'cart', productId: 7, variantId: 71 });
    expect(returnTo(at('/login', { ...fromSheet, variantId: '71' }))).toEqual({ from: '/store?page=2', fromState: undefined, intent: 'cart', productId: 7 });
  });
});
