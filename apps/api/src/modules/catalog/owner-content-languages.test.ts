import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogItem } from '@atelier/contracts';
import { as, buildTestApp, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * The owner's texts in other languages (docs/decisions/112): the owner writes an item's texts in rw and fr in
 * the back office; the storefront answers in the request's language with English per missing field;
 * the shared reply cache and the page HTML's primed answers keep one reply per language.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-i17c-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Atelier</title></head><body><div id="root"></div></body></html>');
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));

let ctx: TestContext;
let owner: ReturnType<typeof as>;
let item: AdminCatalogItem;

beforeAll(async () => {
  // A long cache: a reply keyed without the language would be served to the next language.
  ctx = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_CACHE_TTL_MS: '600000' });
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  const res = await owner({
    method: 'POST',
    url: '/api/admin/catalog',
    payload: { kind: 'product', title: 'Linen shirt', description: 'Hand-stitched in Kigali', material: 'Linen', price: 25000, state: 'published' },
  });
  expect(res.statusCode).toBe(201);
  item = res.json().item;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const inLanguage = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const fr = { 'accept-language': 'fr' };
const rw = { 'accept-language': 'rw-RW' };
const en = { 'accept-language': 'en' };
type Shown = { id: number; title: string; description: string; material: string | null };
const find = (list: Shown[]) => list.find((p) => p.id === item.id)!;

