import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../paths.js';
import { localizeHtml } from './page-locale.js';

/** The store's own page shell, as the build copies it: the placeholder the server translates. */
const shell = fs.readFileSync(path.join(REPO_ROOT, 'apps/web/index.html'), 'utf8');

describe('localizeHtml on the store shell (apps/web/index.html)', () => {
  it.each([
    ['rw', 'Birimo gufunguka...'],
    ['fr', 'Chargement...'],
  ] as const)('paints the placeholder in %s before the app runs', (locale, text) => {
    const html = localizeHtml(shell, locale, '/login');
    expect(html).toContain(`${text}</div>`);
    expect(html).not.toContain('Loading...');
    expect(html).toContain(`<html lang="${locale}"`);
  });

  it.each([
    ['en', '/manifest.webmanifest'],
    ['rw', '/rw/manifest.webmanifest'],
    ['fr', '/fr/manifest.webmanifest'],
  ] as const)("links the %s web app manifest, whose start address and scope are that language's", (locale, href) => {
    const html = localizeHtml(shell, locale, '/store');
    expect(html.match(/<link rel="manifest"[^>]*>/g)).toEqual([`<link rel="manifest" href="${href}" />`]);
  });
});
