/**
 * A QR symbol of `text` as one SVG path of unit squares (the `qrcode` library, loaded on demand;
 * error correction M), and its size in modules. Drawn in `currentColor`, no canvas.
 */
export async function qrPath(text: string): Promise<{ size: number; d: string }> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}
