// Renders BidXI's app icons (a gold cricket ball struck by an auction gavel, on stadium navy) from one
// SVG to the PNGs the web manifest and iOS need. Run with `npm run icons -w @bidxi/web`; commit the output.
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// sharp is a dependency of the server workspace, hoisted to the repository's root node_modules.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(path.join(repoRoot, 'package.json'));
const sharp = require(require.resolve('sharp', { paths: [repoRoot] }));

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// The palette of src/styles.css (stadium navy + gold); duplicated here because this runs outside the app.
const NAVY_950 = '#050A1C';
const NAVY_800 = '#111E48';
const NAVY_700 = '#1B2C63';
const GOLD_300 = '#FFD866';
const GOLD_500 = '#F5B301';
const GOLD_700 = '#8F6500';

/** The mark, drawn on a 512 canvas; `scale` shrinks it about the centre (maskable safe zone). */
function mark(scale) {
  const stitches = (d) =>
    `<path d="${d}" fill="none" stroke="${NAVY_800}" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 17"/>`;
  return `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <!-- ball, lower left -->
    <circle cx="230" cy="292" r="130" fill="url(#ball)"/>
    <circle cx="230" cy="292" r="130" fill="url(#shine)"/>
    <path d="M152 185 C 236 244, 236 340, 308 399" fill="none" stroke="${NAVY_800}" stroke-width="9" stroke-linecap="round"/>
    ${stitches('M134 202 C 216 260, 216 356, 288 416')}
    ${stitches('M172 170 C 256 228, 256 324, 328 383')}
    <!-- gavel striking the ball from the upper right -->
    <g transform="translate(352 168) rotate(45)">
      <rect x="-12" y="-176" width="24" height="146" rx="12" fill="url(#handle)"/>
      <rect x="-78" y="-36" width="156" height="72" rx="20" fill="url(#head)"/>
      <rect x="-90" y="-28" width="18" height="56" rx="8" fill="${GOLD_700}"/>
      <rect x="72" y="-28" width="18" height="56" rx="8" fill="${GOLD_700}"/>
    </g>
    <!-- impact sparks -->
    <g stroke="${GOLD_300}" stroke-width="10" stroke-linecap="round">
      <path d="M396 262 L 430 276"/>
      <path d="M380 300 L 404 326"/>
      <path d="M246 124 L 232 90"/>
    </g>
  </g>`;
}

function svg({ scale = 1, radius = 0 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <radialGradient id="sky" cx="50%" cy="18%" r="90%">
      <stop offset="0" stop-color="${NAVY_700}"/>
      <stop offset="0.55" stop-color="${NAVY_800}"/>
      <stop offset="1" stop-color="${NAVY_950}"/>
    </radialGradient>
    <radialGradient id="ball" cx="38%" cy="32%" r="75%">
      <stop offset="0" stop-color="${GOLD_300}"/>
      <stop offset="0.6" stop-color="${GOLD_500}"/>
      <stop offset="1" stop-color="#C98F00"/>
    </radialGradient>
    <radialGradient id="shine" cx="34%" cy="26%" r="30%">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="head" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${GOLD_300}"/>
      <stop offset="1" stop-color="${GOLD_500}"/>
    </linearGradient>
    <linearGradient id="handle" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${GOLD_500}"/>
      <stop offset="1" stop-color="${GOLD_700}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${radius}" fill="url(#sky)"/>
  <ellipse cx="256" cy="470" rx="300" ry="70" fill="${NAVY_700}" opacity="0.35"/>
  ${mark(scale)}
</svg>`;
}

const targets = [
  { file: 'icon-192.png', size: 192, scale: 0.92, radius: 96 },
  { file: 'icon-512.png', size: 512, scale: 0.92, radius: 96 },
  // Maskable: the launcher may crop to a circle of 80% diameter, so the mark shrinks into it.
  { file: 'maskable-512.png', size: 512, scale: 0.7, radius: 0 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.8, radius: 0 },
  { file: 'favicon-32.png', size: 32, scale: 1, radius: 96 },
];

await mkdir(outDir, { recursive: true });
for (const t of targets) {
  const source = Buffer.from(svg({ scale: t.scale, radius: t.radius }));
  await sharp(source, { density: 72 * (t.size / 512) * 4 })
    .resize(t.size, t.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, t.file));
  console.log(`wrote icons/${t.file}`);
}
await writeFile(path.join(publicDir, 'favicon.svg'), svg({ scale: 1, radius: 96 }) + '\n');
console.log('wrote favicon.svg');
