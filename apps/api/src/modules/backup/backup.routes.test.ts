import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupProgress } from '@atelier/contracts';
import { backupThroughServer, removeBackupEndpoint, writeBackupEndpoint } from '../../lib/backup-endpoint.js';
import { runDailyBackup } from '../../lib/backup-schedule.js';
import { openBackup } from '../../lib/backup.js';
import { as, buildTestApp, query, signUpAs, type TestContext } from '../../../test/helpers.js';
import { startLocalS3, type LocalS3 } from '../../../test/s3.js';

/**
 * Backups taken by the serving process (docs/decisions/131-backups.md): the owner's download, audited,
 * and `npm run backup`'s way in while the server holds the embedded database (a local key in DATA_DIR).
 */
let ctx: TestContext;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-routes-'));
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('GET /api/admin/backup', () => {
  it('gives the owner a new backup to download, and writes it in the audit log', { timeout: 120_000 }, async () => {
    const owner = await signUpAs(ctx, 'admin', { name: 'Olive Owner' });
    const res = await as(ctx, owner.token)({ method: 'GET', url: '/api/admin/backup' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const name = /filename="(atelier-[\dTZ-]+\.tar\.gz)"/.exec(String(res.headers['content-disposition']))?.[1];
    expect(name).toBeDefined();
    const file = path.join(tmp, name!);
    fs.writeFileSync(file, res.rawPayload);
    const { dir, manifest } = await openBackup(file);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(manifest.counts.accounts).toBeGreaterThanOrEqual(1);
    const audit = await query<{ action: string; actor_email: string; entity_id: string }>(ctx, sql`select action, actor_email, entity_id from audit_log where entity = 'backup'`);
    expect(audit).toEqual([{ action: 'backup.downloaded', actor_email: owner.email, entity_id: name }]);
    const area = await as(ctx, owner.token)({ method: 'GET', url: '/api/admin/audit?area=backups' });
    expect(area.json().entries.map((e: { action: string }) => e.action)).toEqual(['backup.downloaded']);
  });
});

describe('GET /api/admin/backup/status', () => {
  it('shows the owner the last good backup, a failure after it, and warns when no daily backup is configured', async () => {
    const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
    const res = await owner({ method: 'GET', url: '/api/admin/backup/status' });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json().backup;
    expect(status).toMatchObject({ configured: false, kept_in: [], hour: 3, keep: 14, last_failure: null, warning: true });
    expect(status.last_success).toMatchObject({ file: expect.stringMatching(/^atelier-.+\.tar\.gz$/), counts: { accounts: expect.any(Number) } });
    expect(status.last_success.bytes).toBeGreaterThan(0);
    await ctx.database.db.execute(sql`insert into audit_log (actor_name, actor_email, action, entity, entity_id, reason) values ('Automatic backup', '', 'backup.failed', 'backup', 'x', 'disk full')`);
    const after = (await owner({ method: 'GET', url: '/api/admin/backup/status' })).json().backup;
    expect(after.last_failure).toMatchObject({ reason: 'disk full' });
  });
});

describe('GET /api/backup/local', () => {
  it('answers only with the local key, which `npm run backup` reads from DATA_DIR', { timeout: 120_000 }, async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/backup/local' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/backup/local', headers: { 'x-atelier-backup-key': 'guess' } })).statusCode).toBe(403);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as { port: number }).port;
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir);
    expect(await backupThroughServer(dataDir, path.join(tmp, 'out'))).toBeNull(); // no server named there
    writeBackupEndpoint(dataDir, port, ctx.app.backup.localKey);
    expect(fs.statSync(path.join(dataDir, 'backup-endpoint.json')).mode & 0o777).toBe(0o600);
    const file = await backupThroughServer(dataDir, path.join(tmp, 'out'));
    expect(path.basename(file!)).toMatch(/^atelier-.+\.tar\.gz$/);
    const { dir } = await openBackup(file!);
    fs.rmSync(dir, { recursive: true, force: true });
    removeBackupEndpoint(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'backup-endpoint.json'))).toBe(false);
  });
});

