import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { waitForMail } from './mail.js';
import { auth, expectAccessible, expectToast, snap, storedToken, uniqueEmail } from './support.js';

/**
 * The customer's account in French and Kinyarwanda (docs/decisions/110): sign up on /fr,
 * the verification e-mail in French, verify, the profile's tabs, the wishlist, then Kinyarwanda from
 * the picker, saved on the account: signed out and signed in again on a fresh device, the shop opens
 * in Kinyarwanda. axe on every screen. Phone width only (E2E_SCREENSHOTS=1 adds the desktop run).
 */

const PASSWORD = 'kigali-2026';

/** The one visible language picker (the footer's is always there; the header's sits in the phone menu). */
const picker = (page: Page) =>
  page
    .getByRole('combobox', { name: /^(Language|Ururimi|Langue)$/ })
    .filter({ visible: true })
    .first();

/** The code of the newest verification mail to `email`, and that mail is in French. */
async function frenchVerificationCode(email: string): Promise<string> {
  const mail = await waitForMail(email, /./);
  expect(mail.raw, 'the verification mail is in French').toContain('Saisissez ce code sur la page de v');
  const code = /rification\s*:\s*(\d{6})/.exec(mail.raw)?.[1];
  expect(code, 'a 6-digit code in the French mail').toBeTruthy();
  return code!;
}

// Phone width is enough (tagged @phone, playwright.config.ts); with E2E_SCREENSHOTS the desktop run gives the wide screenshots too.
test('an account in French, then Kinyarwanda kept by the account on a fresh device @phone', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'i18n-account');

  await test.step('sign up on /fr/login, in French', async () => {
    await page.goto('/fr/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    const form = page.getByRole('form', { name: 'Créer un compte' });
    await form.getByLabel('Nom complet').fill('Aline Uwase');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Numéro de téléphone').fill('+250788123456');
    await form.getByLabel('Mot de passe', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Créer un compte' }).click();
    // The contracts' validation message, in French.
    await expect(form.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await expectAccessible(page, '/fr/login (register)');
    await snap(page, testInfo, 'fr-register');
    await form.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(page.getByText('Compte créé avec succès ! Redirection vers la vérification...')).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/verification$/);
  });

  await test.step('the verification e-mail arrives in French; verify, then log in', async () => {
    await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
    await expectAccessible(page, '/fr/verification');
    const code = await frenchVerificationCode(email);
    await page.getByLabel('Code de vérification').fill(code);
    await page.getByRole('button', { name: 'Vérifier le compte' }).click();
    await expect(page.getByRole('heading', { name: 'Compte vérifié !' })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/login$/);
    const form = page.getByRole('form', { name: 'Se connecter' });
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    const token = await storedToken(page);
    const { user } = await (await request.get('/api/auth/verify', { headers: auth(token) })).json();
    expect(user.language, 'sign-up on a French page makes a French account').toBe('fr');
  });

  await test.step('the profile and its tabs, in French', async () => {
    await page.goto('/fr/profile');
    await expect(page.getByRole('heading', { name: 'Aline Uwase', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Informations personnelles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informations personnelles' }).getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page).toHaveTitle(/Profil/);
    await expectAccessible(page, '/fr/profile (Aperçu)');
    await snap(page, testInfo, 'fr-profile');
    const tabs: [string, string][] = [
      ['Commandes', "Aucune commande pour l'instant"],
      ['Adresses', "Aucune adresse enregistrée pour l'instant"],
      ['Sécurité', 'Supprimer le compte'],
      ['Historique des connexions', 'Connexions récentes'],
      ['Retours', "Aucune demande de retour pour l'instant"],
    ];
    for (const [tab, shown] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByText(shown, { exact: true }).first()).toBeVisible();
      await expectAccessible(page, `/fr/profile (${tab})`);
    }
  });

  await test.step('add to the wishlist from the store; the wishlist in French', async () => {
    await page.goto('/fr/store');
    await page.getByRole('button', { name: "Ajouter Baskets montantes Imigongo à la liste d'envies" }).click();
    await expectToast(page, "Ajouté à la liste d'envies");
    await page.goto('/fr/wishlist');
    await expect(page.getByRole('heading', { name: "Liste d'envies", level: 1 })).toBeVisible();
    const items = page.getByRole('list', { name: "Articles de la liste d'envies" });
    // Named as on its page, in French (docs/decisions/112).
    await expect(items.getByText('Baskets montantes Imigongo')).toBeVisible();
    await expect(items.getByText('65\u202f000\u00a0RF')).toBeVisible();
    await expect(items.getByRole('button', { name: 'Acheter maintenant : Baskets montantes Imigongo' })).toBeVisible();
    await expectAccessible(page, '/fr/wishlist');
    await snap(page, testInfo, 'fr-wishlist');
  });

  await test.step('Kinyarwanda from the picker: the page follows and the account keeps it', async () => {
    const saved = page.waitForResponse((response) => /\/api\/users\/[^/]+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT');
    await picker(page).selectOption('rw');
    await expect(page).toHaveURL(/\/rw\/wishlist$/);
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Ibyo nifuza', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ibiri mu byo nifuza' }).getByText('RF 65,000')).toBeVisible();
    await expectAccessible(page, '/rw/wishlist');
    await snap(page, testInfo, 'rw-wishlist');
    const { user } = await (await request.get('/api/auth/verify', { headers: auth(await storedToken(page)) })).json();
    expect(user.language).toBe('rw');
  });

  await test.step('the profile in Kinyarwanda; log out', async () => {
    await page.goto('/rw/profile');
    await expect(page.getByRole('heading', { name: 'Umwirondoro' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Umwirondoro' }).getByRole('combobox', { name: 'Ururimi' })).toHaveValue('rw');
    await expectAccessible(page, '/rw/profile');
    await snap(page, testInfo, 'rw-profile');
    await page.getByRole('button', { name: 'Sohoka' }).click();
    await expect(page).toHaveURL(/\/rw\/login$/);
  });

  await test.step('signing in on a fresh device, on an English address, opens the shop in Kinyarwanda', async () => {
    // The project's settings by hand (a context of one's own does not inherit them), reduced motion included.
    const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, contextOptions } = testInfo.project.use;
    const fresh = await browser.newContext({ ...contextOptions, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale: 'en-US', serviceWorkers: 'block' });
    const other = await fresh.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    const form = other.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(other).toHaveURL(/\/rw$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(other.getByRole('link', { name: 'Hahira mu iduka' })).toBeVisible();
    // The account's language, not a choice of this device: nothing is remembered for the next person.
    expect(await other.evaluate(() => localStorage.getItem('locale'))).toBeNull();
    await expectAccessible(other, '/rw (after sign-in)');
    // Later visits of the signed-in customer to an English address open in their language too.
    await other.goto('/wishlist');
    await expect(other).toHaveURL(/\/rw\/wishlist$/);
    await expect(other.getByRole('heading', { name: 'Ibyo nifuza', level: 1 })).toBeVisible();
    await fresh.close();
  });
});
