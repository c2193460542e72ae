import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, CATALOG_CSV_COLUMNS, DEFAULT_LOW_STOCK_THRESHOLD, VARIANT_MESSAGES, type AdminCatalogItem, type AdminItemVariant } from '@atelier/contracts';
import { as, buildTestApp, checkoutFormData, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { multipartFiles } from '../../../test/multipart.js';

/**
 * The back office's options and variants (docs/decisions/127): writes with options and variants,
 * the set replaced by option values (ids kept, ordered ones archived, others deleted, archived ones
 * brought back), SKUs, prices the owner's and stock staff's, readable 400s, the audit log per
 * variant, the catalog CSV and the dashboard's low-stock list with the owner's threshold.
 */
let ctx: TestContext;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let customer: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  customer = as(ctx, (await signUp(ctx)).token);
});
afterAll(() => ctx.close());

const SIZE_COLOUR = [
  { name: 'Size', values: ['42', '43'] },
  { name: 'Colour', values: ['Red', 'Blue'] },
];

async function create(body: Record<string, unknown>, who = owner): Promise<AdminCatalogItem> {
  const res = await who({ method: 'POST', url: '/api/admin/catalog', payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().item;
}
async function patch(id: number, body: Record<string, unknown>, who = owner) {
  return who({ method: 'PATCH', url: `/api/admin/catalog/${id}`, payload: body });
}
const audit = (id: number) =>
  query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    ctx,
    sql`select action, before, after from audit_log where entity = 'catalog_item' and entity_id = ${String(id)} order by id`,
  );
const variantRows = (itemId: number) =>
  query<{ id: number; sku: string; option_values: string[]; stock: number | null; archived_at: Date | null }>(
    ctx,
    sql`select id, sku, option_values, stock, archived_at from catalog_variants where item_id = ${itemId} order by id`,
  );
const byValues = (variants: AdminItemVariant[], size: string, colour: string) => variants.find((v) => v.options.Size === size && v.options.Colour === colour)!;
async function order(productId: number, variantId: number, quantity = 1) {
  const res = await customer({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items: [{ productId, variantId, quantity }] } } });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json() as { orderId: string };
}

