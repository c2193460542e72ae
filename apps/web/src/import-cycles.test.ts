import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No source file imports one that imports it back, directly or through others (as were the
 * PrefetchContext circle app/router.tsx ↔ app/routes/*, and cart.service ↔ orders.service through the
 * shipping constant). Type-only and lazy `import()` edges count: they are still a circle for the next
 * reader. One check for both apps; it lives in the web project because that one runs without a database.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** Import cycles among the files under `dir`, each as the list of files around it (repo-relative). */
function importCycles(dir: string, alias: Record<string, string> = {}): string[][] {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | undefined => {
    const prefix = Object.keys(alias).find((a) => spec.startsWith(a));
    let base: string;
    if (prefix) base = path.join(alias[prefix]!, spec.slice(prefix.length));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return undefined;
    base = base.replace(/\.js$/, '');
    return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => known.has(f));
  };
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const specs = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    edges.set(file, [...new Set(specs.map((s) => resolve(file, s)).filter((f): f is string => !!f && f !== file))]);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(repo, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('none in the API', () => {
    expect(importCycles(path.join(repo, 'apps/api/src'))).toEqual([]);
  });
  it('none in the web app', () => {
    expect(importCycles(path.join(repo, 'apps/web/src'), { '@/': path.join(repo, 'apps/web/src') + '/', '@admin/': path.join(repo, 'apps/web/src/admin') + '/' })).toEqual([]);
  });
});
