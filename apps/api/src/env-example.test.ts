import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { REPO_ROOT } from './paths.js';
import { openTestDatabase } from '../test/helpers.js';

/**
 * .env.example loads the way its header says (`set -a; . ./.env.example; set +a`) and the server
 * starts on what it gives: its values are quoted for the shell, and its empty `KEY=` lines count as
 * unset (config.ts).
 */
describe('.env.example', () => {
  /**
   * The environment bash has after sourcing the file, from a clean one (only PATH). Its stdin is not
   * a socket, else bash takes itself for a remote shell and reads the machine's ~/.bashrc.
   */
  function sourced() {
    const run = spawnSync('bash', ['-c', 'set -a; . ./.env.example; set +a; env -0'], { cwd: REPO_ROOT, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    const env: Record<string, string> = {};
    for (const entry of run.stdout.split('\0').filter(Boolean)) {
      const eq = entry.indexOf('=');
      env[entry.slice(0, eq)] = entry.slice(eq + 1);
    }
    return { status: run.status, stderr: run.stderr, env };
  }

  it('is sourced by bash without an error, setting every variable it names', () => {
    const { status, stderr, env } = sourced();
    expect(stderr).toBe('');
    expect(status).toBe(0);
    // A syntax error stops the sourcing at that line while bash still exits 0: every name must be there.
    const names = [...fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(names).toEqual(expect.arrayContaining(['NODE_ENV', 'MAIL_FROM', 'VITE_API_URL']));
    expect(names.filter((name) => !(name in env))).toEqual([]);
    expect(env.MAIL_FROM).toBe('Atelier Kigali <hello@atelier.rw>');
  });

  it('gives a configuration the server starts with: GET /api/health answers 200', async () => {
    const { env } = sourced();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-env-example-'));
    // On the PostgreSQL pass (DATABASE_URL set for the tests) a throwaway database stands in for the
    // file's empty DATABASE_URL; otherwise the file's choice stands: PGlite in DATA_DIR.
    const onServer = process.env.DATABASE_URL ? await openTestDatabase({ seed: false }) : undefined;
    await onServer?.database.close();
    try {
      const config = loadConfig({ ...env, PORT: '0', DATA_DIR: dataDir, ...(onServer && { DATABASE_URL: onServer.url }) });
      const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
      try {
        await database.migrate();
        const app = await buildApp({ config, database });
        try {
          await app.listen({ host: config.HOST, port: config.PORT });
          const { port } = app.server.address() as AddressInfo;
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          expect(res.status).toBe(200);
          expect(await res.json()).toEqual({ status: 'ok', database: 'ok', engine: onServer ? 'postgres' : 'pglite' });
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    } finally {
      await onServer?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A new PGlite folder (initdb) and every migration, as on a first start: slower than the
    // other files' copies of the run's template database.
  }, 120_000);
});
