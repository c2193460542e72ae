import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { waitForMail } from './mail.js';
import { expectAccessible, snap as snapPage, uniqueEmail, visible } from './support.js';

/**
 * The services and booking journeys (spec 02 §2 Services page and Booking page, §5, §8, §9) in
 * real Chromium. Both projects book on the same server, so each one uses its own days: the phone
 * project days 3–5 ahead, the desktop project days 6–8 ahead (a slot holds 10 people per location).
 */

/** A Kigali date `days` from today, as the date input takes it. */
function kigaliDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** This project's own day `n` (0, 1 or 2) for booking. */
function projectDay(testInfo: TestInfo, n: number): string {
  return kigaliDate((testInfo.project.name === 'phone' ? 3 : 6) + n);
}

/** The booking form (the footer has a 'Services' list, so labels are looked up inside it). */
const form = (page: Page) => page.getByRole('form', { name: 'Book a session' });
/** A full-page screenshot from the top (the sticky header would otherwise be drawn mid-page). */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapPage(page, testInfo, name);
}
const timeSelect = (page: Page) => form(page).getByLabel('Time', { exact: true });
const timeOption = (page: Page, time: string) => timeSelect(page).locator(`option[value="${time}"]`);

/** Opens /book for painting (as the services page hands it over) and fills everything but the slot. */
async function fillPainting(page: Page, opts: { location: string; people: number; date: string; email: string }) {
  await form(page).getByLabel('Location').selectOption(opts.location);
  await form(page).getByLabel('Number of people').fill(String(opts.people));
  await form(page).getByLabel('Date').fill(opts.date);
  await form(page).getByLabel('Last name').fill('Uwase');
  await form(page).getByLabel('First name').fill('Aline');
  await form(page).getByLabel('Phone').fill('0788 123 456');
  await form(page).getByLabel('Email').fill(opts.email);
}

test('the services page shows the five services with their buttons and targets', async ({ page }, testInfo) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Custom Shoes' })).toBeVisible();
  const more = page.getByRole('list', { name: 'More services' });
  // The seeded services, in order; the owner's back office may add more after them (admin-content.spec.ts).
  await expect(more.getByRole('heading').nth(3)).toHaveText('Art Supplies');
  expect((await more.getByRole('heading').allTextContents()).slice(0, 4)).toEqual(['Painting Sessions', 'Dance Sessions', 'Books & Reading', 'Art Supplies']);
  await expect(page.getByRole('list', { name: 'Dance Sessions styles' }).getByRole('listitem')).toHaveText(['Modern dance', 'Traditional dance']);
  await expect(page.getByRole('list', { name: 'Painting Sessions sessions' }).getByRole('listitem')).toHaveText(['Art Studio', 'Creative Hub', 'Workshop Center']);
  await expect(page.getByRole('list', { name: 'Painting Sessions where' }).getByRole('listitem')).toHaveText(['Main Branch', 'City Center', 'East Wing']);
  await expect(page.getByRole('link', { name: 'BUY NOW: Custom Shoes' })).toHaveAttribute('href', '/store');
  await expect(page.getByRole('link', { name: 'ORDER NOW: Books & Reading' })).toHaveAttribute('href', '/soon');
  await expect(page.getByRole('link', { name: 'SHOP NOW: Art Supplies' })).toHaveAttribute('href', '/soon');
  await expectAccessible(page, '/services');
  await snap(page, testInfo, 'services');

  await page.getByRole('link', { name: 'SHOP NOW: Art Supplies' }).click();
  await expect(page).toHaveURL(/\/soon$/);
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'BUY NOW: Custom Shoes' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await page.goBack();

  // Dance: its styles, no locations.
  await page.getByRole('link', { name: 'BOOK NOW: Dance Sessions' }).click();
  await expect(page).toHaveURL(/\/book\?service=dance-sessions$/);
  await expect(form(page).getByLabel('Service')).toHaveValue('dance-sessions');
  await expect(form(page).getByLabel('Dance style').locator('option')).toHaveText(['No preference', 'Modern dance', 'Traditional dance']);
  await expect(form(page).getByLabel('Location')).toHaveCount(0);
});

