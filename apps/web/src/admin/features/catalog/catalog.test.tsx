import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCatalogItem } from '@atelier/contracts';
import { LAZY, openAdmin } from '../../test-support';

vi.setConfig({ testTimeout: 30_000 });

const person = (role: 'admin' | 'staff') => ({ id: 'u1', name: 'Ana', email: 'ana@example.com', phone: '+250788000000', role, status: 'active' });
const image = (id: number, position: number) => ({ id, url: `/images/p${id}-640.webp`, alt: `Picture ${id}`, position });
const item: AdminCatalogItem = {
  id: 7,
  kind: 'product',
  state: 'draft',
  slug: 'kitenge-cap',
  title: 'Kitenge Cap',
  description: 'A cap',
  category: 'fashion',
  price: 15000,
  compare_at_price: null,
  material: null,
  size: null,
  washable: true,
  artist: null,
  medium_description: null,
  stock: 4,
  availability: 'available',
  images: [image(1, 0), image(2, 1)],
  ordered: false,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};

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

describe('catalog editor (issue 15 "Catalog")', () => {
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
