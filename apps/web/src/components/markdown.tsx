/**
 * Markdown text on a page (static pages, the admin's content preview). The renderer (`marked` and
 * DOMPurify, markdown-view.tsx) is fetched on first use, not with the route (every lazy
 * route ≤ 50 KB gzip); until it arrives the block keeps its place with a skeleton.
 */
import { lazy, Suspense } from 'react';

const MarkdownView = lazy(() => import('@/components/markdown-view'));

/** Preloads the renderer (a route that is about to show Markdown can call it on intent). */
export const preloadMarkdown = () => void import('@/components/markdown-view');

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <Suspense
      fallback={<div className="min-h-24 animate-pulse rounded-lg bg-surface" aria-busy="true" />}
    >
      <MarkdownView source={source} {...(className ? { className } : {})} />
    </Suspense>
  );
}
