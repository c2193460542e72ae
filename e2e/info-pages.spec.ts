import { expect, test } from './fixtures.js';
import { expectAccessible, snap, withoutPrimedAnswers } from './support.js';

/**
 * The information pages (spec 01 §2 Help center, Terms, Legal, FAQ, About us, Privacy, Route
 * table; §4; §8) in real Chromium at phone and desktop widths: content from the server, each loading,
 * empty and error state, and the placeholders.
 */

test('/help: introduction, collapsible FAQs, support links; loading, error with Try Again, empty', async ({ page }, testInfo) => {
  // The page's texts come with its HTML (docs/decisions/135): served without them, the browser asks, and the test answers.
  await withoutPrimedAnswers(page);
  // First answer fails with the server's message, after a visible loading state.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let calls = 0;
  await page.route('**/api/help-center/public', async (route) => {
    calls += 1;
    if (calls === 1) {
      await held;
      // The server's own envelope: a 5xx text shows only when the API chose it (docs/decisions/091).
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The help center is resting', code: 'UNAVAILABLE' }) });
    }
    return route.continue();
  });
  await page.goto('/help');
  await expect(page.getByText('Loading help center...')).toBeVisible();
  release();
  await expect(page.getByText('Error Loading Help Center')).toBeVisible();
  await expect(page.getByText('The help center is resting')).toBeVisible();
  await expectAccessible(page, '/help (error)');
  await page.getByRole('button', { name: 'Try Again' }).click();

  await expect(page.getByRole('heading', { name: 'Help Center', level: 1 })).toBeVisible();
  await expect(page.getByText('Welcome to the Atelier Kigali help center.')).toBeVisible();
  const faqs = page.getByTestId('help-faqs');
  const first = faqs.getByRole('button', { name: 'How long does a custom pair of shoes take?' });
  const second = faqs.getByRole('button', { name: 'How do I pay?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faqs.getByText(/5–7 working days/)).toBeVisible();
  // Items toggle independently.
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'E-mail support' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', /^tel:\+250/);
  await expectAccessible(page, '/help');
  await snap(page, testInfo, 'help');

  await page.unroute('**/api/help-center/public');
  await page.route('**/api/help-center/public', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok', data: { introduction: { content: '' }, faqs: [] } }) }),
  );
  await page.reload();
  await expect(page.getByText('No FAQs Available')).toBeVisible();
  await page.unroute('**/api/help-center/public');
  await page.route('**/api/help-center/public', (route) => route.abort());
  await page.reload();
  await expect(page.getByText('Failed to load help center data')).toBeVisible();
});

test('/terms: logo and name, 12 numbered collapsible sections with server text, contact block; defaults when the call fails', async ({ page }, testInfo) => {
  // The page's texts come with its HTML (docs/decisions/135): served without them, the browser asks, and the test answers.
  await withoutPrimedAnswers(page);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText('These terms govern your use of the Atelier Kigali website')).toBeVisible();
  const sections = page.getByTestId('terms-sections').getByRole('button');
  await expect(sections).toHaveCount(12);
  await expect(sections.first()).toHaveText('1. Acceptance of Terms');
  await expect(sections.last()).toHaveText('12. Service Agreement');
  await sections.nth(6).click();
  await expect(sections.nth(6)).toHaveText('7. Payment Terms');
  await expect(page.getByText('Orders are confirmed on WhatsApp and paid by mobile money')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions about these terms?' })).toBeVisible();
  await expectAccessible(page, '/terms');
  await snap(page, testInfo, 'terms');

  await page.route('**/api/company-settings/public/terms', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  await expect(page.getByText('Please read them carefully.')).toBeVisible();
  await expect(sections).toHaveCount(12);
  await sections.first().click();
  await expect(page.getByText('By using this website or placing an order you agree to these terms.')).toBeVisible();
});

test('/legal: overview, 8 sections, contacts; error with retry counter, Try Again and Reload Page', async ({ page }, testInfo) => {
  // The page's texts come with its HTML (docs/decisions/135): served without them, the browser asks, and the test answers.
  await withoutPrimedAnswers(page);
  await page.route('**/api/company-settings/public/terms', (route) => route.fulfill({ status: 502, body: '{}' }));
  await page.goto('/legal');
  await expect(page.getByText('Terms API error! status: 502')).toBeVisible();
  // Defaults stay, with the fallback contact list.
  await expect(page.getByTestId('legal-sections').getByRole('button')).toHaveCount(8);
  await expect(page.getByTestId('legal-contacts').getByText('legal@atelier.rw')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Retry attempts: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Retry attempts: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expectAccessible(page, '/legal (error)');

  await page.unroute('**/api/company-settings/public/terms');
  await page.route('**/api/contactinfo/public', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Contact API error! status: 500')).toBeVisible();
  await page.unroute('**/api/contactinfo/public');
  // Reloaded without its primed answers, the page is rendered anew in the browser (not taken over), which
  // asks for the texts: the sections to tap are the browser's once they have come.
  const texts = page.waitForResponse('**/api/company-settings/public/terms');
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await texts;

  await expect(page.getByRole('heading', { name: 'Legal', level: 1 })).toBeVisible();
  await expect(page.getByText('This page sets out the legal information about Atelier Kigali Ltd')).toBeVisible();
  const sections = page.getByTestId('legal-sections').getByRole('button');
  await expect(sections).toHaveText(['Copyright', 'Trademark', 'Privacy', 'Data Protection', 'Limitation of Liability', 'Indemnification', 'Dispute Resolution', 'Governing Law']);
  await sections.nth(3).click();
  await expect(page.getByText(/Law No\. 058\/2021/)).toBeVisible();
  const contacts = page.getByTestId('legal-contacts');
  await expect(contacts.getByRole('link', { name: 'support@atelier.rw' })).toHaveAttribute('href', 'mailto:support@atelier.rw');
  await expect(contacts.getByText('KG 7 Ave, Kacyiru, Kigali, Rwanda')).toBeVisible();
  await expect(contacts.getByText('legal@atelier.rw')).toHaveCount(0);
  await expectAccessible(page, '/legal');
  await snap(page, testInfo, 'legal');
});

test('/faq: 16 questions, search over questions and answers, categories, No results found', async ({ page }, testInfo) => {
  await page.goto('/faq');
  const list = page.getByTestId('faq-list').getByRole('button');
  await expect(list).toHaveCount(16);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Shipping', exact: true }).click();
  await expect(list).toHaveCount(3);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  // 'MoMo' is only in an answer.
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('momo');
  await expect(list).toHaveCount(1);
  await list.first().click();
  await expect(page.getByText(/MTN MoMo/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('return');
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByText('No results found')).toBeVisible();
  await expectAccessible(page, '/faq (no results)');
  await page.getByRole('button', { name: 'Returns', exact: true }).click();
  await expect(list).toHaveCount(2);
  await expectAccessible(page, '/faq');
  await snap(page, testInfo, 'faq');
});

test('/aboutus: story, mission and team tabs, stats, links; failed pictures show initials', async ({ page }, testInfo) => {
  // The page's texts come with its HTML (docs/decisions/135): served without them, the browser asks, and the test answers.
  await withoutPrimedAnswers(page);
  await page.route('**/api/company-settings/public/team', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: [{ name: 'Aline Uwase', role: 'Founder', profile_image_url: '/media/missing-320.webp', bio: 'Painter.' }] }),
    }),
  );
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { name: 'Atelier Kigali', level: 1 })).toBeVisible();
  await expect(page.getByText('Since 2020')).toBeVisible();
  for (const stat of ['1000+', '5000+', '50+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Our Story' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expectAccessible(page, '/aboutus');
  await page.getByRole('tab', { name: 'Mission & Vision' }).click();
  await expect(page.getByRole('heading', { name: 'Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vision' })).toBeVisible();
  await page.getByRole('tab', { name: 'Our Team' }).click();
  await expect(page.getByTestId('member-initials')).toHaveText('AU');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store');
  await expectAccessible(page, '/aboutus (team)');
  await snap(page, testInfo, 'about-team');

  // Team call failing: the sample members.
  await page.unroute('**/api/company-settings/public/team');
  await page.route('**/api/company-settings/public/team', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  await page.getByRole('tab', { name: 'Our Team' }).click();
  await expect(page.getByTestId('team').getByRole('listitem')).toHaveCount(3);
});

test('/privacy, /soon, /transactions and /returns', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expectAccessible(page, '/privacy');

  await page.goto('/soon');
  await expect(page.getByRole('heading', { name: 'Coming Soon', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@atelier.rw' })).toHaveAttribute('href', 'mailto:support@atelier.rw');
  await expectAccessible(page, '/soon');

  for (const [path, title] of [
    ['/transactions', 'Transactions'],
    ['/returns', 'Returns'],
  ] as const) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // Signed out: the heading and a way to log in (docs/decisions/098; e2e/side-cart-pages.spec.ts signs in).
    await expect(main.getByRole('link')).toHaveText(['Log in']);
    await expectAccessible(page, path);
  }
});
