/**
 * Static content pages (spec 001 §2 "Static pages", spec 000 §7): text by type, editable by admins.
 * Content is Markdown (headings, lists, emphasis, links, tables), rendered for players by the web app
 * with `marked` and sanitised with DOMPurify.
 */
import { z } from 'zod/mini';
import { SafeText } from './text';

export const STATIC_CONTENT_TYPES = [
  'how-to-play',
  'how-to-register',
  'how-to-withdraw',
  'privacy-policy',
  'terms-and-conditions',
] as const;
export const StaticContentType = z.enum(STATIC_CONTENT_TYPES);
export type StaticContentType = z.infer<typeof StaticContentType>;

export const CONTENT_NOT_FOUND_MESSAGE = 'Content not found for the specified type';
export const STATIC_CONTENT_MAX_LENGTH = 100_000;

export const StaticContentView = z.object({
  type: StaticContentType,
  content: z.string(),
  updatedAt: z.string(),
});

/** `GET /api/static-content/:type` (no login needed) → 404 CONTENT_NOT_FOUND for an unknown type. */
export const StaticContentResponse = z.object({ content: StaticContentView });

/** `POST /api/static-content {type, content}` (admin): replaces the page's text. */
export const SaveStaticContentBody = z.object({
  type: StaticContentType,
  content: SafeText({
    label: 'Content',
    min: 1,
    max: STATIC_CONTENT_MAX_LENGTH,
    multiline: true,
    tooLongMessage: 'Content is too long',
  }),
});
