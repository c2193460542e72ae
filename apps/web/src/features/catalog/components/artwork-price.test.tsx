import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CatalogItem } from '@atelier/contracts';
import { sunriseLowTops } from '@/test/catalog';
import { toProductDetails } from '../product-details';
import { ArtworkCard } from './artwork-card';
import { ArtworkDetailsView } from './artwork-details-view';

const artwork: CatalogItem = {
  ...sunriseLowTops,
  id: 40,
  kind: 'artwork',
  slug: 'thousand-hills',
  title: 'Thousand Hills',
  artist: 'Eric Niyonzima',
  medium_description: 'Oil on canvas',
  price: 650000,
  compare_at_price: null,
};

describe('one amount, one spelling (docs/decisions/097)', () => {
  it('spells an artwork price the same on its gallery card and on its page', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ArtworkCard artwork={artwork} />
      </MemoryRouter>,
    );
    expect(screen.getByText('RWF 650,000')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <ArtworkDetailsView artwork={toProductDetails(artwork)} actions={null} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('artwork-price').textContent).toBe('RWF 650,000');
  });
});
