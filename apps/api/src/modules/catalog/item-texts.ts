import { localize, type Locale, type Translations } from '@atelier/contracts';

/** What a customer reads of an item beside its price: the texts the owner writes per language. */
export interface ItemTexts {
  title: string;
  description: string;
  material: string | null;
  size: string | null;
}

/**
 * An item's texts as its store page shows them in `locale` (docs/decisions/112): each translated field
 * in that language, English where it has none. For the cart's and the wishlist's lines, read in Node
 * from the row; the catalog's lists localize in SQL. Orders keep saving English (decision 112).
 * Also the checkout's quote, from the pricing rows.
 */
export function itemTexts(item: ItemTexts & { translations: Translations | null }, locale: Locale): ItemTexts {
  const { title, description, material, size } = item;
  return localize({ title, description, material, size }, item.translations, locale, ['title', 'description', 'material', 'size']);
}

/**
 * A variant's title in `locale` (docs/decisions/127): its values in the options' order, each in the
 * owner's text for that language, English where missing, joined by " / " ("42 / Umutuku"); "" without options.
 */
export function localVariantTitle(options: ReadonlyArray<{ values: string[]; translations?: Partial<Record<'rw' | 'fr', { values?: string[] }>> }>, values: readonly string[], locale: Locale): string {
  return options
    .map((option, i) => {
      const value = values[i];
      if (!value) return '';
      if (locale === 'en') return value;
      const at = option.values.indexOf(value);
      return (at >= 0 ? option.translations?.[locale]?.values?.[at] : undefined) || value;
    })
    .filter(Boolean)
    .join(' / ');
}