test('services → booking: the painting session is booked and both e-mails arrive with a calendar file', { tag: '@smoke' }, async ({ page }, testInfo) => {
  await page.goto('/services');
  await page.getByRole('link', { name: 'BOOK NOW: Painting Sessions' }).click();
  await expect(page).toHaveURL(/\/book\?service=painting-sessions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Session' })).toBeVisible();
  await expect(form(page).getByLabel('Service')).toHaveValue('painting-sessions');
  await expect(form(page).getByLabel('Location').locator('option')).toHaveText(['Choose a location', 'Main Branch', 'City Center', 'East Wing']);
  await expect(form(page).getByLabel('Session type').locator('option')).toHaveText(['No preference', 'Art Studio', 'Creative Hub', 'Workshop Center']);
  // The date input offers today through 30 days ahead; people 0 to 100.
  await expect(form(page).getByLabel('Date')).toHaveAttribute('min', kigaliDate(0));
  await expect(form(page).getByLabel('Date')).toHaveAttribute('max', kigaliDate(30));
  await expect(form(page).getByLabel('Number of people')).toHaveAttribute('min', '0');
  await expect(form(page).getByLabel('Number of people')).toHaveAttribute('max', '100');
  await expect(timeSelect(page)).toBeDisabled();
  await expectAccessible(page, '/book');
  await snap(page, testInfo, 'book-empty');

  const email = uniqueEmail(testInfo, 'booker');
  const date = projectDay(testInfo, 0);
  await fillPainting(page, { location: 'City Center', people: 3, date, email });
  await form(page).getByLabel('Session type').selectOption('Creative Hub');
  await form(page).getByLabel('Notes').fill('A birthday group');
  // Every half hour 09:00–17:30 is free on a day nobody booked.
  await expect(timeSelect(page).locator('option:not([value=""])')).toHaveCount(18);
  await expect(timeOption(page, '09:00')).toHaveText('09:00 · 10 places left');
  await timeSelect(page).selectOption('14:30');
  await snap(page, testInfo, 'book-filled');
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Booking created successfully.' })).toHaveText(
    'Booking created successfully. Confirmation emails sent to you and our team. We will contact you soon.',
  );
  await expect(page.getByText('City Center', { exact: true })).toBeVisible();
  await expectAccessible(page, '/book after booking');
  await snap(page, testInfo, 'book-done');

  const customer = await waitForMail(email, new RegExp(`Booking confirmed: Painting Sessions, ${date} 14:30`));
  expect(customer.raw).toMatch(/Content-Type: text\/calendar/i);
  expect(customer.raw).toContain('Creative Hub');
  const team = await waitForMail('sales@atelier.rw', new RegExp(`New booking: Painting Sessions, ${date} 14:30, 3 people`));
  expect(team.raw).toMatch(/Content-Type: text\/calendar/i);
  expect(team.raw).toContain(email);

  // The three places taken show on the next visit to that day.
  await page.getByRole('button', { name: 'Book another session' }).click();
  await form(page).getByLabel('Service').selectOption('painting-sessions');
  await fillPainting(page, { location: 'City Center', people: 1, date, email });
  await expect(timeOption(page, '14:30')).toHaveText('14:30 · 7 places left');
});

/** The confirmation link of a customer's booking e-mail (docs/decisions/105), as a path the test server answers. */
function bookingLinkIn(raw: string): string {
  const m = /See your booking and its status: (https?:\/\/\S+)/.exec(raw);
  if (!m) throw new Error('no confirmation link in the e-mail');
  const url = new URL(m[1]!);
  return `${url.pathname}${url.search}`;
}

