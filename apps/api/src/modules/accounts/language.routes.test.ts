import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, lastMailTo, placeOrder, query, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const badLogin = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email: 'not-an-address', password: '' } });

describe('messages in the request language (docs/decisions/109)', () => {
  it('answers a 400 in English, unchanged, by default', async () => {
    const res = await badLogin();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address', code: 'VALIDATION', fields: { email: 'Please enter a valid email address', password: 'Password is required' } });
    expect(res.headers['content-language']).toBeUndefined();
  });

  it('answers a 400 in Kinyarwanda for Accept-Language: rw', async () => {
    const res = await badLogin({ 'accept-language': 'rw' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Andika aderesi ya imeri iboneye', code: 'VALIDATION', fields: { email: 'Andika aderesi ya imeri iboneye', password: 'Ijambobanga rirakenewe' } });
    expect(res.headers['content-language']).toBe('rw');
  });

  it('answers a 400 in French for Accept-Language: fr-FR', async () => {
    const res = await badLogin({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(res.json()).toMatchObject({ error: 'Veuillez saisir une adresse e-mail valide', fields: { password: 'Le mot de passe est obligatoire' } });
  });

  it('follows the page the call came from before Accept-Language', async () => {
    const host = 'localhost:80';
    const fromFrenchPage = await badLogin({ host, referer: `http://${host}/fr/login`, 'accept-language': 'rw' });
    expect(fromFrenchPage.json().error).toBe('Veuillez saisir une adresse e-mail valide');
    const fromEnglishPage = await badLogin({ host, referer: `http://${host}/login`, 'accept-language': 'rw' });
    expect(fromEnglishPage.json().error).toBe('Please enter a valid email address');
  });

  it('answers a back-office page (/admin) in the language the back office sends, not as an English page (docs/decisions/113)', async () => {
    const host = 'localhost:80';
    const fromAdmin = await badLogin({ host, referer: `http://${host}/admin/orders`, 'accept-language': 'fr' });
    expect(fromAdmin.json().error).toBe('Veuillez saisir une adresse e-mail valide');
    expect(fromAdmin.headers['content-language']).toBe('fr');
    const inRw = await badLogin({ host, referer: `http://${host}/admin`, 'accept-language': 'rw' });
    expect(inRw.json().error).toBe('Andika aderesi ya imeri iboneye');
    const inEnglish = await badLogin({ host, referer: `http://${host}/admin/orders`, 'accept-language': 'en' });
    expect(inEnglish.json().error).toBe('Please enter a valid email address');
  });

  it('answers a signed-in staff member on a back-office page in their account language when the page sends none', async () => {
    const host = 'localhost:80';
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    expect((await call({ method: 'PUT', url: `/api/users/${c.user.id}`, payload: { language: 'rw' } })).statusCode).toBe(200);
    const refused = await call({ method: 'POST', url: '/api/users/change-password', headers: { host, referer: `http://${host}/admin/orders` }, payload: { currentPassword: '', newPassword: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-language']).toBe('rw');
  });

  it('translates the services’ own refusals, with their values', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'fr' }, payload: { email: 'nobody@example.com', password: 'whatever-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'E-mail ou mot de passe incorrect', code: 'UNAUTHENTICATED' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/999999', headers: { 'accept-language': 'rw' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Igicuruzwa nticyabonetse');
  });
});

describe('the account language (docs/decisions/110)', () => {
  it('is set at sign-up from the request language and returned in the profile', async () => {
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'accept-language': 'rw-RW,rw;q=0.9' },
      payload: { name: 'Uwase Aline', email: `uwase.${Date.now()}@example.com`, phone: '+250788123456', password: 'secret-pass-1' },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user.language).toBe('rw');
    expect(reg.json().message).toBe('Konti yafunguwe. Twakoherereje kode yo kwemeza kuri imeri yawe.');
  });

  it('defaults to English, changes through the profile update, and then speaks for the account', async () => {
    const c = await signUp(ctx);
    expect(c.user).toMatchObject({ language: 'en' });
    const call = as(ctx, c.token);
    const res = await call({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({ language: 'fr' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profil mis à jour', user: { language: 'fr', name: c.name } });
    expect((await call({ method: 'GET', url: '/api/auth/verify' })).json().user.language).toBe('fr');

    // Without a page or Accept-Language, the account's language answers; Accept-Language comes after it.
    const refused = await call({ method: 'POST', url: '/api/users/change-password', headers: { 'accept-language': 'rw' }, payload: { currentPassword: '', newPassword: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Le mot de passe actuel est obligatoire');

    const json = await call({ method: 'PUT', url: `/api/users/${c.user.id}`, payload: { language: 'rw' } });
    expect(json.json().user.language).toBe('rw');
    expect(json.json().message).toBe('Umwirondoro wahinduwe');
  });

  it('refuses a language the shop does not speak', async () => {
    const c = await signUp(ctx);
    const res = await as(ctx, c.token)({ method: 'PUT', url: `/api/users/${c.user.id}`, ...multipart({ language: 'de' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'language must be one of en, rw, fr', fields: { language: 'language must be one of en, rw, fr' } });
    const kept = await as(ctx, c.token)({ method: 'GET', url: '/api/auth/verify' });
    expect(kept.json().user.language).toBe('en');
  });
});

describe('e-mails in the customer language (docs/decisions/109)', () => {
  it('sends the sign-up code in the language of the sign-up', async () => {
    const email = `kode.${Date.now()}@example.com`;
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'accept-language': 'rw' },
      payload: { name: 'Mugisha', email, phone: '+250788123456', password: 'secret-pass-1' },
    });
    expect(reg.statusCode).toBe(201);
    const mail = await lastMailTo(ctx, email);
    expect(mail.subject).toMatch(/^Kode yawe yo kwemeza konti ya /);
    expect(mail.textBody).toMatch(/^[\s\S]*Muraho Mugisha,\n\nKode yawe yo kwemeza ni: \d{6}\n/);
    expect(mail.textBody).toContain('Iyi kode izata agaciro mu minota 10.');
    expect(mail.html).toContain('<html lang="rw">');
    expect(mail.textBody).not.toContain('verification code');
  });

  it('sends an account with language rw its order confirmation and password reset in Kinyarwanda, with rw money', async () => {
    const c = await signUp(ctx);
    const call = as(ctx, c.token);
    expect((await call({ method: 'PUT', url: `/api/users/${c.user.id}`, payload: { language: 'rw' } })).statusCode).toBe(200);
    const [product] = await query<{ id: number }>(
      ctx,
      sql`select i.id from catalog_items i where i.kind = 'product' and i.state = 'published'
      and (select count(*) from catalog_variants v where v.item_id = i.id and v.archived_at is null and (v.stock is null or v.stock > 0)) = 1
      and (select count(*) from catalog_variants v where v.item_id = i.id and v.archived_at is null) = 1 order by i.id limit 1`,
    );
    const order = await placeOrder(ctx, c.token, [product!.id], { email: c.email });
    const sent = await call({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId: order.orderId } });
    expect(sent.json().message).toBe('Imeri yo kwemeza yoherejwe');
    const confirmation = await lastMailTo(ctx, c.email);
    expect(confirmation.subject).toBe(`Komande ${order.order.order_number} yakiriwe`);
    expect(confirmation.textBody).toContain(`Twakiriye komande ${order.order.order_number}.`);
    expect(confirmation.textBody).toMatch(/Igiteranyo: RF [\d,]+/);
    expect(confirmation.textBody).not.toMatch(/RWF \d/);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.email } });
    const reset = await lastMailTo(ctx, c.email);
    expect(reset.subject).toMatch(/^Hindura ijambobanga rya konti yawe ya /);
    expect(reset.textBody).toMatch(/Kode yawe ni: \d{6}/);
  });

  it('keeps English e-mails as they were for an English account', async () => {
    const c = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { 'accept-language': 'fr' }, payload: { email: c.email } });
    const reset = await lastMailTo(ctx, c.email);
    expect(reset.subject).toMatch(/^Reset your .* password$/);
    expect(reset.textBody).toMatch(/Someone asked to reset the password of your account\. Your code is: \d{6}/);
    expect(reset.html).toContain('<html lang="en">');
  });

  it('writes a French newsletter confirmation for a French page', async () => {
    const email = `abonne.${Date.now()}@example.com`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', headers: { 'accept-language': 'fr' }, payload: { email } });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().message).toBe('Inscription réussie ! Consultez vos e-mails pour la confirmer.');
    const mail = await lastMailTo(ctx, email);
    expect(mail.subject).toMatch(/^Confirmez votre inscription à la newsletter /);
    expect(mail.textBody).toContain('Confirmez votre inscription: http');
  });
});
