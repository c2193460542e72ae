import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.js';
import { startLocalS3, type LocalS3 } from '../../test/s3.js';

const run = promisify(execFile);
let s3: LocalS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-migrate-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the real command (`npm run media:migrate -- …` runs this file's program) with `env`. */
async function migrate(args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('S3_')));
  return run(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(API_ROOT, 'src/cli/media-migrate.ts'), ...args], {
    env: { ...base, DATA_DIR: dataDir, ...env },
    cwd: API_ROOT,
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );
}

describe('npm run media:migrate', () => {
  it('copies <DATA_DIR>/media into the bucket, then finds everything there on a second run', async () => {
    const media = path.join(dataDir, 'media');
    fs.mkdirSync(path.join(media, 'catalog'), { recursive: true });
    fs.mkdirSync(path.join(media, 'profileImage'), { recursive: true });
    fs.writeFileSync(path.join(media, 'catalog', 'a-640.webp'), Buffer.alloc(2048, 1));
    fs.writeFileSync(path.join(media, 'profileImage', 'b-320.webp'), Buffer.alloc(512, 2));

    const first = await migrate([], s3.env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain(`Copying ${media} into bucket atelier-media at ${s3.endpoint}…`);
    expect(first.out).toMatch(/Done in [\d.]+ s: 2 files, 2 copied \(0\.0 MB\), 0 already in the bucket, 0 failed\./);
    expect(s3.keys()).toEqual(['catalog/a-640.webp', 'profileImage/b-320.webp']);

    const second = await migrate([], s3.env);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toMatch(/2 files, 0 copied \(0\.0 MB\), 2 already in the bucket, 0 failed\./);
  });

  it('exits with 1 when the bucket does not answer', async () => {
    const down = await migrate([], { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(down.code).toBe(1);
    expect(down.err).toMatch(/media:migrate stopped: Could not list objects in bucket atelier-media/);
  });
});
