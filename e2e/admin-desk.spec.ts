import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { waitForMail } from './mail.js';
import { apiLogin, kigaliDate, owner, placeOrder, recordPayment, secondPage, shot as saveShot, signInAtAdmin, staff } from './admin-support.js';
import { auth, expectAccessible, expectToast, item, signIn, uniqueEmail, visible } from './support.js';

/**
 * The back office's bookings, returns, messages and customers (docs/decisions/103), in real Chromium at
 * phone (390×844) and desktop (1440×900) widths: a customer books a painting session; the owner finds
 * it in that day's agenda and moves it, and the customer gets the e-mail; the owner closes next
 * Saturday and the booking page offers no time that day; a return is approved and the customer sees it;
 * a contact message is answered by e-mail; a customer is blocked and their session dies; staff see no
 * owner-only page. Every screen passes axe.
 */

const shot = (page: Page, testInfo: Parameters<typeof saveShot>[1], name: string) => saveShot(page, testInfo, name, 'DESK_SHOTS_DIR');

test('bookings: the day agenda, a move into a free slot with its e-mail, a booking for a caller, and a closed Saturday', { tag: '@phone' }, async ({ page, request, browser }, testInfo) => {
  test.setTimeout(210_000);
  // Days of this project's own, clear of services-booking.spec.ts's (3–8 days ahead).
  const day = kigaliDate(testInfo.project.name === 'phone' ? 10 : 12);
  const customerEmail = uniqueEmail(testInfo, 'painter');
  const booked = await request.post('/api/bookings', {
    data: {
      service: 'painting-sessions',
      location: 'City Center',
      type: 'Art Studio',
      number_of_people: 2,
      booking_date: day,
      booking_time: '10:00',
      first_name: 'Aline',
      last_name: `Desk${testInfo.project.name}`,
      phone: '0788 123 456',
      email: customerEmail,
      notes: 'Our first time',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const name = `Aline Desk${testInfo.project.name}`;

  const ownerEmail = await owner(request, testInfo);
  await signInAtAdmin(page, ownerEmail, `/admin/bookings?date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  await test.step("the booking is in its day's agenda with the places left at its location", async () => {
    const cityCenter = page.getByRole('region', { name: 'City Center' });
    await expect(cityCenter.getByRole('button', { name: new RegExp(`^${name}, 10:00`) })).toBeVisible();
    await expect(cityCenter.getByRole('list', { name: 'Places left per slot' }).getByRole('listitem').filter({ hasText: '10:00' })).toContainText(/\d+ left/);
    await expectAccessible(page, '/admin/bookings (day)');
    await shot(page, testInfo, 'bookings-day');
  });

  await test.step('the owner moves it to 16:00, only free times offered, and the customer is e-mailed', async () => {
    await page
      .getByRole('region', { name: 'City Center' })
      .getByRole('button', { name: new RegExp(`^${name}, 10:00`) })
      .click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toContainText('Our first time');
    await expect(sheet.getByText('Status: Confirmed')).toBeVisible();
    await expectAccessible(page, '/admin/bookings (booking sheet)');
    await shot(page, testInfo, 'booking-sheet');
    await sheet.getByRole('button', { name: 'Move to another time' }).click();
    const move = sheet.getByRole('form', { name: 'Move booking' });
    // Its own slot is not offered.
    await expect(move.getByRole('radio', { name: /^16:00/ })).toHaveCount(1);
    await expect(move.getByRole('radio', { name: /^10:00/ })).toHaveCount(0);
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expect(move.getByText('Please choose a free time')).toBeVisible();
    await move.getByText('16:00', { exact: true }).click();
    await expectAccessible(page, '/admin/bookings (move)');
    await shot(page, testInfo, 'booking-move');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expectToast(page, 'Booking moved');
    await expect(sheet).toContainText('at 16:00');
    const mail = await waitForMail(customerEmail, /Booking moved/);
    expect(mail.subject).toContain(`${day} 16:00`);
    expect(mail.raw).toContain('Status: confirmed');
    // The customer's link (in the same e-mail) shows the booking where it is now.
    const link = /See your booking and its status: (https?:\/\/\S+)/.exec(mail.raw)?.[1];
    expect(link, 'the e-mail carries the confirmation link').toBeTruthy();
    const customer = await secondPage(browser, testInfo);
    await customer.goto(`${new URL(link!).pathname}${new URL(link!).search}`);
    await expect(customer.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(customer.getByText(/we moved this booking to .+ at 16:00\./)).toBeVisible();
    await expectAccessible(customer, '/bookings/{id} (moved)');
    await shot(customer, testInfo, 'customer-booking-link-moved');
    await customer.context().close();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'City Center' }).getByRole('button', { name: new RegExp(`^${name}, 16:00`) })).toBeVisible();
  });

  await test.step('the week and the upcoming list show it', async () => {
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${name}, 16:00`) })).toBeVisible();
    await expectAccessible(page, '/admin/bookings (week)');
    await shot(page, testInfo, 'bookings-week');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
    await expect(visible(page.getByRole('button', { name: new RegExp(`${name}|16:00`) }))).toBeVisible();
    // The list is dimmed (aria-busy) while it loads over the week's rows; axe reads the loaded list.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, '/admin/bookings (list)');
    await shot(page, testInfo, 'bookings-list');
  });

  await test.step('the owner books for a caller, with the public form’s rules', async () => {
    await visible(page.getByRole('link', { name: 'Book for a caller' })).click();
    const form = page.getByRole('form', { name: 'Book for a caller' });
    await form.getByLabel('Service').selectOption('painting-sessions');
    await form.getByLabel('Location').selectOption('East Wing');
    await form.getByLabel('Date').fill(day);
    await form.getByRole('button', { name: 'Book' }).click();
    await expect(form.getByText('Please fill all required fields.').first()).toBeVisible();
    await form.getByText('11:30', { exact: true }).click();
    await form.getByLabel('First name').fill('Jean');
    await form.getByLabel('Last name').fill(`Caller${testInfo.project.name}`);
    await form.getByLabel('Email').fill(uniqueEmail(testInfo, 'caller'));
    await expectAccessible(page, '/admin/bookings/new');
    await shot(page, testInfo, 'booking-new');
    await form.getByRole('button', { name: 'Book' }).click();
    await expectToast(page, `Booked Jean Caller${testInfo.project.name} at 11:30`);
    await expect(page.getByRole('region', { name: 'East Wing' }).getByRole('button', { name: new RegExp(`^Jean Caller${testInfo.project.name}, 11:30`) })).toBeVisible();
  });

  await test.step('the owner closes a Saturday: the booking page offers no time that day; reopening brings them back', async () => {
    const saturday = (() => {
      // The Saturday 13 to 19 days ahead: no other journey books a day in that week (services-booking
      // takes days 3 to 8 and 20, this file 10 and 12), so closing it for everyone cannot break them.
      for (let i = 13; i <= 19; i++) if (new Date(`${kigaliDate(i)}T12:00:00Z`).getUTCDay() === 6) return kigaliDate(i);
      throw new Error('no Saturday');
    })();
    const reason = `Private event (${testInfo.project.name})`;
    await page.goto('/admin/bookings/closures');
    const form = page.getByRole('form', { name: 'Close a date' });
    await form.getByLabel('Date').fill(saturday);
    await form.getByRole('button', { name: 'Close to customers' }).click();
    await expect(form.getByText('Please give a reason')).toBeVisible();
    await form.getByLabel(/^Reason/).fill(reason);
    await form.getByRole('button', { name: 'Close to customers' }).click();
    await expectToast(page, 'Closed');
    const closed = page.getByRole('region', { name: 'Closed from today on' }).getByRole('listitem').filter({ hasText: reason });
    await expect(closed).toContainText('all day, all locations');
    await expectAccessible(page, '/admin/bookings/closures');
    await shot(page, testInfo, 'closures');

    const customer = await secondPage(browser, testInfo);
    await customer.goto('/book?service=painting-sessions');
    const book = customer.getByRole('form', { name: 'Book a session' });
    await book.getByLabel('Location').selectOption('Main Branch');
    await book.getByLabel('Date').fill(saturday);
    await expect(book.getByText('No times left on this day. Please choose another date.')).toBeVisible();
    await expect(book.getByLabel('Time', { exact: true }).locator('option')).toHaveCount(1);

    await closed.getByRole('button', { name: /^Reopen/ }).click();
    await expectToast(page, 'Reopened');
    await expect(closed).toHaveCount(0);
    // (Whether the day's times come back is not checked here: the other project closes the same Saturday at the same time.)
    await customer.context().close();
  });
});

