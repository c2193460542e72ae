import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CardItem } from '@atelier/contracts';
import { sunriseLowTops } from '@/test/catalog';
import { highTopsCard } from '@/test/variants';
import { ProductCard } from './product-card';

const words = Array.from({ length: 20 }, (_, i) => `word${i + 1}`);
const base: CardItem = { ...sunriseLowTops, description: words.join(' ') };

function renderCard(overrides: Partial<CardItem> = {}) {
  render(
    <MemoryRouter>
      <ProductCard product={{ ...base, ...overrides }} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: base.title });
}

/** The <dd> that follows the <dt> with `label`. */
function detail(card: HTMLElement, label: string) {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ProductCard (spec 02 §2 Store card)', () => {
  it('cuts the description to its first 14 words with an ellipsis', () => {
    const card = renderCard();
    const expected = `${words.slice(0, 14).join(' ')}…`;
    expect(within(card).getByText(expected)).toBeTruthy();
    expect(card.textContent).not.toContain('word15');
  });

  it('keeps a description of 14 words or fewer whole', () => {
    const card = renderCard({ description: 'Painted by hand in Kigali.' });
    expect(within(card).getByText('Painted by hand in Kigali.')).toBeTruthy();
  });

  it('shows Material, Size and Washable Yes/No', () => {
    const washable = renderCard({ washable: true });
    expect(detail(washable, 'Material')).toBe('Canvas');
    expect(detail(washable, 'Size')).toBe('EU 36–45');
    expect(detail(washable, 'Washable')).toBe('Yes');
  });

  it('shows Washable: No for items that are not washable', () => {
    const card = renderCard({ washable: false });
    expect(detail(card, 'Washable')).toBe('No');
  });

  it('shows the price in RWF and the compare-at price struck through when present', () => {
    const card = renderCard();
    expect(within(card).getByText('RWF 39,500')).toBeTruthy();
    const struck = card.querySelector('s');
    expect(struck?.textContent).toContain('RWF 47,500');
    expect(card.textContent).not.toContain('$');
  });

  it('shows Sold out, and no BUY NOW, for a product with no stock left (docs/decisions/101)', () => {
    const card = renderCard({ availability: 'sold_out' });
    expect(within(card).getByTestId('availability').textContent).toBe('Sold out');
    expect(within(card).getByText('Sold out', { selector: 'p' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Buy now/ })).toBeNull();
  });

  it('shows no struck-through price when compare_at_price is null', () => {
    const card = renderCard({ compare_at_price: null });
    expect(card.querySelector('s')).toBeNull();
    expect(card.textContent).not.toContain('47,500');
  });

  it('links BUY NOW to /payment', () => {
    const card = renderCard();
    const buy = within(card).getByRole('link', { name: /buy now/i });
    expect(buy.getAttribute('href')).toBe('/payment');
  });

  it('builds a srcset from the stored widths and lazy-loads below the fold', () => {
    const card = renderCard();
    const img = within(card).getByRole('img', { name: base.title });
    expect(img.getAttribute('srcset')).toBe('/media/demo/kigali-0-320.webp 320w, /media/demo/kigali-0-640.webp 640w, /media/demo/kigali-0-1200.webp 1200w');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('640');
  });

  it('reads "From" the lowest price when the sizes cost differently (docs/decisions/127)', () => {
    const card = renderCard({ options: highTopsCard.options, variants: highTopsCard.variants, price: 45000, compare_at_price: null });
    expect(within(card).getByText('From RWF 45,000')).toBeTruthy();
    expect(card.querySelector('s')).toBeNull();
  });
});
