import { describe, expect, it } from 'vitest';
import { localeFromLanguages, localeOfPath, localizePath, stripLocale } from './locales';

describe('language prefixes (docs/decisions/108: /rw and /fr in front of every route, English without)', () => {
  it('reads the language of an address', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/store/x')).toBe('en');
    expect(localeOfPath('/rw')).toBe('rw');
    expect(localeOfPath('/RW/cart')).toBe('rw');
    expect(localeOfPath('/fr/store')).toBe('fr');
    expect(localeOfPath('/rwanda')).toBe('en');
    expect(localeOfPath('/en/store')).toBe('en');
  });

  it('strips and adds prefixes, keeping the rest of the address', () => {
    expect(stripLocale('/rw/store/imigongo')).toBe('/store/imigongo');
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/cart')).toBe('/cart');
    expect(localizePath('/rw/cart', 'fr')).toBe('/fr/cart');
    expect(localizePath('/fr/cart', 'en')).toBe('/cart');
    expect(localizePath('/', 'rw')).toBe('/rw');
    expect(localizePath('/orders/7', 'rw')).toBe('/rw/orders/7');
  });

  it("picks the first of the browser's languages the store speaks", () => {
    expect(localeFromLanguages(['rw-RW', 'en'])).toBe('rw');
    expect(localeFromLanguages(['kin'])).toBe('rw');
    expect(localeFromLanguages(['de-DE', 'fr-CA', 'rw'])).toBe('fr');
    expect(localeFromLanguages(['en-US', 'fr'])).toBe('en');
    expect(localeFromLanguages(['sw', 'de'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
  });
});
