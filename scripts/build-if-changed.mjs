// Builds the app (`npm run build`) unless the last build was made from exactly these sources.
// `npm run test:e2e` starts with it: .ci/run calls `npm test` once per database, and the second call
// would otherwise rebuild the same sources (about 30 s on CI's 2-core machine, docs/decisions/080).
//
// The stamp (node_modules/.cache/atelier-build.json) holds a SHA-256 of every source file git knows
// of or would add (tracked and untracked, not ignored) under the workspaces and the root configs,
// their contents included, plus the environment variables the build reads (VITE_*, ATELIER_*,
// NODE_ENV). Any change, a missing output or no git at all means a full build.
// Usage: node scripts/build-if-changed.mjs [--force]
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules/.cache/atelier-build.json');
const outputs = ['packages/contracts/dist/index.js', 'apps/api/dist/server.js', 'apps/web/dist/index.html', 'apps/web/dist/admin.html'];
const inputs = ['packages', 'apps', 'package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];

/** The SHA-256 of the sources and build environment, or null when git cannot list the files. */
function sourceHash() {
  let files;
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs], { cwd: root, maxBuffer: 64 << 20 });
    files = [...new Set(listed.toString('utf8').split('\0').filter(Boolean))].sort();
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(path.join(root, file)));
    } catch {
      hash.update('(deleted)');
    }
    hash.update('\0');
  }
  const env = Object.keys(process.env)
    .filter((key) => /^(VITE_|ATELIER_)/.test(key) || key === 'NODE_ENV')
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  hash.update(env.join('\n'));
  return hash.digest('hex');
}

const hash = sourceHash();
const previous = (() => {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')).hash;
  } catch {
    return null;
  }
})();
const built = outputs.every((file) => fs.existsSync(path.join(root, file)));
if (!process.argv.includes('--force') && hash && hash === previous && built) {
  console.log('The build is up to date with the sources: not building again.');
  process.exit(0);
}

fs.rmSync(stampFile, { force: true });
const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
if (hash) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ hash, at: new Date().toISOString() }));
}
