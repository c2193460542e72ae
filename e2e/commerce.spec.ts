import { type Route } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { verificationCode } from './mail.js';
import { apiLogin, owner } from './admin-support.js';
import { auth, expectAccessible, expectToast, item, openWithState, signIn, snap, storedToken, uniqueEmail, withMotion, withoutPrimedAnswers, type Item } from './support.js';

/**
 * The store's screens (spec 02 §2–§9) in real Chromium at phone and desktop widths: payment page
 * carousel gestures and rating, artwork page, wishlist, cart and its side drawer, checkout redirects
 * and the same-address checkbox, the invoice and the order details errors. Each screen passes axe.
 */

const PASSWORD = 'kigali-2026';

const orderBody = (productId: number) => ({
  formData: {
    firstName: 'Eric',
    lastName: 'Mugisha',
    email: 'eric@example.com',
    phone: '+250788111222',
    address: 'KG 9 Ave 3',
    country: 'Rwanda',
    state: 'Kigali',
    postalCode: '00000',
    city: 'Kigali',
  },
  cartData: { items: [{ productId }] },
});

test('home hero: pause/play, arrows, drag beyond 50 px, a side card comes forward, and the active card leads to /store', async ({ page }, testInfo) => {
  await withMotion(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured collections' });
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const dot = (n: number) => hero.getByRole('button', { name: new RegExp(`^Go to slide ${n}:`) });
  // Auto-advance may have moved on before the pause (a slow start): begin from the first card.
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await hero.getByRole('button', { name: 'Previous slide' }).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  // A slow drag of 30 px springs back; one of 80 px (beyond 50) brings the next card.
  const card = hero.getByRole('link', { name: 'Inkweto Customs: explore' });
  const box = (await card.boundingBox())!;
  const dragBy = async (dx: number) => {
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * 0.7 + (dx * i) / 8, box.y + box.height / 2);
    await page.waitForTimeout(250); // a slow drag: no flick
    await page.mouse.up();
  };
  await dragBy(-30);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await dragBy(-80);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page, '/ (hero)');
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  // Spec 02 §2 Home: a click (a tap on a phone) on the visible edge of the next card makes it active
  // and stays there; only a click on the active card leaves the page.
  // Once the cards stand still: a press stops a sliding carousel where it is.
  const sideCard = hero.getByRole('link', { name: 'Show Atelier Gallery' });
  const standsStill = async () => {
    const before = (await sideCard.boundingBox())!.x;
    await page.waitForTimeout(150);
    return (await sideCard.boundingBox())!.x === before;
  };
  await expect.poll(standsStill).toBe(true);
  const side = (await sideCard.boundingBox())!;
  const edge = { x: (side.x + page.viewportSize()!.width) / 2, y: side.y + side.height / 2 };
  if (testInfo.project.use.hasTouch) await page.touchscreen.tap(edge.x, edge.y);
  else await page.mouse.click(edge.x, edge.y);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(300); // past the release's swipe check, which used to scroll back
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/$/);
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await snap(page, testInfo, 'hero');
  await hero.getByRole('link', { name: 'Inkweto Customs: explore' }).click();
  await expect(page).toHaveURL(/\/store$/);
});

