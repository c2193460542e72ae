import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY, catalogItem, openAdmin, staffUser } from '@admin/test-support';

vi.setConfig({ testTimeout: 30_000 });

const person = (role: 'admin' | 'staff') => staffUser({ role });
const image = (id: number, position: number) => ({ id, url: `/images/p${id}-640.webp`, alt: `Picture ${id}`, translations: {}, position });
const item = catalogItem({ images: [image(1, 0), image(2, 1)] });

/** The back office at /admin`path` as `role`; every API call is recorded. */
function open(path: string, role: 'admin' | 'staff') {
  return openAdmin(path, person(role), ({ url, method, body }) => {
    if (url.includes('/api/admin/catalog?')) return Response.json({ success: true, items: [item], total: 1, page: 1, limit: 20 }, { headers: { 'x-total-count': '1' } });
    if (url.endsWith('/api/admin/catalog/7') && method === 'PATCH') return Response.json({ success: true, item: { ...item, ...(body as object), updated_at: '2026-11-24T11:00:00.000Z' } });
    if (url.endsWith('/api/admin/catalog/7/images/order')) {
      const ids = (body as { image_ids: number[] }).image_ids;
      return Response.json({ success: true, item: { ...item, images: ids.map((id, position) => image(id, position)) } });
    }
    if (url.endsWith('/api/admin/catalog/7')) return Response.json({ success: true, item });
    if (url.endsWith('/api/admin/catalog') && method === 'POST') return Response.json({ error: 'Another item already uses this address (slug)', code: 'CONFLICT' }, { status: 409 });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('catalog editor (docs/decisions/101)', () => {
  it('locks the prices for staff with the reason, and saves the other fields without them', async () => {
    const calls = open('/catalog/7', 'staff');
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    const price = within(form).getByLabelText('Price (RWF)') as HTMLInputElement;
    expect(price.disabled).toBe(true);
    expect(within(form).getAllByText('Only the owner can change prices: ask the owner to change this one.')).toHaveLength(2);
    await userEvent.clear(within(form).getByLabelText('Stock', { exact: false }));
    await userEvent.type(within(form).getByLabelText('Stock', { exact: false }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy(), LAZY);
    const patch = calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch.stock).toBe(0);
    expect('price' in patch || 'compare_at_price' in patch || 'kind' in patch).toBe(false);
  });

  it('makes the slug from the title and shows the server’s refusal as it says it', async () => {
    const calls = open('/catalog/new', 'admin');
    const form = await screen.findByRole('form', { name: 'New item' }, LAZY);
    await userEvent.type(within(form).getByLabelText('Title'), 'Imigongo Tote Bag');
    expect((within(form).getByLabelText('Address (slug)') as HTMLInputElement).value).toBe('imigongo-tote-bag');
    await userEvent.type(within(form).getByLabelText('Price (RWF)', { exact: true }), '54000');
    await userEvent.click(within(form).getByRole('button', { name: 'Create item' }));
    expect(await within(form).findByRole('alert', undefined, LAZY)).toHaveProperty('textContent', 'Another item already uses this address (slug)');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'product', title: 'Imigongo Tote Bag', slug: 'imigongo-tote-bag', price: 54000, state: 'draft' });
  });

  it('makes another picture the cover by sending every picture id in the new order', async () => {
    const calls = open('/catalog/7', 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Make cover' }, LAZY));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/images/order'))?.body).toEqual({ image_ids: [2, 1] }), LAZY);
    const tiles = within(screen.getByRole('list', { name: 'Pictures, in order' })).getAllByRole('listitem');
    expect(tiles[0]!.getAttribute('aria-label')).toBe('Picture 1: Picture 2');
  });
});