describe('POST /api/admin/catalog with options and variants', () => {
  it('makes every combination of the options, with SKUs from the slug and the values', async () => {
    const item = await create({ kind: 'product', title: 'Imigongo High-Tops', price: 45000, state: 'published', options: SIZE_COLOUR }, staff);
    expect(item.options).toEqual([
      { name: 'Size', values: ['42', '43'], translations: {} },
      { name: 'Colour', values: ['Red', 'Blue'], translations: {} },
    ]);
    expect(item.variants.map((v) => [v.options, v.sku, v.price, v.stock, v.ordered])).toEqual([
      [{ Size: '42', Colour: 'Red' }, 'IMIGONGO-HIGH-TOPS-42-RED', null, null, false],
      [{ Size: '42', Colour: 'Blue' }, 'IMIGONGO-HIGH-TOPS-42-BLUE', null, null, false],
      [{ Size: '43', Colour: 'Red' }, 'IMIGONGO-HIGH-TOPS-43-RED', null, null, false],
      [{ Size: '43', Colour: 'Blue' }, 'IMIGONGO-HIGH-TOPS-43-BLUE', null, null, false],
    ]);
    expect(item).toMatchObject({ stock: null, availability: 'available' });
    // The storefront sells them at once, at the item's price.
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/products/${item.slug}` })).json();
    expect(pub.variants.map((v: { sku: string; price: number }) => [v.sku, v.price])).toEqual(item.variants.map((v) => [v.sku, 45000]));
  });

  it('takes the variants listed, with their own prices, stock and translations; stock is their sum', async () => {
    const item = await create({
      kind: 'product',
      title: 'Kitenge Wrap Dress',
      price: 30000,
      options: [{ name: 'Size', values: ['S', 'M', 'L'], translations: { rw: { name: 'Ingano' }, fr: { name: 'Taille' } } }],
      variants: [
        { options: { Size: 'S' }, stock: 2 },
        { options: { size: 'm' }, stock: 3, price: 32000, compare_at_price: 40000, sku: 'KWD-M' },
        { options: { Size: 'L' }, stock: null },
      ],
    });
    expect(item.options[0]).toEqual({ name: 'Size', values: ['S', 'M', 'L'], translations: { rw: { name: 'Ingano' }, fr: { name: 'Taille' } } });
    expect(item.variants.map((v) => [v.options, v.sku, v.price, v.compare_at_price, v.stock])).toEqual([
      [{ Size: 'S' }, 'KITENGE-WRAP-DRESS-S', null, null, 2],
      [{ Size: 'M' }, 'KWD-M', 32000, 40000, 3],
      [{ Size: 'L' }, 'KITENGE-WRAP-DRESS-L', null, null, null],
    ]);
    expect(item.stock).toBe(5);
    // Without options: one variant holding `stock`.
    const plain = await create({ kind: 'product', title: 'Plain Beret', price: 8000, stock: 4 });
    expect(plain).toMatchObject({ options: [], stock: 4, variants: [{ options: {}, sku: 'PLAIN-BERET', stock: 4, price: null }] });
    // Every variant at 0: sold out.
    const gone = await create({
      kind: 'product',
      title: 'Gone Sandals',
      price: 8000,
      options: [{ name: 'Size', values: ['40', '41'] }],
      variants: [
        { options: { Size: '40' }, stock: 0 },
        { options: { Size: '41' }, stock: 0 },
      ],
    });
    expect(gone).toMatchObject({ stock: 0, availability: 'sold_out' });
  });

  it('answers readable 400s and 409s', async () => {
    const other = await create({ kind: 'product', title: 'SKU Holder', price: 1000, variants: [{ sku: 'HELD-SKU', stock: 1 }] });
    expect(other.variants[0]!.sku).toBe('HELD-SKU');
    const base = { kind: 'product', title: 'Rules Shoe', price: 10000 };
    const size = [{ name: 'Size', values: ['40', '41'] }];
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, kind: 'artwork', options: size }, 400, VARIANT_MESSAGES.artworkNoOptions],
      [{ ...base, options: [...size, { name: 'size', values: ['S'] }] }, 400, VARIANT_MESSAGES.optionNameTaken],
      [{ ...base, options: [{ name: 'Size', values: ['40', '40'] }] }, 400, VARIANT_MESSAGES.optionValueTaken('Size')],
      [{ ...base, options: [{ name: 'Size', values: [] }] }, 400, VARIANT_MESSAGES.optionValuesRequired],
      [{ ...base, options: [{ name: '', values: ['1'] }] }, 400, VARIANT_MESSAGES.optionNameRequired],
      [{ ...base, options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })) }, 400, VARIANT_MESSAGES.tooManyOptions],
      [{ ...base, options: [{ name: 'Size', values: ['40'], translations: { rw: { values: ['a', 'b'] } } }] }, 400, VARIANT_MESSAGES.optionTranslationValues],
      [{ ...base, options: size, variants: [{ options: { Size: '39' } }] }, 400, VARIANT_MESSAGES.variantOptionsMismatch],
      [{ ...base, options: size, variants: [{ options: {} }] }, 400, VARIANT_MESSAGES.variantOptionsMismatch],
      [{ ...base, options: size, variants: [{ options: { Size: '40', Colour: 'Red' } }] }, 400, VARIANT_MESSAGES.variantOptionsMismatch],
      [{ ...base, options: size, variants: [{ options: { Size: '40' } }, { options: { Size: '40' } }] }, 400, VARIANT_MESSAGES.variantTaken],
      [{ ...base, options: size, variants: [] }, 400, VARIANT_MESSAGES.variantsRequired],
      [{ ...base, options: size, stock: 3 }, 400, VARIANT_MESSAGES.stockPerVariant],
      [{ ...base, options: size, variants: [{ options: { Size: '40' }, stock: 1 }, { options: { Size: '41' } }], stock: 2 }, 400, VARIANT_MESSAGES.stockPerVariant],
      [{ ...base, variants: [{ sku: 'has space' }] }, 400, VARIANT_MESSAGES.skuInvalid],
      [{ ...base, variants: [{ stock: -1 }] }, 400, 'The stock cannot be negative'],
      [{ ...base, variants: [{ price: 5000, compare_at_price: 5000 }] }, 400, ADMIN_CATALOG_MESSAGES.compareAtNotAbove],
      [{ ...base, variants: [{ image_id: 1 }] }, 400, VARIANT_MESSAGES.variantImageNotOfItem],
      [{ ...base, kind: 'artwork', variants: [{ stock: 1 }] }, 400, ADMIN_CATALOG_MESSAGES.artworkNoStock],
      [
        {
          ...base,
          options: size,
          variants: [
            { options: { Size: '40' }, sku: 'SAME' },
            { options: { Size: '41' }, sku: 'SAME' },
          ],
        },
        409,
        VARIANT_MESSAGES.skuTaken('SAME'),
      ],
      [{ ...base, variants: [{ sku: 'HELD-SKU' }] }, 409, VARIANT_MESSAGES.skuTaken('HELD-SKU')],
      [{ ...base, variants: [{ options: {}, bogus: 1 }] }, 400, 'bogus'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await staff({ method: 'POST', url: '/api/admin/catalog', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toContain(message);
    }
    // Nothing was kept of the refused writes.
    expect((await query(ctx, sql`select id from catalog_items where title = 'Rules Shoe'`)).length).toBe(0);
  });

  it('two writes racing for one SKU: one wins, the other gets the readable 409', async () => {
    const [a, b] = await Promise.all(
      ['Race One', 'Race Two'].map((title) => staff({ method: 'POST', url: '/api/admin/catalog', payload: { kind: 'product', title, price: 1000, variants: [{ sku: 'RACED-SKU' }] } })),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect([a!, b!].find((r) => r.statusCode === 409)!.json().error).toMatch(/^Another variant already uses the SKU/);
    expect(await query(ctx, sql`select sku from catalog_variants where sku = 'RACED-SKU'`)).toHaveLength(1);
  });

  it('makes a made SKU unique in the shop', async () => {
    const a = await create({ kind: 'product', title: 'Agaseke Basket', price: 9000, options: [{ name: 'Size', values: ['Small'] }] });
    expect(a.variants[0]!.sku).toBe('AGASEKE-BASKET-SMALL');
    // Another item whose own SKU would be the same.
    const b = await create({ kind: 'product', title: 'Agaseke Basket Small', price: 9000 });
    expect(b.variants[0]!.sku).toBe('AGASEKE-BASKET-SMALL-2');
  });
});

describe('PATCH /api/admin/catalog/{id}: the set of variants', () => {
  it('keeps the ids of the same values, archives ordered ones, deletes the others, brings an archived one back', async () => {
    const item = await create({ kind: 'product', title: 'Replaced Set Sneaker', price: 40000, state: 'published', options: SIZE_COLOUR });
    const red42 = byValues(item.variants, '42', 'Red');
    const blue42 = byValues(item.variants, '42', 'Blue');
    const red43 = byValues(item.variants, '43', 'Red');
    const blue43 = byValues(item.variants, '43', 'Blue');
    await order(item.id, blue42.id);
    expect(byValues((await staff({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item.variants, '42', 'Blue').ordered).toBe(true);

    // Drop 42/Blue (ordered: archived) and 43/Blue (deleted); 43/Red first; add 44/Red; stock for all.
    const options = [
      { name: 'Size', values: ['42', '43', '44'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ];
    const res = await patch(item.id, {
      options,
      variants: [
        { options: { Size: '43', Colour: 'Red' }, stock: 1 },
        { options: { Size: '42', Colour: 'Red' }, stock: 2 },
        { options: { Size: '44', Colour: 'Red' }, stock: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().item as AdminCatalogItem;
    expect(after.variants.map((v) => [v.id, v.sku, v.stock])).toEqual([
      [red43.id, red43.sku, 1],
      [red42.id, red42.sku, 2],
      [expect.any(Number), 'REPLACED-SET-SNEAKER-44-RED', 3],
    ]);
    expect(after.stock).toBe(6);
    const rows = await variantRows(item.id);
    expect(rows.find((r) => r.id === blue42.id)).toMatchObject({ sku: blue42.sku, archived_at: expect.anything() });
    expect(rows.find((r) => r.id === blue43.id)).toBeUndefined();
    // The public item no longer sells the archived one.
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/products/${item.slug}` })).json();
    expect(pub.variants.map((v: { id: number }) => v.id)).toEqual(after.variants.map((v) => v.id));

    // The same values bring the archived row back, with its id and SKU.
    const back = await patch(item.id, { variants: [...after.variants.map((v) => ({ options: v.options, stock: v.stock })), { options: { Size: '42', Colour: 'Blue' }, stock: 5 }] });
    expect(back.statusCode, back.body).toBe(200);
    expect(byValues(back.json().item.variants, '42', 'Blue')).toMatchObject({ id: blue42.id, sku: blue42.sku, stock: 5, ordered: true });
    expect((await variantRows(item.id)).every((r) => r.archived_at === null)).toBe(true);
  });

  it('changes options alone while every variant fits them (translations, order), else 400', async () => {
    const item = await create({ kind: 'product', title: 'Options Alone Tee', price: 12000, options: SIZE_COLOUR });
    const ids = item.variants.map((v) => v.id);
    const res = await patch(item.id, {
      options: [
        { name: 'Colour', values: ['Blue', 'Red'], translations: { rw: { name: 'Ibara', values: ['Ubururu', 'Umutuku'] } } },
        { name: 'Size', values: ['42', '43', '44'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().item as AdminCatalogItem;
    expect(after.options.map((o) => o.name)).toEqual(['Colour', 'Size']);
    expect(after.options[0]!.translations).toEqual({ rw: { name: 'Ibara', values: ['Ubururu', 'Umutuku'] } });
    expect(after.variants.map((v) => v.id)).toEqual(ids);
    expect(byValues(after.variants, '42', 'Red').sku).toBe('OPTIONS-ALONE-TEE-42-RED');
    // The rw store reads them translated, consistently.
    await patch(item.id, { state: 'published' });
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/products/${item.slug}`, headers: { 'accept-language': 'rw' } })).json();
    expect(pub.options[0]).toEqual({ name: 'Ibara', values: ['Ubururu', 'Umutuku'] });
    expect(pub.variants[0].options).toEqual({ Ibara: 'Umutuku', Size: '42' });

    // Options again without translations keep the ones written (by value).
    const kept = await patch(item.id, {
      options: [
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['42', '43', '44'] },
      ],
    });
    expect(kept.json().item.options[0].translations).toEqual({ rw: { name: 'Ibara', values: ['Umutuku', 'Ubururu'] } });

    // A value in use dropped, or a new option: the variants no longer fit.
    for (const options of [
      [
        { name: 'Colour', values: ['Red'] },
        { name: 'Size', values: ['42', '43'] },
      ],
      [...SIZE_COLOUR, { name: 'Fit', values: ['Wide'] }],
      [{ name: 'Size', values: ['42', '43'] }], // 42 / Red and 42 / Blue would both be 42
      [],
    ]) {
      const refused = await patch(item.id, { options });
      expect(refused.statusCode, JSON.stringify(options)).toBe(400);
      expect(refused.json().error).toBe(VARIANT_MESSAGES.optionsDontFit);
    }
    // Renaming an option (same place) keeps every variant.
    const renamed = await patch(item.id, {
      options: [
        { name: 'Shade', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['42', '43', '44'] },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().item.variants.map((v: AdminItemVariant) => v.id)).toEqual(ids);
    expect(renamed.json().item.variants[0].options).toEqual({ Shade: 'Red', Size: '42' });
    // A value's case may change too.
    const cased = await patch(item.id, {
      options: [
        { name: 'Shade', values: ['RED', 'Blue'] },
        { name: 'Size', values: ['42', '43', '44'] },
      ],
    });
    expect(cased.statusCode, cased.body).toBe(200);
    expect(cased.json().item.variants.map((v: AdminItemVariant) => v.id)).toEqual(ids);
    expect(cased.json().item.variants[0].options).toEqual({ Shade: 'RED', Size: '42' });
  });

  it('a variant named by id keeps its id when its value is renamed', async () => {
    const item = await create({ kind: 'product', title: 'Typo Scarf', price: 5000, options: [{ name: 'Colour', values: ['Rde', 'Blue'] }] });
    const [rde, blue] = item.variants;
    const res = await patch(item.id, {
      options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      variants: [
        { id: rde!.id, options: { Colour: 'Red' }, stock: 1 },
        { id: blue!.id, options: { Colour: 'Blue' }, stock: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.variants.map((v: AdminItemVariant) => [v.id, v.options.Colour, v.sku])).toEqual([
      [rde!.id, 'Red', rde!.sku],
      [blue!.id, 'Blue', blue!.sku],
    ]);
  });

  it('`stock` on the item writes its one variant; 400 when it has several', async () => {
    const one = await create({ kind: 'product', title: 'One Variant Cap', price: 5000, stock: 1 });
    const res = await patch(one.id, { stock: 7 }, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ stock: 7, variants: [{ id: one.variants[0]!.id, stock: 7 }] });
    const many = await create({ kind: 'product', title: 'Many Variant Cap', price: 5000, options: SIZE_COLOUR });
    const refused = await patch(many.id, { stock: 3 }, staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(VARIANT_MESSAGES.stockPerVariant);
  });

  it('variant prices are the owner’s: staff get 403 for a price, 200 for stock and for the same price', async () => {
    const item = await create({
      kind: 'product',
      title: 'Priced Variants Bag',
      price: 20000,
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { options: { Size: 'S' }, stock: 1 },
        { options: { Size: 'L' }, price: 25000, stock: 1 },
      ],
    });
    const [s, l] = item.variants;
    const keep = [
      { options: { Size: 'S' }, stock: 1 },
      { options: { Size: 'L' }, price: 25000, stock: 1 },
    ];
    for (const variants of [
      [keep[0], { ...keep[1], price: 22000 }],
      [keep[0], { ...keep[1], compare_at_price: 30000 }],
      [{ ...keep[0], price: 21000 }, keep[1]],
      [keep[0], { options: { Size: 'L' }, stock: 1 }], // back to the item's price
    ]) {
      const refused = await patch(item.id, { variants }, staff);
      expect(refused.statusCode, JSON.stringify(variants)).toBe(403);
      expect(refused.json().error).toBe(ADMIN_CATALOG_MESSAGES.priceOwnerOnly);
    }
    // A new variant with its own price is a price too.
    const added = await patch(item.id, { options: [{ name: 'Size', values: ['S', 'L', 'XL'] }], variants: [...keep, { options: { Size: 'XL' }, price: 30000 }] }, staff);
    expect(added.statusCode).toBe(403);
    // Stock, with the prices as they are: staff may.
    const stocked = await patch(
      item.id,
      {
        variants: [
          { ...keep[0], stock: 9 },
          { ...keep[1], stock: 4 },
        ],
      },
      staff,
    );
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect(stocked.json().item.variants.map((v: AdminItemVariant) => [v.id, v.price, v.stock])).toEqual([
      [s!.id, null, 9],
      [l!.id, 25000, 4],
    ]);
    // The owner may.
    const byOwner = await patch(item.id, {
      variants: [
        { ...keep[0], stock: 9 },
        { ...keep[1], price: 22000, compare_at_price: 26000, stock: 4 },
      ],
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().item.variants[1]).toMatchObject({ price: 22000, compare_at_price: 26000 });
  });

  it('SKUs: unique in the shop (409), kept when not sent, swapped within the item', async () => {
    const a = await create({
      kind: 'product',
      title: 'Sku Swap Shirt',
      price: 10000,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: { Size: 'S' }, sku: 'SWAP-A' },
        { options: { Size: 'M' }, sku: 'SWAP-B' },
      ],
    });
    const other = await create({ kind: 'product', title: 'Sku Neighbour', price: 10000, variants: [{ sku: 'NEIGHBOUR-1' }] });
    const taken = await patch(a.id, { variants: [{ options: { Size: 'S' }, sku: 'NEIGHBOUR-1' }, { options: { Size: 'M' } }] }, staff);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(VARIANT_MESSAGES.skuTaken('NEIGHBOUR-1'));
    const swapped = await patch(
      a.id,
      {
        variants: [
          { options: { Size: 'S' }, sku: 'SWAP-B' },
          { options: { Size: 'M' }, sku: 'SWAP-A' },
        ],
      },
      staff,
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().item.variants.map((v: AdminItemVariant) => v.sku)).toEqual(['SWAP-B', 'SWAP-A']);
    const unsent = await patch(a.id, { variants: [{ options: { Size: 'S' } }, { options: { Size: 'M' } }] }, staff);
    expect(unsent.json().item.variants.map((v: AdminItemVariant) => v.sku)).toEqual(['SWAP-B', 'SWAP-A']);
    // An archived variant keeps its SKU from others.
    await patch(other.id, { state: 'published' });
    await order(other.id, other.variants[0]!.id);
    const moved = await patch(other.id, { options: [{ name: 'Size', values: ['One'] }], variants: [{ options: { Size: 'One' } }] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().item.variants[0].sku).toBe('SKU-NEIGHBOUR-ONE');
    const reuse = await patch(a.id, { variants: [{ options: { Size: 'S' }, sku: 'NEIGHBOUR-1' }, { options: { Size: 'M' } }] });
    expect(reuse.statusCode).toBe(409);
  });

  it('a variant shows one of the item’s pictures; deleting the picture unsets it', async () => {
    const item = await create({ kind: 'product', title: 'Pictured Variant Mug', price: 6000, options: [{ name: 'Colour', values: ['Red', 'Blue'] }] });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const up = await staff({ method: 'POST', url: `/api/admin/catalog/${item.id}/images`, ...multipartFiles([{ name: 'images', data: png, type: 'image/png', filename: 'red.png' }]) });
    const image = (up.json().item as AdminCatalogItem).images[0]!;
    const res = await patch(item.id, { variants: [{ options: { Colour: 'Red' }, image_id: image.id }, { options: { Colour: 'Blue' } }] }, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.variants.map((v: AdminItemVariant) => v.image_id)).toEqual([image.id, null]);
    const del = await staff({ method: 'DELETE', url: `/api/admin/catalog/${item.id}/images/${image.id}` });
    expect(del.json().item.variants.map((v: AdminItemVariant) => v.image_id)).toEqual([null, null]);
  });
});

describe('the audit log of variants', () => {
  it('records stock and price changes per variant, added, archived and deleted ones, and the options', async () => {
    const item = await create({
      kind: 'product',
      title: 'Audited Boots',
      price: 50000,
      state: 'published',
      options: [{ name: 'Size', values: ['40', '41', '42'] }],
      variants: [
        { options: { Size: '40' }, stock: 3 },
        { options: { Size: '41' }, stock: 1 },
        { options: { Size: '42' }, stock: 2 },
      ],
    });
    const [created] = await audit(item.id);
    expect(created!.after).toMatchObject({
      options: [{ name: 'Size', values: ['40', '41', '42'], translations: {} }],
      variants: [
        { sku: 'AUDITED-BOOTS-40', title: '40', stock: 3, price: null },
        { sku: 'AUDITED-BOOTS-41', title: '41', stock: 1, price: null },
        { sku: 'AUDITED-BOOTS-42', title: '42', stock: 2, price: null },
      ],
    });
    await order(item.id, item.variants[1]!.id);
    await patch(item.id, {
      options: [{ name: 'Size', values: ['40', '41', '42', '43'] }],
      variants: [
        { options: { Size: '40' }, stock: 5, price: 55000 },
        { options: { Size: '43' }, stock: 1 },
      ],
    });
    const entry = (await audit(item.id)).at(-1)!;
    expect(entry.action).toBe('catalog.updated');
    expect(entry.before).toEqual({
      options: [{ name: 'Size', values: ['40', '41', '42'], translations: {} }],
      variants: {
        '40 (AUDITED-BOOTS-40)': { stock: 3, price: null },
        '41 (AUDITED-BOOTS-41)': { sku: 'AUDITED-BOOTS-41', title: '41', price: null, compare_at_price: null, stock: 0, image_id: null },
        '42 (AUDITED-BOOTS-42)': { sku: 'AUDITED-BOOTS-42', title: '42', price: null, compare_at_price: null, stock: 2, image_id: null },
        '43 (AUDITED-BOOTS-43)': null,
      },
    });
    expect(entry.after).toEqual({
      options: [{ name: 'Size', values: ['40', '41', '42', '43'], translations: {} }],
      variants: {
        '40 (AUDITED-BOOTS-40)': { stock: 5, price: 55000 },
        '41 (AUDITED-BOOTS-41)': { archived: true },
        '42 (AUDITED-BOOTS-42)': null,
        '43 (AUDITED-BOOTS-43)': { sku: 'AUDITED-BOOTS-43', title: '43', price: null, compare_at_price: null, stock: 1, image_id: null },
      },
    });
    // Staff's stock change on the item: the one variant's entry.
    const plain = await create({ kind: 'product', title: 'Audited Plain', price: 1000, stock: 2 });
    await patch(plain.id, { stock: 6 }, staff);
    expect((await audit(plain.id)).at(-1)).toMatchObject({
      action: 'catalog.updated',
      before: { variants: { 'AUDITED-PLAIN': { stock: 2 } } },
      after: { variants: { 'AUDITED-PLAIN': { stock: 6 } } },
    });
  });
});

describe('GET /api/admin/catalog: variants on the list', () => {
  it('lists each item with its options and variants', async () => {
    const item = await create({ kind: 'product', title: 'Listed Zebra Variants', price: 1000, options: [{ name: 'Size', values: ['A', 'B'] }] });
    const list = (await staff({ method: 'GET', url: '/api/admin/catalog?q=listed%20zebra' })).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: item.id, options: item.options, variants: item.variants });
  });
});

describe('GET /api/admin/catalog.csv', () => {
  it('one row per variant: title, slug, SKU, option values, price, compare-at, stock; the owner’s', async () => {
    const item = await create({
      kind: 'product',
      title: 'Csv, "Quoted" Jacket',
      price: 60000,
      compare_at_price: 70000,
      options: [
        { name: 'Size', values: ['M', 'L'] },
        { name: 'Colour', values: ['Black'] },
      ],
      variants: [
        { options: { Size: 'M', Colour: 'Black' }, stock: 2 },
        { options: { Size: 'L', Colour: 'Black' }, price: 65000, stock: null },
      ],
    });
    const res = await owner({ method: 'GET', url: '/api/admin/catalog.csv?q=quoted' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(CATALOG_CSV_COLUMNS.join(','));
    const [m, l] = item.variants;
    expect(lines.slice(1, -1)).toEqual([
      `${item.id},"Csv, ""Quoted"" Jacket",${item.slug},product,draft,${m!.id},CSV-QUOTED-JACKET-M-BLACK,M / Black,60000,70000,2`,
      `${item.id},"Csv, ""Quoted"" Jacket",${item.slug},product,draft,${l!.id},CSV-QUOTED-JACKET-L-BLACK,L / Black,65000,70000,`,
    ]);
    expect(lines.at(-1)).toBe('');
    // Every item, at least one row each.
    const all = (await owner({ method: 'GET', url: '/api/admin/catalog.csv' })).body.split('\r\n').length - 2;
    const [{ n }] = (await query<{ n: number }>(ctx, sql`select count(*)::int as n from catalog_variants where archived_at is null`)) as [{ n: number }];
    expect(all).toBe(n);
    expect((await staff({ method: 'GET', url: '/api/admin/catalog.csv' })).statusCode).toBe(403);
  });
});

describe('the dashboard’s low stock and its threshold', () => {
  it('lists counted variants at or under the owner’s threshold, fewest first', async () => {
    const lowStock = async () =>
      (await staff({ method: 'GET', url: '/api/admin/dashboard' })).json().dashboard.low_stock as {
        threshold: number;
        total: number;
        variants: Array<{ item_id: number; title: string; variant_id: number; variant_title: string; sku: string; stock: number }>;
      };
    const settings = (await owner({ method: 'GET', url: '/api/admin/settings' })).json().settings;
    expect(settings.low_stock_threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    const item = await create({
      kind: 'product',
      title: 'Low Stock Loafers',
      price: 30000,
      options: [{ name: 'Size', values: ['39', '40', '41', '42'] }],
      variants: [
        { options: { Size: '39' }, stock: 0 },
        { options: { Size: '40' }, stock: 2 },
        { options: { Size: '41' }, stock: 4 },
        { options: { Size: '42' }, stock: null },
      ],
    });
    const mine = (l: Awaited<ReturnType<typeof lowStock>>) => l.variants.filter((v) => v.item_id === item.id).map((v) => [v.variant_title, v.sku, v.stock]);
    let low = await lowStock();
    expect(low.threshold).toBe(2);
    expect(mine(low)).toEqual([
      ['39', 'LOW-STOCK-LOAFERS-39', 0],
      ['40', 'LOW-STOCK-LOAFERS-40', 2],
    ]);
    expect(low.variants[0]).toMatchObject({ title: expect.any(String), variant_id: expect.any(Number) });
    expect(low.variants.map((v) => v.stock)).toEqual([...low.variants.map((v) => v.stock)].sort((a, b) => a - b));

    // The owner sets the threshold; staff may not; bad values are refused readably.
    expect((await staff({ method: 'PUT', url: '/api/admin/settings', payload: { low_stock_threshold: 5 } })).statusCode).toBe(403);
    for (const [value, message] of [
      [-1, 'The low-stock threshold cannot be negative'],
      [1.5, 'The low-stock threshold must be a whole number'],
      [5000, 'The low-stock threshold must be at most 1,000'],
      ['x', 'The low-stock threshold must be a number'],
    ] as const) {
      const bad = await owner({ method: 'PUT', url: '/api/admin/settings', payload: { low_stock_threshold: value } });
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json().error).toContain(message);
    }
    const set = await owner({ method: 'PUT', url: '/api/admin/settings', payload: { low_stock_threshold: 4 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().settings).toMatchObject({ low_stock_threshold: 4 });
    low = await lowStock();
    expect(low.threshold).toBe(4);
    expect(mine(low).map((v) => v[0])).toEqual(['39', '40', '41']);
    expect(low.total).toBeGreaterThanOrEqual(3);
    // An archived item is no longer listed.
    await patch(item.id, { state: 'archived' });
    expect(mine(await lowStock())).toEqual([]);
    // null: back to the default.
    await owner({ method: 'PUT', url: '/api/admin/settings', payload: { low_stock_threshold: null } });
    expect((await lowStock()).threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    const [entry] = await query<{ before: { low_stock_threshold: number }; after: { low_stock_threshold: number } }>(
      ctx,
      sql`select before, after from audit_log where action = 'settings.changed' and after->>'low_stock_threshold' = '4'`,
    );
    expect(entry).toMatchObject({ before: { low_stock_threshold: 2 }, after: { low_stock_threshold: 4 } });
  });
});
