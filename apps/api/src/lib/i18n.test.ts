import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogFor, matchMessage } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { messageShapes } from '../../test/message-sources.js';
import { resolveLanguage, translate } from './i18n.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

describe('catalog completeness (docs/decisions/109)', () => {
  it('has an entry for every readable text of the contracts and the API', () => {
    const roots = [fileURLToPath(new URL('../../../../packages/contracts/src', import.meta.url)), fileURLToPath(new URL('..', import.meta.url))];
    const shapes = messageShapes(roots);
    expect(shapes.size).toBeGreaterThan(300);
    const missing: string[] = [];
    for (const [shape, where] of shapes) {
      // A sample text of the shape: every `{}` filled with a value, as the API would send it.
      const sample = shape.replace(/\{\}/g, 'x1');
      if (!matchMessage(sample)) missing.push(`${shape}  (${where})`);
    }
    expect(missing, 'add these to packages/contracts/src/i18n/server-messages.ts').toEqual([]);
  });

  it('compiles every rw and fr entry with Lingui, keeping each placeholder (no apostrophe quoting a brace)', () => {
    for (const locale of ['rw', 'fr'] as const) {
      for (const [id, message] of Object.entries(catalogFor(locale))) {
        const compiled = JSON.stringify(compileMessage(message));
        for (const p of placeholders(id)) expect(compiled, `${locale}: ${id}`).toContain(`["${p}"]`);
      }
    }
  });
});

describe('translate', () => {
  it('leaves English and unknown texts as they are', () => {
    expect(translate('Passwords do not match', 'en')).toBe('Passwords do not match');
    expect(translate('A text nobody catalogued', 'rw')).toBe('A text nobody catalogued');
  });

  it('translates fixed and interpolated messages', () => {
    expect(translate('Passwords do not match', 'rw')).toBe('Amagambobanga ntabwo ahuye');
    expect(translate('Passwords do not match', 'fr')).toBe('Les mots de passe ne correspondent pas');
    expect(translate('Please wait 42 seconds before requesting a new code.', 'fr')).toBe('Veuillez patienter 42 secondes avant de demander un nouveau code.');
    expect(translate('Only 2 of “Imigongo sneakers” left', 'rw')).toBe('Hasigaye 2 gusa kuri “Imigongo sneakers”');
  });
});

describe('resolveLanguage (docs/decisions/109)', () => {
  const host = 'shop.example';
  it('puts the page first, then the account, then Accept-Language, then English', () => {
    expect(resolveLanguage({ referer: 'https://shop.example/rw/store', host, account: 'fr', acceptLanguage: 'fr' })).toBe('rw');
    expect(resolveLanguage({ referer: 'https://shop.example/store', host, account: 'rw', acceptLanguage: 'rw' })).toBe('en');
    expect(resolveLanguage({ referer: 'https://elsewhere.example/', host, account: 'rw', acceptLanguage: 'fr' })).toBe('rw');
    expect(resolveLanguage({ referer: 'https://shop.example/api/docs', host, account: null, acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.5' })).toBe('fr');
    expect(resolveLanguage({ acceptLanguage: 'rw-RW' })).toBe('rw');
    expect(resolveLanguage({ acceptLanguage: 'de-DE,de;q=0.9' })).toBe('en');
    expect(resolveLanguage({ acceptLanguage: 'de, fr;q=0.5' })).toBe('fr');
    expect(resolveLanguage({ referer: 'not a url' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('answers a back-office page (/admin, no prefix) in the language it sends, then the account, then English (docs/decisions/113)', () => {
    // The back office sends its interface language as Accept-Language: it wins over the account's.
    expect(resolveLanguage({ referer: 'https://shop.example/admin/orders/42', host, account: 'en', acceptLanguage: 'fr' })).toBe('fr');
    expect(resolveLanguage({ referer: 'https://shop.example/admin', host, account: 'fr', acceptLanguage: 'rw' })).toBe('rw');
    // Nothing usable sent: the staff account's language, else English.
    expect(resolveLanguage({ referer: 'https://shop.example/admin/orders', host, account: 'rw' })).toBe('rw');
    expect(resolveLanguage({ referer: 'https://shop.example/admin/orders', host, account: 'fr', acceptLanguage: 'de' })).toBe('fr');
    expect(resolveLanguage({ referer: 'https://shop.example/admin/', host, account: null })).toBe('en');
    // Only /admin and below: a store page whose name starts with "admin" is still an English store page.
    expect(resolveLanguage({ referer: 'https://shop.example/administration', host, account: 'rw', acceptLanguage: 'fr' })).toBe('en');
    // Another site's /admin says nothing: account, then Accept-Language.
    expect(resolveLanguage({ referer: 'https://elsewhere.example/admin', host, account: 'rw', acceptLanguage: 'fr' })).toBe('rw');
  });
});
