/**
 * Reads a multipart form (fields + at most one file) into memory. The multipart plugin caps files at
 * 5 MB; an over-size file is answered 413 with the spec's 'File size must be under 5MB.'.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@bidxi/protocol';
import { AppError, badRequest } from '../../platform/errors';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The first non-empty file part, whatever its field name. */
  file: Buffer | null;
}

export async function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!file && bytes.length > 0) file = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'File size must be under 5MB.');
    }
    throw err;
  }
  return { fields, file };
}
