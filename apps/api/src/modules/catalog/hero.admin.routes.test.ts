import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { multipart } from '../../../test/multipart.js';
import { bootData, miniWebDir } from '../../../test/web-shell.js';

/** Hero slides in the back office (docs/decisions/102). */
let ctx: TestContext;
let owner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
const web = miniWebDir();

beforeAll(async () => {
  ctx = await buildTestApp({ WEB_DIST_DIR: web.dir, PUBLIC_CACHE_TTL_MS: '600000' });
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
});
afterAll(async () => {
  await ctx.close();
  web.remove();
});

const hero = async () => (await ctx.app.inject({ method: 'GET', url: '/api/hero' })).json().data as Array<{ id: number; title: string; images: string[]; target?: string | null }>;
const primedHero = async () => (bootData((await ctx.app.inject({ method: 'GET', url: '/' })).body)['/api/hero']!.body as { data: Array<{ id: number; title: string }> }).data;
async function upload(): Promise<string> {
  const data = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#246' } })
    .jpeg()
    .toBuffer();
  const res = await owner({ method: 'POST', url: '/api/admin/content/images?folder=hero', ...multipart({}, { name: 'image', data, type: 'image/jpeg' }) });
  expect(res.statusCode).toBe(201);
  return res.json().key;
}

describe('/api/admin/hero', () => {
  it('is the owner’s: staff and customers get 403', async () => {
    expect((await staff({ method: 'GET', url: '/api/admin/hero' })).statusCode).toBe(403);
    expect((await staff({ method: 'POST', url: '/api/admin/hero', payload: { title: 'x', image_keys: ['hero/x'] } })).statusCode).toBe(403);
    expect((await staff({ method: 'PUT', url: '/api/admin/hero/order', payload: { ids: [1] } })).statusCode).toBe(403);
  });

  it('adds a slide, which the home page shows at once (its JSON and the page HTML’s primed answer); edits, reorders, hides, shows and deletes it', async () => {
    const seeded = await hero();
    expect((await primedHero()).map((s) => s.id)).toEqual(seeded.map((s) => s.id));
    const key = await upload();
    const created = await owner({ method: 'POST', url: '/api/admin/hero', payload: { title: 'New season', subtitle: 'Kitenge jackets', image_keys: [key], target: '/store' } });
    expect(created.statusCode).toBe(201);
    const slide = created.json().data;
    expect(slide).toMatchObject({ title: 'New season', image_keys: [key], images: [`/media/${key}-1200.webp`], target: '/store', hidden: false, position: seeded.length });
    expect((await hero()).at(-1)).toEqual({ id: slide.id, title: 'New season', subtitle: 'Kitenge jackets', images: [`/media/${key}-1200.webp`], target: '/store' });
    expect((await primedHero()).at(-1)!.id).toBe(slide.id);

    // First place.
    const order = [slide.id, ...seeded.map((s) => s.id)];
    const reordered = await owner({ method: 'PUT', url: '/api/admin/hero/order', payload: { ids: order } });
    expect(reordered.json().data.map((s: { id: number }) => s.id)).toEqual(order);
    expect((await hero())[0]!.id).toBe(slide.id);
    expect((await primedHero())[0]!.id).toBe(slide.id);

    const edited = await owner({ method: 'PATCH', url: `/api/admin/hero/${slide.id}`, payload: { title: 'Rainy season', target: 'https://instagram.com/atelier' } });
    expect(edited.json().data).toMatchObject({ title: 'Rainy season', target: 'https://instagram.com/atelier' });
    expect((await hero())[0]!.title).toBe('Rainy season');

    // Hide: gone from the store, still in the back office.
    expect((await owner({ method: 'PATCH', url: `/api/admin/hero/${slide.id}`, payload: { hidden: true } })).json().data.hidden).toBe(true);
    expect((await hero()).map((s) => s.id)).not.toContain(slide.id);
    expect((await primedHero()).map((s) => s.id)).not.toContain(slide.id);
    expect((await owner({ method: 'GET', url: '/api/admin/hero' })).json().data.find((s: { id: number }) => s.id === slide.id)).toMatchObject({ hidden: true });
    await owner({ method: 'PATCH', url: `/api/admin/hero/${slide.id}`, payload: { hidden: false } });
    expect((await hero())[0]!.id).toBe(slide.id);

    expect((await owner({ method: 'DELETE', url: `/api/admin/hero/${slide.id}` })).statusCode).toBe(200);
    expect((await hero()).map((s) => s.id)).toEqual(seeded.map((s) => s.id));
    expect((await owner({ method: 'DELETE', url: `/api/admin/hero/${slide.id}` })).statusCode).toBe(404);

    const audit = (await owner({ method: 'GET', url: `/api/admin/audit?entity=hero_slide&entity_id=${slide.id}` })).json().entries.map((e: { action: string }) => e.action);
    expect(audit).toEqual(['hero.deleted', 'hero.shown', 'hero.hidden', 'hero.changed', 'hero.created']);
  });

  it('refuses bad slides with readable 4xx', async () => {
    const bad = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>, status: number, message: string) => {
      const res = await owner({ method, url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toContain(message);
    };
    const key = await upload();
    await bad('POST', '/api/admin/hero', { title: 'x', image_keys: [] }, 400, 'Please choose a picture');
    await bad('POST', '/api/admin/hero', { image_keys: [key] }, 400, 'The title is required');
    await bad('POST', '/api/admin/hero', { title: 'x', image_keys: ['hero/neverUploaded'] }, 422, 'upload it first');
    await bad('POST', '/api/admin/hero', { title: 'x', image_keys: [key], target: 'javascript:alert(1)' }, 400, 'The link must be');
    await bad('POST', '/api/admin/hero', { title: 'x', image_keys: [key], target: '//evil.example' }, 400, 'The link must be');
    await bad('POST', '/api/admin/hero', { title: 'x', image_keys: Array(7).fill(key) }, 400, 'at most 6');
    await bad('PATCH', '/api/admin/hero/999999', { title: 'x' }, 404, 'Hero slide not found');
    await bad('PATCH', '/api/admin/hero/abc', { title: 'x' }, 400, 'id must be');
    await bad('PATCH', '/api/admin/hero/1', { hidden: 'yes' }, 400, 'hidden must be true or false');
    const ids = (await owner({ method: 'GET', url: '/api/admin/hero' })).json().data.map((s: { id: number }) => s.id) as number[];
    const res = await owner({ method: 'PUT', url: '/api/admin/hero/order', payload: { ids: ids.slice(1) } });
    expect(res.statusCode).toBe(400);
    expect((await owner({ method: 'PUT', url: '/api/admin/hero/order', payload: { ids: 'all' } })).statusCode).toBe(400);
  });
});
