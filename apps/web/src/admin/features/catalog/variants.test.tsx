import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCatalogItem, AdminItemVariant } from '@atelier/contracts';
import { LAZY, catalogItem, openAdmin, staffUser } from '@admin/test-support';
import { activateAdminLocale } from '@admin/i18n/i18n';
import { combinations, generateVariants, optionDraft, variantDraft } from './variants';

vi.setConfig({ testTimeout: 30_000 });

const variant = (id: number, size: string, over: Partial<AdminItemVariant> = {}): AdminItemVariant => ({
  id,
  sku: `CAP-${size}`,
  options: { Size: size },
  price: null,
  compare_at_price: null,
  stock: 3,
  image_id: null,
  ordered: false,
  ...over,
});
const sized = catalogItem({
  stock: 12,
  options: [{ name: 'Size', values: ['40', '41', '42', '43'], translations: { rw: { name: 'Ingano', values: ['40', '41', '42', '43'] } } }],
  variants: [variant(1, '40', { stock: 0 }), variant(2, '41', { stock: 5, price: 18000 }), variant(3, '42', { stock: 7 }), variant(4, '43', { stock: 0 })],
  images: [{ id: 9, url: '/images/p9-640.webp', alt: 'Red cap', translations: {}, position: 0 }],
});

/** The back office at /admin`path` as `role`, the catalog holding `item`; every API call is recorded. */
function open(path: string, role: 'admin' | 'staff', item: AdminCatalogItem) {
  return openAdmin(path, staffUser({ role }), ({ url, method }) => {
    if (url.includes('/api/admin/catalog?')) return Response.json({ success: true, items: [item], total: 1, page: 1, limit: 20 }, { headers: { 'x-total-count': '1' } });
    if (url.endsWith('/api/admin/catalog/7') && method === 'PATCH') return Response.json({ error: 'Another variant already uses the SKU CAP-40', code: 'CONFLICT' }, { status: 409 });
    if (url.endsWith('/api/admin/catalog/7')) return Response.json({ success: true, item });
    return undefined;
  });
}
const patchOf = (calls: ReturnType<typeof open>) => calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown> & { variants: Array<Record<string, unknown>> };

afterEach(() => vi.unstubAllGlobals());

describe('generating variants (docs/decisions/127)', () => {
  it('makes every combination in the options’ order and keeps what existing variants had for the same values', () => {
    expect(combinations([{ values: ['40', '41'] }, { values: ['Red', 'Blue'] }])).toEqual([
      ['40', 'Red'],
      ['40', 'Blue'],
      ['41', 'Red'],
      ['41', 'Blue'],
    ]);
    const size = { ...optionDraft(), name: 'Size', values: ['40', '41'] };
    const colour = { ...optionDraft(), name: 'Colour', values: ['Red', 'Blue'] };
    const existing = [variantDraft(variant(1, '40', { stock: 0, sku: 'S40' })), variantDraft(variant(2, '41', { stock: 5, price: 18000 }))];
    // Same option: same values keep SKU, price, stock and id; a value that is gone goes.
    const again = generateVariants([{ ...size, values: ['41', '42'] }], existing);
    expect(again.map((v) => [v.options.Size, v.sku, v.price, v.stock, v.id])).toEqual([
      ['41', 'CAP-41', '18000', '5', 2],
      ['42', '', null, null, undefined],
    ]);
    // A renamed option still matches by position.
    expect(generateVariants([{ ...size, name: 'Shoe size' }], existing)[0]).toMatchObject({ options: { 'Shoe size': '40' }, sku: 'S40', stock: '0' });
    // A second option makes new combinations (no variant had two values).
    expect(generateVariants([size, colour], existing)).toHaveLength(4);
  });
});

