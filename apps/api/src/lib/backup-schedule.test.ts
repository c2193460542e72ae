import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { openTestDatabase, query } from '../../test/helpers.js';
import { lastSlot, runDailyBackup, type BackupScheduleOptions } from './backup-schedule.js';
import { createLocalStorage } from './media-storage.js';

/** The daily backup (docs/decisions/131-backups.md): once a day after BACKUP_HOUR Kigali time, once across instances, BACKUP_KEEP kept. */
let database: Database;
/** A second instance: another pool on the same PostgreSQL database (PGlite has one process). */
let other: Database;
let drop: () => Promise<void>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-daily-'));
const dir = path.join(tmp, 'backups');
const lines: string[] = [];
let clock = new Date('2026-12-01T00:30:00Z'); // 02:30 in Kigali
let options: BackupScheduleOptions;
/** Each backup gzips the whole database, seconds each; these tests take several, on a shared machine. */
const SEVERAL_BACKUPS_MS = 120_000;

beforeAll(async () => {
  let url: string | undefined;
  ({ database, drop, url } = await openTestDatabase({ seed: false }));
  other = url ? await openDatabase({ url, poolMax: 3 }) : database;
  options = {
    database,
    media: createLocalStorage(path.join(tmp, 'media')),
    mediaSource: 'folder',
    places: { dir, keep: 2 },
    hour: 3,
    log: { info: () => undefined, error: (o: unknown, msg?: string) => void lines.push(String(msg)) } as never,
    now: () => clock,
  };
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
  await drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const files = () =>
  fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.tar.gz'))
    .sort();

describe('the daily backup', () => {
  it('finds the latest 03:00 in Kigali (UTC+2)', () => {
    expect(lastSlot(new Date('2026-12-01T00:30:00Z'), 3).toISOString()).toBe('2026-11-30T01:00:00.000Z');
    expect(lastSlot(new Date('2026-12-01T01:00:00Z'), 3).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(lastSlot(new Date('2026-12-01T23:30:00Z'), 0).toISOString()).toBe('2026-12-01T22:00:00.000Z');
  });

  it(
    'takes one backup per day, once across instances, records it and keeps BACKUP_KEEP',
    async () => {
      // First run: nothing recorded yet, so yesterday's slot is due. Two instances ask at once: one backup.
      const [a, b] = await Promise.all([runDailyBackup(options), runDailyBackup({ ...options, database: other })]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect(files()).toHaveLength(1);
      expect(await runDailyBackup(options)).toBeNull(); // 02:45: not due again before 03:00
      clock = new Date('2026-12-01T01:05:00Z'); // 03:05 in Kigali
      expect(await runDailyBackup(options)).not.toBeNull();
      expect(await runDailyBackup(options)).toBeNull();
      clock = new Date('2026-12-02T01:05:00Z');
      expect(await runDailyBackup(options)).not.toBeNull();
      expect(files()).toEqual(['atelier-2026-12-01T01-05-00Z.tar.gz', 'atelier-2026-12-02T01-05-00Z.tar.gz']);
      const rows = await query<{ action: string; actor_name: string }>({ database }, sql`select action, actor_name from audit_log where entity = 'backup' order by id`);
      expect(rows).toEqual(Array(3).fill({ action: 'backup.created', actor_name: 'Automatic backup' }));
    },
    SEVERAL_BACKUPS_MS,
  );

  it(
    'logs and records a failure, and tries again at the next check',
    async () => {
      clock = new Date('2026-12-03T01:05:00Z');
      fs.writeFileSync(path.join(tmp, 'not-a-folder'), '');
      expect(await runDailyBackup({ ...options, places: { dir: path.join(tmp, 'not-a-folder', 'x'), keep: 2 } })).toBeNull();
      expect(lines).toEqual(['the daily backup failed; it is tried again in 15 minutes']);
      const failed = await query<{ action: string; reason: string }>({ database }, sql`select action, reason from audit_log where action = 'backup.failed'`);
      expect(failed).toHaveLength(1);
      expect(await runDailyBackup(options)).not.toBeNull();
    },
    SEVERAL_BACKUPS_MS,
  );
});
