import { describe, expect, it } from 'vitest';
import { CatalogTranslations } from '../catalog/admin.js';
import { localize, mergeTranslations, missingLocales, missingTranslations } from './content.js';

describe('owner texts per language (docs/decisions/112)', () => {
  const fields = ['title', 'description', 'material'] as const;

  it('falls back to English field by field, and leaves English as it is', () => {
    const row = { id: 1, title: 'Linen shirt', description: 'Soft', material: null as string | null };
    const t = { fr: { title: 'Chemise', material: 'Lin' }, rw: { description: '' } };
    expect(localize(row, t, 'fr', [...fields])).toEqual({ id: 1, title: 'Chemise', description: 'Soft', material: 'Lin' });
    expect(localize(row, t, 'rw', [...fields])).toEqual(row);
    expect(localize(row, t, 'en', [...fields])).toBe(row);
    expect(localize(row, undefined, 'fr', [...fields])).toBe(row);
    // A wire name that differs from the record's key.
    expect(localize({ mediumDescription: 'Oil' }, { fr: { medium_description: 'Huile' } }, 'fr', ['mediumDescription'], { mediumDescription: 'medium_description' })).toEqual({
      mediumDescription: 'Huile',
    });
  });

  it('merges a write field by field: a text replaces, "" removes, unsent fields and languages stay', () => {
    const before = { fr: { title: 'Chemise', description: 'Douce' }, rw: { title: 'Ishati' } };
    expect(mergeTranslations(before, { fr: { description: '', material: 'Lin' } })).toEqual({ fr: { title: 'Chemise', material: 'Lin' }, rw: { title: 'Ishati' } });
    expect(mergeTranslations(before, { rw: { title: '  ' } })).toEqual({ fr: before.fr });
    expect(mergeTranslations(null, undefined)).toEqual({});
  });

  it('marks as missing each field that has English text and no translation', () => {
    const english = { title: 'Linen shirt', description: '', material: 'Linen' };
    expect(missingTranslations(english, { fr: { title: 'Chemise' } }, fields)).toEqual({ rw: ['title', 'material'], fr: ['material'] });
    expect(missingLocales(english, { fr: { title: 'Chemise', material: 'Lin' } }, fields)).toEqual(['rw']);
    expect(missingLocales({ title: 'x' }, { fr: { title: 'y' }, rw: { title: 'z' } }, ['title'])).toEqual([]);
  });

  it("validates with the English fields' limits and messages; null and blank are empty", () => {
    expect(CatalogTranslations.parse({ fr: { title: '  Chemise ', material: null } })).toEqual({ fr: { title: 'Chemise', material: '' } });
    const long = CatalogTranslations.safeParse({ rw: { title: 'x'.repeat(201) } });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['rw', 'title'], message: 'The title must be at most 200 characters' });
    expect(CatalogTranslations.safeParse({ de: { title: 'x' } }).success).toBe(false);
    expect(CatalogTranslations.safeParse({ fr: { slug: 'x' } }).success).toBe(false);
    expect(CatalogTranslations.safeParse({ fr: { description: 5 } }).error?.issues[0]?.message).toBe('The description must be text');
  });
});
