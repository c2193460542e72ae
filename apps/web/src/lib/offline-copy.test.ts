import { describe, expect, it } from 'vitest';
import { readOfflineCopy, saveOfflineCopy } from './offline-copy';
import { clearSession, saveSession } from './session';
import { testUser } from '@/test/utils';

const wishlist = { items: [{ productId: 3, title: 'Kigali Dusk', price: 250000, frontimage: null }] };

describe('the cart and wishlist kept for offline (docs/decisions/136)', () => {
  it("keeps the signed-in account's list and gives it back to that account only", () => {
    saveSession(testUser, 'token-1');
    saveOfflineCopy('wishlist', wishlist);
    expect(readOfflineCopy('wishlist', testUser.id)?.data).toEqual(wishlist);
    expect(readOfflineCopy('wishlist', 'another-account')).toBeNull();
    expect(readOfflineCopy('cart', testUser.id)).toBeNull();
  });

  it('keeps nothing without a signed-in account', () => {
    saveOfflineCopy('cart', { items: [] });
    expect(localStorage.getItem('offline_cart')).toBeNull();
  });

  it('goes with the session: logout, expiry or a refused token removes both lists', () => {
    saveSession(testUser, 'token-1');
    saveOfflineCopy('cart', { items: [], subtotal: 0, shipping: 0, total: 0, itemCount: 0 });
    saveOfflineCopy('wishlist', wishlist);
    clearSession('inactivity');
    expect(localStorage.getItem('offline_cart')).toBeNull();
    expect(localStorage.getItem('offline_wishlist')).toBeNull();
    expect(readOfflineCopy('wishlist', testUser.id)).toBeNull();
  });

  it('reads an unreadable copy as none', () => {
    localStorage.setItem('offline_cart', '{not json');
    expect(readOfflineCopy('cart', testUser.id)).toBeNull();
  });
});
