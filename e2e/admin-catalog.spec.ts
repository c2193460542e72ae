import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import { account, apiLogin, owner, shot, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast } from './support.js';

/**
 * The back office's catalog and coupons (docs/decisions/101), in real Chromium at phone (390×844) and
 * desktop (1440×900) widths: the owner adds an artwork with three photos, reorders them from the
 * keyboard and publishes it; it is in the gallery and in search, and its share page's Open Graph image
 * is the new cover. The owner makes a coupon limited to one use per customer; the same customer's
 * second order with it is refused, and the coupon's page lists the first. Every new screen passes axe.
 */

/** A 48×48 PNG of one colour. */
const png = (name: string, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name: `${name}.png`, mimeType: 'image/png', buffer }));

test('the owner adds an artwork with three photos, reorders them and publishes it; the shop shows it', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const title = `Umuganura Dawn ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAtAdmin(page, email, '/admin/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the catalog list');
  await shot(page, testInfo, 'catalog');

  await page.getByRole('link', { name: 'New item' }).click();
  const form = page.getByRole('form', { name: 'New item' });
  await form.getByLabel('Kind').selectOption('artwork');
  await form.getByLabel('Title').fill(title);
  await expect(form.getByLabel('Address (slug)')).toHaveValue(/^umuganura-dawn-/);
  await form.getByLabel('Price (RWF)', { exact: true }).fill('185000');
  await form.getByLabel('Artist').fill('Aline Mukamana');
  await form.getByLabel('Medium').fill('Acrylic on canvas');
  await expectAccessible(page, 'the new item form');
  await shot(page, testInfo, 'catalog-new');
  await form.getByRole('button', { name: 'Create item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  expect(id).toBeGreaterThan(0);

  // Three photos in one upload.
  await page.getByLabel('Add pictures').setInputFiles(await Promise.all([png('red', { r: 200, g: 30, b: 30 }), png('green', { r: 30, g: 160, b: 60 }), png('blue', { r: 30, g: 60, b: 200 })]));
  await expectToast(page, '3 pictures added');
  const pictures = page.getByRole('list', { name: 'Pictures, in order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  const token = await apiLogin(request, email);
  const stored = async () => (await (await request.get(`/api/admin/catalog/${id}`, { headers: auth(token) })).json()).item.images as Array<{ id: number; url: string }>;
  const [first, second] = await stored();

  // The second picture becomes the cover from the keyboard: its handle, Space, left, Space.
  const handle = page.getByRole('button', { name: /^Move picture 2/ });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit measures the places just after the lift; an arrow before that finds none to move to, so
  // the arrow is pressed until the picture is over the first place (pressed again there, it stays).
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('status').filter({ hasText: 'Picture is over position 1 of 3.' })).toBeAttached({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expectToast(page, 'Picture order saved');
  await expect.poll(async () => (await stored()).map((image) => image.id)).toEqual([second!.id, first!.id, expect.any(Number)]);
  await expect(pictures.first().getByText('Cover')).toBeVisible();

  // Publish.
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await edit.getByLabel('State').selectOption('published');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes saved');
  await expect(page.getByRole('link', { name: /View in the shop/ })).toBeVisible();
  await expectAccessible(page, 'the item editor');
  await shot(page, testInfo, 'catalog-item');

  // The gallery, search and the share page see it at once.
  const slug = (await (await request.get(`/api/admin/catalog/${id}`, { headers: auth(token) })).json()).item.slug as string;
  const gallery: Array<{ slug: string }> = await (await request.get('/api/gallery?limit=100')).json();
  expect(gallery.map((a) => a.slug)).toContain(slug);
  const found: Array<{ slug: string }> = await (await request.get(`/api/gallery/search?q=${encodeURIComponent('Umuganura Dawn')}`)).json();
  expect(found.map((a) => a.slug)).toContain(slug);
  const html = await (await request.get(`/artgallery/${slug}`)).text();
  const cover = second!.url.replace(/-640\.webp$/, '-1200.webp');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${cover.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));

  // And the storefront's own page shows it.
  await page.goto(`/artgallery/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a coupon limited to one use per customer refuses the same customer’s second order', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const code = `ONCE${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(0, 32);
  await signInAtAdmin(page, email, '/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Value (%)').fill('10');
  await form.getByLabel('Uses per customer').fill('1');
  await expectAccessible(page, 'the new coupon form');
  await shot(page, testInfo, 'coupon-new');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();

  // A customer orders twice with it.
  const customer = await account(request, testInfo, 'couponer');
  const token = await apiLogin(request, customer);
  const products: Array<{ id: number }> = await (await request.get('/api/products?limit=20')).json();
  const order = (productId: number) =>
    request.post('/api/orders', {
      headers: { ...auth(token), 'idempotency-key': `coupon-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      data: {
        paymentMethod: 'whatsapp',
        formData: { firstName: 'Claudine', lastName: 'Uwera', email: customer, phone: '+250788123456', address: 'KN 4 Ave 8', country: 'Rwanda', state: 'Kigali', postalCode: '00000', city: 'Kigali' },
        cartData: { items: [{ productId, quantity: 1 }] },
        coupon: { code },
      },
    });
  const firstOrder = await order(products[0]!.id);
  expect(firstOrder.status(), await firstOrder.text()).toBe(201);
  const { order: placed } = await firstOrder.json();
  expect(placed.discount).toBeGreaterThan(0);
  const second = await order(products[1]!.id);
  expect(second.status()).toBeGreaterThanOrEqual(400);
  expect(second.status()).toBeLessThan(500);
  expect((await second.json()).error).toBe('You have already used this coupon');

  // The coupon's page lists the order that used it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Orders that used it (1)' }).getByText(placed.order_number)).toBeVisible();
  await expectAccessible(page, 'the coupon page');
  await shot(page, testInfo, 'coupon');
  await page.getByRole('link', { name: 'Coupons' }).first().click();
  await expect(page.getByRole('link', { name: new RegExp(code) })).toContainText('1 use');
  await expectAccessible(page, 'the coupon list');
  await shot(page, testInfo, 'coupons');
});

test('a 12 MP phone photo goes through, shrunk in the browser; a file that is no picture shows its own error; deleting asks in the app’s dialog @phone', async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const token = await apiLogin(request, email);
  const created = await request.post('/api/admin/catalog', { headers: auth(token), data: { kind: 'product', title: `Phone photo ${testInfo.project.name} ${Date.now().toString(36)}`, price: 25000 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).item as { id: number };
  // A 4032×3024 photo of 6–10 MB, as a phone takes it: a gradient under grain, which JPEG keeps large.
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (Math.imul(i, 2654435761) >>> 25) + (Math.floor(i / 3 / width) % 128);
  const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
  const window: string[] = [];
  page.on('dialog', (dialog) => {
    window.push(dialog.message());
    void dialog.dismiss();
  });

  await signInAtAdmin(page, email, `/admin/catalog/${id}`);
  await page.getByLabel('Add pictures').setInputFiles([
    { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') },
  ]);
  // Decoding and encoding 12 MP takes a few seconds on a busy machine, as on a phone.
  const refused = page.getByRole('alert').filter({ hasText: 'This picture was not added:' });
  await expect(refused.getByRole('listitem')).toHaveText('notes.jpg: Please select a valid image file', { timeout: 60_000 });
  await expectToast(page, 'Picture added');
  const pictures = page.getByRole('list', { name: 'Pictures, in order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(1);
  await shot(page, testInfo, 'pictures-refused');

  // A limited field counts instead of cutting.
  const long = 'A'.repeat(205);
  const title = page
    .getByRole('form', { name: /^Edit / })
    .getByLabel('Title', { exact: true })
    .first();
  await title.fill(long);
  await expect(title).toHaveValue(long);
  await expect(page.getByText('5 characters too many (at most 200)')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'title-too-long');

  await pictures
    .first()
    .getByRole('button', { name: /^Delete picture 1/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this picture? This cannot be undone.' });
  await expectAccessible(page, 'the delete dialog');
  await shot(page, testInfo, 'pictures-delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Picture deleted');
  await expect(pictures).toHaveCount(0);
  expect(window).toEqual([]);
});
