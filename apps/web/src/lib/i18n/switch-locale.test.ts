import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_CHOSEN, chooseLocale, initialLocale, localeAfterSignIn, localeSource, onLocaleChosen, switchLocale } from './switch-locale';
import { i18n } from './i18n';

describe('the first language (docs/decisions/108, 110)', () => {
  const none = { path: null, device: null, account: undefined, browser: [] as string[] };

  it('shows a prefixed address in its language, whatever the device, the account or the browser say', () => {
    expect(chooseLocale({ path: 'fr', device: 'rw', account: 'rw', browser: ['rw-RW'] })).toEqual({ locale: 'fr', source: 'address' });
  });

  it("on an unprefixed address: the device's choice, then the account's language, then the browser", () => {
    expect(chooseLocale({ ...none, device: 'fr', account: 'rw', browser: ['rw'] })).toEqual({ locale: 'fr', source: 'device' });
    expect(chooseLocale({ ...none, account: 'rw', browser: ['fr-FR'] })).toEqual({ locale: 'rw', source: 'account' });
    expect(chooseLocale({ ...none, account: 'en', browser: ['fr-FR'] })).toEqual({ locale: 'en', source: 'account' });
    expect(chooseLocale({ ...none, browser: ['fr-FR', 'en'] })).toEqual({ locale: 'fr', source: 'guess' });
    expect(chooseLocale(none)).toEqual({ locale: 'en', source: 'guess' });
  });

  it('ignores an account language the shop does not know (an old stored session)', () => {
    expect(chooseLocale({ ...none, account: 'de', browser: ['rw'] })).toEqual({ locale: 'rw', source: 'guess' });
  });

  it("puts the signed-in customer's language in the address of a first render", () => {
    window.history.replaceState(null, '', '/wishlist?x=1');
    expect(initialLocale('rw')).toBe('rw');
    expect(window.location.pathname + window.location.search).toBe('/rw/wishlist?x=1');
    expect(localeSource()).toBe('account');
    window.history.replaceState(null, '', '/');
  });
});

describe("the account's language at sign-in (docs/decisions/110)", () => {
  it('replaces a guessed language', () => {
    expect(localeAfterSignIn('rw', 'en', 'guess')).toBe('rw');
    expect(localeAfterSignIn('en', 'fr', 'guess')).toBe('en');
  });

  it("keeps the language of a prefixed address, a device's choice, or one that is already the account's", () => {
    expect(localeAfterSignIn('rw', 'fr', 'address')).toBeNull();
    expect(localeAfterSignIn('rw', 'fr', 'device')).toBeNull();
    expect(localeAfterSignIn('rw', 'rw', 'guess')).toBeNull();
  });

  it('keeps the language when the account has none (a client older than the field)', () => {
    expect(localeAfterSignIn(undefined, 'en', 'guess')).toBeNull();
    expect(localeAfterSignIn('xx', 'en', 'guess')).toBeNull();
  });
});

describe('choosing a language', () => {
  afterEach(() => localStorage.clear());

  it("tells the session the choice (LOCALE_CHOSEN), remembers it and counts as the device's", async () => {
    const chosen: string[] = [];
    const off = onLocaleChosen((locale) => chosen.push(locale));
    await switchLocale('en');
    off();
    expect(chosen).toEqual(['en']);
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localeSource()).toBe('device');
    expect(i18n.locale).toBe('en');
  });

  it('hears nothing when the language changes without a choice (back and forward)', () => {
    const chosen: string[] = [];
    const off = onLocaleChosen((locale) => chosen.push(locale));
    window.dispatchEvent(new CustomEvent('locale:changed', { detail: 'fr' }));
    window.dispatchEvent(new CustomEvent(LOCALE_CHOSEN, { detail: 'xx' }));
    off();
    expect(chosen).toEqual([]);
  });
});
