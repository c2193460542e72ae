import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { BackupProgress } from '@atelier/contracts';
import { openDatabase, type Database } from '../db/client.js';
import { API_ROOT, MIGRATIONS_DIR } from '../paths.js';
import { copyHashed, createTar, sha256File, TarToolError } from './archive-files.js';
import type { MediaStorage } from './media-storage.js';

/**
 * Backups and restore (docs/decisions/131-backups.md): one `atelier-<UTC timestamp>.tar.gz` holding
 * `manifest.json`, the database (`database/pglite.tar`, PGlite's own dump of its data folder, or
 * `database/postgres.dump`, `pg_dump -Fc`) and every picture under `media/<key>`.
 */

const run = promisify(execFile);

/** What a backup says about itself; `sha256` of every part, checked before anything is restored. */
export interface BackupManifest {
  format: 1;
  app: string;
  version: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Migrations applied when the copy was taken, and the newest one's tag. */
  migrations: { count: number; last: string | null };
  counts: BackupCounts;
  database: { file: string; bytes: number; sha256: string };
  media: { source: 'folder' | 'bucket'; files: Array<{ key: string; bytes: number; sha256: string }> };
}

export interface BackupCounts {
  orders: number;
  orderItems: number;
  payments: number;
  customers: number;
  accounts: number;
  bookings: number;
  pictures: number;
}

/** A step of a backup being taken (the progress "Back up now" shows). */
export type BackupStep = Extract<BackupProgress, { step: 'database' | 'pictures' | 'archive' | 'upload' }>;

/** A backup that cannot be made or restored; the message is for the person at the terminal. */
export class BackupError extends Error {}

const COUNT_SQL = `select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as "orderItems",
  (select count(*) from order_payments)::int as payments, (select count(*) from customers)::int as customers,
  (select count(*) from users)::int as accounts, (select count(*) from bookings)::int as bookings`;
