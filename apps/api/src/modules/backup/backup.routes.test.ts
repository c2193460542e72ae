import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupThroughServer, removeBackupEndpoint, writeBackupEndpoint } from '../../lib/backup-endpoint.js';
import { openBackup } from '../../lib/backup.js';
import { as, buildTestApp, query, signUpAs, type TestContext } from '../../../test/helpers.js';

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
  it('gives the owner a new backup to download, and writes it in the audit log', async () => {
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
  });
});

describe('GET /api/admin/backup/status', () => {
  it('shows the owner the last good backup, a failure after it, and warns when no daily backup is configured', async () => {
    const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
    const res = await owner({ method: 'GET', url: '/api/admin/backup/status' });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json().backup;
    expect(status).toMatchObject({ configured: false, hour: 3, keep: 14, last_failure: null, warning: true });
    expect(status.last_success).toMatchObject({ file: expect.stringMatching(/^atelier-.+\.tar\.gz$/), counts: { accounts: expect.any(Number) } });
    expect(status.last_success.bytes).toBeGreaterThan(0);
    await ctx.database.db.execute(sql`insert into audit_log (actor_name, actor_email, action, entity, entity_id, reason) values ('Automatic backup', '', 'backup.failed', 'backup', 'x', 'disk full')`);
    const after = (await owner({ method: 'GET', url: '/api/admin/backup/status' })).json().backup;
    expect(after.last_failure).toMatchObject({ reason: 'disk full' });
  });
});

describe('GET /api/backup/local', () => {
  it('answers only with the local key, which `npm run backup` reads from DATA_DIR', async () => {
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
