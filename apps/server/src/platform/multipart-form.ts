/**
 * The auction forms (team registration, auction image) take at most one file under any field name
 * (the spec does not name it): the shared multipart reader with the first non-empty file picked.
 */
import type { FastifyRequest } from 'fastify';
import { readMultipart } from './multipart';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The first non-empty file part, whatever its field name. */
  file: Buffer | null;
}

/** @throws AppError 400 (not multipart, a repeated part), 413 'File size must be under 5MB.'. */
export async function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  const form = await readMultipart(req, 'any');
  const file = Object.values(form.files).find((b) => b.length > 0) ?? null;
  return { fields: form.fields, file };
}