const MIGRATIONS_SQL = `select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
function journal(folder = MIGRATIONS_DIR): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

async function rowsOf(database: Database, text: string): Promise<Array<Record<string, unknown>>> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

function migrationsFrom(row: Record<string, unknown>): BackupManifest['migrations'] {
  const count = Number(row.n);
  const last = row.last == null ? null : (journal().find((e) => String(e.when) === String(row.last))?.tag ?? String(row.last));
  return { count, last };
}

/** Every object of `media`; a local folder not made yet holds none. */
async function* objectsOf(media: MediaStorage): AsyncIterable<{ key: string; size: number }> {
  try {
    yield* media.list();
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === 'ENOENT') return;
    throw err;
  }
}

/** `2026-11-28T21-04-05Z`: sortable, and no colon (Windows, scp). */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** The libpq URL pg_dump / pg_restore / psql are given: without the app's startup options. */
function toolUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('options');
  return u.toString();
}

/**
 * Writes one backup of `database` and `media` into `outDir` and returns its path and manifest. Runs
 * while the shop serves: PostgreSQL's copy is `pg_dump -Fc` of a snapshot exported by a repeatable-read
 * transaction that also takes the counts; PGlite's is its data folder dumped inside one transaction
 * (see Database.snapshotDataDir). The archive is written under a temporary name and renamed, so a
 * half-written backup never carries the final name. Pictures stream one at a time (bounded memory).
 */
export async function createBackup(opts: {
  database: Database;
  media: MediaStorage;
  mediaSource: 'folder' | 'bucket';
  outDir: string;
  now?: Date;
  /** Told as the backup goes: the database, the pictures (done of total, every few percent), the archive. */
  onProgress?: (step: BackupStep) => void;
}): Promise<{ file: string; manifest: BackupManifest }> {
  const { database, media } = opts;
  const tell = opts.onProgress ?? (() => undefined);
  await fsp.mkdir(opts.outDir, { recursive: true });
  const work = await fsp.mkdtemp(path.join(opts.outDir, '.atelier-backup-'));
  try {
    await fsp.mkdir(path.join(work, 'database'));
    let counts: Omit<BackupCounts, 'pictures'>;
    let migrations: BackupManifest['migrations'];
    let dbFile: string;
    tell({ step: 'database' });
    if (database.engine === 'pglite') {
      if (!database.snapshotDataDir) throw new BackupError('This database cannot be dumped.');
      dbFile = 'database/pglite.tar';
      const read = await database.snapshotDataDir(async (q) => ({ counts: (await q(COUNT_SQL))[0]!, migrations: (await q(MIGRATIONS_SQL))[0]! }), path.join(work, dbFile));
      counts = read.counts as typeof counts;
      migrations = migrationsFrom(read.migrations);
    } else {
      const url = database.url;
      if (!url) throw new BackupError('The PostgreSQL address is missing.');
      dbFile = 'database/postgres.dump';
      const out = path.join(work, dbFile);
      const taken = await database.db.transaction(
        async (tx) => {
          const [snap] = ((await tx.execute(sql`select pg_export_snapshot() as id`)) as unknown as { rows: Array<{ id: string }> }).rows;
          const c = ((await tx.execute(sql.raw(COUNT_SQL))) as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
          const m = ((await tx.execute(sql.raw(MIGRATIONS_SQL))) as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
          await pgDump(url, out, snap!.id);
          return { c, m };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      counts = taken.c as typeof counts;
      migrations = migrationsFrom(taken.m);
    }
    // The keys first (a few dozen bytes each), so the progress can say "of how many".
    const keys: string[] = [];
    for await (const { key } of objectsOf(media)) keys.push(key);
    const files: BackupManifest['media']['files'] = [];
    const every = Math.max(1, Math.ceil(keys.length / 50));
    tell({ step: 'pictures', done: 0, total: keys.length });
    const buffer = Buffer.allocUnsafe(64 * 1024);
    for (const [i, key] of keys.entries()) {
      if (i > 0 && i % every === 0) tell({ step: 'pictures', done: i, total: keys.length });
      const target = path.join(work, 'media', ...key.split('/'));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      if (media.root) {
        // A local folder: copied through one buffer (archive-files.ts says why).
        try {
          files.push({ key, ...(await copyHashed(path.join(media.root, ...key.split('/')), target, buffer)) });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // deleted since it was listed
        }
        continue;
      }
      const object = await media.get(key);
      if (!object || !('body' in object)) continue; // deleted since it was listed
      const hash = createHash('sha256');
      let bytes = 0;
      object.body.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      await pipeline(object.body, fs.createWriteStream(target));
      files.push({ key, bytes, sha256: hash.digest('hex') });
    }
    tell({ step: 'pictures', done: keys.length, total: keys.length });
    const dbPath = path.join(work, dbFile);
    const manifest: BackupManifest = {
      format: 1,
      app: 'atelier',
      version: appVersion(),
      createdAt: (opts.now ?? new Date()).toISOString(),
      engine: database.engine,
      migrations,
      counts: { ...counts, pictures: files.length },
      database: { file: dbFile, bytes: (await fsp.stat(dbPath)).size, sha256: await sha256File(dbPath, buffer) },
      media: { source: opts.mediaSource, files },
    };
    await fsp.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    tell({ step: 'archive' });
    const name = `atelier-${stamp(opts.now ?? new Date())}.tar.gz`;
    const partial = path.join(opts.outDir, `.${name}.partial`);
    const entries = ['manifest.json', 'database', ...(files.length ? ['media'] : [])];
    try {
      await createTar({ gzip: true, file: partial, cwd: work, entries });
    } catch (err) {
      await fsp.rm(partial, { force: true });
      throw err instanceof TarToolError ? new BackupError(err.message) : err;
    }
    const file = path.join(opts.outDir, name);
    await fsp.rename(partial, file);
    return { file, manifest };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

async function pgDump(url: string, out: string, snapshot: string): Promise<void> {
  try {
    await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '-f', out, '-d', toolUrl(url)], { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    throw new BackupError(pgToolFailure('pg_dump', err));
  }
}

function pgToolFailure(tool: string, err: unknown): string {
  const e = err as { code?: string | number; stderr?: string; message?: string };
  if (e.code === 'ENOENT') return `${tool} is not installed: install the PostgreSQL client tools (README, "Backups").`;
  return `${tool} failed: ${(e.stderr || e.message || String(err)).trim()}`;
}

/** Counts of what a database holds (the manifest's, without pictures). */
export async function countRows(database: Database): Promise<Omit<BackupCounts, 'pictures'>> {
  return (await rowsOf(database, COUNT_SQL))[0] as Omit<BackupCounts, 'pictures'>;
}

/**
 * Unpacks `file` into a new temporary folder and checks every part against the manifest's SHA-256
 * (and that no part is missing or added). Throws BackupError, with the folder removed, when it does not
 * match. The caller removes the folder it gets.
 */
export async function openBackup(file: string): Promise<{ dir: string; manifest: BackupManifest }> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'atelier-restore-'));
  try {
    try {
      await tar.extract({ file, cwd: dir, strict: true });
    } catch (err) {
      throw new BackupError(`${file} is not a readable backup (${err instanceof Error ? err.message : String(err)}). Nothing was restored.`);
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    } catch {
      throw new BackupError(`${file} has no readable manifest.json: it is not an Atelier backup. Nothing was restored.`);
    }
    if (manifest.format !== 1 || manifest.app !== 'atelier') throw new BackupError(`${file} is not an Atelier backup this version can read. Nothing was restored.`);
    const damaged = (part: string) => new BackupError(`The backup is damaged: ${part} does not match its checksum in manifest.json. Nothing was restored.`);
    const dbPath = path.join(dir, manifest.database.file);
    if (!fs.existsSync(dbPath) || (await sha256File(dbPath)) !== manifest.database.sha256) throw damaged(manifest.database.file);
    const expected = new Set<string>();
    for (const f of manifest.media.files) {
      const p = path.join(dir, 'media', ...f.key.split('/'));
      expected.add(path.relative(dir, p));
      if (!fs.existsSync(p) || (await sha256File(p)) !== f.sha256) throw damaged(`media/${f.key}`);
    }
    const mediaRoot = path.join(dir, 'media');
    if (fs.existsSync(mediaRoot)) {
      for (const entry of await fsp.readdir(mediaRoot, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const rel = path.relative(dir, path.join(entry.parentPath, entry.name));
        if (!expected.has(rel)) throw new BackupError(`The backup is damaged: ${rel} is not in manifest.json. Nothing was restored.`);
      }
    }
    return { dir, manifest };
  } catch (err) {
    await fsp.rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Where a restore writes: a PostgreSQL database, or an embedded data folder; pictures into `media`. */
export interface RestoreTarget {
  databaseUrl?: string;
  dataDir: string;
  media: MediaStorage;
}

/** True when the target already holds a shop (a table in the database, or any picture). */
async function targetHoldsData(target: RestoreTarget): Promise<string | null> {
  if (target.databaseUrl) {
    const database = await openDatabase({ url: target.databaseUrl, poolMax: 1 });
    try {
      const rows = await rowsOf(database, `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
      if (Number(rows[0]!.n) > 0) return `the database ${new URL(target.databaseUrl).pathname.slice(1)} has tables`;
    } finally {
      await database.close();
    }
  } else if (fs.existsSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))) return `${path.join(target.dataDir, 'pglite')} holds a database`;
  for await (const _ of objectsOf(target.media)) return 'the pictures storage is not empty';
  return null;
}

