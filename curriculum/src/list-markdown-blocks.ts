// The top-level blocks of a Markdown fragment (paragraphs, lists, headings, fenced code, rules),
// each with its 0-based line range in the fragment — the unit the section parsers work on.
import type { Token } from 'markdown-it';
import { parseMarkdownBlocks } from './render-markdown';

export type MarkdownBlock = {
  /** The opening token: `fence`, `hr`, `heading_open`, `bullet_list_open`, `paragraph_open`… */
  token: Token;
  /** All tokens of the block, the opening one first. */
  tokens: Token[];
  /** 0-based first line and the line after the last, in the fragment. */
  start: number;
  end: number;
};

export const listMarkdownBlocks = (source: string): MarkdownBlock[] => {
  const blocks: MarkdownBlock[] = [];
  let current: MarkdownBlock | null = null;
  for (const token of parseMarkdownBlocks(source)) {
    if (token.level === 0 && token.nesting >= 0 && token.map) {
      const [start, end] = token.map;
      current = { token, tokens: [token], start, end };
      blocks.push(current);
      continue;
    }
    current?.tokens.push(token);
  }
  return blocks;
};

/** The lines [start, end) of a fragment, joined. */
export const sliceLines = (lines: readonly string[], start: number, end: number): string =>
  lines.slice(start, end).join('\n');

/** The fence's language and its `key=value` attributes: "html arquivo=index.html". */
export const parseFenceInfo = (
  info: string,
): { language: string; attributes: Map<string, string> } => {
  const [language = '', ...rest] = info.trim().split(/\s+/);
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [key = '', ...value] = part.split('=');
    attributes.set(key, value.join('='));
  }
  return { language, attributes };
};

/** A fence's code without the line break markdown-it keeps at its end. */
export const fenceContents = (token: Token): string => token.content.replace(/\n$/, '');

const JS_LANGUAGES = ['js', 'javascript'];

export const isJavaScriptFence = (block: MarkdownBlock): boolean =>
  block.token.type === 'fence' && JS_LANGUAGES.includes(parseFenceInfo(block.token.info).language);
