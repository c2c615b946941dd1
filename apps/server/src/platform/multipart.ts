/**
 * Reads a multipart/form-data request into text fields and file buffers, refusing unknown file
 * parts and oversize files (the per-file limit of @fastify/multipart, 5 MB) with the spec's message.
 * The caller validates the text fields with its protocol schema.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@bidxi/protocol';
import { AppError, badRequest } from './errors';

/** A read form. */
export interface MultipartForm {
  /** Text fields by name (a repeated name is refused). */
  fields: Record<string, string>;
  /** File contents by field name. */
  files: Record<string, Buffer>;
}

const tooLarge = () =>
  new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'File size must be under 5MB.', { status: 413 });

/**
 * @param fileFields the names of the file parts this route accepts, or 'any' for any name.
 * @throws AppError 400 when the request is not multipart, a part is repeated or a file part is
 *   unknown; 413 PAYLOAD_TOO_LARGE for a file over the limit.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileFields: readonly string[] | 'any',
): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: {} };
  let problem: AppError | null = null;
  try {
    for await (const part of req.parts()) {
      const name = part.fieldname;
      if (name in form.fields || name in form.files) problem ??= badRequest(`${name}: sent twice`);
      if (part.type === 'file') {
        if (fileFields !== 'any' && !fileFields.includes(name)) {
          problem ??= badRequest(`${name}: unexpected file`);
          part.file.resume();
          continue;
        }
        form.files[name] = await part.toBuffer();
      } else {
        form.fields[name] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (problem) throw problem;
  return form;
}

/**
 * Parses text fields with a protocol schema; the message and `error.fields` name each bad field
 * (`upiId: …`), as the global handler does for JSON bodies.
 * @throws AppError 400 VALIDATION (body status 411).
 */
export function parseFields<T>(schema: z.core.$ZodType<T>, fields: Record<string, string>): T {
  const parsed = z.safeParse(schema, fields);
  if (parsed.success) return parsed.data;
  const named: Record<string, string> = {};
  for (const i of parsed.error.issues) {
    const keys = i.code === 'unrecognized_keys' ? i.keys : [i.path.map(String).join('.') || 'form'];
    for (const key of keys)
      named[key] ??= i.code === 'unrecognized_keys' ? 'unexpected field' : i.message;
  }
  const message = Object.entries(named)
    .map(([k, m]) => `${k}: ${m}`)
    .join('; ');
  throw new AppError(400, ErrorCode.VALIDATION, message, { status: 411, fields: named });
}