/** Empties the target (restore --force): the database's schemas, or the embedded folder; every picture. */
async function emptyTarget(target: RestoreTarget): Promise<void> {
  if (target.databaseUrl) {
    const database = await openDatabase({ url: target.databaseUrl, poolMax: 1 });
    try {
      await database.db.execute(sql.raw('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public'));
    } finally {
      await database.close();
    }
  } else await fsp.rm(path.join(target.dataDir, 'pglite'), { recursive: true, force: true });
  const keys: string[] = [];
  for await (const { key } of objectsOf(target.media)) keys.push(key);
  for (let i = 0; i < keys.length; i += 500) await target.media.delete(keys.slice(i, i + 500));
}

export interface RestoreReport {
  manifest: BackupManifest;
  restored: BackupCounts;
  migrationsApplied: number;
}

/**
 * Restores `file` into `target` (docs/decisions/131-backups.md): checks every checksum first, refuses
 * a target that holds data unless `force` (then empties it), loads the database — the same engine
 * physically (PGlite's folder, pg_restore), the other engine through plain SQL — runs the migrations
 * up to today's, copies the pictures, and returns the manifest's counts with what was restored.
 */
export async function restoreBackup(file: string, target: RestoreTarget, opts: { force?: boolean; log?: (line: string) => void } = {}): Promise<RestoreReport> {
  const log = opts.log ?? (() => undefined);
  const { dir, manifest } = await openBackup(file);
  try {
    log(`Backup of ${manifest.createdAt} (${manifest.engine}, version ${manifest.version}, ${manifest.migrations.count} migrations): checksums match.`);
    const busy = await targetHoldsData(target);
    if (busy) {
      if (!opts.force) throw new BackupError(`The target is not empty (${busy}). Nothing was restored. Restore into a new DATA_DIR or database, or add --force to replace what is there.`);
      log(`Replacing what is there (--force): ${busy}.`);
      await emptyTarget(target);
    }
    const dbPath = path.join(dir, manifest.database.file);
    const toPg = Boolean(target.databaseUrl);
    if (manifest.engine === 'postgres' && toPg) await pgRestore(dbPath, target.databaseUrl!);
    else if (manifest.engine === 'pglite' && !toPg) {
      const database = await openDatabase({ dataDir: target.dataDir, snapshot: new Blob([await fsp.readFile(dbPath)]) });
      await database.close();
    } else if (manifest.engine === 'postgres') await postgresDumpIntoPglite(dbPath, target.dataDir);
    else await pgliteDumpIntoPostgres(dbPath, target.databaseUrl!, manifest.migrations.count);
    const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir, poolMax: 1 });
    let restored: BackupCounts;
    let migrationsApplied: number;
    try {
      await database.migrate();
      migrationsApplied = Number((await rowsOf(database, MIGRATIONS_SQL))[0]!.n) - manifest.migrations.count;
      restored = { ...(await countRows(database)), pictures: 0 };
    } finally {
      await database.close();
    }
    for (const f of manifest.media.files) {
      const { mediaType } = await import('./media-storage.js');
      await target.media.put(f.key, await fsp.readFile(path.join(dir, 'media', ...f.key.split('/'))), mediaType(f.key));
      restored.pictures++;
    }
    return { manifest, restored, migrationsApplied };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

