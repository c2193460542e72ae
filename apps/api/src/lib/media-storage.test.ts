import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@atelier/contracts';
import { startLocalS3, type LocalS3 } from '../../test/s3.js';
import { loadConfig } from '../config.js';
import { AppError } from './app-error.js';
import { createImageStore, renditionKeys } from './images.js';
import { migrateMedia } from './media-migrate.js';
import { createLocalStorage, MediaStorageError, type MediaStorage } from './media-storage.js';
import { openMediaStorage } from './open-media-storage.js';
import { createS3Storage } from './media-storage-s3.js';

/**
 * The MediaStorage contract (docs/decisions/114-media-storage.md), run against
 * both drivers: a temporary folder and a bucket on a local S3-compatible server (s3rver).
 */
let s3: LocalS3;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-media-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const s3Options = () => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
});
const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
const collect = async (storage: MediaStorage) => {
  const out: Array<{ key: string; size: number }> = [];
  for await (const o of storage.list()) out.push(o);
  return out.sort((a, b) => a.key.localeCompare(b.key));
};

// Each driver gets its own empty place: a folder, or its own bucket folder of keys (a prefix-free
// bucket is shared by the file, so the S3 cases clear what they wrote).
const drivers: Array<[string, () => MediaStorage]> = [
  ['local folder', () => createLocalStorage(fs.mkdtempSync(path.join(tmp, 'local-')))],
  ['S3 bucket (s3rver)', () => createS3Storage(s3Options())],
];

describe.each(drivers)('MediaStorage contract: %s', (_name, make) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(async () => {
    await storage.delete((await collect(storage)).map((o) => o.key));
    storage.close();
  });

  it('stores bytes and gives them back as a stream with size, type, ETag and Last-Modified', async () => {
    const body = Buffer.from('RIFF....WEBPpicture bytes');
    await storage.put('catalog/a-640.webp', body, 'image/webp');
    const got = await storage.get('catalog/a-640.webp');
    expect(got && !('notModified' in got)).toBe(true);
    if (!got || 'notModified' in got) return;
    expect(await read(got.body)).toEqual(body);
    expect(got.size).toBe(body.length);
    expect(got.type).toBe('image/webp');
    expect(got.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(got.lastModified.getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(await storage.stat('catalog/a-640.webp')).toMatchObject({ size: body.length, type: 'image/webp', etag: got.etag });
    expect(await storage.exists('catalog/a-640.webp')).toBe(true);
  });

  it('answers null / false for a key it does not hold', async () => {
    expect(await storage.get('catalog/none-640.webp')).toBeNull();
    expect(await storage.stat('catalog/none-640.webp')).toBeNull();
    expect(await storage.exists('catalog/none-640.webp')).toBe(false);
    expect(await storage.exists('catalog')).toBe(false);
  });

  it('answers "not modified" for a matching If-None-Match or a later If-Modified-Since, the object otherwise', async () => {
    await storage.put('catalog/b-320.webp', Buffer.from('b'), 'image/webp');
    const info = (await storage.stat('catalog/b-320.webp'))!;
    expect(await storage.get('catalog/b-320.webp', { ifNoneMatch: info.etag })).toMatchObject({ notModified: true });
    expect(await storage.get('catalog/b-320.webp', { ifModifiedSince: new Date(Date.now() + 60_000) })).toMatchObject({ notModified: true });
    const other = await storage.get('catalog/b-320.webp', { ifNoneMatch: '"something-else"' });
    expect(other && 'body' in other && (await read(other.body)).toString()).toBe('b');
    const older = await storage.get('catalog/b-320.webp', { ifModifiedSince: new Date(info.lastModified.getTime() - 10_000) });
    expect(older && 'body' in older && (await read(older.body)).toString()).toBe('b');
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('hero/c-1200.webp', Buffer.from('first'), 'image/webp');
    await storage.put('hero/c-1200.webp', Buffer.from('second, longer'), 'image/webp');
    const got = await storage.get('hero/c-1200.webp');
    expect(got && 'body' in got && (await read(got.body)).toString()).toBe('second, longer');
  });

  it('deletes keys, absent ones included, and lists what is left with sizes', async () => {
    await storage.put('team/d-320.webp', Buffer.from('12345'), 'image/webp');
    await storage.put('team/deep/e-640.webp', Buffer.from('123'), 'image/webp');
    await storage.delete(['team/d-320.webp', 'team/never-there.webp']);
    expect(await storage.exists('team/d-320.webp')).toBe(false);
    const listed = await collect(storage);
    expect(listed).toContainEqual({ key: 'team/deep/e-640.webp', size: 3 });
    expect(listed.map((o) => o.key)).not.toContain('team/d-320.webp');
  });

  it('refuses keys that step outside (.., ., empty segments, backslashes)', async () => {
    for (const key of ['../x.webp', 'a/../../x.webp', './x.webp', 'a//x.webp', '/x.webp', 'a\\x.webp', ''])
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(MediaStorageError);
  });

  it('answers when it can be reached, and has no public address unless one is set', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    expect(storage.publicUrl('catalog/a-640.webp')).toBeNull();
  });

  it('stores pictures for the image store: every width, removed together', async () => {
    const images = createImageStore(storage, { log: { warn: () => undefined } });
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const key = await images.save(png, 'catalog');
    expect(await images.has(key)).toBe(true);
    for (const k of renditionKeys(key)) expect(await storage.exists(k), k).toBe(true);
    await images.remove(key);
    expect(await images.has(key)).toBe(false);
    for (const k of renditionKeys(key)) expect(await storage.exists(k), k).toBe(false);
  });

  it('leaves no width behind when the storage fails part-way through an upload, and answers 503', async () => {
    let puts = 0;
    const failing: MediaStorage = {
      ...storage,
      put: async (key, body, type) => {
        if (++puts === 2) throw new MediaStorageError('bucket went away');
        return storage.put(key, body, type);
      },
    };
    const warnings: string[] = [];
    const images = createImageStore(failing, { log: { warn: (_o, msg) => warnings.push(msg) } });
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
    const before = await collect(storage);
    const err = await images.save(png, 'catalog', 'half').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, message: 'Pictures cannot be stored right now. Please try again in a minute.' });
    expect(await collect(storage)).toEqual(before);
    expect(warnings).toContain('could not store a picture');
  });
});

