import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { openTestDatabase, query } from '../../test/helpers.js';
import { startLocalS3, type LocalS3 } from '../../test/s3.js';
import { openBackup } from './backup.js';
import type { BackupBucket } from './backup-bucket.js';
import { runDailyBackup, type BackupScheduleOptions } from './backup-schedule.js';
import { createLocalStorage } from './media-storage.js';
import { openBackupBucket } from './open-media-storage.js';

/**
 * The daily backup into a bucket (BACKUP_S3_BUCKET, docs/decisions/131-backups.md), on a local
 * S3-compatible server: once a day, once across instances, BACKUP_KEEP objects kept, each a whole
 * backup; a bucket that fails is logged, recorded and tried again.
 */
let s3: LocalS3;
let database: Database;
/** A second instance: another pool on the same PostgreSQL database (PGlite has one process). */
let other: Database;
let drop: () => Promise<void>;
let bucket: BackupBucket;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-bucket-'));
const errors: string[] = [];
let clock = new Date('2026-12-01T00:30:00Z'); // 02:30 in Kigali
let options: BackupScheduleOptions;
/** Each backup gzips the whole database, seconds each; these tests take several, on a shared machine. */
const SEVERAL_BACKUPS_MS = 120_000;

/** The bucket client a server with these S3 settings opens (BACKUP_S3_BUCKET, no S3_BUCKET: pictures stay in the folder). */
async function bucketNamed(name: string): Promise<BackupBucket> {
  const { S3_BUCKET: _pictures, ...settings } = s3.env;
  return (await openBackupBucket(testConfig({ ...settings, BACKUP_S3_BUCKET: name })))!;
}

beforeAll(async () => {
  s3 = await startLocalS3('atelier-backups');
  bucket = await bucketNamed('atelier-backups');
  let url: string | undefined;
  ({ database, drop, url } = await openTestDatabase({ seed: false }));
  other = url ? await openDatabase({ url, poolMax: 3 }) : database;
  const media = createLocalStorage(path.join(tmp, 'media'));
  await media.put('catalog/7-640.webp', Buffer.from('a picture'), 'image/webp');
  options = {
    database,
    media,
    mediaSource: 'folder',
    places: { bucket, keep: 2 },
    hour: 3,
    log: { info: () => undefined, error: (_: unknown, msg?: string) => void errors.push(String(msg)) } as never,
    now: () => clock,
  };
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  if (other !== database) await other.close();
  await database.close();
  await drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the daily backup into BACKUP_S3_BUCKET', () => {
  it(
    'sends one whole backup a day, once across instances, and keeps BACKUP_KEEP objects',
    async () => {
      const [a, b] = await Promise.all([runDailyBackup(options), runDailyBackup({ ...options, database: other })]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect(s3.keys()).toEqual([a ?? b]);
      expect(await runDailyBackup(options)).toBeNull(); // not due again before 03:00
      clock = new Date('2026-12-01T01:05:00Z');
      expect(await runDailyBackup(options)).toBe('atelier-2026-12-01T01-05-00Z.tar.gz');
      clock = new Date('2026-12-02T01:05:00Z');
      expect(await runDailyBackup(options)).toBe('atelier-2026-12-02T01-05-00Z.tar.gz');
      expect(s3.keys()).toEqual(['atelier-2026-12-01T01-05-00Z.tar.gz', 'atelier-2026-12-02T01-05-00Z.tar.gz']);
      expect((await bucket.list()).map((o) => o.name)).toEqual(s3.keys());

      // The object is the backup itself, byte for byte: its checksums hold and it lists the picture.
      const { dir, manifest } = await openBackup(path.join(s3.directory, 'atelier-backups', 'atelier-2026-12-02T01-05-00Z.tar.gz._S3rver_object'));
      fs.rmSync(dir, { recursive: true, force: true });
      expect(manifest.media.files.map((f) => f.key)).toEqual(['catalog/7-640.webp']);
      expect(manifest.counts.pictures).toBe(1);

      const audit = await query<{ entity_id: string; after: { kept_in: string[]; bucket: string } }>(
        { database },
        sql`select entity_id, after from audit_log where action = 'backup.created' order by id desc limit 1`,
      );
      expect(audit[0]).toMatchObject({ entity_id: 'atelier-2026-12-02T01-05-00Z.tar.gz', after: { kept_in: ['bucket'], bucket: 'atelier-backups' } });
    },
    SEVERAL_BACKUPS_MS,
  );

  it(
    'logs and records a bucket that fails, and sends the backup at the next check once it answers',
    async () => {
      clock = new Date('2026-12-03T01:05:00Z');
      const missing = await bucketNamed('atelier-backups-new');
      try {
        const failing = { ...options, places: { bucket: missing, keep: 2 } };
        expect(await runDailyBackup(failing)).toBeNull();
        expect(errors).toEqual(['the daily backup failed; it is tried again in 15 minutes']);
        const failed = await query<{ reason: string }>({ database }, sql`select reason from audit_log where action = 'backup.failed'`);
        expect(failed).toHaveLength(1);
        expect(failed[0]!.reason).toMatch(/^Could not reach bucket atelier-backups-new \(HTTP 404\)/);

        const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
        await client.send(new CreateBucketCommand({ Bucket: 'atelier-backups-new' }));
        client.destroy();
        clock = new Date('2026-12-03T01:20:00Z'); // the next check
        expect(await runDailyBackup(failing)).toBe('atelier-2026-12-03T01-20-00Z.tar.gz');
        expect((await missing.list()).map((o) => o.name)).toEqual(['atelier-2026-12-03T01-20-00Z.tar.gz']);
      } finally {
        missing.close();
      }
    },
    SEVERAL_BACKUPS_MS,
  );
});
