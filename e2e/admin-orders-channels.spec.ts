import { expect, test } from './fixtures.js';
import { account, apiLogin, owner, secondPage, shot, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast } from './support.js';

/** Kinyarwanda money (docs/decisions/108): `RF 182,000`. */
const rwMoney = (rwf: number) => `RF ${rwf.toLocaleString('en-US')}`;

/**
 * Orders from every channel (docs/decisions/128), on a phone (390×844): the owner enters a WhatsApp
 * order for a new customer who gave only a name and a phone — the demo's Nyungwe Canopy Runners in size
 * 41 and a custom line for bespoke sneakers — sends the pay link on WhatsApp (the message in
 * Kinyarwanda, with the order, what is due and the link), records a deposit, keeps the delivery note
 * editable while the lines are locked, finds the order under its channel; then the customer, in a
 * fresh browser that never signed in, opens the link in Kinyarwanda and sees the balance due. Her
 * second order is entered by finding her in New order's customer search (her number spelt another
 * way; an account of a similar name is listed beside her, she is tagged "No account") and picking her
 * with the keyboard: it lands on her customer record, whose page lists both orders
 * (docs/decisions/133). Every screen passes axe, at desktop width too.
 */
test(
  'the owner enters a WhatsApp order for a phone-only customer, sends the pay link and takes a deposit; the customer sees the balance due in Kinyarwanda; her next order is entered by picking her from the search',
  { tag: '@phone' },
  async ({ page, request, browser }, testInfo) => {
    const email = await owner(request, testInfo);
    const token = await apiLogin(request, email);
    // The catalog's price of size 41 now (its own, else the item's).
    const found = (await (await request.get('/api/admin/catalog?q=nyungwe-canopy-runners', { headers: auth(token) })).json()).items as Array<{
      slug: string;
      price: number;
      variants: Array<{ options: Record<string, string>; price: number | null }>;
    }>;
    const runners = found.find((item) => item.slug === 'nyungwe-canopy-runners')!;
    const size41 = runners.variants.find((v) => v.options.Size === '41')!;
    const total = (size41.price ?? runners.price) + 180_000;
    const suffix = Date.now().toString(36).slice(-5);
    const name = `Aline Mukamana ${suffix}`;
    const phone = `078${String(Date.now()).slice(-7)}`;
    const custom = 'Bespoke sneakers, hand-painted lion, size 41';

    await test.step('the orders list leads to a new order', async () => {
      await signInAtAdmin(page, email, '/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, '/admin/orders');
      await page.getByRole('link', { name: 'New order' }).click();
    });

    const form = page.getByRole('form', { name: 'New order' });
    await test.step('a new customer with a name and a phone, WhatsApp, size 41 and a custom line', async () => {
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'New customer' }).click();
      await form.getByLabel('Name').fill(name);
      await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
      await form.getByLabel('Language of the messages').selectOption('rw');
      const channels = form.getByRole('group', { name: 'Where did the order come from?' });
      await channels.getByText('WhatsApp', { exact: true }).click();
      await expect(channels.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();

      await form.getByRole('button', { name: 'Add a catalog item' }).click();
      const picker = page.getByRole('dialog', { name: 'Add a catalog item' });
      await picker.getByLabel('Search the catalog').fill('Nyungwe');
      await picker.getByRole('button', { name: /Nyungwe Canopy Runners/ }).click();
      // The store's size chips; sizes with no stock left are struck through and cannot be chosen.
      await expect(picker.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
      await expectAccessible(page, 'the new order: choosing a size');
      await shot(page, testInfo, 'order-new-size');
      await picker.getByRole('radiogroup', { name: 'Size' }).getByText('41', { exact: true }).click();
      await picker.getByRole('button', { name: 'Add 41' }).click();
      await expect(picker).toBeHidden();
      await expect(form.getByRole('listitem', { name: 'Nyungwe Canopy Runners — 41' })).toBeVisible();

      await form.getByRole('button', { name: 'Add a custom line' }).click();
      // A new custom line is "Line 2" until it has a title, then its title.
      const line = form.getByRole('list', { name: 'Lines' }).getByRole('listitem').nth(1);
      await expect(line).toHaveAccessibleName('Line 2');
      await line.getByLabel('Description').fill(custom);
      await line.getByLabel('Unit price (RWF)').fill('180000');
      await expect(form.getByTestId('order-total')).toHaveText(`RWF ${total.toLocaleString('en-US')}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await expectAccessible(page, '/admin/orders/new');
      await shot(page, testInfo, 'order-new');
      await form.getByRole('button', { name: 'Save order' }).click();
    });

    let payUrl = '';
    let orderNumber = '';
    await test.step('the order as the server made it, and its pay link sent on WhatsApp in Kinyarwanda', async () => {
      await expect(page.getByRole('heading', { level: 1, name: /^Order ATL-/ })).toBeVisible();
      orderNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '');
      await expectToast(page, `Order ${orderNumber} saved`);
      await expect(page.getByText('Channel: WhatsApp')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Money' })).toContainText(`RWF ${total.toLocaleString('en-US')}`);
      payUrl = await page.getByTestId('pay-url').inputValue();
      expect(payUrl).toMatch(new RegExp(`/pay/${orderNumber}\\?key=[\\w-]{22,}$`));
      const whatsapp = await page.getByRole('region', { name: 'Pay link' }).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
      const url = new URL(whatsapp!);
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/250${phone.slice(1)}`);
      const text = url.searchParams.get('text')!;
      expect(text).toContain(`Muraho Aline,`);
      expect(text).toContain(`Dore komande yawe ${orderNumber}:`);
      expect(text).toContain(`- Nyungwe Canopy Runners — 41 x1`);
      expect(text).toContain(`- ${custom} x1: ${rwMoney(180_000)}`);
      expect(text).toContain(`Igiteranyo: ${rwMoney(total)}`);
      expect(text).toContain(`Asigaye kwishyurwa: ${rwMoney(total)}.`);
      // The link in the message opens the page in the customer's language.
      const key = new URL(payUrl).searchParams.get('key')!;
      expect(text).toContain(`/rw/pay/${orderNumber}?key=${key}`);
      await expectAccessible(page, '/admin/orders/:id (entered order)');
      await shot(page, testInfo, 'order-entered');
    });

    await test.step('a deposit is recorded: the lines lock, the delivery note stays editable', async () => {
      await page.getByRole('button', { name: 'Record payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a payment' });
      await dialog.getByLabel('Method').selectOption('cash');
      await dialog.getByLabel('Amount (RWF)').fill('50000');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expectToast(page, 'Payment recorded');
      await expect(page.getByText('Payment: Partly paid')).toBeVisible();

      await page.getByRole('link', { name: 'Edit order' }).click();
      const edit = page.getByRole('form', { name: `Edit order ${orderNumber}` });
      await expect(edit.getByTestId('lines-locked')).toContainText('A payment is recorded on this order');
      await expect(edit.getByRole('button', { name: 'Add a catalog item' })).toHaveCount(0);
      await edit.getByLabel(/Delivery note/).fill('Collect at the studio on Saturday');
      await expectAccessible(page, '/admin/orders/:id/edit (after a payment)');
      await shot(page, testInfo, 'order-edit-locked');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Changes saved');
      await expect(page.getByTestId('delivery-note')).toHaveText('Collect at the studio on Saturday');
    });

    await test.step('the list filters by channel, and each card says its channel', async () => {
      await page.goto('/admin/orders');
      await page.getByLabel('Channel').selectOption('whatsapp');
      await expect(page).toHaveURL(/[?&]channel=whatsapp/);
      // A card on a phone, a table row from 1024 px: either says the channel.
      const entry = page.locator('li, tr').filter({ hasText: orderNumber }).filter({ visible: true });
      await expect(entry).toContainText('WhatsApp');
      await expectAccessible(page, '/admin/orders?channel=whatsapp');
      await shot(page, testInfo, 'orders-whatsapp');
      await page.goto('/admin');
      await expect(page.getByRole('region', { name: 'This week by channel' })).toContainText('WhatsApp');
      await expectAccessible(page, '/admin (by channel)');
    });

    await test.step('the customer opens the link in a fresh browser, in Kinyarwanda, and sees the balance due', async () => {
      const customer = await secondPage(browser, testInfo);
      const link = new URL(payUrl);
      await customer.goto(`/rw${link.pathname}${link.search}`);
      await expect(customer.getByText('NTIBYISHYUWE')).toBeVisible({ timeout: 20_000 });
      await expect(customer.getByTestId('paid-and-due')).toHaveText(`Byishyuwe ${rwMoney(50_000)} · Asigaye kwishyurwa ${rwMoney(total - 50_000)}`);
      await expect(customer.getByText(custom)).toBeVisible();
      await expectAccessible(customer, '/rw/pay/:orderNumber');
      await shot(customer, testInfo, 'pay-page-rw');
      await customer.context().close();
    });

    await test.step('her second order: the owner finds her in the customer search and picks her; the order lands on her record', async () => {
      // An account whose name shares her suffix, so the search lists both kinds.
      await account(request, testInfo, `aline${suffix}`, '+250788000111');
      await page.goto('/admin/orders/new');
      const next = page.getByRole('form', { name: 'New order' });
      const search = next.getByRole('combobox', { name: 'Find a customer' });
      await search.fill(suffix);
      const matches = next.getByRole('listbox', { name: 'Matching customers' });
      const her = matches.getByRole('option', { name: new RegExp(name) });
      await expect(her).toContainText('No account');
      await expect(her).toContainText(`+250${phone.slice(1)}`);
      const theAccount = matches.getByRole('option', { name: new RegExp(`Aline${suffix} Test`, 'i') });
      await expect(theAccount).toBeVisible();
      await expect(theAccount).not.toContainText('No account');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await expectAccessible(page, '/admin/orders/new (customer search)');
      await shot(page, testInfo, 'order-new-customer-picker');

      // Her number as people spell it: one match, picked with the keyboard.
      await search.fill(`+250 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
      await expect(matches.getByRole('option')).toHaveCount(1);
      await expect(matches.getByRole('option')).toContainText(name);
      await search.press('ArrowDown');
      await expect(matches.getByRole('option')).toHaveAttribute('aria-selected', 'true');
      await search.press('Enter');
      const chosen = next.getByTestId('chosen-customer');
      await expect(chosen).toContainText(name);
      await expect(chosen).toContainText('No account');

      const channels = next.getByRole('group', { name: 'Where did the order come from?' });
      await channels.getByText('WhatsApp', { exact: true }).click();
      await next.getByRole('button', { name: 'Add a custom line' }).click();
      const line = next.getByRole('list', { name: 'Lines' }).getByRole('listitem').first();
      await line.getByLabel('Description').fill('Spare laces, lion print');
      await line.getByLabel('Unit price (RWF)').fill('5000');
      await next.getByRole('button', { name: 'Save order' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Order ATL-/ })).toBeVisible();
      const second = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '');
      expect(second).not.toBe(orderNumber);
      await expect(page.getByRole('region', { name: 'Customer' })).toContainText(name);

      // Her page, from the order: both orders, on one record.
      await page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: 'Customer page' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const orders = page.getByRole('region', { name: 'Orders (2)' });
      await expect(orders.getByRole('link', { name: second })).toBeVisible();
      await expect(orders.getByRole('link', { name: orderNumber })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Contact' })).toContainText(`+250${phone.slice(1)}`);
      await expectAccessible(page, '/admin/customers/records/:id');
      await shot(page, testInfo, 'customer-record');
    });
  },
);
