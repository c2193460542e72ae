import type { ImageArt } from './data.js';

/**
 * Renders demo pictures as SVG (no downloads, no fonts): a background pattern in the item's palette
 * and a simple silhouette of what is sold. sharp turns them into WebP renditions.
 */

function pattern(kind: ImageArt['pattern'], [dark, mid, light]: ImageArt['palette'], seed: number): string {
  const parts: string[] = [];
  switch (kind) {
    case 'imigongo':
      for (let row = 0; row < 12; row++) {
        const y = row * 90;
        let d = `M0 ${y}`;
        for (let x = 0; x <= 1000; x += 90) d += ` L${x + 45} ${y + 45} L${x + 90} ${y}`;
        parts.push(`<path d="${d}" fill="none" stroke="${row % 2 ? mid : dark}" stroke-width="14" stroke-opacity=".55"/>`);
      }
      break;
    case 'waves':
      for (let row = 0; row < 14; row++) {
        const y = row * 75 + (seed % 30);
        parts.push(`<path d="M0 ${y} Q 125 ${y - 40} 250 ${y} T 500 ${y} T 750 ${y} T 1000 ${y}" fill="none" stroke="${row % 3 ? mid : dark}" stroke-width="10" stroke-opacity=".45"/>`);
      }
      break;
    case 'dots':
      for (let y = 40; y < 1000; y += 80)
        for (let x = 40 + ((y / 80) % 2) * 40; x < 1000; x += 80) parts.push(`<circle cx="${x}" cy="${y}" r="${12 + ((x + y + seed) % 3) * 6}" fill="${(x + y) % 3 ? mid : dark}" fill-opacity=".4"/>`);
      break;
    case 'stripes':
      for (let i = -1000; i < 1000; i += 70) parts.push(`<path d="M${i} 0 L${i + 1000} 1000" stroke="${(i / 70) % 2 ? mid : dark}" stroke-width="26" stroke-opacity=".35"/>`);
      break;
    case 'sun':
      for (let r = 620; r > 40; r -= 60) parts.push(`<circle cx="500" cy="${420 + (seed % 60)}" r="${r}" fill="${(r / 60) % 2 ? light : mid}" fill-opacity=".55"/>`);
      break;
    case 'grid':
      for (let y = 0; y < 1000; y += 100)
        for (let x = 0; x < 1000; x += 100)
          if ((x / 100 + y / 100 + seed) % 3 === 0) parts.push(`<rect x="${x + 10}" y="${y + 10}" width="80" height="80" fill="${(x + y) % 200 ? mid : dark}" fill-opacity=".35"/>`);
      break;
  }
  return parts.join('');
}

