/**
 * Turns an upload into a safe image with sharp: the real type is read from the bytes (JPEG, PNG or
 * WebP only — never the file name or the declared type), metadata (EXIF, GPS) is dropped, the image is
 * resized to fit `maxSide` and re-encoded as WebP. Anything else is refused with 422 INVALID_IMAGE.
 *
 * Image work must never delay a bid (four 31 KB, 16000×16000 PNGs took 6–12 s of decoding
 * and let an attacker stall a lot's close):
 * - the dimensions are read from the header before anything is decoded, and an image over
 *   {@link MAX_INPUT_PIXELS} is refused at once (sharp's `limitInputPixels` guards the decode too);
 * - at most {@link IMAGE_CONCURRENCY} image runs at a time, at most {@link IMAGE_QUEUE_MAX} wait
 *   (more is 429), and libvips uses one thread per image (`sharp.concurrency(1)`): each sharp job
 *   holds one of libuv's 4 threadpool threads (UV_THREADPOOL_SIZE) for its whole run, the pool that
 *   argon2 (logins), crypto (token checks) and fs (static files, outbox) also use, and on a 2-core
 *   node a second image thread would compete with the event loop that runs bids. So images take one
 *   pool thread and one core at most, leaving 3 pool threads and a core for everything else;
 * - callers decode before opening a database transaction, so no connection (PGlite has one) is held
 *   while an image is worked on.
 */
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode } from '@bidxi/protocol';
import { AppError } from '../../platform/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** 25 megapixels: a 5000 × 5000 photo; phone cameras stay below. */
export const MAX_INPUT_PIXELS = 25_000_000;
export const IMAGE_CONCURRENCY = 1;
export const IMAGE_QUEUE_MAX = 16;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

sharp.concurrency(1);
const imageSlot = pLimit(IMAGE_CONCURRENCY);

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

const invalid = (message = 'The file must be a JPEG, PNG or WebP image.') =>
  new AppError(422, ErrorCode.INVALID_IMAGE, message);

/**
 * @throws AppError 413 PAYLOAD_TOO_LARGE over 5 MB ('File size must be under 5MB.'); 422 INVALID_IMAGE
 *   for a non-image, another format (SVG, GIF, a script renamed .png), a truncated file or more than
 *   25 megapixels; 429 RATE_LIMITED when too many images already wait.
 */
export async function processImage(input: Buffer, maxSide: number): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES)
    throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'File size must be under 5MB.');
  let header: Metadata;
  try {
    // Reads the header only: no pixels are decoded.
    header = await sharp(input, { failOn: 'truncated' }).metadata();
  } catch {
    throw invalid();
  }
  if (!header.format || !ACCEPTED.has(header.format)) throw invalid();
  const { width = 0, height = 0 } = header;
  if (width < 1 || height < 1) throw invalid();
  if (width * height > MAX_INPUT_PIXELS) {
    throw invalid(
      `The image is too large (${width} × ${height}): at most 25 megapixels, e.g. 5000 × 5000.`,
    );
  }
  if (imageSlot.pendingCount >= IMAGE_QUEUE_MAX) {
    throw new AppError(429, ErrorCode.RATE_LIMITED, 'Too many uploads at once — try again in 5 s', {
      retryAfterSeconds: 5,
    });
  }
  return imageSlot(async () => {
    try {
      const { data, info } = await sharp(input, {
        failOn: 'truncated',
        limitInputPixels: MAX_INPUT_PIXELS,
      })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return {
        bytes: data,
        contentType: 'image/webp' as const,
        width: info.width,
        height: info.height,
      };
    } catch {
      throw invalid('The image is damaged or incomplete.');
    }
  });
}
