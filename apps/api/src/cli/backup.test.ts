import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { countRows, createBackup, restoreBackup } from '../lib/backup.js';
import { createLocalStorage } from '../lib/media-storage.js';
import { API_ROOT } from '../paths.js';
import { as, checkoutFormData, openTestDatabase, payOrder, query, serverQuery, signUp, type TestContext } from '../../test/helpers.js';

/**
 * Backups and restore (docs/decisions/131-backups.md), on the run's database: a shop with orders (a
 * variant, a payment), accounts, a booking, pictures and translated texts is backed up while orders
 * keep arriving, deleted, and restored by the real `npm run restore` into a new folder or database; the
 * shop then starts with every order acknowledged before the backup, every account (its password
 * works), every picture and every text. A damaged backup and a non-empty target are refused and change
 * nothing. On PostgreSQL the backup also goes to the embedded database and back.
 */

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-test-'));
const created: string[] = [];
afterAll(async () => {
  for (const name of created) await serverQuery(`drop database if exists ${name} with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A new, empty PostgreSQL database on the test server (dropped after the file), or undefined on PGlite runs. */
async function newPgDatabase(): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `atelier_t_restore_${created.length}_${process.pid}`;
  await serverQuery(`drop database if exists ${name} with (force)`);
  await serverQuery(`create database ${name}`);
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The real command (`npm run restore -- …` runs this file) in a child process. */
async function restoreCli(file: string, env: { DATA_DIR: string; DATABASE_URL?: string }, ...flags: string[]) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'silent' };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(API_ROOT, 'src/cli/restore.ts'), file, ...flags], { env: childEnv, cwd: API_ROOT }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );
}

async function appOn(database: Database, dataDir: string): Promise<TestContext> {
  const config = testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

const RUNNERS = 'nyungwe-canopy-runners';
const frTitle = async (ctx: TestContext) => (await ctx.app.inject({ method: 'GET', url: `/api/products/${RUNNERS}`, headers: { referer: 'http://localhost/fr/store' } })).json().title as string;

describe('npm run backup / npm run restore', () => {
  it('backs up a serving shop and restores every acknowledged order, account, picture and text; refuses damage and a non-empty target', async () => {
    // The shop: the seeded catalog (variants, French and Kinyarwanda texts), two customers, orders, a payment, a booking, pictures.
    const source = await openTestDatabase();
    const dataDir = path.join(tmp, 'shop');
    const shop = await appOn(source.database, dataDir);
    const media = createLocalStorage(shop.config.mediaDir);
    fs.mkdirSync(shop.config.mediaDir, { recursive: true });
    const pictures = new Map([
      ['catalog/backup-test-640.webp', Buffer.from('a picture of a shoe')],
      ['avatars/backup-test.webp', Buffer.from('a face')],
    ]);
    for (const [key, bytes] of pictures) await media.put(key, bytes, 'image/webp');
    const alice = await signUp(shop, { password: 'alice-pass-123' });
    const bob = await signUp(shop, { password: 'bob-pass-456' });
    const runners = (await shop.app.inject({ method: 'GET', url: `/api/products/${RUNNERS}` })).json() as { id: number; variants: Array<{ id: number }> };
    await source.database.db.execute(sql`update catalog_variants set stock = null`); // enough shoes for every order
    const order = (token: string) =>
      as(shop, token)({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items: [{ productId: runners.id, variantId: runners.variants[0]!.id }] } } });
    const first = await order(alice.token);
    expect(first.statusCode, first.body).toBe(201);
    await payOrder(shop, first.json().orderId);
    const day = new Date(Date.now() + 14 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7)); // a Tuesday
    const booking = await shop.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        service: 'painting-sessions',
        location: 'Main Branch',
        type: 'Art Studio',
        number_of_people: 2,
        booking_date: day.toISOString().slice(0, 10),
        booking_time: '10:00',
        first_name: 'Aline',
        last_name: 'Uwase',
        phone: '0788 123 456',
        email: 'aline@example.com',
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const titleFr = await frTitle(shop);
    const before = await countRows(source.database);
    const acknowledged = new Set((await query<{ id: string }>(shop, sql`select id from orders`)).map((r) => r.id));

    // Back up while orders keep arriving.
    const arriving = Array.from({ length: 6 }, (_, i) => order(i % 2 ? alice.token : bob.token));
    const backup = createBackup({ database: source.database, media, mediaSource: 'folder', outDir: path.join(tmp, 'backups') });
    const [{ file, manifest }, during] = await Promise.all([backup, Promise.all(arriving)]);
    for (const res of during) expect(res.statusCode, res.body).toBe(201);
    expect(path.basename(file)).toMatch(/^atelier-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(before.orders);
    expect(manifest.counts).toMatchObject({ accounts: before.accounts, bookings: before.bookings, payments: before.payments, pictures: 2 });
    expect(manifest.media.files.map((f) => f.key).sort()).toEqual([...pictures.keys()].sort());

    // The shop's data is lost.
    await shop.close();
    await source.database.close();
    await source.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });

    // A damaged copy is refused with a readable message, and the target stays empty.
    const damaged = path.join(tmp, 'damaged.tar.gz');
    const tar = await import('tar');
    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, 'media', 'catalog', 'backup-test-640.webp'), 'x');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, fs.readdirSync(unpacked));
    const damagedTarget = path.join(tmp, 'damaged-target');
    await expect(restoreBackup(damaged, { dataDir: damagedTarget, databaseUrl: await newPgDatabase(), media: createLocalStorage(damagedTarget) })).rejects.toThrow(
      'The backup is damaged: media/catalog/backup-test-640.webp does not match its checksum in manifest.json. Nothing was restored.',
    );
    expect(fs.existsSync(path.join(damagedTarget, 'pglite'))).toBe(false);

    // The real command restores into a new folder (or database) and prints the counts side by side.
    const target = { DATA_DIR: path.join(tmp, 'restored'), DATABASE_URL: await newPgDatabase() };
    const restored = await restoreCli(file, target);
    expect(restored.code, restored.out + restored.err).toBe(0);
    expect(restored.out).toContain('checksums match');
    expect(restored.out).toMatch(new RegExp(`orders\\s+${manifest.counts.orders}\\s+${manifest.counts.orders}\\n`));
    expect(restored.out).toMatch(/pictures\s+2\s+2\n/);

    // Once there, a second restore is refused without --force, and nothing changes.
    const again = await restoreCli(file, target);
    expect(again.code).toBe(1);
    expect(again.err).toContain('The target is not empty');

    // The shop starts on the restored data.
    const database = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR, poolMax: 2 });
    await database.migrate();
    const back = await appOn(database, target.DATA_DIR);
    try {
      expect({ ...(await countRows(database)), pictures: 2 }).toEqual(manifest.counts);
      const ids = new Set((await query<{ id: string }>(back, sql`select id from orders`)).map((r) => r.id));
      for (const id of acknowledged) expect(ids.has(id)).toBe(true);
      // Each order came whole: its lines with it.
      const lonely = await query<{ n: number }>(back, sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`);
      expect(lonely[0]!.n).toBe(0);
      for (const who of [alice, bob]) {
        const login = await back.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: who.password } });
        expect(login.statusCode, login.body).toBe(200);
      }
      const mine = await as(
        back,
        (await back.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: alice.email, password: alice.password } })).json().token,
      )({ method: 'GET', url: `/api/orders/${first.json().orderId}` });
      expect(mine.statusCode, mine.body).toBe(200);
      for (const [key, bytes] of pictures) {
        const res = await back.app.inject({ method: 'GET', url: `/media/${key}` });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
      expect(await frTitle(back)).toBe(titleFr);
    } finally {
      await back.close();
      await database.close();
    }

    // PostgreSQL: the backup moves to the embedded database, and back.
    if (target.DATABASE_URL) {
      const embedded = path.join(tmp, 'embedded');
      const toPglite = await restoreBackup(file, { dataDir: embedded, media: createLocalStorage(path.join(embedded, 'media')) });
      expect(toPglite.restored).toEqual(manifest.counts);
      const pglite = await openDatabase({ dataDir: embedded });
      const media2 = createLocalStorage(path.join(embedded, 'media'));
      const second = await createBackup({ database: pglite, media: media2, mediaSource: 'folder', outDir: path.join(tmp, 'backups2') });
      await pglite.close();
      const pgAgain = await newPgDatabase();
      const toPg = await restoreBackup(second.file, { dataDir: path.join(tmp, 'pg-again'), databaseUrl: pgAgain, media: createLocalStorage(path.join(tmp, 'pg-again', 'media')) });
      expect(toPg.restored).toEqual(manifest.counts);
      const check = await openDatabase({ url: pgAgain, poolMax: 1 });
      const again2 = await appOn(check, path.join(tmp, 'pg-again'));
      try {
        expect(await frTitle(again2)).toBe(titleFr);
        const login = await again2.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: bob.email, password: bob.password } });
        expect(login.statusCode, login.body).toBe(200);
        // Ids go on from the highest restored one.
        const next = await order2(again2, login.json().token, runners);
        expect(next.statusCode, next.body).toBe(201);
      } finally {
        await again2.close();
        await check.close();
      }
    }
  }, 180_000);
});

