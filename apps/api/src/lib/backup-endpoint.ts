import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * How `npm run backup` reaches a server that holds the embedded database (docs/decisions/131-backups.md):
 * the server writes `<DATA_DIR>/backup-endpoint.json` (its local address and a random key, mode 0600)
 * once it listens, and removes it when it stops; the command reads it and downloads
 * GET /api/backup/local with the key.
 */
const FILE = 'backup-endpoint.json';

/** The header the key travels in (the route checks it: modules/backup/backup.routes.ts). */
const LOCAL_KEY_HEADER = 'x-atelier-backup-key';

interface Endpoint {
  url: string;
  key: string;
  pid: number;
}

/**
 * Writes the endpoint file for a server listening on `host`:`port`; a server on every address is
 * reached on the loopback one (the command runs on the same machine).
 */
export function writeBackupEndpoint(dataDir: string, port: number, key: string, host = '0.0.0.0'): void {
  const file = path.join(dataDir, FILE);
  const reach = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  fs.writeFileSync(file, JSON.stringify({ url: `http://${reach}:${port}`, key, pid: process.pid } satisfies Endpoint), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** Removes the endpoint file if it is this process's. */
export function removeBackupEndpoint(dataDir: string): void {
  const file = path.join(dataDir, FILE);
  try {
    if ((JSON.parse(fs.readFileSync(file, 'utf8')) as Endpoint).pid === process.pid) fs.rmSync(file);
  } catch {
    // not there, or not ours
  }
}

/**
 * Asks the running server of `dataDir` for a backup and saves it in `outDir` under the server's name
 * for it. Returns the file, or null when no endpoint file is there or the server does not answer.
 * Throws with the server's message when it answers with an error.
 */
export async function backupThroughServer(dataDir: string, outDir: string): Promise<string | null> {
  let endpoint: Endpoint;
  try {
    endpoint = JSON.parse(await fsp.readFile(path.join(dataDir, FILE), 'utf8')) as Endpoint;
  } catch {
    return null;
  }
  let res: Response;
  try {
    res = await fetch(`${endpoint.url}/api/backup/local`, { headers: { [LOCAL_KEY_HEADER]: endpoint.key } });
  } catch {
    return null;
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`The server could not take the backup: ${body.error ?? res.statusText}`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `atelier-${Date.now()}.tar.gz`;
  await fsp.mkdir(outDir, { recursive: true });
  const file = path.join(outDir, path.basename(name));
  const partial = path.join(outDir, `.${path.basename(name)}.partial`);
  await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), fs.createWriteStream(partial));
  await fsp.rename(partial, file);
  return file;
}
