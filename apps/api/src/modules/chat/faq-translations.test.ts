import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES, FAQ_TRANSLATIONS } from '@atelier/contracts';
import { REPO_ROOT } from '../../paths.js';

/** msgid → msgstr of a Lingui .po catalog (single-line entries, as the FAQ's are). */
function poCatalog(file: string): Map<string, string> {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const unquote = (s: string) => s.replace(/\\"/g, '"');
  return new Map([...text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => [unquote(m[1]!), unquote(m[2]!)]));
}

describe('the FAQ in Kinyarwanda and French (spec 01 §2 FAQ, docs/decisions/121)', () => {
  it.each(['rw', 'fr'] as const)('the chat reads the %s texts the store’s /faq page shows, for all 16 entries', (locale) => {
    const po = poCatalog(`apps/web/src/locales/${locale}/messages.po`);
    for (const f of FAQ_ENTRIES) {
      const ours = FAQ_TRANSLATIONS[locale][f.id];
      expect(ours, `entry ${f.id}`).toEqual({ question: po.get(f.question), answer: po.get(f.answer) });
      expect(ours!.question, `entry ${f.id}`).not.toBe(f.question);
    }
  });
});
