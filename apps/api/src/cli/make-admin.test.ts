import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { API_ROOT } from '../paths.js';
import { openTestDatabase, query } from '../../test/helpers.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real command (`npm run user:admin -- …` runs this file) on the test's database. */
async function makeAdmin(email: string, databaseUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(API_ROOT, 'src/cli/make-admin.ts'), email], { env, cwd: API_ROOT }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
}

describe('npm run user:admin', () => {
  it('makes an existing account an admin, and says so when there is none', async () => {
    // An embedded folder (the command runs in another process), or a throwaway PostgreSQL database.
    const { database, url, drop } = await openTestDatabase({ seed: false, dataDir });
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
    await app.inject({ method: 'POST', url: '/api/users', payload: { name: 'Owner', email: 'owner@atelier.rw', phone: '+250788123456', password: 'owner-pass' } });
    await app.close();
    if (!url) await database.close(); // PGlite's folder is opened by one process at a time

    try {
      expect(await makeAdmin('Owner@Atelier.rw', url)).toEqual({ code: 0, out: 'owner@atelier.rw is now an admin.\n' });
      const missing = await makeAdmin('nobody@atelier.rw', url);
      expect(missing.code).toBe(1);
      expect(missing.out).toContain('No account with the e-mail nobody@atelier.rw');
      const check = url ? { database } : await openTestDatabase({ seed: false, dataDir });
      const rows = await query<{ role: string }>(check, sql`select role from users where email = 'owner@atelier.rw'`);
      expect(rows[0]!.role).toBe('admin');
      if (!url) await check.database.close();
    } finally {
      if (url) await database.close();
      await drop();
    }
    // Two child processes each load tsx and open the database: ~8 s on an idle 2-core machine,
    // near 30 s when the machine is busy.
  }, 120_000);
});