async function pgRestore(dump: string, url: string): Promise<void> {
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '-d', toolUrl(url), dump], { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    throw new BackupError(pgToolFailure('pg_restore', err));
  }
}

/**
 * PostgreSQL's custom dump into a new PGlite folder: pg_restore turns it into plain SQL (no server
 * needed), whose statements PGlite runs; each `COPY … FROM stdin` block is handed to PGlite as a blob.
 */
async function postgresDumpIntoPglite(dump: string, dataDir: string): Promise<void> {
  let script: string;
  try {
    script = (await run('pg_restore', ['--no-owner', '--no-privileges', '-f', '-', dump], { maxBuffer: 1024 * 1024 * 1024 })).stdout;
  } catch (err) {
    throw new BackupError(pgToolFailure('pg_restore', err));
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = path.join(dataDir, 'pglite');
  await fsp.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    await client.exec('begin');
    const lines = script.split('\n');
    let pending: string[] = [];
    const flush = async () => {
      const text = pending.join('\n').trim();
      pending = [];
      // PostgreSQL 17 (PGlite) has settings 15 lacks and the other way round; pg_dump's preamble sets a few.
      if (text) await client.exec(text.replace(/^SET transaction_timeout = 0;$/m, ''));
    };
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const copy = /^COPY (.+) FROM stdin;$/.exec(line);
      if (!copy) {
        // psql's own commands (`\restrict`, `\unrestrict` of recent pg_dump) are not SQL.
        if (!line.startsWith('\\')) pending.push(line);
        continue;
      }
      await flush();
      const data: string[] = [];
      while (lines[++i] !== '\\.') data.push(lines[i]!);
      if (data.length) await client.query(`COPY ${copy[1]} FROM '/dev/blob'`, [], { blob: new Blob([data.join('\n') + '\n']) });
    }
    await flush();
    await client.exec('commit');
  } finally {
    await client.close();
  }
}

