import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { sunriseLowTops } from '@/test/catalog';
import { mockFetch, renderWithProviders } from '@/test/utils';
import { CombinedSearch } from './combined-search';

const products = [sunriseLowTops, { ...sunriseLowTops, id: 3, slug: 'imigongo-high-tops', title: 'Imigongo High-Tops' }];
const artworks = [{ ...sunriseLowTops, id: 40, kind: 'artwork' as const, slug: 'dancers', title: 'Intore Dancers', artist: 'Grace Mukamana' }];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup() {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  mockFetch({
    'GET /api/products/search': async () => {
      await held;
      return { body: products };
    },
    'GET /api/gallery/search': async () => {
      await held;
      return { body: artworks };
    },
  });
  renderWithProviders(
    <>
      <CombinedSearch />
      <Where />
    </>,
  );
  return { release, box: screen.getByRole('combobox', { name: 'Search the store and gallery' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('CombinedSearch (spec 01 §2 Combined search)', () => {
  it('shows no counts on the tabs while searching, then the counts once known', async () => {
    const { release, box } = setup();
    await userEvent.type(box, 'kigali');
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 2000 });
    expect(screen.getByText('Searching...')).toBeTruthy();
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Store', 'Gallery']);
    release();
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\s+/g, ' '))).toEqual(['All 3', 'Store 2', 'Gallery 1']));
  });

  it('follows the combobox pattern: arrows move through the results, Enter opens the active one, Escape closes', async () => {
    const { release, box } = setup();
    release();
    await userEvent.type(box, 'kigali');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 2000 });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    // The box learns what the panel shows from the panel's effect, a render after the list appears.
    await waitFor(() => expect(box.getAttribute('aria-controls')).toBe(listbox.id));
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(document.activeElement).toBe(box);

    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/artgallery');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(box, 'kigali');
    await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/store');

    await userEvent.type(box, 'kigali');
    await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 2000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches with one letter (spec 01 §5: only empty means no search)', async () => {
    const { release, box } = setup();
    release();
    await userEvent.type(box, 's');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 2000 });
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByText(/at least 2 characters/)).toBeNull();
    await userEvent.clear(box);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});
