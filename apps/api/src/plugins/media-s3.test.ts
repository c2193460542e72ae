import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogItem } from '@atelier/contracts';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { as, buildTestApp, newCustomer, query, signUpAs, type TestContext } from '../../test/helpers.js';
import { multipart, multipartFiles } from '../../test/multipart.js';
import { startLocalS3, type LocalS3 } from '../../test/s3.js';

/**
 * Pictures in a bucket, end to end (docs/decisions/114-media-storage.md): the
 * back office uploads a catalog picture with S3_* set, /media streams it from the bucket with the
 * local folder's cache headers and conditional answers, or redirects to S3_PUBLIC_URL; deleting
 * removes the objects; a bucket that stops answering gives readable 503s and keeps no half item.
 */
let s3: LocalS3;
let ctx: TestContext;
let owner: ReturnType<typeof as>;
beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await buildTestApp(s3.env);
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

async function itemWithPicture(title: string): Promise<AdminCatalogItem> {
  const created = await owner({ method: 'POST', url: '/api/admin/catalog', payload: { kind: 'artwork', title, price: 50000, state: 'published' } });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json().item as AdminCatalogItem).id;
  const up = await owner({ method: 'POST', url: `/api/admin/catalog/${id}/images`, ...multipartFiles([{ name: 'images', data: await png('#b52'), type: 'image/png', filename: 'a.png' }]) });
  expect(up.statusCode, up.body).toBe(201);
  return up.json().item as AdminCatalogItem;
}
/** The bucket keys of a picture's renditions, from its /media/<key>-640.webp address. */
const renditions = (url: string) => [320, 640, 1200].map((w) => url.replace('/media/', '').replace('-640.webp', `-${w}.webp`));

