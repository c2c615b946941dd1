/**
 * Hostile images for tests, made with sharp: the 16000 × 16000 PNG of ~31 KB from the attack test
 * (a 2-colour palette compresses 256 megapixels to almost nothing). Making it takes sharp ~10 s, so
 * it is kept in the OS temp folder and made once per machine.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const BOMB_FILE = path.join(tmpdir(), 'bidxi-test-png-16000x16000-2colour.png');

/** A 16000 × 16000 PNG of about 31 KB. */
export async function pixelBombPng(): Promise<Buffer> {
  if (existsSync(BOMB_FILE)) return readFileSync(BOMB_FILE);
  const png = await sharp({
    create: { width: 16_000, height: 16_000, channels: 3, background: '#ffffff' },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png({ palette: true, colours: 2, compressionLevel: 9, effort: 1 })
    .toBuffer();
  const partial = `${BOMB_FILE}.${process.pid}`;
  writeFileSync(partial, png);
  renameSync(partial, BOMB_FILE);
  return png;
}

/** A real PNG that is costly to decode (`side`² pixels of noise-free colour, small on disk). */
export const heavyPng = (side = 4_000) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2a6f3b' } })
    .png()
    .toBuffer();
