/**
 * Turns an upload into a safe image with sharp: the real type is read from the bytes (JPEG, PNG or
 * WebP only — never the file name or the declared type), metadata (EXIF, GPS) is dropped, the image is
 * resized to fit `maxSide` and re-encoded as WebP. Anything else is refused with 422 INVALID_IMAGE.
 */
import sharp from 'sharp';
import { AppError } from '../../platform/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

const invalid = (message = 'The file must be a JPEG, PNG or WebP image.') =>
  new AppError(422, 'INVALID_IMAGE', message);

/**
 * @throws AppError 413 PAYLOAD_TOO_LARGE over 5 MB ('File size must be under 5MB.'); 422 INVALID_IMAGE
 *   for a non-image, another format (SVG, GIF, a script renamed .png) or a truncated file.
 */
export async function processImage(input: Buffer, maxSide: number): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File size must be under 5MB.');
  let format: string | undefined;
  try {
    format = (await sharp(input, { failOn: 'truncated' }).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !ACCEPTED.has(format)) throw invalid();
  try {
    const { data, info } = await sharp(input, { failOn: 'truncated' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw invalid('The image is damaged or incomplete.');
  }
}