describe('the item form’s options and variants (docs/decisions/127)', () => {
  it('a single-variant product keeps its stock field and offers to add options; typed sizes generate one card each, saved as the whole set', async () => {
    const calls = open('/catalog/7', 'admin', catalogItem());
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    expect(within(form).getByLabelText('Stock', { exact: false })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Add options (sizes, colours)' }));
    expect(within(form).queryByLabelText('Stock (optional)')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Option name'), 'Size');
    await userEvent.type(within(form).getByLabelText('Add values to Size'), '40, 41{Enter}42{Enter}43{Enter}');
    const chips = within(within(form).getByRole('list', { name: 'Values of Size' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['40', '41', '42', '43']);
    await userEvent.click(within(form).getByRole('button', { name: 'Generate variants' }));
    const cards = within(within(form).getByRole('list', { name: 'Variants' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['40', '41', '42', '43']);
    // Every input of a card names its variant.
    await userEvent.type(within(cards[0]!).getByLabelText('Stock of 40'), '0');
    await userEvent.type(within(cards[1]!).getByLabelText('Stock of 41'), '4');
    await userEvent.type(within(cards[2]!).getByLabelText('SKU of 42'), 'CAP-42');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: 'Remove the variant 43' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    // The server's refusal shows as the form shows errors.
    expect(await within(form).findByText('Another variant already uses the SKU CAP-40', undefined, LAZY)).toBeTruthy();
    const patch = patchOf(calls);
    expect('stock' in patch).toBe(false);
    expect(patch.options).toEqual([{ name: 'Size', values: ['40', '41', '42', '43'], translations: { rw: { name: '', values: ['', '', '', ''] }, fr: { name: '', values: ['', '', '', ''] } } }]);
    expect(patch.variants).toEqual([
      { options: { Size: '40' }, price: null, compare_at_price: null, stock: 0, image_id: null },
      { options: { Size: '41' }, price: null, compare_at_price: null, stock: 4, image_id: null },
      { options: { Size: '42' }, sku: 'CAP-42', price: null, compare_at_price: null, stock: null, image_id: null },
    ]);
  });

  it('regenerating after a new value keeps each existing variant’s SKU, price and stock; bulk sets stock for the selected, then price for all', async () => {
    const calls = open('/catalog/7', 'admin', sized);
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    await userEvent.type(within(form).getByLabelText('Add values to Size'), '44{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate variants' }));
    const list = within(form).getByRole('list', { name: 'Variants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect((within(list).getByLabelText('SKU of 41') as HTMLInputElement).value).toBe('CAP-41');
    expect((within(list).getByLabelText('Price of 41 (RWF)') as HTMLInputElement).value).toBe('18000');
    expect((within(list).getByLabelText('Stock of 42') as HTMLInputElement).value).toBe('7');
    expect((within(list).getByLabelText('Stock of 44') as HTMLInputElement).value).toBe('');

    await userEvent.click(within(list).getByLabelText('Select 40'));
    await userEvent.click(within(list).getByLabelText('Select 44'));
    const bulk = within(form).getByRole('group', { name: 'Set several variants at once' });
    expect(within(bulk).getByText('For the 2 selected variants')).toBeTruthy();
    await userEvent.type(within(bulk).getByLabelText('Stock'), '6');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Set stock' }));
    expect((within(list).getByLabelText('Stock of 40') as HTMLInputElement).value).toBe('6');
    expect((within(list).getByLabelText('Stock of 44') as HTMLInputElement).value).toBe('6');
    expect((within(list).getByLabelText('Stock of 41') as HTMLInputElement).value).toBe('5');
    // Nothing selected: for all.
    await userEvent.click(within(bulk).getByLabelText('Select all variants'));
    await userEvent.click(within(bulk).getByLabelText('Select all variants'));
    expect(within(bulk).getByText('For all 5 variants')).toBeTruthy();
    await userEvent.type(within(bulk).getByLabelText('Price (RWF)'), '16000');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Set price' }));
    await userEvent.selectOptions(within(list).getByLabelText('Picture of 42'), 'Picture 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchOf(calls)).toBeTruthy(), LAZY);
    const sent = patchOf(calls).variants;
    expect(sent.map((v) => [v.sku, v.price, v.stock, v.image_id])).toEqual([
      ['CAP-40', 16000, 6, null],
      ['CAP-41', 16000, 5, null],
      ['CAP-42', 16000, 7, 9],
      ['CAP-43', 16000, 0, null],
      [undefined, 16000, 6, null],
    ]);
  });

  it('shows staff the variants’ prices read-only and sends them unchanged with the new stock', async () => {
    const calls = open('/catalog/7', 'staff', sized);
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    const list = within(form).getByRole('list', { name: 'Variants' });
    const price = within(list).getByLabelText('Price of 41 (RWF)') as HTMLInputElement;
    expect(price.disabled).toBe(true);
    expect(price.value).toBe('RWF 18,000');
    expect((within(list).getByLabelText('Price of 40 (RWF)') as HTMLInputElement).value).toBe('RWF 15,000');
    expect(within(form).queryByRole('button', { name: 'Set price' })).toBeNull();
    await userEvent.clear(within(list).getByLabelText('Stock of 40'));
    await userEvent.type(within(list).getByLabelText('Stock of 40'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchOf(calls)).toBeTruthy(), LAZY);
    const patch = patchOf(calls);
    expect('price' in patch).toBe(false);
    expect(patch.variants.map((v) => [v.price, v.stock])).toEqual([
      [null, 2],
      [18000, 5],
      [null, 7],
      [null, 0],
    ]);
  });

  it('refuses to save options whose values no longer match the variants until they are generated again', async () => {
    const calls = open('/catalog/7', 'admin', sized);
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove 43' }));
    expect(within(form).getByText('The options changed: press Generate variants to match them.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Each variant needs one value of every option, from that option’s values', undefined, LAZY)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

describe('an option’s name and values in Kinyarwanda and French (docs/decisions/127)', () => {
  it('marks the missing texts, and sends them in the values’ order, with a new value’s left empty', async () => {
    const calls = open('/catalog/7', 'admin', sized);
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    const languages = within(form).getByRole('region', { name: 'Size in Kinyarwanda and French' });
    const toggle = within(languages).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(toggle.textContent).toContain('Kinyarwanda: complete');
    // The sizes are numbers, the same in every language: only the option's name is missing.
    expect(toggle.textContent).toContain('French: 1 missing');
    await userEvent.click(toggle);
    await userEvent.click(within(languages).getByRole('tab', { name: /French/ }));
    await userEvent.type(within(languages).getByLabelText('Option name (French)', { exact: false }), 'Pointure');
    await userEvent.type(within(languages).getByLabelText('Value “42” (French)', { exact: false }), '42 EU');
    // A value added later keeps the others' texts in place.
    await userEvent.type(within(form).getByLabelText('Add values to Size'), '44{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate variants' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchOf(calls)).toBeTruthy(), LAZY);
    expect((patchOf(calls).options as unknown[])[0]).toEqual({
      name: 'Size',
      values: ['40', '41', '42', '43', '44'],
      translations: { rw: { name: 'Ingano', values: ['40', '41', '42', '43', ''] }, fr: { name: 'Pointure', values: ['', '', '42 EU', '', ''] } },
    });
  });
});

describe('which values an option asks to translate (docs/decisions/127)', () => {
  it('counts a colour as missing, not a number', async () => {
    const coloured = catalogItem({
      options: [{ name: 'Colour', values: ['Red', 'Blue', '2'], translations: { rw: { name: 'Ibara', values: ['Umutuku', '', ''] }, fr: { name: 'Couleur', values: ['Rouge', 'Bleu', ''] } } }],
      variants: [variant(1, 'x', { options: { Colour: 'Red' } }), variant(2, 'y', { options: { Colour: 'Blue' } }), variant(3, 'z', { options: { Colour: '2' } })],
    });
    open('/catalog/7', 'admin', coloured);
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    const toggle = within(within(form).getByRole('region', { name: 'Colour in Kinyarwanda and French' })).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(toggle.textContent).toContain('Kinyarwanda: 1 missing');
    expect(toggle.textContent).toContain('French: complete');
  });
});

describe('the catalog as CSV, a row per variant (docs/decisions/127)', () => {
  it('lets the owner download it with the list’s filters', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:catalog';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The download itself is the browser's: the link is clicked, not followed here.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = openAdmin('/catalog?kind=product', staffUser({ role: 'admin' }), ({ url }) => {
      if (url.includes('/api/admin/catalog.csv'))
        return new Response('item_id,title\n7,Kitenge Cap\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="catalog-2026-11-24.csv"' } });
      if (url.includes('/api/admin/catalog?')) return Response.json({ success: true, items: [sized], total: 1, page: 1, limit: 20 }, { headers: { 'x-total-count': '1' } });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, LAZY));
    await waitFor(() => expect(clicked).toHaveBeenCalled(), LAZY);
    expect(calls.some((c) => c.url.includes('/api/admin/catalog.csv?kind=product'))).toBe(true);
    expect(await created[0]!.text()).toContain('7,Kitenge Cap');
    vi.restoreAllMocks();
  });

  it('is not offered to staff', async () => {
    open('/catalog', 'staff', sized);
    expect((await screen.findAllByText('12 in 4 sizes · 2 sold out', undefined, LAZY)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});

describe('the catalog list’s stock (docs/decisions/127)', () => {
  it('says how many units in how many sizes and how many are sold out', async () => {
    open('/catalog', 'admin', sized);
    expect((await screen.findAllByText('Product · 12 in 4 sizes · 2 sold out', undefined, LAZY)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('12 in 4 sizes · 2 sold out').length).toBeGreaterThan(0);
  });
});

describe('options and variants in French and Kinyarwanda (docs/decisions/113)', () => {
  afterEach(async () => {
    localStorage.removeItem('locale');
    await activateAdminLocale('en');
  });

  it('writes the section and the list’s stock line in the back office’s language, not English', async () => {
    localStorage.setItem('locale', 'fr');
    await activateAdminLocale('fr');
    open('/catalog/7', 'admin', sized);
    const section = (await screen.findByRole('heading', { name: 'Options et variantes' }, LAZY)).closest('section')!;
    expect(within(section).getByRole('button', { name: 'Générer les variantes' })).toBeTruthy();
    expect(within(section).getByLabelText('Stock de 40')).toBeTruthy();
    const text = section.textContent ?? '';
    for (const english of ['Generate variants', 'Select all variants', 'Option name', 'Values of', 'Set stock', 'Set price', 'Variants', 'Picture', 'Remove', 'selected', 'An empty stock'])
      expect(text, english).not.toContain(english);
    expect(screen.getAllByText('12 en 4 tailles · 2 épuisées', { exact: false }).length).toBeGreaterThan(0);
  });

  it('says the list’s stock line in Kinyarwanda', async () => {
    localStorage.setItem('locale', 'rw');
    await activateAdminLocale('rw');
    open('/catalog', 'admin', sized);
    expect((await screen.findAllByText('12 mu ingano 4 · 2 byashize', { exact: false }, LAZY)).length).toBeGreaterThan(0);
  });
});