describe('an item in Kinyarwanda and French (docs/decisions/112)', () => {
  it('shows each language beside the English, marks the missing ones in words, and saves a French title', async () => {
    const calls = open('/catalog/7', 'admin');
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    // Closed at first, the summary says in words what each language lacks.
    const toggle = within(form).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Kinyarwanda: 2 missing');
    expect(toggle.textContent).toContain('French: 2 missing');
    expect(within(form).queryByLabelText('Title (French)', { exact: false })).toBeNull();
    await userEvent.click(toggle);
    const tablist = within(form).getByRole('tablist', { name: 'Language of the texts' });
    const rwTab = within(tablist).getByRole('tab', { name: /Kinyarwanda/ });
    const frTab = within(tablist).getByRole('tab', { name: /French/ });
    // Title and description have English text: both missing in each language (material and size are empty).
    expect(rwTab.getAttribute('aria-selected')).toBe('true');
    expect(rwTab.textContent).toContain('2 missing');
    expect(frTab.textContent).toContain('2 missing');
    const rwTitle = within(form).getByLabelText('Title (Kinyarwanda)', { exact: false }) as HTMLInputElement;
    expect(rwTitle.lang).toBe('rw');
    expect(rwTitle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(rwTitle.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('MissingEnglish: Kitenge Cap');

    await userEvent.click(frTab);
    expect(frTab.getAttribute('aria-selected')).toBe('true');
    const frTitle = within(form).getByLabelText('Title (French)', { exact: false });
    await userEvent.type(frTitle, 'Casquette en kitenge');
    expect(frTab.textContent).toContain('1 missing');
    await userEvent.type(within(form).getByLabelText('Description (French)', { exact: false }), 'Une casquette');
    expect(frTab.textContent).toContain('Complete');
    expect(toggle.textContent).toContain('French: complete');
    expect(rwTab.textContent).toContain('2 missing');
    // The arrow keys move between the languages.
    frTab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(rwTab.getAttribute('aria-selected')).toBe('true');

    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy(), LAZY);
    const patch = calls.find((c) => c.method === 'PATCH')!.body as { translations: Record<string, Record<string, string>> };
    expect(patch.translations.fr).toMatchObject({ title: 'Casquette en kitenge', description: 'Une casquette', material: '' });
    expect(patch.translations.rw).toMatchObject({ title: '', description: '' });
  });

  it('refuses a translation longer than the English limit before sending it', async () => {
    const calls = open('/catalog/7', 'admin');
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    await userEvent.click(within(form).getByRole('button', { name: /Kinyarwanda and French/ }));
    await userEvent.click(within(form).getByRole('tab', { name: /French/ }));
    const frTitle = within(form).getByLabelText('Title (French)', { exact: false }) as HTMLInputElement;
    frTitle.removeAttribute('maxlength');
    await userEvent.click(frTitle);
    await userEvent.paste('x'.repeat(201));
    // Closed and on the other language, the refusal opens the French fields again.
    await userEvent.click(within(form).getByRole('tab', { name: /Kinyarwanda/ }));
    await userEvent.click(within(form).getByRole('button', { name: /Kinyarwanda and French/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The title must be at most 200 characters', undefined, LAZY)).toBeTruthy();
    expect(
      within(form)
        .getByRole('tab', { name: /French/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('refuses a Kinyarwanda translation longer than the English limit too', async () => {
    const calls = open('/catalog/7', 'admin');
    const form = await screen.findByRole('form', { name: 'Edit Kitenge Cap' }, LAZY);
    await userEvent.click(within(form).getByRole('button', { name: /Kinyarwanda and French/ }));
    const rwTitle = within(form).getByLabelText('Title (Kinyarwanda)', { exact: false }) as HTMLInputElement;
    rwTitle.removeAttribute('maxlength');
    await userEvent.click(rwTitle);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The title must be at most 200 characters', undefined, LAZY)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says in the list which languages an item lacks', async () => {
    open('/catalog', 'admin');
    expect((await screen.findAllByText('Missing: Kinyarwanda, French', undefined, LAZY)).length).toBeGreaterThan(0);
  });
});

describe("a picture's alt text per language (docs/decisions/112)", () => {
  it('shows each picture’s Kinyarwanda and French alt text, marks a missing one, and saves one language when its field is left', async () => {
    const translated = { ...image(1, 0), translations: { fr: { alt: 'Image 1' } } };
    const calls = openAdmin('/catalog/7', person('admin'), ({ url, method }) => {
      if (url.endsWith('/api/admin/catalog/7/images/order')) return Response.json({ success: true, item: { ...item, images: [translated, image(2, 1)] } });
      if (url.endsWith('/api/admin/catalog/7') && method === 'GET') return Response.json({ success: true, item: { ...item, images: [translated, image(2, 1)] } });
      return undefined;
    });
    const tile = await screen.findByRole('listitem', { name: 'Picture 1: Picture 1' }, LAZY);
    // Named after its picture: the page has one such region per picture besides the item's own.
    const languages = within(tile).getByRole('region', { name: 'Picture 1: other languages' });
    // Closed at first; its summary says in words which language lacks the alt text.
    const summary = within(languages).getByRole('button', { name: /Kinyarwanda and French/ });
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(summary.textContent).toContain('Kinyarwanda: 1 missing');
    expect(summary.textContent).toContain('French: complete');
    expect(tile.className).not.toContain('col-span-full');
    await userEvent.click(summary);
    // Open, the tile takes the whole row (half a phone's width is too narrow for the languages).
    expect(tile.className).toContain('col-span-full');
    const kinyarwanda = within(languages).getByRole('tabpanel', { name: /Kinyarwanda/ });
    expect(within(kinyarwanda).getByText('Missing')).toBeTruthy();
    const field = within(kinyarwanda).getByLabelText('Alt text (Kinyarwanda)', { exact: false }) as HTMLInputElement;
    expect(field.lang).toBe('rw');
    await userEvent.click(within(languages).getByRole('tab', { name: /French/ }));
    const french = within(languages).getByRole('tabpanel', { name: /French/ });
    expect((within(french).getByLabelText('Alt text (French)', { exact: false }) as HTMLInputElement).value).toBe('Image 1');
    await userEvent.click(within(languages).getByRole('tab', { name: /Kinyarwanda/ }));
    await userEvent.type(field, 'Ifoto ya 1');
    await userEvent.tab();
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/images/order'))).toBeTruthy(), LAZY);
    expect(calls.find((c) => c.url.endsWith('/images/order'))!.body).toEqual({ image_ids: [1, 2], alt_translations: { '1': { rw: { alt: 'Ifoto ya 1' } } } });
  });
});
