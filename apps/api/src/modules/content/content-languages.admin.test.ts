import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { bootData, miniWebDir } from '../../../test/web-shell.js';

/**
 * The owner's texts in other languages (docs/decisions/112), the last two kinds of owner text: the sections
 * (terms, legal, help introduction, privacy page; PUT /api/admin/content/sections/{key}) and the
 * company basics (PUT /api/admin/content/basic, kept in the 'basic' settings document under
 * `translations`). Each write stores rw/fr texts (merged field by field, "" removes one, HTML
 * sanitised as the English), its reply says which languages still lack one, and the public replies
 * answer in the request's language with English per missing field, one cached reply per language.
 */
let ctx: TestContext;
let owner: ReturnType<typeof as>;
const web = miniWebDir();

beforeAll(async () => {
  // A long cache: a reply keyed without the language would be served to the next language.
  ctx = await buildTestApp({ WEB_DIST_DIR: web.dir, PUBLIC_CACHE_TTL_MS: '600000' });
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  await untranslateDemo(ctx);
});
afterAll(async () => {
  await ctx.close();
  web.remove();
});

/** The demo's texts as an owner who has not translated them yet (the seed translates them, docs/decisions/121). */
async function untranslateDemo(ctx: TestContext): Promise<void> {
  for (const table of ['content_sections', 'help_faqs', 'team_members', 'contact_items', 'company_values', 'hero_slides', 'services'])
    await ctx.database.db.execute(sql.raw(`update ${table} set translations = '{}'::jsonb`));
  await ctx.database.db.execute(sql`update settings set value = value - 'translations' where key = 'basic'`);
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const fr = { 'accept-language': 'fr' };
const rw = { 'accept-language': 'rw-RW' };
const en = { 'accept-language': 'en' };
const audit = async (entity: string, entityId: string) =>
  (await owner({ method: 'GET', url: `/api/admin/audit?entity=${entity}&entity_id=${entityId}` })).json().entries as Array<{ action: string; after: Record<string, unknown> }>;

describe('sections per language', () => {
  it('store rw/fr title and text (HTML sanitised), mark the missing ones, audited, and reach the public replies', async () => {
    // English replies cached first.
    expect((await get('/api/company-settings/public/privacy', fr)).json().data.content).toBe('');
    let res = await owner({
      method: 'PUT',
      url: '/api/admin/content/sections/privacy_page',
      payload: { title: 'Your data', content: '<p>We keep little.</p>', translations: { fr: { title: 'Vos données', content: '<p>Nous gardons peu.</p><script>alert(1)</script>' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      key: 'privacy_page',
      title: 'Your data',
      content: '<p>We keep little.</p>',
      translations: { fr: { title: 'Vos données', content: '<p>Nous gardons peu.</p>' } },
      missing_translations: ['rw'],
    });
    expect((await audit('content_section', 'privacy_page'))[0]).toMatchObject({ action: 'content.section.changed', after: { translations: { fr: { title: 'Vos données' } } } });

    const privacy = async (headers: Record<string, string>) => (await get('/api/company-settings/public/privacy', headers)).json().data as { title: string; content: string };
    expect(await privacy(fr)).toEqual({ title: 'Vos données', content: '<p>Nous gardons peu.</p>' });
    expect(await privacy(rw)).toEqual({ title: 'Your data', content: '<p>We keep little.</p>' });
    expect(await privacy(en)).toEqual({ title: 'Your data', content: '<p>We keep little.</p>' });
    // The page the call comes from wins over Accept-Language (decision 109).
    expect((await privacy({ ...en, referer: 'http://localhost:80/fr/privacy', host: 'localhost:80' })).title).toBe('Vos données');

    // One field at a time: the others stay; "" removes one (English again); a PUT without translations keeps them.
    res = await owner({
      method: 'PUT',
      url: '/api/admin/content/sections/privacy_page',
      payload: { content: '<p>We keep little.</p>', translations: { rw: { title: 'Amakuru yawe' }, fr: { content: '' } } },
    });
    expect(res.json().data.translations).toEqual({ rw: { title: 'Amakuru yawe' }, fr: { title: 'Vos données' } });
    expect(res.json().data.missing_translations).toEqual(['rw', 'fr']);
    expect(await privacy(fr)).toEqual({ title: 'Vos données', content: '<p>We keep little.</p>' });
    expect((await privacy(rw)).title).toBe('Amakuru yawe');
    res = await owner({ method: 'PUT', url: '/api/admin/content/sections/privacy_page', payload: { content: '<p>We keep very little.</p>' } });
    expect(res.json().data.translations).toEqual({ rw: { title: 'Amakuru yawe' }, fr: { title: 'Vos données' } });

    // The terms and the help introduction read the same column.
    await owner({ method: 'PUT', url: '/api/admin/content/sections/refund_policy', payload: { content: '<p>Within 7 days.</p>', translations: { rw: { content: '<p>Mu minsi 7.</p>' } } } });
    expect((await get('/api/company-settings/public/terms', rw)).json().data.sections.refund_policy).toBe('<p>Mu minsi 7.</p>');
    expect((await get('/api/company-settings/public/terms', fr)).json().data.sections.refund_policy).toBe('<p>Within 7 days.</p>');
    await owner({ method: 'PUT', url: '/api/admin/content/sections/help_introduction', payload: { content: '<p>Ask us anything.</p>', translations: { fr: { content: '<p>Demandez-nous.</p>' } } } });
    expect((await get('/api/help-center/public', fr)).json().data.introduction.content).toBe('<p>Demandez-nous.</p>');
    expect((await get('/api/help-center/public', en)).json().data.introduction.content).toBe('<p>Ask us anything.</p>');

    // The back office's overview carries them too.
    const sections = (await owner({ method: 'GET', url: '/api/admin/content' })).json().data.sections as Array<{ key: string; translations: unknown; missing_translations: string[] }>;
    // Its English title ("Help Center") is still untranslated in French.
    expect(sections.find((s) => s.key === 'help_introduction')).toMatchObject({ translations: { fr: { content: '<p>Demandez-nous.</p>' } }, missing_translations: ['rw', 'fr'] });
    expect(sections.find((s) => s.key === 'overview')?.missing_translations).toEqual(['rw', 'fr']);
  });

  it('are refused with a readable 400 in a language or a field the shop does not write, or past the limits', async () => {
    const put = (translations: unknown) => owner({ method: 'PUT', url: '/api/admin/content/sections/privacy_page', payload: { content: '<p>x</p>', translations } });
    let res = await put({ de: { title: 'Ihre Daten' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().error).toEqual(expect.any(String));
    res = await put({ fr: { subtitle: 'x' } });
    expect(res.statusCode).toBe(400);
    res = await put({ fr: { title: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The title must be at most 200 characters', fields: { 'translations.fr.title': 'The title must be at most 200 characters' } });
    res = await put({ rw: { content: 42 } });
    expect(res.json().fields['translations.rw.content']).toBe('The text must be text');
    // Nothing of it was stored.
    expect((await get('/api/company-settings/public/privacy', fr)).json().data.content).toBe('<p>We keep very little.</p>');
  });
});

describe('company basics per language', () => {
  it('store rw/fr tagline, description, mission and vision in the settings document, and the public reply answers per language', async () => {
    // Each language's reply cached first, and the page HTML too.
    const english = (await get('/api/company-settings/public/basic', en)).json().data;
    expect((await get('/api/company-settings/public/basic', fr)).json().data.company_tagline).toBe(english.company_tagline);
    let res = await owner({ method: 'GET', url: '/api/admin/content' });
    expect(res.json().data.basic).toMatchObject({ translations: {}, missing_translations: ['rw', 'fr'] });

    res = await owner({
      method: 'PUT',
      url: '/api/admin/content/basic',
      payload: {
        // No English description or vision: nothing to translate there.
        company_description: '',
        vision_statement: '',
        mission_statement: '<p>Made here.</p>',
        translations: {
          fr: { company_tagline: 'Mode sur mesure, faite à Kigali.', mission_statement: '<p>Fait ici.</p><img src=x onerror="alert(1)">' },
          rw: { company_tagline: 'Imyenda idoze i Kigali.' },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      mission_statement: '<p>Made here.</p>',
      translations: { fr: { company_tagline: 'Mode sur mesure, faite à Kigali.', mission_statement: '<p>Fait ici.</p>' }, rw: { company_tagline: 'Imyenda idoze i Kigali.' } },
      missing_translations: ['rw'],
    });
    expect((await audit('settings', 'basic'))[0]).toMatchObject({ action: 'content.basic.changed', after: { translations: { rw: { company_tagline: 'Imyenda idoze i Kigali.' } } } });

    const basic = async (headers: Record<string, string>) => (await get('/api/company-settings/public/basic', headers)).json().data as Record<string, unknown>;
    const french = await basic(fr);
    expect(french).toMatchObject({ company_name: english.company_name, company_tagline: 'Mode sur mesure, faite à Kigali.', mission_statement: '<p>Fait ici.</p>' });
    expect(french).not.toHaveProperty('translations');
    expect(await basic(rw)).toMatchObject({ company_tagline: 'Imyenda idoze i Kigali.', mission_statement: '<p>Made here.</p>' });
    expect(await basic(en)).toMatchObject({ company_tagline: english.company_tagline, mission_statement: '<p>Made here.</p>' });
    const reply = await get('/api/company-settings/public/basic', fr);
    expect(reply.headers['content-language']).toBe('fr');
    expect(reply.headers.vary).toContain('accept-language');
    // The page HTML primes the basics in the page's language.
    const primed = (page: string) => (bootData(page)['/api/company-settings/public/basic']!.body as { data: { company_tagline: string } }).data.company_tagline;
    expect(primed((await get('/fr/')).body)).toBe('Mode sur mesure, faite à Kigali.');
    expect(primed((await get('/')).body)).toBe(english.company_tagline);

    // "" removes one; other fields and languages stay; the English write leaves them alone.
    res = await owner({ method: 'PUT', url: '/api/admin/content/basic', payload: { company_name: 'Kigali Threads', translations: { fr: { company_tagline: '' } } } });
    expect(res.json().data.translations).toEqual({ fr: { mission_statement: '<p>Fait ici.</p>' }, rw: { company_tagline: 'Imyenda idoze i Kigali.' } });
    expect(res.json().data.missing_translations).toEqual(['rw', 'fr']);
    expect(await basic(fr)).toMatchObject({ company_name: 'Kigali Threads', company_tagline: english.company_tagline, mission_statement: '<p>Fait ici.</p>' });
    res = await owner({ method: 'PUT', url: '/api/admin/content/basic', payload: { founded_year: 2018 } });
    expect(res.json().data.translations.rw).toEqual({ company_tagline: 'Imyenda idoze i Kigali.' });
    // The terms page's company name is still read from the same document.
    expect((await get('/api/company-settings/public/terms', fr)).json().data.company.name).toBe('Kigali Threads');
  });

  it('are refused with a readable 400 in a language or a field the shop does not write, or past the limits', async () => {
    const put = (translations: unknown) => owner({ method: 'PUT', url: '/api/admin/content/basic', payload: { translations } });
    let res = await put({ es: { company_tagline: 'Moda' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    res = await put({ fr: { company_name: 'Fils de Kigali' } });
    expect(res.statusCode).toBe(400);
    res = await put({ fr: { company_tagline: 'x'.repeat(301) } });
    expect(res.json()).toMatchObject({ error: 'The tagline must be at most 300 characters', fields: { 'translations.fr.company_tagline': 'The tagline must be at most 300 characters' } });
    expect((await get('/api/company-settings/public/basic', fr)).json().data.company_name).toBe('Kigali Threads');
  });
});
