import { expect, test } from '@playwright/test';
import { apiLogin, owner, signInAtAdmin } from './admin-support.js';
import { auth, expectAccessible, expectToast } from './support.js';

/**
 * Issue 15, the back office's content page, in real Chromium at phone (390×844) and desktop (1440×900)
 * widths: the owner edits a help-center FAQ's answer and the public /help page shows the new text;
 * the content page passes axe.
 */

test('the owner edits an FAQ answer and the help page shows it', async ({ page, request }, testInfo) => {
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
  await form.getByLabel('Answer (HTML)').fill(`<p>${answer}</p>`);
  await form.getByRole('button', { name: 'Save FAQ' }).click();
  await expectToast(page, 'FAQ saved');
  await expect(form).toBeHidden();

  await page.goto('/help');
  await page.getByRole('button', { name: question }).click();
  await expect(page.getByText(answer)).toBeVisible();
});