const SILHOUETTES: Record<ImageArt['motif'], (p: ImageArt['palette']) => string> = {
  shoe: ([dark, mid, light]) =>
    `<path d="M170 600 C 200 470 300 440 360 450 L 430 380 C 470 350 520 370 540 410 L 600 500 C 700 540 800 560 840 600 C 870 640 860 690 820 700 L 200 700 C 160 700 150 650 170 600 Z" fill="${light}" stroke="${dark}" stroke-width="18"/>
     <path d="M170 690 L 850 690" stroke="${dark}" stroke-width="34" stroke-linecap="round"/>
     <path d="M420 430 L 470 470 M 450 400 L 500 440 M 480 380 L 530 420" stroke="${mid}" stroke-width="14" stroke-linecap="round"/>
     <circle cx="700" cy="610" r="34" fill="${mid}"/>`,
  shirt: ([dark, mid, light]) =>
    `<path d="M330 230 L 420 200 C 440 250 560 250 580 200 L 670 230 L 800 360 L 720 440 L 670 400 L 670 800 L 330 800 L 330 400 L 280 440 L 200 360 Z" fill="${light}" stroke="${dark}" stroke-width="18" stroke-linejoin="round"/>
     <path d="M400 480 L 600 480 M 400 560 L 600 560 M 400 640 L 600 640" stroke="${mid}" stroke-width="22"/>`,
  dress: ([dark, mid, light]) =>
    `<path d="M420 170 L 580 170 L 600 360 L 760 820 L 240 820 L 400 360 Z" fill="${light}" stroke="${dark}" stroke-width="18" stroke-linejoin="round"/>
     <path d="M400 360 L 600 360" stroke="${mid}" stroke-width="30"/><path d="M300 700 L 700 700" stroke="${mid}" stroke-width="18"/>`,
  bag: ([dark, mid, light]) =>
    `<path d="M380 360 C 380 220 620 220 620 360" fill="none" stroke="${dark}" stroke-width="26"/>
     <rect x="250" y="360" width="500" height="440" rx="30" fill="${light}" stroke="${dark}" stroke-width="18"/>
     <path d="M250 500 L 750 500" stroke="${mid}" stroke-width="24"/><circle cx="500" cy="500" r="30" fill="${dark}"/>`,
  cap: ([dark, mid, light]) =>
    `<path d="M260 600 C 260 380 740 380 740 600 Z" fill="${light}" stroke="${dark}" stroke-width="18"/>
     <path d="M600 600 L 880 640 C 880 680 620 690 560 640 Z" fill="${mid}" stroke="${dark}" stroke-width="16"/>
     <circle cx="500" cy="400" r="22" fill="${dark}"/>`,
  jacket: ([dark, mid, light]) =>
    `<path d="M340 220 L 660 220 L 800 340 L 780 820 L 220 820 L 200 340 Z" fill="${light}" stroke="${dark}" stroke-width="18" stroke-linejoin="round"/>
     <path d="M500 240 L 500 820" stroke="${dark}" stroke-width="12"/><path d="M420 220 L 500 360 L 580 220" fill="none" stroke="${mid}" stroke-width="20"/>
     <rect x="290" y="560" width="120" height="70" fill="${mid}"/><rect x="590" y="560" width="120" height="70" fill="${mid}"/>`,
  frame: ([dark, mid, light]) =>
    `<rect x="190" y="190" width="620" height="620" fill="${dark}"/><rect x="240" y="240" width="520" height="520" fill="${light}"/>
     <path d="M240 640 L 400 460 L 520 580 L 620 480 L 760 640 L 760 760 L 240 760 Z" fill="${mid}"/><circle cx="640" cy="350" r="50" fill="${mid}"/>`,
  canvas: ([dark, mid, light]) =>
    `<path d="M300 880 L 420 160 M 700 880 L 580 160 M 500 880 L 500 780" stroke="${dark}" stroke-width="20"/>
     <rect x="240" y="180" width="520" height="600" fill="${light}" stroke="${dark}" stroke-width="16"/>
     <circle cx="420" cy="400" r="110" fill="${mid}" fill-opacity=".9"/><path d="M260 700 C 380 560 520 620 740 520 L 740 760 L 260 760 Z" fill="${dark}" fill-opacity=".8"/>`,
};

/** An SVG picture of `width`×`height` pixels for the given art. `seed` varies the pattern a little. */
export function renderSvg(art: ImageArt, seed: number, width = 1200, height = 1200): string {
  const [dark, mid, light] = art.palette;
  const scale = Math.min(width, height) / 1000;
  const dx = (width - 1000 * scale) / 2;
  const dy = (height - 1000 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g transform="scale(${width / 1000} ${height / 1000})">${pattern(art.pattern, art.palette, seed)}</g>
<g transform="translate(${dx} ${dy}) scale(${scale})"><ellipse cx="500" cy="860" rx="360" ry="40" fill="${dark}" fill-opacity=".18"/>${SILHOUETTES[art.motif](art.palette)}</g>
</svg>`;
}

/** The shop logo: an Imigongo diamond mark, no text. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 100 100">
<rect width="100" height="100" rx="22" fill="#1c1917"/>
<path d="M50 14 L86 50 L50 86 L14 50 Z" fill="none" stroke="#f59e0b" stroke-width="7"/>
<path d="M50 32 L68 50 L50 68 L32 50 Z" fill="#b45309"/>
</svg>`;
}
