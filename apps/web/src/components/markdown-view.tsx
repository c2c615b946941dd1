/**
 * The static pages' Markdown (headings, lists, **bold**, _italic_, links, tables…), rendered with
 * `marked` and sanitised with DOMPurify before it reaches the page: no script, event handler or
 * `javascript:` link survives. Loaded on use through `Markdown` (markdown.tsx), so the two libraries
 * are a chunk of their own that the static pages and the admin's content preview fetch when they show
 * text (every lazy route ≤ 50 KB gzip).
 */
import { clsx } from 'clsx';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';

// One parser of our own (GitHub-flavoured; a single line break stays inside its paragraph).
const parser = new Marked({ gfm: true, breaks: false, async: false });

const purifier = DOMPurify();
// Links leave BidXI in a new tab without handing it a reference to this one.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown text → safe HTML (sanitised; forms, styles and frames removed). */
export function markdownToSafeHtml(source: string): string {
  const html = parser.parse(source) as string;
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

// The app's type scale and palette for the elements Markdown makes (no typography plugin).
const proseClasses = clsx(
  'flex flex-col gap-3 text-base break-words text-ink-muted',
  '[&_h1]:text-xl [&_h1]:font-extrabold [&_h1]:text-ink',
  '[&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-ink',
  '[&_h3]:mt-1 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-ink',
  '[&_strong]:font-bold [&_strong]:text-ink [&_em]:italic',
  '[&_a]:font-semibold [&_a]:text-night-700 [&_a]:underline',
  '[&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5',
  '[&_ol]:flex [&_ol]:list-decimal [&_ol]:flex-col [&_ol]:gap-1.5 [&_ol]:pl-5',
  '[&_li]:marker:text-gold-600 [&_code]:rounded [&_code]:bg-surface [&_code]:px-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gold-300 [&_blockquote]:pl-3',
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:px-2',
  '[&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:text-left [&_th]:text-ink',
  '[&_hr]:border-line',
);

export default function MarkdownView({
  source,
  className,
}: {
  source: string;
  className?: string;
}) {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  return (
    <div
      className={clsx(proseClasses, className)}
      // Sanitised by DOMPurify in markdownToSafeHtml.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
