import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectAccessible, snap, uniqueEmail } from './support.js';

/**
 * The rest of the store in Kinyarwanda (docs/decisions/111), at phone width: services → a booking (a
 * day and a slot) → its confirmation with the Kinyarwanda date and time, the contact form sent, the FAQ
 * and the help center, a 404 page and the search panel, each through axe. The server's answers come in
 * Kinyarwanda too (it reads the page's /rw prefix, docs/decisions/109).
 */

const RW_DATE = /^Ku (cyumweru|wa (mbere|kabiri|gatatu|kane|gatanu|gatandatu)), \d{1,2} (Mutarama|Gashyantare|Werurwe|Mata|Gicurasi|Kamena|Nyakanga|Kanama|Nzeri|Ukwakira|Ugushyingo|Ukuboza) 20\d\d$/;

/** A Kigali date `days` from today, as the date input takes it. */
function kigaliDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days of their own (services-booking.spec.ts books 3–8 days ahead): phone 12, desktop 13. */
const bookingDay = (testInfo: TestInfo) => kigaliDate(testInfo.project.name === 'phone' ? 12 : 13);

/** The page from the top, so the sticky header is drawn where it belongs. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

test('services, a booking, contact, FAQ, help, 404 and search, all in Kinyarwanda', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.setTimeout(120_000); // seven screens, each through axe

  await test.step('/rw/services → FATA IGIHE (BOOK NOW) on painting', async () => {
    await page.goto('/rw/services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('heading', { level: 1, name: 'Serivisi' })).toBeVisible();
    await expect(page.getByText("Serivisi yacu y'ingenzi")).toBeVisible();
    await expect(page).toHaveTitle('Serivisi · Atelier Kigali');
    await expectAccessible(page, '/rw/services');
    await shot(page, testInfo, 'rw-services');
    await page.getByRole('link', { name: 'FATA IGIHE: Amasomo yo gushushanya' }).click();
    await expect(page).toHaveURL(/\/rw\/book\?service=painting-sessions$/);
  });

  await test.step('the booking form: a day, then a slot, then the confirmation in Kinyarwanda', async () => {
    const form = page.getByRole('form', { name: 'Fata igihe' });
    await expect(form.getByLabel('Serivisi')).toHaveValue('painting-sessions');
    const time = form.getByLabel('Isaha', { exact: true });
    await expect(time).toBeDisabled();
    await form.getByLabel('Aho', { exact: true }).selectOption('East Wing');
    await form.getByLabel('Itariki').fill(bookingDay(testInfo));
    await expect(time.locator('option').nth(1)).toHaveText(/^\d\d:\d\d · hasigaye (umwanya|imyanya) \d+$/);
    const slot = await time.locator('option').last().getAttribute('value');
    await time.selectOption(slot!);
    await form.getByLabel("Izina ry'umuryango").fill('Uwase');
    await form.getByLabel('Izina ribanza').fill('Aline');
    await form.getByLabel('Imeyili').fill(uniqueEmail(testInfo, 'booking.rw'));
    await expectAccessible(page, '/rw/book (form)');
    await shot(page, testInfo, 'rw-book-form');
    await form.getByRole('button', { name: 'Fata igihe nonaha' }).click();

    const done = page.getByRole('region', { name: 'Igihe cyawe cyafashwe' });
    await expect(done).toBeVisible();
    // The server's acknowledgement in Kinyarwanda, not the spec's English.
    await expect(done.getByRole('status')).not.toContainText('Booking created successfully');
    await expect(done.getByRole('definition').nth(2)).toHaveText(RW_DATE);
    await expect(done.getByRole('definition').nth(3)).toHaveText(`saa ${slot}`);
    await expectAccessible(page, '/rw/book (confirmation)');
    await shot(page, testInfo, 'rw-book-done');
  });

  await test.step('the contact form, sent', async () => {
    await page.goto('/rw/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Twandikire' })).toBeVisible();
    // The demo's opening hours are words, written in Kinyarwanda too (docs/decisions/112).
    await expect(page.getByText('Kuwa mbere–Kuwa gatanu 09:00–18:00, Kuwa gatandatu 10:00–16:00')).toBeVisible();
    await expect(page.getByText('Mon–Fri 9AM–6PM, Sat 10AM–4PM')).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Twandikire' });
    await form.getByRole('button', { name: 'Ohereza ubutumwa' }).click();
    await expect(form.getByRole('alert')).toHaveText('Uzuza imyanya yose isabwa.');
    await form.getByLabel('Izina ribanza').fill('Aline');
    await form.getByLabel("Izina ry'umuryango").fill('Uwase');
    await form.getByLabel('Imeyili').fill(uniqueEmail(testInfo, 'contact.rw'));
    await form.getByLabel('Ubutumwa').fill('Muraho! Mufite inkweto za nimero 40?');
    await expectAccessible(page, '/rw/contact');
    await shot(page, testInfo, 'rw-contact');
    await form.getByRole('button', { name: 'Ohereza ubutumwa' }).click();
    await expect(form.getByRole('status')).toContainText('Ubutumwa bwoherejwe!');
  });

  await test.step('the FAQ: a category and a question opened; then the help center', async () => {
    await page.goto('/rw/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Ibibazo bikunze kubazwa' })).toBeVisible();
    await page.getByRole('group', { name: 'Ibyiciro' }).getByRole('button', { name: 'Konti' }).click();
    const first = page.getByTestId('faq-list').getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, '/rw/faq');
    await shot(page, testInfo, 'rw-faq');
    await page.getByRole('main').getByRole('link', { name: 'Ubufasha' }).click();
    await expect(page).toHaveURL(/\/rw\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ubufasha' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uracyakeneye ubufasha?' })).toBeVisible();
    await expectAccessible(page, '/rw/help');
  });

  await test.step('a 404 page', async () => {
    await page.goto('/rw/nta-rupapuro-ruri-hano');
    await expect(page.getByRole('heading', { level: 1, name: 'Urupapuro ntirwabonetse' })).toBeVisible();
    await expect(page).toHaveTitle('Urupapuro ntirwabonetse · Atelier Kigali');
    await expectAccessible(page, '/rw/404');
    await shot(page, testInfo, 'rw-404');
    await page.getByRole('link', { name: 'Subira ahabanza' }).click();
    await expect(page).toHaveURL(/\/rw\/?$/);
  });

  await test.step('the search panel', async () => {
    const open = page.getByRole('button', { name: 'Shakisha', exact: true });
    if (await open.isVisible()) await open.click();
    const box = page.getByRole('combobox', { name: 'Shakisha mu iduka no mu bihangano' }).filter({ visible: true }).first();
    await box.fill('i');
    const panel = page.getByRole('region', { name: 'Ahagaragara ibyabonetse' });
    // One letter searches (spec 01 §5: only empty means no search), with the tabs in Kinyarwanda.
    await expect(panel.getByRole('tab', { name: /^Iduka \d+$/ })).toBeVisible();
    await box.fill('imigongo');
    await expect(panel.getByRole('tab', { name: /^Byose \d+$/ })).toBeVisible();
    await expect(panel.getByRole('listbox', { name: 'Ibyabonetse' }).getByRole('option').first()).toContainText('RF ');
    await expect(panel).toContainText('Kanda ku cyabonetse ukireba mu Iduka cyangwa mu Bihangano');
    await expectAccessible(page, '/rw (search panel)');
    await snap(page, testInfo, 'rw-search');
  });
});
