import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/*
 * What a backup does with files, without leaving the server's memory higher than it found it
 * (docs/decisions/131, "Memory"). Reading a file through a stream makes a new Buffer per chunk, and V8
 * collects them only once about 64 MB of such memory has piled up: a backup of 2,000 pictures raised the
 * server's peak by 75 MB. A copy through one reused buffer makes none, and the archive is written by the
 * system's `tar` in a process of its own (as pg_dump is), so its reads and its gzip are not the server's.
 */

/** The size of the one buffer a copy goes through. */
const CHUNK = 64 * 1024;

/**
 * Copies the file `from` to `to` through `buffer` (allocate one per backup, reuse it for every file)
 * and returns its size in bytes and its SHA-256 (hex). Throws the file system's error.
 */
export async function copyHashed(from: string, to: string, buffer: Buffer = Buffer.allocUnsafe(CHUNK)): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  const source = await fsp.open(from, 'r');
  let bytes = 0;
  try {
    const target = await fsp.open(to, 'w');
    try {
      for (;;) {
        const { bytesRead } = await source.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0) break;
        hash.update(buffer.subarray(0, bytesRead));
        await target.write(buffer, 0, bytesRead);
        bytes += bytesRead;
      }
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The SHA-256 (hex) of a file, read through `buffer` as copyHashed does. */
export async function sha256File(file: string, buffer: Buffer = Buffer.allocUnsafe(CHUNK)): Promise<string> {
  const hash = createHash('sha256');
  const source = await fsp.open(file, 'r');
  try {
    for (;;) {
      const { bytesRead } = await source.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await source.close();
  }
  return hash.digest('hex');
}

/** The system's tar is missing or failed; the message says which and how to fix it. */
export class TarToolError extends Error {}

/**
 * Writes `entries` (paths relative to `cwd`) into the archive `file` with the system's `tar` (GNU tar or
 * bsdtar), gzip-compressed when `gzip`. The archive is portable: POSIX ustar entries, owned by 0:0
 * without names, readable by the `tar` package that restores it and by PGlite's loadDataDir.
 * Throws TarToolError.
 */
export async function createTar(opts: { file: string; cwd: string; entries: string[]; gzip?: boolean }): Promise<void> {
  const args = ['-c', ...(opts.gzip ? ['-z'] : []), '-f', opts.file, '--format=ustar', '--owner=0', '--group=0', '--numeric-owner', '-C', opts.cwd, '--', ...opts.entries];
  try {
    await run('tar', args, { maxBuffer: 1024 * 1024 });
  } catch (err) {
    const e = err as { code?: string | number; stderr?: string; message?: string };
    if (e.code === 'ENOENT') throw new TarToolError('tar is not installed: install it (README, "Backups").');
    throw new TarToolError(`tar failed: ${(e.stderr || e.message || String(err)).trim()}`);
  }
}
