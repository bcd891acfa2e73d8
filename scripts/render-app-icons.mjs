// Renders the installed app's icons (apps/web/public/icons/*.png) from the Tolk logo, the same
// drawing as apps/web/public/favicon.svg, with Chromium through Playwright. The PNGs are committed:
// run this again only when the logo changes.
//   node scripts/render-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const OUT_DIR = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const INDIGO = '#4f46e5';
/** The glyph of the logo (a T and a dot) on its 32 × 32 grid, centred near (16, 16). */
const GLYPH =
  '<path d="M9 11h14M16 11v12" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '<circle cx="23" cy="22" r="2.5" fill="#a5b4fc"/>';

/** The favicon as drawn: a rounded indigo tile, transparent corners. For purpose "any". */
const roundedTile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${INDIGO}"/>${GLYPH}</svg>`;

/**
 * A full-bleed square with the glyph scaled about the centre. A maskable icon is cut to any shape
 * inside a circle of 40 % of its width: at 0.75 the glyph's farthest point stays well inside it.
 * iOS rounds the apple-touch-icon itself and shows transparent corners black, so it is full-bleed too.
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${INDIGO}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${GLYPH}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: roundedTile },
  { file: 'icon-512.png', size: 512, svg: roundedTile },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.9) },
];

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const img = `<img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}">`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style>${img}`);
    await page.locator('img').screenshot({ path: `${OUT_DIR}${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote apps/web/public/icons/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