describe("an item's texts per language", () => {
  it('are written by the back office, marked missing per language, and merged field by field', async () => {
    expect(item.translations).toEqual({});
    expect(item.missing_translations).toEqual(['rw', 'fr']);

    let res = await owner({
      method: 'PATCH',
      url: `/api/admin/catalog/${item.id}`,
      payload: { translations: { fr: { title: 'Chemise en lin', description: 'Cousue main à Kigali', material: 'Lin' } } },
    });
    expect(res.statusCode).toBe(200);
    item = res.json().item;
    expect(item.translations).toEqual({ fr: { title: 'Chemise en lin', description: 'Cousue main à Kigali', material: 'Lin' } });
    expect(item.missing_translations).toEqual(['rw']);

    // One field at a time: the others stay; "" removes one (it falls back to English again).
    res = await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { rw: { title: 'Ishati ya lin' }, fr: { material: '' } } } });
    item = res.json().item;
    expect(item.translations).toEqual({ rw: { title: 'Ishati ya lin' }, fr: { title: 'Chemise en lin', description: 'Cousue main à Kigali' } });
    expect(item.missing_translations).toEqual(['rw', 'fr']);
    expect((await owner({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item.translations).toEqual(item.translations);
    // The list says which items lack a language.
    const list = (await owner({ method: 'GET', url: '/api/admin/catalog?q=linen' })).json().items as AdminCatalogItem[];
    expect(list.find((i) => i.id === item.id)?.missing_translations).toEqual(['rw', 'fr']);

    // Back to the state the next tests read: fr complete but the material; rw with the title only.
    res = await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { fr: { material: 'Lin' }, rw: { title: '' } } } });
    item = res.json().item;
    expect(item.translations).toEqual({ fr: { title: 'Chemise en lin', description: 'Cousue main à Kigali', material: 'Lin' } });
    expect(item.missing_translations).toEqual(['rw']);
  });

  it('are refused with a readable 400 past the English limits or in a language the shop does not write', async () => {
    let res = await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { fr: { title: 'x'.repeat(201) } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The title must be at most 200 characters', fields: { 'translations.fr.title': 'The title must be at most 200 characters' } });
    res = await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { fr: { description: 42 } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['translations.fr.description']).toBe('The description must be text');
    res = await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { de: { title: 'Leinenhemd' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    res = await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { fr: { price: 'x' } } } });
    expect(res.statusCode).toBe(400);
    // Nothing of it was stored.
    expect((await owner({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json().item.translations).toEqual(item.translations);
  });

  it('reach the store in the request language, English for each missing field, one cached reply per language', async () => {
    // English first: the cache then holds the English reply of each URL.
    for (const url of [`/api/products/${item.slug}`, '/api/products?limit=50']) {
      const res = await inLanguage(url, en);
      const shown = url.includes('?') ? find(res.json()) : (res.json() as Shown);
      expect(shown).toMatchObject({ title: 'Linen shirt', description: 'Hand-stitched in Kigali', material: 'Linen' });
      expect(res.headers.vary).toContain('accept-language');
    }
    for (const url of [`/api/products/${item.slug}`, '/api/products?limit=50', `/api/products/${item.id}`]) {
      const french = await inLanguage(url, fr);
      const shownFr = url.includes('?') ? find(french.json()) : (french.json() as Shown);
      expect(shownFr, url).toMatchObject({ title: 'Chemise en lin', description: 'Cousue main à Kigali', material: 'Lin' });
      expect(french.headers['content-language']).toBe('fr');
      // Kinyarwanda has no text for this item: English, field by field.
      const kinyarwanda = await inLanguage(url, rw);
      const shownRw = url.includes('?') ? find(kinyarwanda.json()) : (kinyarwanda.json() as Shown);
      expect(shownRw, url).toMatchObject({ title: 'Linen shirt', description: 'Hand-stitched in Kigali', material: 'Linen' });
      // And English is still English after the other languages were cached.
      const english = await inLanguage(url, {});
      expect((url.includes('?') ? find(english.json()) : (english.json() as Shown)).title, url).toBe('Linen shirt');
      expect(english.headers.etag).not.toBe(french.headers.etag);
    }
    // The page the call comes from wins over Accept-Language (decision 109).
    const fromFrenchPage = await inLanguage(`/api/products/${item.slug}`, { ...en, referer: 'http://localhost:80/fr/store', host: 'localhost:80' });
    expect(fromFrenchPage.json().title).toBe('Chemise en lin');
    // A signed-in page in French: its marks added to the French reply.
    const { token } = await signUp(ctx);
    const mine = await inLanguage('/api/products?limit=50', { ...fr, authorization: `Bearer ${token}` });
    expect(find(mine.json())).toMatchObject({ title: 'Chemise en lin', inCart: false });
    // Search matches the English words, and answers in the request's language.
    const search = await inLanguage('/api/products/search?q=linen', fr);
    expect(find(search.json()).title).toBe('Chemise en lin');
    expect(find((await inLanguage('/api/products/search?q=linen', en)).json()).title).toBe('Linen shirt');
  });

  it("follow an edit at once in every language's cached reply", async () => {
    await owner({ method: 'PATCH', url: `/api/admin/catalog/${item.id}`, payload: { translations: { fr: { title: 'Chemise de lin' }, rw: { title: 'Ishati' } } } });
    expect((await inLanguage(`/api/products/${item.slug}`, fr)).json().title).toBe('Chemise de lin');
    expect((await inLanguage(`/api/products/${item.slug}`, rw)).json().title).toBe('Ishati');
    expect((await inLanguage(`/api/products/${item.slug}`, en)).json().title).toBe('Linen shirt');
  });

  it("are primed into the page HTML in the page's language", async () => {
    const boot = (html: string) => JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, { body: Shown | Shown[] }>;
    const primed = async (page: string) => {
      const html = (await ctx.app.inject({ method: 'GET', url: page })).body;
      const answers = boot(html);
      return { item: answers[`/api/products/${item.slug}`]?.body as Shown, list: answers['/api/products?page=1&limit=12']?.body as Shown[], html };
    };
    const french = await primed(`/fr/store/${item.slug}`);
    expect(french.item.title).toBe('Chemise de lin');
    expect(french.html).toContain('Chemise de lin'); // the item's meta tags too
    expect((await primed(`/store/${item.slug}`)).item.title).toBe('Linen shirt');
    expect((await primed(`/rw/store/${item.slug}`)).item.title).toBe('Ishati');
    // The store's first page, primed per language, after the French one was cached.
    await primed('/fr/store');
    const englishList = (await primed('/store')).list;
    if (englishList) expect(englishList.every((p) => p.title !== 'Chemise de lin')).toBe(true);
  });
});

describe("the owner's other texts per language", () => {
  it('hero, values, team, contact labels, FAQs and the privacy page answer in the request language with English fallback', async () => {
    const run = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
    await run(sql`update hero_slides set translations = ${JSON.stringify({ fr: { title: 'Fait main à Kigali' } })}::jsonb where id = (select min(id) from hero_slides where not hidden)`);
    await run(sql`update company_values set translations = ${JSON.stringify({ rw: { title: 'Ubuziranenge' } })}::jsonb where id = (select min(id) from company_values)`);
    await run(sql`update help_faqs set translations = ${JSON.stringify({ fr: { title: 'Question en français' } })}::jsonb where id = (select min(id) from help_faqs)`);
    const heroEn = (await inLanguage('/api/hero', en)).json().data[0];
    const heroFr = (await inLanguage('/api/hero', fr)).json().data[0];
    expect(heroFr).toMatchObject({ title: 'Fait main à Kigali', subtitle: heroEn.subtitle });
    expect((await inLanguage('/api/hero', rw)).json().data[0].title).toBe(heroEn.title);
    expect((await inLanguage('/api/hero', en)).json().data[0].title).toBe(heroEn.title);

    const valuesRw = (await inLanguage('/api/company-settings/public/values', rw)).json().data;
    const valuesEn = (await inLanguage('/api/company-settings/public/values', en)).json().data;
    if (valuesEn.length) {
      expect(valuesRw[0]).toMatchObject({ title: 'Ubuziranenge', description: valuesEn[0].description });
      expect(valuesEn[0].title).not.toBe('Ubuziranenge');
    }
    const faqsFr = (await inLanguage('/api/help-center/public', fr)).json().data.faqs;
    const faqsEn = (await inLanguage('/api/help-center/public', en)).json().data.faqs;
    if (faqsEn.length) {
      expect(faqsFr[0]).toMatchObject({ title: 'Question en français', content: faqsEn[0].content });
      expect(faqsEn[0].title).not.toBe('Question en français');
    }
  });
});

describe('hero slides and services per language, written in the back office', () => {
  it('store rw/fr texts, mark the missing ones, and reach the public replies with English fallback', async () => {
    // The demo's slides and services as an owner who has not translated them yet (the seed translates them, docs/decisions/121).
    await ctx.database.db.execute(sql`update hero_slides set translations = '{}'::jsonb`);
    await ctx.database.db.execute(sql`update services set translations = '{}'::jsonb`);
    const slides = (await owner({ method: 'GET', url: '/api/admin/hero' })).json().data as Array<{
      id: number;
      title: string;
      subtitle: string | null;
      hidden: boolean;
      missing_translations: string[];
    }>;
    const slide = slides.find((s) => !s.hidden)!;
    let res = await owner({ method: 'PATCH', url: `/api/admin/hero/${slide.id}`, payload: { translations: { rw: { title: 'Ibihe bishya' }, fr: { title: '' } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: slide.title, translations: { rw: { title: 'Ibihe bishya' } } });
    expect(res.json().data.missing_translations).toEqual(slide.subtitle ? ['rw', 'fr'] : ['fr']);
    const publicSlide = async (headers: Record<string, string>) =>
      ((await inLanguage('/api/hero', headers)).json().data as Array<{ id: number; title: string; subtitle: string | null }>).find((s) => s.id === slide.id)!;
    expect(await publicSlide(rw)).toMatchObject({ title: 'Ibihe bishya', subtitle: slide.subtitle });
    expect((await publicSlide(fr)).title).toBe(slide.title);
    expect((await publicSlide(en)).title).toBe(slide.title);
    res = await owner({ method: 'PATCH', url: `/api/admin/hero/${slide.id}`, payload: { translations: { fr: { subtitle: 'x'.repeat(301) } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['translations.fr.subtitle']).toBe('The subtitle must be at most 300 characters');

    const services = (await owner({ method: 'GET', url: '/api/admin/services' })).json().data as Array<{
      id: number;
      slug: string;
      name: string;
      description: string;
      button_label: string;
      hidden: boolean;
    }>;
    const service = services.find((s) => !s.hidden)!;
    res = await owner({ method: 'PATCH', url: `/api/admin/services/${service.id}`, payload: { translations: { fr: { name: 'Retouches', button_label: 'Réserver' } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: service.name, translations: { fr: { name: 'Retouches', button_label: 'Réserver' } }, missing_translations: ['rw', 'fr'] });
    const publicService = async (headers: Record<string, string>) =>
      ((await inLanguage('/api/services', headers)).json().data as Array<{ slug: string; name: string; description: string; button_label: string }>).find((s) => s.slug === service.slug)!;
    expect(await publicService(fr)).toMatchObject({ name: 'Retouches', button_label: 'Réserver', description: service.description });
    expect((await publicService(rw)).name).toBe(service.name);
    expect((await publicService(en)).name).toBe(service.name);
    res = await owner({ method: 'PATCH', url: `/api/admin/services/${service.id}`, payload: { translations: { fr: { button_label: 'x'.repeat(51) } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['translations.fr.button_label']).toBe('The button label must be at most 50 characters');
  });
});

describe('FAQs, values, team and contact labels per language, written in the back office', () => {
  it('store rw/fr texts (translated HTML sanitised), mark the missing ones, and reach the public replies', async () => {
    let res = await owner({
      method: 'POST',
      url: '/api/admin/content/faqs',
      payload: {
        title: 'How long does a fitting take?',
        content: '<p>About an hour.</p>',
        translations: { fr: { title: 'Combien de temps dure un essayage ?', content: '<p>Environ une heure.</p><script>alert(1)</script>' } },
      },
    });
    expect(res.statusCode).toBe(201);
    const faq = res.json().data;
    expect(faq.translations.fr.content).not.toContain('<script');
    expect(faq.missing_translations).toEqual(['rw']);
    const publicFaq = async (headers: Record<string, string>) =>
      ((await inLanguage('/api/help-center/public', headers)).json().data.faqs as Array<{ id: number; title: string; content: string }>).find((f) => f.id === faq.id)!;
    expect(await publicFaq(fr)).toMatchObject({ title: 'Combien de temps dure un essayage ?', content: '<p>Environ une heure.</p>' });
    expect((await publicFaq(rw)).title).toBe('How long does a fitting take?');
    res = await owner({ method: 'PATCH', url: `/api/admin/content/faqs/${faq.id}`, payload: { translations: { rw: { title: 'Igeragezwa rimara igihe kingana iki?' } } } });
    expect(res.json().data.translations).toMatchObject({ rw: { title: 'Igeragezwa rimara igihe kingana iki?' }, fr: { title: 'Combien de temps dure un essayage ?' } });
    expect((await publicFaq(rw)).title).toBe('Igeragezwa rimara igihe kingana iki?');
    expect((await publicFaq(en)).title).toBe('How long does a fitting take?');

    res = await owner({
      method: 'POST',
      url: '/api/admin/content/values',
      payload: {
        title: 'Craft',
        description: 'Made by hand.',
        translations: { rw: { title: 'Ubukorikori', description: 'Bikozwe n’intoki.' }, fr: { title: 'Savoir-faire', description: 'Fait main.' } },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.missing_translations).toEqual([]);
    const values = (await inLanguage('/api/company-settings/public/values', rw)).json().data as Array<{ title: string }>;
    expect(values.map((v) => v.title)).toContain('Ubukorikori');

    res = await owner({ method: 'POST', url: '/api/admin/content/team', payload: { name: 'Grace', role: 'Tailor', translations: { fr: { role: 'Couturière', bio: 'x'.repeat(2001) } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['translations.fr.bio']).toBe('The bio must be at most 2000 characters');
    res = await owner({
      method: 'POST',
      url: '/api/admin/content/contact-items',
      payload: { contact_type: 'phone', contact_value: '+250788000111', display_name: 'Studio phone', translations: { fr: { display_name: 'Téléphone de l’atelier' } } },
    });
    expect(res.statusCode).toBe(201);
    const labels = (await inLanguage('/api/contactinfo/public', fr)).json().data as Array<{ contact_value: string; display_name: string }>;
    expect(labels.find((c) => c.contact_value === '+250788000111')?.display_name).toBe('Téléphone de l’atelier');
  });

  it('the opening hours are words: their value is written per language, counted missing, and read in the request language; a number stays as it is', async () => {
    type Row = { id: number; contact_type: string; contact_value: string; display_name: string; missing_translations: string[] };
    // The demo's hours come translated (the seed); the French page reads them in French, the English one in English.
    const demoHours = async (headers: Record<string, string>) =>
      ((await inLanguage('/api/contactinfo/public', headers)).json().data as Row[]).find((c) => c.contact_type === 'business_hours')?.contact_value;
    expect(await demoHours(fr)).toBe('Lun–ven 9 h–18 h, sam 10 h–16 h');
    expect(await demoHours(rw)).toBe('Kuwa mbere–Kuwa gatanu 09:00–18:00, Kuwa gatandatu 10:00–16:00');
    expect(await demoHours(en)).toBe('Mon–Fri 9AM–6PM, Sat 10AM–4PM');
    expect((await inLanguage('/api/company-settings/public/contact', fr)).json().data.business_hours).toBe('Lun–ven 9 h–18 h, sam 10 h–16 h');
    expect((await inLanguage('/api/company-settings/public/contact', en)).json().data.business_hours).toBe('Mon–Fri 9AM–6PM, Sat 10AM–4PM');

    // Written in the back office: hours with only their label translated lack the value in both languages.
    let res = await owner({
      method: 'POST',
      url: '/api/admin/content/contact-items',
      payload: {
        contact_type: 'business_hours',
        contact_value: 'Sun 2PM–5PM',
        display_name: 'Sunday studio',
        translations: { rw: { display_name: 'Ku cyumweru' }, fr: { display_name: 'Le dimanche' } },
      },
    });
    expect(res.statusCode).toBe(201);
    const hours = res.json().data as Row;
    expect(hours.missing_translations).toEqual(['rw', 'fr']);
    res = await owner({ method: 'PATCH', url: `/api/admin/content/contact-items/${hours.id}`, payload: { translations: { fr: { contact_value: 'Dim 14 h–17 h' } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.missing_translations).toEqual(['rw']);
    // The public list has no ids: the new hours are the last hours in it (added last).
    const read = async (headers: Record<string, string>) => ((await inLanguage('/api/contactinfo/public', headers)).json().data as Row[]).filter((c) => c.contact_type === 'business_hours').at(-1);
    expect(await read(fr)).toMatchObject({ display_name: 'Le dimanche', contact_value: 'Dim 14 h–17 h' });
    // Kinyarwanda has the label but not the value yet: the value falls back to English.
    expect(await read(rw)).toMatchObject({ display_name: 'Ku cyumweru', contact_value: 'Sun 2PM–5PM' });

    // A phone number reads the same in every language: a value translation sent for it is neither shown nor asked for.
    res = await owner({
      method: 'POST',
      url: '/api/admin/content/contact-items',
      payload: { contact_type: 'phone', contact_value: '+250788000222', display_name: 'Night line', translations: { fr: { display_name: 'Ligne de nuit', contact_value: '+33 1 00 00 00 00' } } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.missing_translations).toEqual(['rw']);
    const phone = ((await inLanguage('/api/contactinfo/public', fr)).json().data as Row[]).find((c) => c.display_name === 'Ligne de nuit');
    expect(phone?.contact_value).toBe('+250788000222');

    res = await owner({ method: 'PATCH', url: `/api/admin/content/contact-items/${hours.id}`, payload: { translations: { fr: { contact_value: 'x'.repeat(301) } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['translations.fr.contact_value']).toBe('The contact value must be at most 300 characters');
  });
});

describe("a picture's alt text per language, written in the back office", () => {
  it('is stored and merged per picture, counted in the missing languages, and refused with a readable 400', async () => {
    const created = await owner({
      method: 'POST',
      url: '/api/admin/catalog',
      payload: { kind: 'product', title: 'Clay bowl', price: 9000, translations: { rw: { title: 'Igikombe' }, fr: { title: 'Bol en argile' } } },
    });
    expect(created.statusCode).toBe(201);
    let bowl = created.json().item as AdminCatalogItem;
    expect(bowl.missing_translations).toEqual([]);
    // Two pictures (as an upload leaves them, without the files): one with an English alt text.
    const run = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
    await run(sql`insert into catalog_images (item_id, position, image_key, alt) values (${bowl.id}, 0, 'bowl-a', 'A clay bowl'), (${bowl.id}, 1, 'bowl-b', '')`);
    bowl = (await owner({ method: 'GET', url: `/api/admin/catalog/${bowl.id}` })).json().item;
    const [a, b] = bowl.images.map((i) => i.id) as [number, number];
    expect(bowl.images.map((i) => i.translations)).toEqual([{}, {}]);
    // The English alt text lacks both languages; the empty one needs none.
    expect(bowl.missing_translations).toEqual(['rw', 'fr']);

    const order = (body: Record<string, unknown>) => owner({ method: 'PATCH', url: `/api/admin/catalog/${bowl.id}/images/order`, payload: { image_ids: [a, b], ...body } });
    let res = await order({ alt_translations: { [a]: { fr: { alt: 'Un bol en argile' } } } });
    expect(res.statusCode).toBe(200);
    bowl = res.json().item;
    expect(bowl.images[0]!.translations).toEqual({ fr: { alt: 'Un bol en argile' } });
    expect(bowl.missing_translations).toEqual(['rw']);

    // With the English alt in the same write; a language sent alone leaves the other; "" removes one.
    res = await order({ alt: { [b]: 'Its foot' }, alt_translations: { [a]: { rw: { alt: 'Igikombe cy’ibumba' } }, [b]: { fr: { alt: 'Son pied' } } } });
    bowl = res.json().item;
    expect(bowl.images.map((i) => [i.alt, i.translations])).toEqual([
      ['A clay bowl', { rw: { alt: 'Igikombe cy’ibumba' }, fr: { alt: 'Un bol en argile' } }],
      ['Its foot', { fr: { alt: 'Son pied' } }],
    ]);
    expect(bowl.missing_translations).toEqual(['rw']);
    res = await order({ alt_translations: { [b]: { fr: { alt: '' } } } });
    bowl = res.json().item;
    expect(bowl.images[1]!.translations).toEqual({});
    expect(bowl.missing_translations).toEqual(['rw', 'fr']);
    // The audit log keeps the merged texts before and after.
    const logged = (await run(sql`select before, after from audit_log where entity_id = ${String(bowl.id)} and action = 'catalog.images_reordered' order by id desc limit 1`)) as unknown as {
      rows: Array<{ before: Record<string, unknown>; after: Record<string, unknown> }>;
    };
    const [audit] = logged.rows;
    expect(audit!.before.alt_translations).toEqual({ [b]: { fr: { alt: 'Son pied' } } });
    expect(audit!.after.alt_translations).toEqual({ [b]: {} });

    // Refused: a language the shop does not write, past the English limit, a picture of another item.
    res = await order({ alt_translations: { [a]: { de: { alt: 'Eine Schale' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', error: 'Unknown language de: translations are in rw (Kinyarwanda) or fr (French)' });
    // In French for a French back office (the server's catalog, decision 109).
    res = await owner({
      method: 'PATCH',
      url: `/api/admin/catalog/${bowl.id}/images/order`,
      headers: { 'accept-language': 'fr', referer: 'http://localhost:80/admin/catalog', host: 'localhost:80' },
      payload: { image_ids: [a, b], alt_translations: { [a]: { de: { alt: 'Eine Schale' } } } },
    });
    expect(res.json().error).toBe('Langue inconnue de : les traductions sont en rw (kinyarwanda) ou fr (français)');
    res = await order({ alt_translations: { [a]: { fr: { alt: 'x'.repeat(301) } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'An alt text must be at most 300 characters' });
    res = await order({ alt_translations: { [a]: { fr: { title: 'Bol' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('title has no translation here');
    res = await order({ alt_translations: { 999999: { fr: { alt: 'Ailleurs' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please list every picture of the item exactly once');
    expect((await owner({ method: 'GET', url: `/api/admin/catalog/${bowl.id}` })).json().item.images).toEqual(bowl.images);
  });
});
