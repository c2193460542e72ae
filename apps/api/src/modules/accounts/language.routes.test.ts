import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const badLogin = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email: 'not-an-address', password: '' } });

describe('messages in the request language (issue 17 "Server texts")', () => {
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

  it('translates the services’ own refusals, with their values', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'fr' }, payload: { email: 'nobody@example.com', password: 'whatever-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'E-mail ou mot de passe incorrect', code: 'UNAUTHENTICATED' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/999999', headers: { 'accept-language': 'rw' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Igicuruzwa nticyabonetse');
  });
});

describe('the account language (issue 17)', () => {
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
