import { expect, test } from './fixtures.js';
import { waitForMail } from './mail.js';
import { account, apiLogin, owner, PASSWORD, placeOrder, secondPage, shot, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast, item, signIn, uniqueEmail, visible, type Item } from './support.js';

/**
 * The back office at /admin (docs/decisions/099 and 100), in real Chromium at phone (390×844) and
 * desktop (1440×900) widths: a customer orders; the owner signs in at /admin, finds the order by the
 * customer's phone number and records an MTN MoMo payment with its reference; the customer's invoice
 * says PAID; the owner cancels another order and its artwork is on sale again; staff cannot open the
 * owner's pages; a customer gets "No access". Every back-office screen passes axe.
 */

test('the owner finds an order by phone, records an MTN MoMo payment, and cancels an artwork order', { tag: '@phone' }, async ({ page, request, browser }, testInfo) => {
  test.setTimeout(150_000);
  // A phone number of this test's own, so the search finds this order and no other.
  const phone = `+2507885${String(Date.now()).slice(-5)}`;
  const customerPage = await secondPage(browser, testInfo);
  const customerToken = await signIn(customerPage, request, testInfo, 'buyer');
  const customerEmail = (await (await request.get('/api/auth/verify', { headers: auth(customerToken) })).json()).user.email as string;
  const apron = await item(request, 'products', 'Artist Apron');
  const paid = await placeOrder(request, customerToken, customerEmail, phone, apron.id);
  // An artwork on sale, one per project (both run at once against the same shop: the phone takes
  // the first, the desktop the last), none that other journeys need.
  const gallery: (Item & { availability: string })[] = await (await request.get('/api/gallery?limit=50')).json();
  const forSale = gallery.filter((a) => a.availability === 'available' && !['Kivu Blues', 'The Weavers', 'Dawn over Nyabugogo'].includes(a.title));
  expect(forSale.length, 'artworks on sale').toBeGreaterThan(1);
  const artwork = testInfo.project.name === 'phone' ? forSale[0]! : forSale.at(-1)!;
  const artworkOrder = await placeOrder(request, customerToken, customerEmail, phone, artwork.id);
  const availability = async () => (await (await request.get(`/api/gallery/${artwork.slug}`)).json()).availability as string;
  expect(await availability()).toBe('reserved');

  const ownerEmail = await owner(request, testInfo);
  await signInAtAdmin(page, ownerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sales this week' })).toBeVisible();
  await expectAccessible(page, '/admin (dashboard)');
  await shot(page, testInfo, 'dashboard');

  await test.step('finds the order by the customer phone number', async () => {
    await visible(page.getByRole('link', { name: 'Orders', exact: true })).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // Typed the way people say it: 0788… rather than +250 788….
    await page.getByRole('searchbox', { name: 'Search' }).fill(`0${phone.slice(4)}`);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/q=0788/);
    await expect(page.getByText('2 orders match')).toBeVisible();
    await expectAccessible(page, '/admin/orders');
    await shot(page, testInfo, 'orders');
    await visible(page.getByRole('link', { name: new RegExp(paid.number) })).click();
  });

  await test.step('records an MTN MoMo payment with its reference', async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Order ${paid.number}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${phone.slice(1)}\\?text=.*${paid.number}`),
    );
    await expectAccessible(page, '/admin/orders/:id');
    await shot(page, testInfo, 'order');
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(dialog.getByLabel('Method')).toHaveValue('momo_mtn');
    await expect(dialog.getByLabel('Amount (RWF)')).toHaveValue(String(paid.total));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    // Mobile money needs its transaction reference (the contracts' message, before any call).
    await expect(dialog.getByText('Please enter the mobile-money transaction reference')).toBeVisible();
    await dialog.getByLabel('Transaction reference').fill(`MP${Date.now()}`);
    await expectAccessible(page, '/admin/orders/:id (payment form)');
    await shot(page, testInfo, 'payment-form');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(page, 'Payment recorded');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Payment: Paid')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('MTN MoMo');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Payment recorded');
  });

  await test.step("the customer's invoice says PAID", async () => {
    await customerPage.goto(`/orders/${paid.id}`);
    await expect(customerPage.getByText('PAID', { exact: true }).first()).toBeVisible();
    await expect(customerPage.getByText('UNPAID', { exact: true })).toHaveCount(0);
  });

  await test.step('cancels the artwork order with a reason, and the artwork is on sale again', async () => {
    await page.goto(`/admin/orders/${artworkOrder.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${artworkOrder.number}` })).toBeVisible();
    await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText('Please give a reason for cancelling this order')).toBeVisible();
    await dialog.getByLabel('Reason for cancelling').pressSequentially('The customer changed their mind');
    // The reason counts its characters as it is typed (decision 125), and what was typed is sent.
    await expect(dialog.getByText('31/500')).toBeVisible();
    await shot(page, testInfo, 'cancel-reason');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled');
    await expect(page.getByText('Status: Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('The customer changed their mind');
    expect(await availability()).toBe('available');
  });
  await customerPage.context().close();
});

test('staff see no owner pages, a customer gets "No access", and a signed-out visitor the sign-in', { tag: '@phone' }, async ({ page, request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const ownerEmail = await owner(request, testInfo);
  const ownerToken = await apiLogin(request, ownerEmail);
  const staffEmail = await account(request, testInfo, 'staff');
  const added = await request.post('/api/admin/staff', { headers: auth(ownerToken), data: { email: staffEmail } });
  expect(added.ok(), await added.text()).toBe(true);
  expect((await added.json()).outcome).toBe('promoted');

  await test.step('a customer signed in at the shop gets a clear "No access"', async () => {
    const customer = await secondPage(browser, testInfo);
    await signIn(customer, request, testInfo, 'customer');
    await customer.goto('/admin/orders');
    await expect(customer.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(customer.getByText('a customer account')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'Go to the shop' })).toBeVisible();
    await expectAccessible(customer, '/admin (customer)');
    await customer.context().close();
  });

  await test.step('staff: no owner-only sections, and "No access" on their addresses', async () => {
    await signInAtAdmin(page, staffEmail, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Export CSV/ })).toHaveCount(0);
    await page.goto('/admin/more');
    await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    for (const path of ['/admin/staff', '/admin/audit', '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    }
    await expectAccessible(page, '/admin/staff (staff)');
    // The server refuses too: the page only spares them a refusal.
    const staffToken = await apiLogin(request, staffEmail);
    expect((await request.get('/api/admin/staff', { headers: auth(staffToken) })).status()).toBe(403);
  });

  await test.step('signed out, the back office asks to sign in; the owner sees the new member on the staff page', async () => {
    await page.goto('/admin/more');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('form', { name: 'Sign in to the back office' })).toBeVisible();
    await expectAccessible(page, '/admin (sign-in)');
    await signInAtAdmin(page, ownerEmail, '/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team' }).getByText(staffEmail)).toBeVisible();
    await expectAccessible(page, '/admin/staff');
    await shot(page, testInfo, 'staff');
    // The payment settings are the owner's (not changed here: other journeys read the invoices).
    await page.goto('/admin/settings');
    await expect(page.getByRole('form', { name: 'Payment and notification settings' }).getByLabel('MTN MoMo Pay merchant code')).toBeVisible();
    await expectAccessible(page, '/admin/settings');
    // The promotion is in the audit log, with who did it, naming the member (not an id); the area filter keeps it.
    await page.goto('/admin/audit?entity=user');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ownerEmail }).first()).toBeVisible();
    await page.goto('/admin/audit');
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Area').selectOption('staff');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/area=staff/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Added to the staff' }).filter({ hasText: 'Staff member Staff Test' }).first()).toBeVisible();
    await expectAccessible(page, '/admin/audit');
    await shot(page, testInfo, 'audit');
  });

  await test.step('the owner invites someone new by e-mail; the link lets them join and sign in as staff', async () => {
    const newcomer = uniqueEmail(testInfo, 'newcomer');
    await page.goto('/admin/staff');
    const form = page.getByRole('form', { name: 'Invite staff' });
    await form.getByLabel('E-mail').fill(newcomer);
    await form.getByRole('button', { name: 'Invite' }).click();
    await expectToast(page, `Invitation sent to ${newcomer}`);
    await expect(page.getByRole('region', { name: 'Invitations' }).getByText(newcomer)).toBeVisible();
    const mail = await waitForMail(newcomer, /invitation to the .* back office/i);
    const link = /https?:\/\/[^\s"<>]+\/admin\/invite\?token=[A-Za-z0-9_%.-]+/.exec(mail.raw)?.[0];
    expect(link, 'the invitation link').toBeTruthy();
    const invitee = await secondPage(browser, testInfo);
    await invitee.goto(new URL(link!).pathname + new URL(link!).search);
    const accept = invitee.getByRole('form', { name: 'Accept the invitation' });
    await expect(accept).toContainText(newcomer);
    await expectAccessible(invitee, '/admin/invite');
    await accept.getByLabel('Your name').fill('Nadia Uwimana');
    await accept.getByLabel('Choose a password').fill(PASSWORD);
    await accept.getByRole('button', { name: 'Join the staff' }).click();
    await invitee.getByRole('link', { name: 'Sign in to the back office' }).click();
    const signIn = invitee.getByRole('form', { name: 'Sign in to the back office' });
    await signIn.getByLabel('Email').fill(newcomer);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await invitee.context().close();
  });
});
