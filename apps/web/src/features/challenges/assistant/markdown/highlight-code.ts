// Colours a code block of an answer with the editor's own parsers (JavaScript, JSX, TypeScript,
// CSS, HTML — the same lazy chunks the editor loads, fetched when a block needs one) and the
// editor's colour groups (lib/editor-highlight.ts): each piece of text gets a `code-<colour>`
// class, which assistant.css maps to the same `--code-*` variables (readable on both themes).
// Classes, not the editor's generated style: that one lives in the editor's style sheet. An
// unknown or missing language stays plain text. A half-streamed block parses fine: the parsers
// recover from errors.
import type { LRLanguage } from '@codemirror/language';
import { highlightCode, tagHighlighter, tags as t } from '@lezer/highlight';

type Parser = LRLanguage['parser'];

const loaders: Record<string, () => Promise<Parser>> = {
  js: async () => (await import('@codemirror/lang-javascript')).javascriptLanguage.parser,
  jsx: async () => (await import('@codemirror/lang-javascript')).jsxLanguage.parser,
  ts: async () => (await import('@codemirror/lang-javascript')).typescriptLanguage.parser,
  tsx: async () => (await import('@codemirror/lang-javascript')).tsxLanguage.parser,
  css: async () => (await import('@codemirror/lang-css')).cssLanguage.parser,
  html: async () => (await import('@codemirror/lang-html')).htmlLanguage.parser,
};

const ALIASES: Record<string, string> = {
  javascript: 'js',
  mjs: 'js',
  typescript: 'ts',
  scss: 'css',
  xml: 'html',
};

const languageKey = (language: string) => ALIASES[language] ?? language;

const loaded = new Map<string, Parser>();
const started = new Map<string, Promise<Parser | null>>();

/** The parser of `language` if it is already loaded (a block can then colour at once). */
export const getLoadedParser = (language: string): Parser | null =>
  loaded.get(languageKey(language)) ?? null;

/** Loads the parser of `language` once; null for an unknown language or a failed load. */
export type { Parser };

export const loadParser = (language: string): Promise<Parser | null> => {
  const key = languageKey(language);
  const loader = loaders[key];
  if (!loader) return Promise.resolve(null);
  let promise = started.get(key);
  if (!promise) {
    promise = loader().then(
      (parser) => {
        loaded.set(key, parser);
        return parser;
      },
      () => {
        // A dropped connection: the next block tries again.
        started.delete(key);
        return null;
      },
    );
    started.set(key, promise);
  }
  return promise;
};

const highlighter = tagHighlighter([
  { tag: t.keyword, class: 'code-keyword' },
  {
    tag: [t.atom, t.bool, t.null, t.number, t.literal, t.unit, t.color, t.url, t.labelName],
    class: 'code-constant',
  },
  { tag: [t.self, t.special(t.variableName), t.macroName], class: 'code-constant' },
  { tag: [t.string, t.docString, t.character, t.inserted, t.attributeValue], class: 'code-string' },
  { tag: [t.regexp, t.escape, t.special(t.string)], class: 'code-regexp' },
  {
    tag: [
      t.function(t.variableName),
      t.function(t.propertyName),
      t.definition(t.function(t.variableName)),
    ],
    class: 'code-function',
  },
  { tag: [t.typeName, t.className, t.namespace], class: 'code-type' },
  { tag: [t.propertyName, t.definition(t.propertyName)], class: 'code-property' },
  { tag: t.tagName, class: 'code-tag' },
  { tag: t.attributeName, class: 'code-attribute' },
  { tag: t.comment, class: 'code-comment' },
  { tag: [t.meta, t.documentMeta, t.processingInstruction, t.annotation], class: 'code-meta' },
  { tag: [t.invalid, t.deleted], class: 'code-invalid' },
]);

/** A run of text and its classes ('' for none); `null` marks a line break. */
export type CodePiece = { text: string; classes: string } | null;

/** The block in coloured pieces, or as one plain piece without a parser. */
export const highlightPieces = (code: string, parser: Parser | null): CodePiece[] => {
  if (!parser) return [{ text: code, classes: '' }];
  const pieces: CodePiece[] = [];
  highlightCode(
    code,
    parser.parse(code),
    highlighter,
    (text, classes) => pieces.push({ text, classes }),
    () => pieces.push(null),
  );
  return pieces;
};
