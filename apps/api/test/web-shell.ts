import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app in miniature for tests of the page HTML: index.html as Vite writes it and an
 * empty manifest. Returns its folder (pass it as WEB_DIST_DIR) and a remover.
 */
export function miniWebDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Atelier Kigali</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The API answers a page's HTML carries (its boot-data script), keyed by URL. */
export function bootData(html: string): Record<string, { headers: Record<string, string>; body: unknown }> {
  const json = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no boot-data script');
  return JSON.parse(json);
}
