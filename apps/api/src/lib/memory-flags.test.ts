import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.js';
import { YOUNG_GENERATION_MB } from './memory-flags.js';

const run = promisify(execFile);

/**
 * A process that bounds its young generation as the server's entry does (or not), then allocates
 * 3 million small objects in `rounds` of 10,000, keeping a rolling window of ~200,000 live objects (so many survive each scavenge, which is
 * what makes V8 grow the young generation), and prints the largest young generation it saw, in MB.
 */
async function largestYoungGeneration(bound: boolean, rounds = 300): Promise<number> {
  const script = `
    import v8 from 'node:v8';
    import { limitYoungGeneration } from ${JSON.stringify(path.join(API_ROOT, 'src/lib/memory-flags.ts'))};
    if (${bound}) limitYoungGeneration();
    const size = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
    let keep = [], largest = size();
    for (let round = 0; round < ${rounds}; round++) {
      for (let i = 0; i < 10000; i++) keep.push({ i, text: 'x' + i });
      if (keep.length > 200000) keep = keep.slice(100000);
      largest = Math.max(largest, size());
      await new Promise((resolve) => setImmediate(resolve));
    }
    console.log(largest);`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--conditions=source', '--input-type=module', '-e', script], { cwd: API_ROOT });
  return Number(stdout.trim());
}

describe('limitYoungGeneration (docs/decisions/131, "V8\'s young generation")', () => {
  it('lets the young generation grow to YOUNG_GENERATION_MB and no further, where V8 alone takes it higher', async () => {
    const [bounded, free] = await Promise.all([largestYoungGeneration(true), largestYoungGeneration(false)]);
    expect(bounded).toBe(YOUNG_GENERATION_MB);
    expect(free).toBeGreaterThan(YOUNG_GENERATION_MB);
  });
});