test('returns, messages and customers: approve a return, answer a message by e-mail, block a customer; staff see no owner page', { tag: '@phone' }, async ({ page, request, browser }, testInfo) => {
  test.setTimeout(150_000);
  const customerPage = await secondPage(browser, testInfo);
  const customerToken = await signIn(customerPage, request, testInfo, 'returner');
  const customerEmail = (await (await request.get('/api/auth/verify', { headers: auth(customerToken) })).json()).user.email as string;
  const apron = await item(request, 'products', 'Artist Apron');
  const order = await placeOrder(request, customerToken, customerEmail, '+250788123456', apron.id);
  await recordPayment(request, testInfo, order.id);
  const returned = await request.post('/api/returns', { headers: auth(customerToken), data: { order_id: order.id, reason: 'Wrong size', details: 'Too small for me.' } });
  expect(returned.status(), await returned.text()).toBe(201);
  const writer = uniqueEmail(testInfo, 'writer');
  const writerName = `Eric Desk${testInfo.project.name}`;
  expect(
    (
      await request.post('/api/contact', {
        data: { first_name: 'Eric', last_name: `Desk${testInfo.project.name}`, email: writer, phone: '+250 788 123 456', notes: 'Do you paint on leather jackets?' },
      })
    ).ok(),
  ).toBe(true);

  const ownerEmail = await owner(request, testInfo);
  await signInAtAdmin(page, ownerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await test.step('the owner approves the return with a message; the customer sees it in their Returns', async () => {
    await page.getByRole('link', { name: /Open returns/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(`order ${order.number}`) });
    await expect(card).toContainText('Too small for me.');
    await expectAccessible(page, '/admin/returns');
    await shot(page, testInfo, 'returns');
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve return' });
    await dialog.getByLabel(/Message to the customer/).fill('Bring it to the studio any weekday.');
    await expectAccessible(page, '/admin/returns (approve)');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Return approved');
    await expect(card).toHaveCount(0);
    await customerPage.goto('/profile?tab=returns');
    const list = customerPage.getByRole('list', { name: 'Return requests' });
    await expect(list.getByText('Approved')).toBeVisible();
    await expect(list.getByText('Bring it to the studio any weekday.')).toBeVisible();
  });

  await test.step('the owner answers a contact message by e-mail and archives it', async () => {
    await visible(page.getByRole('link', { name: 'Messages', exact: true })).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expectAccessible(page, '/admin/messages');
    await shot(page, testInfo, 'messages');
    await page.getByRole('link', { name: new RegExp(writerName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: writerName })).toBeVisible();
    await expect(page.getByText('Status: Read')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Message actions' }).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/250788123456/);
    const form = page.getByRole('form', { name: 'Reply by e-mail' });
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByText('Please write a reply')).toBeVisible();
    await form.getByLabel(/Your reply/).fill('Yes, we do! Bring the jacket on Saturday.');
    await expectAccessible(page, '/admin/messages/:id');
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, `Reply sent to ${writer}`);
    await expect(page.getByRole('region', { name: 'Replies sent' })).toContainText('Yes, we do! Bring the jacket on Saturday.');
    const mail = await waitForMail(writer, /^Re: your message/);
    expect(mail.raw).toContain('Bring the jacket on Saturday');
    await shot(page, testInfo, 'message');
    await page.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, 'Message archived');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(writerName) })).toHaveCount(0);
  });

  await test.step('the owner finds the customer by e-mail and blocks them: their session ends at once', async () => {
    await page.goto('/admin/customers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(customerEmail);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('1 customer match')).toBeVisible();
    await expectAccessible(page, '/admin/customers');
    await shot(page, testInfo, 'customers');
    await visible(page.getByRole('link', { name: 'Aline Uwase' })).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aline Uwase' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders (1)' })).toContainText(order.number);
    await expect(page.getByRole('region', { name: 'Returns (1)' })).toContainText('Approved');
    await expectAccessible(page, '/admin/customers/:id');
    await shot(page, testInfo, 'customer');
    await page.getByRole('button', { name: 'Block account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block this account?' });
    await expect(dialog).toContainText('signed out everywhere');
    await dialog.getByRole('button', { name: 'Block account' }).click();
    await expectToast(page, 'Account blocked');
    await expect(page.getByText('Account: Blocked')).toBeVisible();
    expect((await request.get('/api/auth/verify', { headers: auth(customerToken) })).status()).toBe(401);
    await page.getByRole('button', { name: 'Unblock account' }).click();
    await page.getByRole('dialog', { name: 'Unblock this account?' }).getByRole('button', { name: 'Unblock account' }).click();
    await expectToast(page, 'Account unblocked');
    await expect(page.getByText('Account: Active')).toBeVisible();
  });

  await test.step('the owner has the subscribers and exports; staff do not', async () => {
    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Customers CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^customers.*\.csv$/);
    await expectAccessible(page, '/admin/subscribers');
    await shot(page, testInfo, 'subscribers');

    const staffEmail = await staff(request, testInfo, await apiLogin(request, ownerEmail));
    const member = await secondPage(browser, testInfo);
    await signInAtAdmin(member, staffEmail, '/admin/bookings');
    await expect(member.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(member.getByRole('button', { name: /Export CSV/ })).toHaveCount(0);
    await member.goto('/admin/more');
    await expect(visible(member.getByRole('link', { name: 'Customers' }))).toBeVisible();
    await expect(member.getByRole('link', { name: 'Subscribers' })).toHaveCount(0);
    await member.goto('/admin/subscribers');
    await expect(member.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await member.context().close();
  });
  await customerPage.context().close();
});