describe('pictures in an S3-compatible bucket', () => {
  let item: AdminCatalogItem;
  beforeAll(async () => {
    item = await itemWithPicture('Bucket Hills');
  });

  it('stores every rendition of an upload in the bucket, none in the media folder', () => {
    expect(item.images).toHaveLength(1);
    expect(item.images[0]!.url).toMatch(/^\/media\/catalog\/[\w-]+-640\.webp$/);
    expect(s3.keys()).toEqual(expect.arrayContaining(renditions(item.images[0]!.url)));
    expect(fs.existsSync(path.join(ctx.config.mediaDir, 'catalog'))).toBe(false);
  });

  it('streams /media/<key> from the bucket with the year-long immutable cache, ETag and Last-Modified', async () => {
    const res = await get(item.images[0]!.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, the picture to a stale one', async () => {
    const first = await get(item.images[0]!.url);
    const etag = String(first.headers.etag);
    const byTag = await get(item.images[0]!.url, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(item.images[0]!.url, { 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
    expect((await get(item.images[0]!.url, { 'if-none-match': '"0123"' })).statusCode).toBe(200);
    expect((await get(item.images[0]!.url, { 'if-modified-since': new Date(Date.now() - 86_400_000).toUTCString() })).statusCode).toBe(200);
  });

  it('answers a missing key, or an address that steps around, with the JSON 404', async () => {
    for (const url of ['/media/catalog/nothing-640.webp', '/media/catalog/', '/media/%2e%2e/catalog/x-640.webp']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('redirects /media/<key> to S3_PUBLIC_URL when it is set (302, kept a day)', async () => {
    const config = testConfig({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example/atelier/', DATA_DIR: ctx.config.DATA_DIR, WEB_DIST_DIR: ctx.config.WEB_DIST_DIR });
    const cdn = await buildApp({ config, database: ctx.database });
    try {
      const key = item.images[0]!.url.replace('/media/', '');
      const res = await cdn.inject({ method: 'GET', url: item.images[0]!.url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://cdn.example/atelier/${key}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      // The store's pages may show pictures from there (CSP img-src), and only then.
      const imgSrc = (csp: unknown) => /img-src ([^;]*)/.exec(String(csp))?.[1];
      expect(imgSrc((await cdn.inject({ method: 'GET', url: '/store' })).headers['content-security-policy'])).toContain('https://cdn.example');
      expect(imgSrc((await get('/store')).headers['content-security-policy'])).not.toContain('cdn.example');
      // The API's addresses stay /media/…: the same on every instance, whatever the storage.
      expect((await cdn.inject({ method: 'GET', url: `/api/gallery/${item.slug}` })).json().frontimage).toBe(item.images[0]!.url);
    } finally {
      await cdn.close();
    }
  });

  it('deletes the objects of a removed picture and of a deleted item', async () => {
    const other = await itemWithPicture('Bucket Lake');
    const add = await owner({ method: 'POST', url: `/api/admin/catalog/${other.id}/images`, ...multipartFiles([{ name: 'images', data: await png('#25b'), type: 'image/png', filename: 'b.png' }]) });
    expect(add.statusCode, add.body).toBe(201);
    const [first, second] = (add.json().item as AdminCatalogItem).images;
    expect(s3.keys()).toEqual(expect.arrayContaining([...renditions(first!.url), ...renditions(second!.url)]));

    expect((await owner({ method: 'DELETE', url: `/api/admin/catalog/${other.id}/images/${second!.id}` })).statusCode).toBe(200);
    expect(s3.keys()).not.toEqual(expect.arrayContaining(renditions(second!.url).slice(0, 1)));
    expect(s3.keys()).toEqual(expect.arrayContaining(renditions(first!.url)));
    expect((await get(second!.url)).statusCode).toBe(404);

    const del = await owner({ method: 'DELETE', url: `/api/admin/catalog/${other.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ deleted: true });
    for (const k of renditions(first!.url)) expect(s3.keys()).not.toContain(k);
    expect(s3.keys()).toEqual(expect.arrayContaining(renditions(item.images[0]!.url)));
  });

  it('deletes the picture of a sign-up whose account row was not written (two sign-ups racing for one address)', async () => {
    const profileKeys = () => s3.keys().filter((k) => k.startsWith('profileImage/'));
    const before = profileKeys();
    const who = newCustomer();
    const picture = await png('#777');
    // Both pass the "address free?" check, both store a picture; one insert wins, the other's picture goes.
    const answers = await Promise.all(
      ['10.0.0.1', '10.0.0.2'].map((remoteAddress) =>
        ctx.app.inject({ method: 'POST', url: '/api/users', remoteAddress, ...multipart(who, { name: 'profileImage', data: picture, type: 'image/png', filename: 'me.png' }) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const stored = profileKeys().filter((k) => !before.includes(k));
    expect(stored).toHaveLength(3);
    const [user] = await query<{ profile_image: string }>(ctx, sql`select profile_image from users where email = ${who.email}`);
    expect(renditions(`/media/${user!.profile_image}-640.webp`).sort()).toEqual(stored);
  });

  it('answers readable 503s when the bucket stops answering, and keeps no half-added picture', async () => {
    const keysBefore = s3.keys();
    const auditBefore = await query<{ n: number }>(ctx, sql`select count(*)::int as n from audit_log where action = 'catalog.images_added'`);
    await s3.close();

    const up = await owner({ method: 'POST', url: `/api/admin/catalog/${item.id}/images`, ...multipartFiles([{ name: 'images', data: await png('#5b2'), type: 'image/png', filename: 'c.png' }]) });
    expect(up.statusCode).toBe(503);
    expect(up.json()).toMatchObject({ error: 'Pictures cannot be stored right now. Please try again in a minute.', code: 'UNAVAILABLE' });
    expect(up.headers['retry-after']).toBe('30');
    const now = (await owner({ method: 'GET', url: `/api/admin/catalog/${item.id}` })).json();
    expect((now.item ?? now).images).toHaveLength(1);
    expect(await query<{ n: number }>(ctx, sql`select count(*)::int as n from audit_log where action = 'catalog.images_added'`)).toEqual(auditBefore);

    const shown = await get(item.images[0]!.url);
    expect(shown.statusCode).toBe(503);
    expect(shown.json()).toMatchObject({ error: 'Pictures cannot be shown right now. Please try again in a minute.', code: 'UNAVAILABLE' });
    // The rest of the shop still answers.
    expect((await get(`/api/gallery/${item.slug}`)).statusCode).toBe(200);
    expect(keysBefore.length).toBeGreaterThan(0);
  });
});
