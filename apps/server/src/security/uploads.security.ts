/**
 * Uploads: wrong magic bytes, polyglots, oversize files, SVG with script, other formats, truncated
 * images, pixel bombs (refused from the header, before decoding), path-traversal and
 * control-character names, wrong fields. Each is refused (413/422/400)
 * and no image row or file appears; a real image under a traversal name is stored by id, not name.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyPng, pixelBombPng } from '../test/images';
import { pngImage, sendForm, type FilePart } from '../test/wallet';
import { buildWorld, expectUnchanged, snapshot, type World } from './harness';

let w: World;
let png: Buffer;
let bomb: Buffer;
let overLimit: Buffer;
beforeAll(async () => {
  w = await buildWorld();
  png = await pngImage(32, 32);
  // Pixel bombs: tiny files that decode to 256 MP and just over 25 MP.
  bomb = await pixelBombPng();
  overLimit = await heavyPng(5_001);
}, 120_000);
afterAll(() => w.t.close());

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><script>fetch("/api/users/getAll")</script>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const GIF_JS = Buffer.from('GIF89a/*\x01\x00\x01\x00*/=1;alert(document.domain)//', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const ZIP = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1');
const ELF = Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

/** [label, file part (png is the real image), expected status]. */
const CASES: [string, () => FilePart, number][] = [
  ['text renamed .png', () => ({ data: Buffer.from('hello world'), filename: 'me.png' }), 422],
  ['HTML as image/png', () => ({ data: HTML, filename: 'x.png', type: 'image/png' }), 422],
  ['SVG with a script', () => ({ data: SVG, filename: 'x.svg', type: 'image/svg+xml' }), 422],
  ['SVG renamed .png', () => ({ data: SVG, filename: 'x.png' }), 422],
  ['GIF', () => ({ data: GIF, filename: 'x.gif', type: 'image/gif' }), 422],
  ['GIF/JavaScript polyglot', () => ({ data: GIF_JS, filename: 'x.png' }), 422],
  [
    'PNG magic + HTML polyglot (truncated PNG)',
    () => ({ data: Buffer.concat([png.subarray(0, 16), HTML]), filename: 'x.png' }),
    422,
  ],
  ['PDF', () => ({ data: PDF, filename: 'x.pdf', type: 'application/pdf' }), 422],
  ['ZIP renamed .jpg', () => ({ data: ZIP, filename: 'x.jpg', type: 'image/jpeg' }), 422],
  ['ELF binary', () => ({ data: ELF, filename: 'x.png' }), 422],
  ['PHP script as .png', () => ({ data: PHP, filename: 'shell.php.png' }), 422],
  ['truncated PNG', () => ({ data: png.subarray(0, png.length - 20), filename: 'x.png' }), 422],
  ['empty file', () => ({ data: Buffer.alloc(0), filename: 'x.png' }), 422],
  [
    'over 5 MB',
    () => ({ data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]), filename: 'big.png' }),
    413,
  ],
  ['traversal name with HTML', () => ({ data: HTML, filename: '../../../../etc/passwd.png' }), 422],
  [
    'Windows traversal name with text',
    () => ({ data: Buffer.from('x'), filename: '..\\..\\boot.ini' }),
    422,
  ],
  ['NUL byte in the name', () => ({ data: Buffer.from('x'), filename: 'a.png\u0000.php' }), 422],
  ['a 16000 × 16000 PNG of ~31 KB (pixel bomb)', () => ({ data: bomb, filename: 'x.png' }), 422],
  ['a 5001 × 5001 PNG (just over 25 MP)', () => ({ data: overLimit, filename: 'x.png' }), 422],
];

const imagesOnDisk = () =>
  existsSync(w.t.dataDir) ? readdirSync(w.t.dataDir, { recursive: true }).length : 0;

describe('uploads: POST /api/upload/userImage', () => {
  it.each(CASES)('%s → %i, nothing stored', async (_l, file, status) => {
    const before = await snapshot(w.app);
    const files = imagesOnDisk();
    const res = await sendForm(
      w.app,
      'POST',
      '/api/upload/userImage',
      w.a.token,
      {},
      { file: file() },
    );
    expect(res.statusCode, res.body).toBe(status);
    await expectUnchanged(w.app, before, _l);
    expect(imagesOnDisk()).toBe(files);
  });

  it('a wrong field name → 400, nothing stored', async () => {
    const before = await snapshot(w.app);
    const res = await sendForm(
      w.app,
      'POST',
      '/api/upload/userImage',
      w.a.token,
      {},
      {
        notTheFile: { data: png, filename: 'x.png' },
      },
    );
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await expectUnchanged(w.app, before, 'wrong field');
  });

  it('a real image under a traversal name is stored by id, never by its name', async () => {
    const res = await sendForm(
      w.app,
      'POST',
      '/api/upload/userImage',
      w.a.token,
      {},
      {
        file: { data: png, filename: '../../../tmp/evil.png' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('evil');
    expect(existsSync('/tmp/evil.png')).toBe(false);
    expect(existsSync(path.join(w.t.dataDir, '..', 'evil.png'))).toBe(false);
  });
});