test('@phone a sold-out product says so on its store card, item page and /payment, and cannot be bought there', async ({ page, request }, testInfo) => {
  // A product with 0 left: the API says 'sold_out' (the back office's hint: "0 shows Sold out").
  const ownerToken = await apiLogin(request, await owner(request, testInfo));
  const title = `Sold-out Sandals ${testInfo.project.name} ${Date.now()}`;
  const created = await request.post('/api/admin/catalog', {
    headers: auth(ownerToken),
    data: { kind: 'product', title, description: 'Hand-stitched sandals.', price: 30000, state: 'published', stock: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).item as { id: number; slug: string };
  expect((await (await request.get(`/api/products/${id}`)).json()).availability).toBe('sold_out');
  let storePage = 0;
  for (let p = 1; p <= 20 && !storePage; p++) {
    const items: Array<{ id: number }> = await (await request.get(`/api/products?page=${p}&limit=10`)).json();
    if (items.some((i) => i.id === id)) storePage = p;
  }
  await signIn(page, request, testInfo);

  await page.goto(`/store?page=${storePage}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('availability')).toHaveText('Sold out');
  await expect(card.getByRole('link', { name: `Buy now: ${title}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Add ${title} to cart` })).toBeDisabled();

  for (const path of [`/store/${slug}`, `/payment?id=${id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('availability')).toHaveText('Sold out');
    await expect(page.getByText('Sold out: none left for now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
  }
});

test('payment page: carousel swipe (75 px), throttled wheel, infinite arrows, full screen, rating and compare-at price', async ({ page, request }, testInfo) => {
  await withMotion(page);
  await page.clock.install();
  await signIn(page, request, testInfo);
  const shoes = await item(request, 'products', 'Imigongo High-Top Sneakers');
  await page.route(`**/api/products/${shoes.id}`, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto(`/payment?id=${shoes.id}`);
  await expect(page.getByText('Loading...').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: shoes.title })).toBeVisible();
  await expect(page.getByText('Ready to Complete Your Purchase?')).toBeVisible();
  await expect(page.getByText('Washable: Yes')).toBeVisible();

  const carousel = page.getByRole('region', { name: `${shoes.title} pictures` });
  const dot = (n: number) => carousel.getByRole('button', { name: `Show image ${n}` });
  const track = carousel.getByTestId('carousel-track');
  const box = (await track.boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (dx: number) => {
    const x = box.x + box.width / 2 + (dx < 0 ? 60 : -60);
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(x + (dx * i) / 8, y);
    await page.mouse.up();
  };

  await test.step('a swipe under 75 px stays, beyond 75 px moves one picture', async () => {
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await drag(-60);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await drag(-110);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await drag(110);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  await test.step('the wheel moves one picture per 500 ms at most', async () => {
    const now = (await track.boundingBox())!;
    await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2);
    // The page's clock stands still, so the two wheel turns come at the same moment whatever the load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.wheel(120, 0);
    await page.mouse.wheel(120, 0);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.clock.fastForward(499);
    await page.mouse.wheel(120, 0);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.clock.fastForward(2);
    await page.mouse.wheel(120, 0);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await page.clock.resume();
  });

  await test.step('infinite: Next after the last picture is the first, Previous before the first is the last', async () => {
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  await test.step('a tap opens the picture full screen; Escape closes it', async () => {
    await carousel.getByRole('button', { name: `View ${shoes.title}, image 3 of 3, full screen` }).click();
    const full = page.getByRole('dialog', { name: `${shoes.title}, full screen` });
    await expect(full.getByRole('img')).toHaveAttribute('alt', `${shoes.title}, image 3 of 3`);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();
  });

  await test.step('rating: one click rates, ratings:updated fires, a second click changes nothing', async () => {
    // Catalog replies carry the rating count: take an item nobody has rated yet. The two projects may
    // run this step at the same moment, so the phone takes the first such item and the desktop the last.
    const unratedItems = ((await (await request.get('/api/products?limit=50')).json()) as Array<Item & { ratingCount: number }>).filter((p) => p.ratingCount === 0);
    const unrated = (testInfo.project.name === 'phone' ? unratedItems[0] : unratedItems.at(-1))!;
    await page.goto(`/payment?id=${unrated.id}`);
    await expect(page.getByRole('heading', { level: 1, name: unrated.title })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { rated: number }).rated = 0;
      window.addEventListener('ratings:updated', () => (window as unknown as { rated: number }).rated++);
    });
    const stars = page.getByRole('radiogroup', { name: `Rate ${unrated.title}` });
    await expect(page.getByTestId('rating-summary')).toHaveText('No ratings yet');
    await stars.getByRole('radio', { name: '4 stars' }).click();
    await expect(page.getByTestId('rating-summary')).toHaveText('4.0 (1 rating)');
    await expect.poll(() => page.evaluate(() => (window as unknown as { rated: number }).rated)).toBe(1);
    const mine = page.getByRole('radiogroup', { name: `Your rating of ${unrated.title}: 4 of 5 stars` });
    // Marked aria-disabled once rated; a click still reaches it and must change nothing.
    await mine.getByRole('radio', { name: '2 stars' }).click({ force: true });
    await expect(mine.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('rating-summary')).toHaveText('4.0 (1 rating)');
    await expect(page.getByText('Thank you for your rating!')).toBeVisible();
  });
  await expectAccessible(page, '/payment');
  await snap(page, testInfo, 'payment');

  await test.step('compare-at price struck through; PAY NOW → /checkout with the one product', async () => {
    const sunrise = await item(request, 'products', 'Kigali Sunrise Low-Tops');
    await page.goto(`/payment?id=${sunrise.id}`);
    await expect(page.locator('s[data-testid="compare-at"]')).toHaveText('Was RWF 47,500');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  });

  await test.step("cart data in state gives the 'Cart Checkout' pseudo-product; nothing → /store", async () => {
    await openWithState(page, '/payment', {
      cartData: { items: [{ productId: shoes.id, title: shoes.title, price: 65000, quantity: 2 }], subtotal: 130000, shipping: 0, total: 130000, itemCount: 2 },
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Cart Checkout' })).toBeVisible();
    await expect(page.getByText('RWF 130,000').first()).toBeVisible();
    await page.goto('/payment?from=nowhere');
    await expect(page).toHaveURL(/\/store$/);
  });
});

test('a signed-out rating click asks to log in; shareable /store/{slug} opens the product', async ({ page, request }) => {
  const sunrise = await item(request, 'products', 'Kigali Sunrise Low-Tops');
  await page.goto(`/store/${sunrise.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: sunrise.title })).toBeVisible();
  await page.getByRole('radio', { name: '3 stars' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to rate this item' })).toBeVisible();
  await expectAccessible(page, '/store/{slug}');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a heart or cart tap while signed out: after signing in the item is added and the store is back @phone', async ({ page, request }, testInfo) => {
  // Spec 02 §4: the toggle hands its intent to /login; the login carries it out before the redirect.
  const email = uniqueEmail(testInfo, 'intent');
  expect((await request.post('/api/users', { multipart: { name: 'Aline Uwase', email, phone: '+250788123456', password: PASSWORD } })).status()).toBe(201);
  expect((await request.post('/api/auth/verify-email', { data: { email, verificationCode: await verificationCode(email) } })).ok()).toBe(true);
  const logIn = async (toast: string) => {
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, toast);
    await expect(page).toHaveURL(/\/store$/);
  };

  await page.goto('/store');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  const heart = card.getByRole('button', { name: /^Add .+ to wishlist$/ });
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Add (.+) to wishlist$/, '$1');
  await heart.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Log in to save items to your wishlist.')).toBeVisible();
  await logIn('Added to wishlist');
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
  const token = await storedToken(page);
  const wishlist = (await (await request.get('/api/wishlist', { headers: auth(token) })).json()) as { items: Array<{ title: string }> };
  expect(wishlist.items.map((i) => i.title)).toEqual([name]);

  // Signed out again (another device's logout), the cart toggle of the same card.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await card.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByText('Log in to add items to your cart.')).toBeVisible();
  await logIn('Added to cart');
  await expect(card.getByRole('button', { name: `Remove ${name} from cart` })).toBeVisible();
  const cart = (await (await request.get('/api/cart', { headers: auth(await storedToken(page)) })).json()) as { items: Array<{ title: string; quantity: number }> };
  expect(cart.items.map((i) => [i.title, i.quantity])).toEqual([[name, 1]]);
});

test('artwork page: /buy fetches by id, carousel with dots, arrows from 768 px, full screen, PAY NOW → checkout via login', async ({ page, request, isMobile }, testInfo) => {
  await withMotion(page);
  const weavers = await item(request, 'gallery', 'The Weavers');
  await page.goto('/buy');
  await expect(page).toHaveURL(/\/artgallery$/);
  await page.goto('/buy?id=999999');
  await expect(page).toHaveURL(/\/artgallery$/);

  await page.goto(`/buy?id=${weavers.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Weavers' })).toBeVisible();
  await expect(page.getByTestId('artwork-price')).toHaveText('RWF 520,000');
  await expect(page.getByText('Grace Mukamana')).toBeVisible();
  await expect(page.getByText('Description', { exact: true })).toBeVisible();
  await expect(page.getByText('Material', { exact: true })).toBeVisible();
  await expect(page.getByText('Size', { exact: true })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'The Weavers pictures' });
  const next = carousel.getByRole('button', { name: 'Next image' });
  if (isMobile) await expect(next).toBeHidden();
  else await expect(next).toBeVisible();
  await carousel.getByRole('button', { name: 'Show image 4' }).click();
  await expect(carousel.getByRole('button', { name: 'Show image 4' })).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'View The Weavers, image 4 of 4, full screen' }).click();
  const full = page.getByRole('dialog', { name: 'The Weavers, full screen' });
  await page.keyboard.press('ArrowRight');
  await expect(full.getByRole('img')).toHaveAttribute('alt', 'The Weavers, image 1 of 4');
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expectAccessible(page, '/buy');
  await snap(page, testInfo, 'artwork');

  // The shareable link opens the same page.
  await page.goto(`/artgallery/${weavers.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Weavers' })).toBeVisible();

  // Signed out, checkout asks to log in and comes back with the artwork.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const email = uniqueEmail(testInfo, 'art');
  expect((await request.post('/api/users', { multipart: { name: 'Aline Uwase', email, phone: '+250788123456', password: PASSWORD } })).status()).toBe(201);
  expect((await request.post('/api/auth/verify-email', { data: { email, verificationCode: await verificationCode(email) } })).ok()).toBe(true);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});

test('gallery: Reserved and Sold-out states, PRINT sheet, No artworks found, Error: …', async ({ page, request }, testInfo) => {
  const buyer = await signIn(page, request, testInfo, 'collector');
  const kivu = await item(request, 'gallery', 'Kivu Blues');
  const ordered = await request.post('/api/orders', { headers: auth(buyer), data: orderBody(kivu.id) });
  expect([201, 409]).toContain(ordered.status());

  await page.goto('/artgallery');
  const card = page.getByRole('article', { name: 'Kivu Blues' });
  await expect(card.getByTestId('availability')).toHaveText('Reserved');
  await expect(card.getByRole('link', { name: 'Buy now: Kivu Blues' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Add Kivu Blues to cart' })).toHaveCount(0);
  await expectAccessible(page, '/artgallery');
  await snap(page, testInfo, 'gallery');

  await test.step('PRINT opens a printable sheet', async () => {
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    const dawn = page.getByRole('article', { name: 'Dawn over Nyabugogo' });
    await dawn.getByRole('button', { name: 'Print: Dawn over Nyabugogo' }).click();
    const sheet = page.getByRole('dialog', { name: 'Print sheet' });
    await expect(sheet.getByRole('img', { name: 'Dawn over Nyabugogo' })).toBeVisible();
    await expect(sheet).toContainText('by Aline Uwase');
    await expect(sheet).toContainText('Medium: Acrylic on canvas, 90 × 60 cm');
    await expect(sheet).toContainText('RWF 350,000');
    await expectAccessible(page, '/artgallery (print sheet)');
    await sheet.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });

  await test.step('toggles are disabled while their request runs', async () => {
    await page.route('**/api/wishlist', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const heart = page.getByRole('article', { name: 'Dawn over Nyabugogo' }).getByRole('button', { name: /wishlist/i });
    await heart.click();
    await expect(heart).toBeDisabled();
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAccessibleName('Remove Dawn over Nyabugogo from wishlist');
    await page.unroute('**/api/wishlist');
  });

  await page.goto('/artgallery?page=99');
  await expect(page.getByText('No artworks found')).toBeVisible();
  await withoutPrimedAnswers(page);
  await page.route('**/api/gallery?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Failed to fetch artworks' }) }));
  await page.goto('/artgallery');
  await expect(page.getByText('Error: Failed to fetch artworks')).toBeVisible();
});

test('a paid artwork shows Sold in the gallery and on its page, with no way to buy it', async ({ page }) => {
  // Marking an order paid is the owner's work in the database (no endpoint yet); the API side of Sold
  // is covered by catalog-marks.test.ts, so here the replies say 'sold' for the first artwork.
  await withoutPrimedAnswers(page);
  const sell = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json();
    const items = Array.isArray(body) ? body : [body];
    for (const item of items) if (item.slug === 'dawn-over-nyabugogo') item.availability = 'sold';
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, json: body });
  };
  await page.route('**/api/gallery?*', sell);
  await page.route('**/api/gallery/dawn-over-nyabugogo', sell);
  await page.goto('/artgallery');
  const card = page.getByRole('article', { name: 'Dawn over Nyabugogo' });
  await expect(card.getByTestId('availability')).toHaveText('Sold');
  await expect(card.getByText('Sold: this original has found its home.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Buy now: Dawn over Nyabugogo' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Add Dawn over Nyabugogo to cart' })).toHaveCount(0);
  await page.goto('/artgallery/dawn-over-nyabugogo');
  await expect(page.getByTestId('availability')).toHaveText('Sold');
  await expect(page.getByRole('status').filter({ hasText: 'Sold: this original has found its home.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /PAY NOW|Proceed to Checkout/ })).toHaveCount(0);
});

test('wishlist page: pills, Buy Now, Remove, empty text; a dead session goes to /login', async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'wisher');
  const shoes = await item(request, 'products', 'Imigongo High-Top Sneakers');
  expect((await request.post('/api/wishlist', { headers: auth(token), data: { productId: shoes.id } })).ok()).toBe(true);
  await page.goto('/wishlist');
  const pills = page.getByRole('navigation', { name: 'Your lists' });
  await expect(pills.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  await expect(pills.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/profile');
  await expect(page.getByText(shoes.title)).toBeVisible();
  await expectAccessible(page, '/wishlist');
  await page.getByRole('button', { name: `Buy now: ${shoes.title}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: shoes.title })).toBeVisible();
  await page.goto('/wishlist');
  await page.getByRole('button', { name: `Remove ${shoes.title} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('token', 'no-longer-valid-token-aaaaaaaaaaaaaaaaaaaaaaaaaa'));
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login$/);
});

test('cart page and side cart drawer: optimistic quantity reverted on failure, load failure, drawer total and links', async ({ page, request }, testInfo) => {
  const token = await signIn(page, request, testInfo, 'carter');
  const shoes = await item(request, 'products', 'Imigongo High-Top Sneakers');
  expect((await request.post('/api/cart', { headers: auth(token), data: { productId: shoes.id, quantity: 1 } })).ok()).toBe(true);

  await test.step("'Failed to load cart items' with 'Try again'", async () => {
    await page.route('**/api/cart', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' }) : route.continue(),
    );
    await page.goto('/cart');
    await expect(page.getByText('Failed to load cart items')).toBeVisible();
    await page.unroute('**/api/cart');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByText(shoes.title)).toBeVisible();
  });

  const quantity = page.getByRole('main').getByLabel(`Quantity of ${shoes.title}`, { exact: true });
  await test.step("a refused quantity change shows at once, then goes back with 'Failed to update cart'", async () => {
    await page.route(`**/api/cart/${shoes.id}`, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' });
    });
    await page.getByRole('button', { name: `Increase quantity of ${shoes.title}` }).click();
    await expect(quantity).toHaveText('2');
    await expectToast(page, 'Failed to update cart');
    await expect(quantity).toHaveText('1');
    await page.unroute(`**/api/cart/${shoes.id}`);
    await page.getByRole('button', { name: `Increase quantity of ${shoes.title}` }).click();
    await expect(quantity).toHaveText('2');
    await expect(page.getByText('RWF 130,000').first()).toBeVisible();
  });
  await expectAccessible(page, '/cart');
  await snap(page, testInfo, 'cart');

  await test.step('the side cart drawer: quantities, RWF total with two decimals (spec 02 §1), links, clear cart', async () => {
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByTestId('side-cart-total')).toHaveText('RWF 130,000.00');
    await drawer.getByRole('button', { name: `Decrease quantity of ${shoes.title}` }).click();
    await expect(drawer.getByTestId('side-cart-total')).toHaveText('RWF 65,000.00');
    for (const name of ['View Cart', 'Transactions', 'Returns']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    // A long name is cut with an ellipsis inside the card; the card keeps the drawer's 20 px margin.
    const line = await drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().boundingBox();
    const panel = await drawer.boundingBox();
    expect(line!.x + line!.width).toBeLessThanOrEqual(panel!.x + panel!.width - 20);
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await expectAccessible(page, 'side cart drawer');
    await snap(page, testInfo, 'side-cart');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await drawer.getByRole('link', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/returns$/);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await drawer.getByRole('button', { name: 'Clear cart' }).click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(drawer.getByTestId('side-cart-total')).toHaveText('RWF 0.00');
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await test.step("an item click opens /payment; the empty cart offers 'Start Shopping'", async () => {
    await page.keyboard.press('Escape');
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/store');
    expect((await request.post('/api/cart', { headers: auth(token), data: { productId: shoes.id, quantity: 1 } })).ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: `View ${shoes.title}` }).click();
    await expect(page).toHaveURL(/\/payment$/);
  });
});

test('checkout: redirects, same-address checkbox and its two messages, sending, invoice, back to the store after 3 s', { tag: '@phone' }, async ({ page, context, request }, testInfo) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>WhatsApp</p>' }));
  const token = await signIn(page, request, testInfo, 'checker');
  const sunrise = await item(request, 'products', 'Kigali Sunrise Low-Tops');

  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto(`/payment?id=${sunrise.id}`);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const same = page.getByRole('checkbox', { name: 'Shipping address is same as billing address' });

  await test.step('no saved address: the message, and the box stays unticked', async () => {
    await same.click();
    await expect(page.getByRole('alert').filter({ hasText: 'No saved address found on your account. Please enter your address.' })).toBeVisible();
    await expect(same).not.toBeChecked();
  });

  await test.step('a failed load: the other message', async () => {
    await page.route('**/api/addresses', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' }));
    await same.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load your saved address. Please enter your address.' })).toBeVisible();
    await expect(same).not.toBeChecked();
    await page.unroute('**/api/addresses');
  });

  await test.step('a saved address fills and disables the fields; unticking enables them again', async () => {
    const saved = await request.post('/api/addresses', {
      headers: auth(token),
      data: {
        first_name: 'Aline',
        last_name: 'Uwase',
        email: 'aline@example.com',
        phone: '+250788123456',
        street_address: 'KN 5 Rd 14',
        country: 'Rwanda',
        province: 'Kigali City',
        zip_code: '00100',
        city: 'Kigali',
      },
    });
    expect(saved.ok()).toBe(true);
    await same.click();
    await expect(page.getByLabel('Street address')).toHaveValue('KN 5 Rd 14');
    await expect(page.getByLabel('Street address')).toBeDisabled();
    await expect(page.getByLabel('City')).toBeDisabled();
    await expectAccessible(page, '/checkout (form)');
    await snap(page, testInfo, 'checkout');
    await same.click();
    await expect(page.getByLabel('Street address')).toBeEnabled();
    await expect(page.getByLabel('Street address')).toHaveValue('KN 5 Rd 14');
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
  });

  await test.step("order screen: green banner, back button, 'SENDING TO WHATSAPP...'", async () => {
    await expect(page.getByText('Processing 1 item(s)')).toBeVisible();
    await page.getByRole('button', { name: 'Back to payment information' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
    await expectAccessible(page, '/checkout (order)');
    await page.route('**/api/orders', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'BUY DIRECT' }).click();
    await expect(page.getByRole('button', { name: 'SENDING TO WHATSAPP...' })).toBeVisible();
    const whatsapp = await popup;
    await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
    await whatsapp.close();
  });

  await test.step('the invoice and the success dialog, then the store after 3 s', async () => {
    await expect(page.getByRole('dialog').getByText('Order Created Successfully!')).toBeVisible();
    await expect(page.getByText('UNPAID', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/store$/, { timeout: 10_000 });
  });
});

test('invoice and /orders/{id}: stamp, fallbacks, refresh, 30 s poll, print at 420 px, error texts', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  await page.clock.install();
  const token = await signIn(page, request, testInfo, 'invoiced');
  const shoes = await item(request, 'products', 'Intore Dance Sneakers');
  const placed = await request.post('/api/orders', { headers: auth(token), data: orderBody(shoes.id) });
  expect(placed.status()).toBe(201);
  const { orderId } = await placed.json();

  let fetches = 0;
  let paid = false;
  let blank = false;
  await page.route(`**/api/orders/${orderId}`, async (route) => {
    fetches++;
    const response = await route.fetch();
    const body = await response.json();
    if (paid) body.order.payment_status = 'paid';
    if (blank)
      Object.assign(body.order, {
        customer_first_name: '',
        customer_last_name: '',
        customer_email: '',
        customer_phone: '',
        shipping_address: '',
        shipping_address2: null,
        shipping_city: '',
        shipping_state: '',
        shipping_country: '',
        shipping_postal_code: '',
        order_items: [],
      });
    await route.fulfill({ response, json: body });
  });

  await page.goto(`/orders/${orderId}`);
  const invoice = page.locator('.print-area');
  await expect(invoice.getByText('UNPAID', { exact: true })).toBeVisible();
  await expect(invoice.getByText('Receipt to')).toBeVisible();
  await expect(invoice.getByText('Eric Mugisha')).toBeVisible();
  await expect(invoice.getByText(shoes.title)).toBeVisible();
  await expect(invoice.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(invoice.getByText(/Thank you for shopping/)).toBeVisible();
  await expectAccessible(page, '/orders/{id}');
  await snap(page, testInfo, 'invoice');

  await test.step('re-fetched every 30 s', async () => {
    const before = fetches;
    await page.clock.fastForward('00:31');
    await expect.poll(() => fetches).toBeGreaterThan(before);
  });

  await test.step('Refresh status shows PAID when the order is paid', async () => {
    paid = true;
    await page.getByRole('button', { name: 'Refresh status' }).click();
    await expect(invoice.getByText('PAID', { exact: true }).first()).toBeVisible();
    await expect(invoice.getByText('UNPAID', { exact: true })).toHaveCount(0);
  });

  await test.step('prints 420 px wide', async () => {
    await page.emulateMedia({ media: 'print' });
    expect((await invoice.boundingBox())!.width).toBe(420);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('every fallback text', async () => {
    blank = true;
    await page.getByRole('button', { name: 'Refresh status' }).click();
    for (const text of ['Guest', 'No email provided', 'No phone provided', 'No address provided', 'No country specified', 'No postal code provided', 'No items in cart']) {
      await expect(invoice.getByText(text, { exact: true })).toBeVisible();
    }
  });

  await test.step('error texts', async () => {
    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Order not found')).toBeVisible();
    await page.route('**/api/orders/broken-500', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }));
    await page.goto('/orders/broken-500');
    await expect(page.getByText('Failed to fetch order details')).toBeVisible();
    await page.route('**/api/orders/offline', (route) => route.abort());
    await page.goto('/orders/offline');
    await expect(page.getByText('Failed to load order details')).toBeVisible();
  });

  await test.step("a rejected session, then signed out: the spec's line and Log in, which comes back to the order", async () => {
    const email = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { email: string }).email);
    const rejected = `**/api/orders/${orderId}`;
    const reject = (route: Route) => route.fulfill({ status: 401, json: { error: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED' } });
    await page.route(rejected, reject);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('alert').getByText('Unauthorized: Please log in again', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await page.unroute(rejected, reject);
    await page.reload();
    await expect(page.getByRole('alert').getByText('Please log in to view order details', { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(invoice.getByText('Receipt to')).toBeVisible();
  });
});