describe('POST /api/admin/backup (Back up now)', () => {
  let s3: LocalS3;
  let shop: TestContext;
  const backupDir = path.join(tmp, 'kept');
  beforeAll(async () => {
    s3 = await startLocalS3('atelier-backups');
    const { S3_BUCKET: _pictures, ...settings } = s3.env;
    shop = await buildTestApp({ ...settings, BACKUP_S3_BUCKET: 'atelier-backups', BACKUP_DIR: backupDir, BACKUP_KEEP: '3' });
  });
  afterAll(async () => {
    await shop.close();
    await s3.close();
  });
  /** The reply's lines, each checked against the contract. */
  const progressOf = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((line) => BackupProgress.parse(JSON.parse(line)));

  it('takes a backup into the folder and the bucket, telling each step, and writes it in the audit log', { timeout: 120_000 }, async () => {
    const owner = await signUpAs(shop, 'admin', { name: 'Olive Owner' });
    await shop.app.images.storage.put('catalog/now-640.webp', Buffer.from('a picture'), 'image/webp');
    const res = await as(shop, owner.token)({ method: 'POST', url: '/api/admin/backup', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined(); // each line goes out as it is written
    const lines = progressOf(res.body);
    expect(lines.map((l) => l.step).filter((step, i, all) => step !== all[i - 1])).toEqual(['database', 'pictures', 'archive', 'upload', 'done']);
    expect(lines.findLast((l) => l.step === 'pictures')).toEqual({ step: 'pictures', done: 1, total: 1 });
    const done = lines.at(-1)!;
    if (done.step !== 'done') throw new Error(res.body);
    expect(done.backup).toMatchObject({ file: expect.stringMatching(/^atelier-.+\.tar\.gz$/), kept_in: ['folder', 'bucket'], counts: { pictures: 1, accounts: expect.any(Number) } });
    expect(fs.statSync(path.join(backupDir, done.backup.file)).size).toBe(done.backup.bytes);
    expect(s3.keys()).toEqual([done.backup.file]);

    const audit = await query<{ action: string; actor_email: string; entity_id: string }>(shop, sql`select action, actor_email, entity_id from audit_log where entity = 'backup'`);
    expect(audit).toEqual([{ action: 'backup.created', actor_email: owner.email, entity_id: done.backup.file }]);
    const status = (await as(shop, owner.token)({ method: 'GET', url: '/api/admin/backup/status' })).json().backup;
    expect(status).toMatchObject({ configured: true, kept_in: ['folder', 'bucket'], keep: 3, warning: false, last_failure: null, last_success: { file: done.backup.file, bytes: done.backup.bytes } });
  });

  it('takes one at a time, and is the owner’s alone', { timeout: 120_000 }, async () => {
    const owner = as(shop, (await signUpAs(shop, 'admin')).token);
    const [first, second] = await Promise.all([owner({ method: 'POST', url: '/api/admin/backup' }), owner({ method: 'POST', url: '/api/admin/backup' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json()).toMatchObject({ error: 'A backup is being taken. Try again in a minute.' });
    // The daily backup in the same process takes its turn too: of the two asked at once, one backup.
    const daily = runDailyBackup({
      database: shop.database,
      media: shop.app.images.storage,
      mediaSource: 'folder',
      places: shop.app.backup.places,
      hour: 3,
      log: { info: () => undefined, error: () => undefined } as never,
    });
    const [now, taken] = await Promise.all([owner({ method: 'POST', url: '/api/admin/backup' }), daily]);
    expect([now.statusCode, taken === null]).toSatisfy(([status, skipped]) => (status === 200 && skipped) || (status === 409 && !skipped));
    const staff = as(shop, (await signUpAs(shop, 'staff')).token);
    for (const [method, url] of [
      ['POST', '/api/admin/backup'],
      ['GET', '/api/admin/backup'],
      ['GET', '/api/admin/backup/status'],
    ] as const)
      expect((await staff({ method, url })).statusCode, `${method} ${url}`).toBe(403);
  });

  it('ends with the reason when the bucket fails, records it, and the card shows it', { timeout: 120_000 }, async () => {
    const owner = as(shop, (await signUpAs(shop, 'admin')).token);
    await s3.close(); // the bucket stops answering
    const res = await owner({ method: 'POST', url: '/api/admin/backup' });
    expect(res.statusCode, res.body).toBe(200);
    const last = progressOf(res.body).at(-1)!;
    expect(last).toMatchObject({ step: 'failed', message: expect.stringMatching(/^Could not reach bucket atelier-backups: /) });
    const status = (await owner({ method: 'GET', url: '/api/admin/backup/status' })).json().backup;
    expect(status.last_failure).toMatchObject({ reason: (last as { message: string }).message });
  });

  it('answers 409 when no folder or bucket is set up', async () => {
    const res = await as(ctx, (await signUpAs(ctx, 'admin')).token)({ method: 'POST', url: '/api/admin/backup' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'No backup folder or bucket is set up: set BACKUP_DIR or BACKUP_S3_BUCKET on the server (README, "Backups"), or download a backup.' });
  });
});
