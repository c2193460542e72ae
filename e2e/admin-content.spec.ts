import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import sharp from 'sharp';
import { apiLogin, owner, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast, snap } from './support.js';

/**
 * The back office's content pages (docs/decisions/102 and 104), in real Chromium at phone (390×844) and
 * desktop (1440×900) widths: the owner edits a help-center FAQ's answer in the rich-text editor and
 * /help shows it; adds a home slide with an uploaded picture and a service, and the home and services
 * pages show them; writes the privacy page and /privacy shows it. Every content page passes axe.
 *
 * The owner is the shop's first-run owner (e2e/admin-support.ts), on either database; the phone and
 * desktop runs share it and the shop's one privacy page, hence the lock below.
 */
test('the owner edits an FAQ answer and the help page shows it', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const token = await apiLogin(request, email);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const question = `Do you ship to Musanze? ${stamp}`;
  const made = await request.post('/api/admin/content/faqs', { headers: auth(token), data: { title: question, content: '<p>Not yet.</p>' } });
  expect(made.status()).toBe(201);

  await signInAtAdmin(page, email, '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the content page');

  await page.getByRole('button', { name: `Edit "${question}"` }).click();
  const form = page.getByRole('form', { name: `Edit FAQ: ${question}` });
  const answer = `Yes, in two days (${stamp}).`;
  await form.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await form.getByRole('button', { name: 'Save FAQ' }).click();
  await expectToast(page, 'FAQ saved');
  await expect(form).toBeHidden();

  await page.goto('/help');
  await page.getByRole('button', { name: question }).click();
  await expect(page.getByText(answer)).toBeVisible();
});

/**
 * Runs `fn` while holding a lock that the phone and desktop workers share (a directory made
 * atomically beside the test server's port): the shop has one privacy page, so one project's save
 * must not land between the other's save and its look at /privacy. A lock older than a minute is
 * taken as left behind by a killed run.
 */
async function exclusively<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `atelier-e2e-${process.env.E2E_PORT ?? 'default'}-${name}.lock`);
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      const age = await fs.stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 60_000) await fs.rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/** A 64×36 PNG of one colour (sharp, as the server's pipeline reads it). */
const png = (name: string, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 36, channels: 3, background } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name: `${name}.png`, mimeType: 'image/png', buffer }));

test('the owner adds a home slide and a service, and the home and services pages show them', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Rainy season ${stamp}`;
  await signInAtAdmin(page, email, '/admin/content/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home slides' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Add slide' }).click();
  const slide = page.getByRole('form', { name: 'New slide' });
  await slide.getByLabel('Title', { exact: true }).fill(title);
  await slide.getByLabel(/^Link/).fill('/artgallery');
  await slide.getByLabel('Choose a picture').setInputFiles(await png('rain', { r: 40, g: 90, b: 160 }));
  await expect(slide.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await expectAccessible(page, 'the new slide form');
  await snap(page, testInfo, 'admin-content-home-new-slide');
  await slide.getByRole('button', { name: 'Add slide' }).click();
  await expectToast(page, 'Slide added');
  await expect(page.getByRole('button', { name: `Edit "${title}"` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Content pages' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const name = `Bridal fitting ${stamp}`;
  await page.getByRole('button', { name: 'Add service' }).click();
  const service = page.getByRole('form', { name: 'New service' });
  await service.getByLabel('Name', { exact: true }).fill(name);
  await service.getByLabel('Description', { exact: true }).fill('An hour with the designer to fit your wedding outfit.');
  await service.getByLabel(/^Locations/).fill('Studio, At your home');
  await service.getByLabel(/^Types/).fill('Fitting');
  await service.getByLabel(/^Places per slot/).fill('2');
  await service.getByLabel('Choose a picture').setInputFiles(await png('fitting', { r: 180, g: 120, b: 60 }));
  await expect(service.getByRole('img', { name: 'Picture of the new service' })).toBeVisible();
  await expectAccessible(page, 'the new service form');
  await snap(page, testInfo, 'admin-content-services-new');
  await service.getByRole('button', { name: 'Add service' }).click();
  await expectToast(page, 'Service added');
  await expect(page.getByRole('button', { name: `Edit "${name}"` })).toBeVisible();
  await expectAccessible(page, 'the services page');

  await page.goto('/');
  await expect(page.getByRole('group', { name: new RegExp(`^\\d+ of \\d+: ${title}$`) })).toBeAttached();
  await page.goto('/services');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Book now: ${name}` }).first()).toBeVisible();

  // Hidden again, so the other journeys see the shop as seeded (both are kept: there is no delete).
  const token = await apiLogin(request, email);
  const slides = (await (await request.get('/api/admin/hero', { headers: auth(token) })).json()) as { data: Array<{ id: number; title: string }> };
  const services = (await (await request.get('/api/admin/services', { headers: auth(token) })).json()) as { data: Array<{ id: number; name: string }> };
  const slideId = slides.data.find((x) => x.title === title)!.id;
  const serviceId = services.data.find((x) => x.name === name)!.id;
  expect((await request.patch(`/api/admin/hero/${slideId}`, { headers: auth(token), data: { hidden: true } })).ok()).toBe(true);
  expect((await request.patch(`/api/admin/services/${serviceId}`, { headers: auth(token), data: { hidden: true } })).ok()).toBe(true);
});

test('the owner writes the privacy page with a preview, and /privacy shows it', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAtAdmin(page, email, '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible({ timeout: 30_000 });
  await page.getByText('Privacy page (/privacy)', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Privacy page (/privacy)' });
  const editor = form.getByRole('textbox', { name: 'Text (optional)' });
  await editor.fill(`We keep your address only to deliver (${stamp}).`);
  await form.getByRole('button', { name: 'Bold' }).click();
  await editor.press('End');
  await editor.pressSequentially(' Ask us to delete it.');
  await form.getByRole('button', { name: 'Preview Text' }).click();
  const preview = form.getByRole('region', { name: 'Preview of Text' });
  await expect(preview).toContainText(`We keep your address only to deliver (${stamp}).`);
  await expectAccessible(page, 'the privacy editor with its preview');
  await snap(page, testInfo, 'admin-content-privacy-preview');
  await exclusively('privacy-page', async () => {
    await form.getByRole('button', { name: 'Save section' }).click();
    await expectToast(page, 'Privacy page (/privacy) saved');
    await page.goto('/privacy');
    await expect(page.getByText(`We keep your address only to deliver (${stamp}).`)).toBeVisible();
    await expect(page.getByText('Ask us to delete it.')).toBeVisible();
    await expectAccessible(page, "/privacy with the owner's text");
    await snap(page, testInfo, 'privacy-owner-text');
    // Other journeys read the built-in policy on the same database: an empty page brings it back.
    const token = await apiLogin(request, email);
    expect((await request.put('/api/admin/content/sections/privacy_page', { headers: auth(token), data: { content: '' } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  });
});

test('the company and ratings pages pass axe', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const email = await owner(request, testInfo);
  await signInAtAdmin(page, email, '/admin/content/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(page.getByRole('form', { name: 'New team member' })).toBeVisible();
  await expectAccessible(page, 'the company page');
  await snap(page, testInfo, 'admin-content-company');
  await page.getByRole('navigation', { name: 'Content pages' }).getByRole('link', { name: 'Ratings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ratings' }).getByRole('listitem').first().or(page.getByText('No ratings yet'))).toBeVisible();
  await expectAccessible(page, 'the ratings page');
  await snap(page, testInfo, 'admin-content-ratings');
});
