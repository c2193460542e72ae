// After `vite build`: write .br and .gz siblings for every text asset in dist/ larger than 1 KB, so
// the API (@fastify/static with preCompressed: true) sends them without compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

let files = 0;
let before = 0;
let afterBr = 0;
for await (const file of walk(DIST)) {
  if (!EXTENSIONS.has(path.extname(file))) continue;
  const { size } = await stat(file);
  if (size <= MIN_BYTES) continue;
  const source = await readFile(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  files += 1;
  before += size;
  afterBr += br.length;
}

console.log(`precompress: ${files} files, ${(before / 1024).toFixed(1)} KB → ${(afterBr / 1024).toFixed(1)} KB brotli (.br and .gz written)`);
