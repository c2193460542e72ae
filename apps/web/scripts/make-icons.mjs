// The app icons of the web app manifests (docs/decisions/136), drawn from the brand mark of
// public/favicon.svg with sharp: `npm run icons -w @atelier/web` rewrites public/icons/*.png, which
// are committed (a few KB), so the build itself needs no image library.
// - icon-192/512: the mark as it is (rounded ink square), for launchers that show icons as given;
// - maskable-192/512: the letter and the gold marks on a full-bleed ink square, well inside the
//   maskable safe zone (a centred circle of 80 % of the width), for launchers that cut their own shape;
// - apple-touch-icon (180): full-bleed as well, since iOS rounds the corners itself.
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const INK = '#1f1a17';

const mark = await readFile(`${PUBLIC}favicon.svg`, 'utf8');
// The mark's inner drawing (the letter and the gold marks), without its rounded background.
const glyphs = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** The mark scaled to `scale` of a full-bleed ink square (viewBox 0 0 64 64). */
const fullBleed = (scale) => {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${INK}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${glyphs}</g></svg>`;
};

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${PUBLIC}icons/${name}`);

await mkdir(`${PUBLIC}icons`, { recursive: true });
await Promise.all([
  render(mark, 192, 'icon-192.png'),
  render(mark, 512, 'icon-512.png'),
  render(fullBleed(0.9), 192, 'maskable-192.png'),
  render(fullBleed(0.9), 512, 'maskable-512.png'),
  render(fullBleed(1), 180, 'apple-touch-icon.png'),
]);
console.log('icons written to public/icons/');
