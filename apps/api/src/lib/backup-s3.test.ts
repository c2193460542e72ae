import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { openTestDatabase, serverQuery } from '../../test/helpers.js';
import { startLocalS3, type LocalS3 } from '../../test/s3.js';
import { createBackup, restoreBackup } from './backup.js';
import type { MediaStorage } from './media-storage.js';
import { openMediaStorage } from './open-media-storage.js';

/** Backups of a shop whose pictures are in a bucket (docs/decisions/131-backups.md): read from one bucket, restored into another. */
let from: LocalS3;
let to: LocalS3;
let source: MediaStorage;
let target: MediaStorage;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-s3-'));
let pgTarget: string | undefined;
beforeAll(async () => {
  [from, to] = await Promise.all([startLocalS3('shop-media'), startLocalS3('new-shop-media')]);
  source = await openMediaStorage(testConfig({ DATA_DIR: tmp, ...from.env }));
  target = await openMediaStorage(testConfig({ DATA_DIR: tmp, ...to.env }));
  if (process.env.DATABASE_URL) {
    const name = `atelier_t_backup_s3_${process.pid}`;
    await serverQuery(`drop database if exists ${name} with (force)`);
    await serverQuery(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    pgTarget = url.toString();
  }
});
afterAll(async () => {
  source.close();
  target.close();
  await Promise.all([from.close(), to.close()]);
  if (pgTarget) await serverQuery(`drop database if exists ${new URL(pgTarget).pathname.slice(1)} with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a backup with pictures in a bucket', () => {
  // A backup and a restore (a new embedded database): more than the default 30 s on a busy machine.
  it('holds the bucket’s objects and restores them into another bucket, which must be empty', { timeout: 120_000 }, async () => {
    await source.put('catalog/7-640.webp', Buffer.from('seven'), 'image/webp');
    await source.put('avatars/a.webp', Buffer.from('face'), 'image/webp');
    const { database, drop } = await openTestDatabase({ seed: false });
    const { file, manifest } = await createBackup({ database, media: source, mediaSource: 'bucket', outDir: path.join(tmp, 'out') });
    await database.close();
    await drop();
    expect(manifest.media).toMatchObject({ source: 'bucket' });
    expect(manifest.media.files.map((f) => f.key).sort()).toEqual(['avatars/a.webp', 'catalog/7-640.webp']);

    const report = await restoreBackup(file, { dataDir: path.join(tmp, 'restored'), databaseUrl: pgTarget, media: target });
    expect(report.restored.pictures).toBe(2);
    expect(to.keys()).toEqual(['avatars/a.webp', 'catalog/7-640.webp']);
    const object = await target.get('catalog/7-640.webp');
    expect(object && 'body' in object ? (await buffer(object.body)).toString() : null).toBe('seven');

    // The bucket now holds a shop: a second restore is refused without --force.
    await expect(restoreBackup(file, { dataDir: path.join(tmp, 'again'), media: target })).rejects.toThrow('The target is not empty (the pictures storage is not empty)');
  });
});