/**
 * PGlite's data folder into an empty PostgreSQL database: the folder is opened in memory, the target
 * is migrated to the backup's level (the same tables), every table's rows are copied (COPY text format,
 * loaded by psql in one transaction with foreign keys checked at the end), and the sequences set past
 * the highest ids. The caller then migrates to today's level.
 */
async function pgliteDumpIntoPostgres(dump: string, url: string, migrationLevel: number): Promise<void> {
  const source = await openDatabase({ snapshot: new Blob([await fsp.readFile(dump)]) });
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'atelier-migrations-'));
  const script = path.join(folder, 'data.sql');
  try {
    // The migrations up to the backup's level: a copy of the folder whose journal stops there.
    await fsp.cp(MIGRATIONS_DIR, folder, { recursive: true });
    const entries = journal();
    await fsp.writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...JSON.parse(await fsp.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')), entries: entries.slice(0, migrationLevel) }),
    );
    const target = await openDatabase({ url, poolMax: 1 });
    try {
      await target.migrate(folder);
    } finally {
      await target.close();
    }
    const tables = (await rowsOf(source, `select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) => String(r.tablename));
    const out = fs.createWriteStream(script);
    out.write('set session_replication_role = replica;\n');
    const client = (source.db as unknown as { $client: PGliteClient }).$client;
    for (const table of tables) {
      const cols = (
        await rowsOf(source, `select column_name from information_schema.columns where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER' order by ordinal_position`)
      ).map((r) => `"${String(r.column_name)}"`);
      const res = await client.query(`COPY "${table}" (${cols.join(', ')}) TO '/dev/blob'`);
      const text = res.blob ? await res.blob.text() : '';
      if (!text) continue;
      out.write(`delete from "${table}";\nCOPY "${table}" (${cols.join(', ')}) FROM stdin;\n${text}\\.\n`);
    }
    for (const r of await rowsOf(
      source,
      `select s.relname as seq, t.relname as tbl, a.attname as col from pg_class s join pg_depend d on d.objid = s.oid join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid join pg_namespace n on n.oid = t.relnamespace where s.relkind = 'S' and d.deptype in ('a', 'i') and n.nspname = 'public'`,
    ))
      out.write(`select setval('public."${String(r.seq)}"', coalesce((select max("${String(r.col)}") from public."${String(r.tbl)}"), 0) + 1, false);\n`);
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve, reject) => {
      const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', script, '-d', toolUrl(url)], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      psql.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      psql.on('error', (err) => reject(new BackupError(pgToolFailure('psql', err))));
      psql.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`psql failed: ${stderr.trim()}`))));
    });
  } finally {
    await source.close();
    await fsp.rm(folder, { recursive: true, force: true });
  }
}
