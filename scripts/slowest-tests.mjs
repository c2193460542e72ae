// Prints the slowest test files of a run from the JSON reports that vitest and Playwright write when
// TEST_REPORT_DIR is set (vitest.config.ts, e2e/playwright.config.ts). Used by .ci/run.
// Usage: node scripts/slowest-tests.mjs <report dir> [how many]
import fs from 'node:fs';
import path from 'node:path';

const [dir, howMany = '12'] = process.argv.slice(2);
const rows = [];
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return null;
  }
};

const vitest = read('vitest.json');
for (const file of vitest?.testResults ?? []) {
  rows.push({ kind: 'vitest', name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 });
}

const playwright = read('playwright.json');
const perFile = new Map();
const walk = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const key = `${spec.file ?? file} [${test.projectName}]`;
      const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      perFile.set(key, (perFile.get(key) ?? 0) + ms);
    }
  }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
};
for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
for (const [name, ms] of perFile) rows.push({ kind: 'e2e', name, seconds: ms / 1000 });

rows.sort((a, b) => b.seconds - a.seconds);
for (const row of rows.slice(0, Number(howMany))) console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.kind.padEnd(6)} ${row.name}`);
if (playwright?.stats) console.log(`   e2e wall time ${(playwright.stats.duration / 1000).toFixed(0)} s (tests add up to more when workers run side by side)`);
