/**
 * The static pages' small Markdown subset (`# `/`## `/`### ` headings, `- ` bullets, paragraphs split by
 * blank lines) rendered as React elements. Text only ever becomes text nodes, so HTML in the content
 * is shown as written, never interpreted.
 */
import { clsx } from 'clsx';
import { Fragment } from 'react';

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        text: heading[2]!.trim(),
      });
    } else if (bullet) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      (list ??= []).push(bullet[1]!.trim());
    } else if (list) {
      // A wrapped bullet: the line continues the last item.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseMarkdown(source);
  return (
    <div className={clsx('flex flex-col gap-3 text-base text-ink', className)}>
      {blocks.map((block, i) => (
        <Fragment key={i}>{renderBlock(block)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: MarkdownBlock) {
  switch (block.kind) {
    case 'heading':
      if (block.level === 1) {
        return <h1 className="text-xl font-extrabold text-ink">{block.text}</h1>;
      }
      if (block.level === 2) {
        return <h2 className="mt-2 text-lg font-bold text-ink">{block.text}</h2>;
      }
      return <h3 className="mt-1 text-base font-bold text-ink">{block.text}</h3>;
    case 'list':
      return (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-ink-muted marker:text-gold-600">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p className="text-ink-muted">{block.text}</p>;
  }
}