test('the confirmation link in the e-mail opens the booking with its current status; a wrong key shows nothing', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'linker');
  // A day of its own (22 or 23 days ahead), clear of the other journeys' slots.
  const date = kigaliDate(testInfo.project.name === 'phone' ? 22 : 23);
  const booked = await request.post('/api/bookings', {
    data: {
      service: 'painting-sessions',
      location: 'East Wing',
      type: 'Workshop Center',
      number_of_people: 2,
      booking_date: date,
      booking_time: '11:00',
      first_name: 'Aline',
      last_name: 'Uwase',
      phone: '0788 123 456',
      email,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const mail = await waitForMail(email, new RegExp(`Booking confirmed: Painting Sessions, ${date} 11:00`));
  const link = bookingLinkIn(mail.raw);
  expect(link).toMatch(/^\/bookings\/[0-9a-f-]{36}\?key=[0-9a-f]{32}$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText('Hello Aline, here is your booking as it stands now.')).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Painting Sessions · Workshop Center')).toBeVisible();
  await expect(page.getByText('East Wing', { exact: true })).toBeVisible();
  await expect(page.getByText('11:00 (Kigali time)')).toBeVisible();
  // Phone-first: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, '/bookings/{id}');
  await snap(page, testInfo, 'booking-link');

  // The id alone (or a wrong key) shows nothing of the booking.
  await page.goto(link.replace(/key=[0-9a-f]+/, `key=${'0'.repeat(32)}`));
  await expect(page.getByText('Booking not found')).toBeVisible();
  await expect(page.getByText('East Wing', { exact: true })).toHaveCount(0);
  await expectAccessible(page, '/bookings/{id} (wrong key)');
  await snap(page, testInfo, 'booking-link-not-found');
});

test('a slot taken in one tab is refused, then disappears from another after a date change', { tag: '@phone' }, async ({ context }, testInfo) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  const day = projectDay(testInfo, 1);
  const otherDay = projectDay(testInfo, 2);
  for (const page of [first, second]) {
    await page.goto('/book?service=painting-sessions');
    await fillPainting(page, { location: 'East Wing', people: 10, date: day, email: uniqueEmail(testInfo, 'tab') });
    await expect(timeOption(page, '10:00')).toBeAttached();
    await expect(timeOption(page, '11:00')).toBeAttached();
  }

  // Both tabs want 10:00 for ten people; the first books it.
  await second.bringToFront();
  await timeSelect(second).selectOption('10:00');
  await first.bringToFront();
  await timeSelect(first).selectOption('10:00');
  await first.getByRole('button', { name: 'Book now' }).click();
  await expect(first.getByText('Booking created successfully.', { exact: false })).toBeVisible();

  // The second tab still offers it and is told it is gone; the slot leaves its list.
  await second.bringToFront();
  await second.getByRole('button', { name: 'Book now' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Selected time' })).toHaveText('Selected time is no longer available. Please choose another.');
  await expect(timeOption(second, '10:00')).toHaveCount(0);
  await expect(timeSelect(second)).toHaveValue('');
  await snap(second, testInfo, 'book-slot-taken');

  // The first tab books 11:00 too; the second sees it gone once it changes the date and comes back.
  await first.bringToFront();
  await first.getByRole('button', { name: 'Book another session' }).click();
  await form(first).getByLabel('Service').selectOption('painting-sessions');
  await fillPainting(first, { location: 'East Wing', people: 10, date: day, email: uniqueEmail(testInfo, 'tab') });
  await timeSelect(first).selectOption('11:00');
  await first.getByRole('button', { name: 'Book now' }).click();
  await expect(first.getByText('Booking created successfully.', { exact: false })).toBeVisible();

  await second.bringToFront();
  await expect(timeOption(second, '11:00')).toBeAttached();
  await form(second).getByLabel('Date').fill(otherDay);
  await expect(timeOption(second, '10:00')).toBeAttached();
  await expect(timeOption(second, '11:00')).toBeAttached();
  await form(second).getByLabel('Date').fill(day);
  await expect(timeOption(second, '11:00')).toHaveCount(0);
  await expect(timeOption(second, '10:00')).toHaveCount(0);
  await expect(timeOption(second, '11:30')).toBeAttached();
  // Another location keeps its own places.
  await form(second).getByLabel('Location').selectOption('Main Branch');
  await expect(timeOption(second, '11:00')).toBeAttached();
});

test('every booking error message', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/book?service=painting-sessions');
  const submit = visible(page.getByRole('button', { name: 'Book now' }));
  const formAlert = page.getByRole('form', { name: 'Book a session' }).getByRole('alert');

  // Nothing filled in: the required fields are marked and summed up; focus goes to the first one.
  await form(page).getByLabel('Service').selectOption('');
  await submit.click();
  await expect(formAlert).toHaveText('Please fill all required fields.');
  for (const label of ['Service', 'Date', 'Time', 'Last name', 'First name', 'Email']) await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Service')).toBeFocused();
  await form(page).getByLabel('Service').selectOption('painting-sessions');
  await submit.click();
  await expect(form(page).getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
  await expect(formAlert).toHaveText('Please fill all required fields.');
  await expectAccessible(page, '/book with errors');
  await snap(page, testInfo, 'book-errors');

  await fillPainting(page, { location: 'Main Branch', people: 0, date: projectDay(testInfo, 2), email: 'not-an-email' });
  await form(page).getByLabel('Phone').fill('123');
  await timeSelect(page).selectOption('15:00');
  await submit.click();
  await expect(page.getByText('Number of people must be greater than 0.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(formAlert).toHaveCount(0);

  await form(page).getByLabel('Number of people').fill('2');
  await form(page).getByLabel('Phone').fill('+250 788 123 456');
  await form(page).getByLabel('Email').fill(uniqueEmail(testInfo, 'errors'));
  await form(page).getByLabel('Date').fill(kigaliDate(-1));
  await submit.click();
  await expect(page.getByText('Booking date cannot be in the past.')).toBeVisible();
  await form(page).getByLabel('Date').fill(kigaliDate(31));
  await submit.click();
  await expect(page.getByText('Bookings open up to 30 days ahead.')).toBeVisible();

  // The server fails: 'Failed to create booking'.
  await form(page).getByLabel('Date').fill(projectDay(testInfo, 2));
  await timeSelect(page).selectOption('15:00');
  await page.route('**/api/bookings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }), { times: 1 });
  await submit.click();
  await expect(formAlert).toHaveText('Failed to create booking');

  // The slots call fails: the half-hour slots 09:00–17:30 are offered, with the spec's notice.
  await page.route('**/api/bookings/available-slots/**', (route) => route.abort('failed'));
  await form(page).getByLabel('Date').fill(kigaliDate(20));
  await expect(page.getByText('Failed to load available time slots')).toBeVisible();
  const offered = await timeSelect(page).locator('option:not([value=""])').allTextContents();
  expect(offered[0]).toBe('09:00');
  expect(offered.at(-1)).toBe('17:30');
  expect(offered).toHaveLength(18);
  await snap(page, testInfo, 'book-slots-failed');
});

test('a group larger than a session sends a group request, which takes no places', { tag: '@phone' }, async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'group');
  const date = projectDay(testInfo, 2);
  await page.goto('/book?service=painting-sessions');
  await fillPainting(page, { location: 'Main Branch', people: 12, date, email });
  // Said plainly, instead of "No times left on this day" on every date.
  await expect(page.getByRole('status').filter({ hasText: 'larger than one session' })).toContainText('Your group of 12 is larger than one session holds (10 people).');
  await expect(page.getByText('No times left on this day', { exact: false })).toHaveCount(0);
  await expect(timeSelect(page).locator('option:not([value=""])')).toHaveCount(18);
  await expect(timeOption(page, '16:00')).toHaveText('16:00');
  await expect(form(page).getByRole('button', { name: 'Book now' })).toHaveCount(0);
  await timeSelect(page).selectOption('16:00');
  await form(page).getByLabel('Notes').fill('A school class');
  await expectAccessible(page, '/book group request');
  await snap(page, testInfo, 'book-group-request');
  await form(page).getByRole('button', { name: 'Send group request' }).click();

  await expect(page.getByRole('heading', { name: 'Group request sent' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is booked until we confirm.' })).toHaveText(
    'We e-mailed you a copy and will contact you to confirm the date and time. Nothing is booked until we confirm.',
  );
  await expect(page.getByRole('heading', { name: 'You are booked' })).toHaveCount(0);
  await snap(page, testInfo, 'book-group-request-sent');
  const customer = await waitForMail(email, new RegExp(`Group request received: Painting Sessions, ${date} 16:00`));
  expect(customer.raw).toContain('Nothing is booked until we confirm.');
  expect(customer.raw).not.toMatch(/text\/calendar/i);
  const team = await waitForMail('sales@atelier.rw', new RegExp(`Group request: Painting Sessions, ${date} 16:00, 12 people`));
  expect(team.raw).toContain(email);

  // Nothing was taken: a single visitor still sees all ten places at that time.
  await page.getByRole('button', { name: 'Book another session' }).click();
  await form(page).getByLabel('Service').selectOption('painting-sessions');
  await fillPainting(page, { location: 'Main Branch', people: 1, date, email });
  await expect(timeOption(page, '16:00')).toHaveText('16:00 · 10 places left');
  await expect(form(page).getByRole('button', { name: 'Book now' })).toBeVisible();
});
