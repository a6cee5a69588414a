// An answer of the assistant, its Markdown turned into React elements — never into HTML, so
// whatever the model writes (`<img onerror=…>` included) shows as text. Links open only for
// http(s) addresses, in a new tab, without handing this page to the other site.
import { Fragment, useMemo, type ReactNode } from 'react';
import { CodeBlock } from './code-block';
import { parseBlocks, parseInline, type Block, type Inline } from './parse-markdown';

const renderInline = (inlines: Inline[]): ReactNode[] =>
  inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'code':
        return <code key={index}>{inline.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(inline.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(inline.children)}</em>;
      case 'link':
        return inline.href ? (
          <a key={index} href={inline.href} target="_blank" rel="noopener noreferrer">
            {renderInline(inline.children)}
          </a>
        ) : (
          <Fragment key={index}>{renderInline(inline.children)}</Fragment>
        );
    }
  });

const text = (markdown: string) => renderInline(parseInline(markdown));

/** Answer headings sit under the panel's own heading levels (h2 title, h3 and below here). */
const HEADING_TAGS = ['h3', 'h4', 'h5', 'h6'] as const;

const renderBlock = (block: Block, index: number): ReactNode => {
  switch (block.kind) {
    case 'paragraph':
      return <p key={index}>{text(block.text)}</p>;
    case 'heading': {
      const Tag = HEADING_TAGS[Math.min(block.level, HEADING_TAGS.length) - 1] ?? 'h6';
      return <Tag key={index}>{text(block.text)}</Tag>;
    }
    case 'code':
      return <CodeBlock key={index} code={block.code} language={block.language} />;
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{text(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      );
    }
  }
};

export const MarkdownAnswer = ({ markdown }: { markdown: string }) => {
  const blocks = useMemo(() => parseBlocks(markdown), [markdown]);
  return <div className="assistant-markdown">{blocks.map(renderBlock)}</div>;
};