describe('the S3 driver', () => {
  it('builds public (CDN) addresses from S3_PUBLIC_URL, escaping each segment', () => {
    const storage = createS3Storage({ ...s3Options(), publicUrl: 'https://cdn.example/pictures/' });
    expect(storage.publicUrl('catalog/a b-640.webp')).toBe('https://cdn.example/pictures/catalog/a%20b-640.webp');
    storage.close();
  });

  it('turns an unreachable bucket into MediaStorageError (never a crash), and the image store into 503 / a logged warning', async () => {
    // Nothing listens on port 9 (discard) here: every call is refused at once.
    const down = createS3Storage({ ...s3Options(), endpoint: 'http://127.0.0.1:9' });
    await expect(down.check()).rejects.toBeInstanceOf(MediaStorageError);
    await expect(down.put('catalog/x-640.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Could not write catalog\/x-640.webp in bucket atelier-media/);
    await expect(down.get('catalog/x-640.webp')).rejects.toBeInstanceOf(MediaStorageError);
    const warnings: string[] = [];
    const images = createImageStore(down, { log: { warn: (_o, msg) => warnings.push(msg) } });
    await expect(images.has('catalog/x')).rejects.toMatchObject({ status: 503 });
    await expect(images.remove('catalog/x')).resolves.toBeUndefined();
    expect(warnings).toContain('could not delete a picture; it is left in the storage, unreferenced');
    down.close();
  });

  it('is what openMediaStorage picks when S3_BUCKET is set; the folder otherwise', async () => {
    const local = await openMediaStorage({ mediaDir: path.join(tmp, 'media'), S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(local.kind).toBe('local');
    expect(local.root).toBe(path.join(tmp, 'media'));
    const bucket = await openMediaStorage({
      mediaDir: path.join(tmp, 'media'),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(bucket.kind).toBe('s3');
    await expect(bucket.check()).resolves.toBeUndefined();
    bucket.close();
  });
});

describe('media:migrate (migrateMedia)', () => {
  it('copies every file of a folder into the bucket, skips those already there, and a second run copies nothing', async () => {
    const folder = fs.mkdtempSync(path.join(tmp, 'migrate-'));
    const from = createLocalStorage(folder);
    const to = createS3Storage(s3Options());
    for (const w of IMAGE_WIDTHS) await from.put(`catalog/m-${w}.webp`, Buffer.alloc(w, 7), 'image/webp');
    await from.put('profileImage/p-320.webp', Buffer.from('profile'), 'image/webp');
    fs.writeFileSync(path.join(folder, 'catalog', 'm-640.webp.tmp-abc'), 'an interrupted write'); // never copied
    // One already in the bucket with the same size (skipped), one with another size (copied again).
    await to.put('catalog/m-320.webp', Buffer.alloc(320, 7), 'image/webp');
    await to.put('catalog/m-640.webp', Buffer.from('stale'), 'image/webp');

    const lines: string[] = [];
    const first = await migrateMedia(from, to, (l) => lines.push(l));
    expect(first).toEqual({ total: 4, copied: 3, skipped: 1, failed: [], bytes: 640 + 1200 + 'profile'.length });
    expect(lines.at(-1)).toBe('4/4 files: 3 copied, 1 already there, 0 failed');
    const got = await to.get('catalog/m-640.webp');
    expect(got && 'body' in got && (await read(got.body))).toEqual(Buffer.alloc(640, 7));
    expect(s3.keys()).toEqual(expect.arrayContaining(['catalog/m-1200.webp', 'catalog/m-320.webp', 'catalog/m-640.webp', 'profileImage/p-320.webp']));

    expect(await migrateMedia(from, to)).toEqual({ total: 4, copied: 0, skipped: 4, failed: [], bytes: 0 });
    await to.delete(['catalog/m-320.webp', 'catalog/m-640.webp', 'catalog/m-1200.webp', 'profileImage/p-320.webp']);
    to.close();
  });

  it('reports the files it could not copy instead of stopping', async () => {
    const folder = fs.mkdtempSync(path.join(tmp, 'migrate-'));
    const from = createLocalStorage(folder);
    await from.put('catalog/f-320.webp', Buffer.from('f'), 'image/webp');
    const down = createS3Storage({ ...s3Options(), endpoint: 'http://127.0.0.1:9' });
    await expect(migrateMedia(from, down)).rejects.toBeInstanceOf(MediaStorageError); // cannot even list
    const refusing: MediaStorage = { ...createS3Storage(s3Options()), put: () => Promise.reject(new MediaStorageError('AccessDenied')) };
    expect(await migrateMedia(from, refusing)).toEqual({ total: 1, copied: 0, skipped: 0, failed: [{ key: 'catalog/f-320.webp', reason: 'AccessDenied' }], bytes: 0 });
    down.close();
    refusing.close();
  });
});

describe('the S3 variables (config.ts)', () => {
  it('count as unset when empty, as .env.example leaves them, and default the region', () => {
    const c = loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_REGION: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_PUBLIC_URL: '', S3_FORCE_PATH_STYLE: 'false' });
    expect(c).toMatchObject({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: 'us-east-1', S3_PUBLIC_URL: undefined, S3_FORCE_PATH_STYLE: false });
  });

  it('refuse settings that cannot work, naming each variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.example' })).toThrow(
      /S3_ENDPOINT: is set but neither S3_BUCKET nor BACKUP_S3_BUCKET is[\s\S]*S3_PUBLIC_URL: is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'atelier-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ S3_BUCKET: 'Atelier_Media' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'atelier-media', S3_PUBLIC_URL: 'cdn.example' })).toThrow(/S3_PUBLIC_URL/);
  });

  it('also reach the backups’ bucket, which is not the pictures’ one (docs/decisions/131-backups.md)', () => {
    const settings = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig({ ...settings, BACKUP_S3_BUCKET: 'atelier-backups' })).toMatchObject({ BACKUP_S3_BUCKET: 'atelier-backups', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(() => loadConfig({ ...settings, S3_BUCKET: 'atelier-media', BACKUP_S3_BUCKET: 'atelier-media' })).toThrow(
      'BACKUP_S3_BUCKET: is the pictures’ bucket (S3_BUCKET): keep backups in another bucket, so that losing one does not lose both',
    );
    expect(() => loadConfig({ BACKUP_S3_BUCKET: 'atelier-backups', S3_PUBLIC_URL: 'https://cdn.example' })).toThrow(/S3_PUBLIC_URL: is set but S3_BUCKET is not/);
    expect(() => loadConfig({ BACKUP_S3_BUCKET: 'Atelier_Backups' })).toThrow(/BACKUP_S3_BUCKET: must be a bucket name/);
  });
});