describe('a backup of the embedded database on disk (npm start)', () => {
  it('streams its folder while accounts keep arriving, and restores exactly what its counts say', async () => {
    const dataDir = path.join(tmp, 'on-disk');
    const database = await openDatabase({ dataDir }); // PGlite in a folder, on either run
    await database.migrate();
    const media = createLocalStorage(path.join(dataDir, 'media'));
    await media.put('catalog/disk-640.webp', Buffer.from('a picture on disk'), 'image/webp');
    const signUp = (i: number) => database.db.execute(sql`insert into users (name, email, phone, password_hash) values ('Customer', ${`disk.${i}@example.com`}, '+250788123456', 'x')`);
    await signUp(0);
    const arriving = Promise.all(Array.from({ length: 5 }, (_, i) => signUp(i + 1)));
    const [{ file, manifest }] = await Promise.all([createBackup({ database, media, mediaSource: 'folder', outDir: path.join(tmp, 'disk-backups') }), arriving]);
    expect((await countRows(database)).accounts).toBe(6);
    await database.close();
    expect(manifest.counts.accounts).toBeGreaterThanOrEqual(1);

    // Into a new folder (or, on the PostgreSQL run, a new database): the accounts the copy counted.
    const target = path.join(tmp, 'on-disk-restored');
    const report = await restoreBackup(file, { dataDir: target, databaseUrl: await newPgDatabase(), media: createLocalStorage(path.join(target, 'media')) });
    expect(report.restored).toEqual(manifest.counts);
  }, 180_000);
});

function order2(ctx: TestContext, token: string, runners: { id: number; variants: Array<{ id: number }> }) {
  return as(ctx, token)({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items: [{ productId: runners.id, variantId: runners.variants[0]!.id }] } } });
}
