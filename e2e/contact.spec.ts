import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { waitForMail } from './mail.js';
import { expectAccessible, snap as snapPage, uniqueEmail, withoutPrimedAnswers } from './support.js';

/**
 * The contact journeys (spec 02 §2 Contact page, §4, §5, §8) in real Chromium: the details and
 * links from the server (and their fallbacks), the map (offline here: its placeholder), the form's
 * rules and messages, and a message that reaches the shop and the sender through real SMTP.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });

async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapPage(page, testInfo, name);
}

/** A 1×1 PNG, the stand-in for a map tile. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('the contact page shows the details, links and map, and a message reaches the shop and the sender', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const social = (await (await request.get('/api/company-settings/public/social')).json()).data;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  const details = page.getByRole('region', { name: 'Visit or call the studio' });
  await expect(details.getByRole('link', { name: 'hello@atelier.rw' })).toHaveAttribute('href', 'mailto:hello@atelier.rw');
  await expect(details.getByRole('link', { name: '+250 788 000 000' })).toHaveAttribute('href', 'tel:+250788000000');
  await expect(details.getByText('KG 7 Ave, Kacyiru, Kigali, Rwanda')).toBeVisible();
  await expect(details.getByText('Mon–Fri 9AM–6PM, Sat 10AM–4PM')).toBeVisible();
  await expect(page.getByText('Failed to load contact information')).toHaveCount(0);

  const links = page.getByRole('list', { name: 'The studio on social media' });
  await expect(links.getByRole('link')).toHaveText([/WhatsApp/, /Instagram/, /Facebook/, /Twitter/]);
  await expect(links.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', social.instagram.profileUrl || social.instagram.url);
  await expect(links.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', social.facebook.url);
  await expect(links.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', social.twitter.url);
  await expect(links.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);

  // Offline, the map server is out of reach: the placeholder with the address stays, no frame.
  const placeholder = page.getByTestId('map-placeholder');
  await expect(placeholder).toContainText('KG 7 Ave, Kacyiru, Kigali, Rwanda');
  await expect(placeholder).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org\/search\?query=KG%207%20Ave/);
  await expectAccessible(page, '/contact');
  await snap(page, testInfo, 'contact');

  const email = uniqueEmail(testInfo, 'writer');
  await form(page).getByLabel('First name').fill('Eric');
  await form(page).getByLabel('Last name').fill('Niyonzima');
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Phone').fill('+250 788 123 456');
  await form(page).getByLabel('Message').fill(`Do you paint on leather jackets? (${testInfo.project.name})`);
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Message sent! Please check your email for confirmation.');
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Message']) await expect(form(page).getByLabel(label)).toHaveValue('');
  await expectAccessible(page, '/contact after sending');
  await snap(page, testInfo, 'contact-sent');

  await waitForMail(email, /We received your message/);
  const shop = await waitForMail('support@atelier.rw', /Contact form: Eric Niyonzima/);
  expect(shop.raw).toContain(`leather jackets? (${testInfo.project.name})`);
  expect(shop.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'm'));
});

test('every contact form error message', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/contact');
  const submit = form(page).getByRole('button', { name: 'Send message' });
  const alert = form(page).getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText('Please fill all required fields.');
  for (const label of ['First name', 'Last name', 'Email']) await expect(form(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('First name')).toBeFocused();
  await expectAccessible(page, '/contact with errors');
  await snap(page, testInfo, 'contact-errors');

  await form(page).getByLabel('First name').fill('Eric');
  await form(page).getByLabel('Last name').fill('N');
  await form(page).getByLabel('Email').fill('eric@example');
  await submit.click();
  await expect(form(page).getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  // The server fails: 'Failed to submit.', and what was typed stays.
  await form(page).getByLabel('Email').fill(uniqueEmail(testInfo, 'failed'));
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }), { times: 1 });
  await submit.click();
  await expect(alert).toHaveText('Failed to submit.');
  await expect(form(page).getByLabel('First name')).toHaveValue('Eric');

  // The server refuses with its own words (here its rate limit): they are shown as they are.
  await page.route('**/api/contact', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"Too many requests. Please try again in a minute."}' }), { times: 1 });
  await submit.click();
  await expect(alert).toHaveText('Too many requests. Please try again in a minute.');
});

test('contact details and links fall back when the settings cannot load', { tag: '@phone' }, async ({ page }, testInfo) => {
  await withoutPrimedAnswers(page);
  await page.route('**/api/contactinfo/public', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable"}' }));
  await page.route('**/api/company-settings/public/social', (route) => route.abort('failed'));
  await page.goto('/contact');
  const details = page.getByRole('region', { name: 'Visit or call the studio' });
  await expect(details.getByRole('alert')).toHaveText('Failed to load contact information');
  await expect(details.getByRole('link', { name: 'hello@atelier.rw' })).toBeVisible();
  await expect(details.getByText('KG 7 Ave, Kacyiru, Kigali, Rwanda')).toBeVisible();
  const links = page.getByRole('list', { name: 'The studio on social media' });
  await expect(links.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/');
  await expect(links.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/');
  await expect(links.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/');
  await expect(links.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', 'https://twitter.com/');
  await expectAccessible(page, '/contact with fallbacks');
  await snap(page, testInfo, 'contact-fallback');
});

test('with the map server reachable, the OpenStreetMap embed covers the placeholder', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>Map</p>' }));
  await page.goto('/contact');
  const map = page.frameLocator('iframe[title^="Map of the studio"]');
  await expect(map.getByText('Map')).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=-1\.9367%2C30\.085$/);
});
