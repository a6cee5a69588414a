// The small Markdown the assistant answers in, parsed to plain data (no HTML is ever built from
// it): paragraphs, headings, fenced code blocks, ordered and unordered lists, and inside them bold,
// italic, inline code and links. Answers arrive token by token, so anything half-written must
// still read well: an unclosed fence is a code block up to the end, an unclosed `**` or backtick
// is plain text.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'emphasis'; children: Inline[] }
  /** `href` is null when the address is not http(s): the text shows without a link. */
  | { kind: 'link'; href: string | null; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'code'; language: string; code: string; closed: boolean }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w#+.-]*)/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const UNORDERED_ITEM = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED_ITEM = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const CONTINUATION = /^\s{2,}\S/;

const isBlank = (line: string) => line.trim() === '';

const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || UNORDERED_ITEM.test(line) || ORDERED_ITEM.test(line);

/** Reads a fenced block from `lines[start]` (the opening fence); returns it and the next line. */
const readFence = (lines: string[], start: number): [Block, number] => {
  const [, fence = '```', language = ''] = FENCE.exec(lines[start] ?? '') ?? [];
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  const code: string[] = [];
  let index = start + 1;
  while (index < lines.length && !closing.test(lines[index] ?? '')) {
    code.push(lines[index] ?? '');
    index += 1;
  }
  const closed = index < lines.length;
  return [
    { kind: 'code', language: language.toLowerCase(), code: code.join('\n'), closed },
    closed ? index + 1 : index,
  ];
};

/** Reads a list of one kind from `lines[start]`; indented lines continue the item above. */
const readList = (lines: string[], start: number, ordered: boolean): [Block, number] => {
  const pattern = ordered ? ORDERED_ITEM : UNORDERED_ITEM;
  const first = ordered ? ORDERED_ITEM.exec(lines[start] ?? '') : null;
  const items: string[] = [];
  let index = start;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const item = pattern.exec(line);
    if (item) {
      items.push((ordered ? item[2] : item[1]) ?? '');
    } else if (CONTINUATION.test(line) && items.length > 0 && !FENCE.test(line)) {
      items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line.trim()}`;
    } else if (isBlank(line) && pattern.test(lines[index + 1] ?? '')) {
      // A blank line between two items keeps the list going.
    } else {
      break;
    }
    index += 1;
  }
  return [{ kind: 'list', ordered, start: Number(first?.[1] ?? 1), items }, index];
};

export const parseBlocks = (markdown: string): Block[] => {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (isBlank(line)) {
      index += 1;
      continue;
    }
    if (FENCE.test(line)) {
      const [block, next] = readFence(lines, index);
      blocks.push(block);
      index = next;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      index += 1;
      continue;
    }
    if (UNORDERED_ITEM.test(line) || ORDERED_ITEM.test(line)) {
      const [block, next] = readList(lines, index, ORDERED_ITEM.test(line));
      blocks.push(block);
      index = next;
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && !isBlank(lines[index] ?? '')) {
      if (paragraph.length > 0 && startsBlock(lines[index] ?? '')) break;
      paragraph.push((lines[index] ?? '').trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
};

const SAFE_LINK = /^https?:\/\/[^\s]+$/i;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

/** Where the closing `marker` of a span opened just before `from` is, or -1. */
const findClosing = (text: string, marker: string, from: number): number => {
  let index = text.indexOf(marker, from);
  // `*a*` needs text inside; `**` right away is not an empty emphasis.
  while (index === from) index = text.indexOf(marker, index + 1);
  return index;
};

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

export const parseInline = (text: string): Inline[] => {
  const result: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') result.push({ kind: 'text', text: plain });
    plain = '';
  };
  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? '';
    const rest = text.slice(index);
    if (character === '`') {
      const ticks = /^`+/.exec(rest)?.[0] ?? '`';
      const end = text.indexOf(ticks, index + ticks.length);
      if (end !== -1) {
        flush();
        result.push({ kind: 'code', text: text.slice(index + ticks.length, end).trim() });
        index = end + ticks.length;
        continue;
      }
      plain += ticks;
      index += ticks.length;
      continue;
    }
    if (rest.startsWith('**') || rest.startsWith('__')) {
      const marker = rest.slice(0, 2);
      const end = findClosing(text, marker, index + 2);
      if (end !== -1) {
        flush();
        result.push({ kind: 'strong', children: parseInline(text.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    }
    const opensEmphasis =
      (character === '*' || character === '_') &&
      !(character === '_' && isWordCharacter(text[index - 1])) &&
      text[index + 1] !== ' ';
    if (opensEmphasis) {
      const end = findClosing(text, character, index + 1);
      const closesInsideWord = character === '_' && isWordCharacter(text[end + 1]);
      if (end !== -1 && text[end - 1] !== ' ' && !closesInsideWord) {
        flush();
        result.push({ kind: 'emphasis', children: parseInline(text.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    if (character === '[') {
      const link = LINK.exec(rest);
      if (link) {
        flush();
        const href = link[2] ?? '';
        result.push({
          kind: 'link',
          href: SAFE_LINK.test(href) ? href : null,
          children: parseInline(link[1] ?? ''),
        });
        index += link[0].length;
        continue;
      }
    }
    plain += character;
    index += 1;
  }
  flush();
  return result;
};
