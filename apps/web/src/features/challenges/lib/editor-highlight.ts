// The code editor's syntax colours. CodeMirror's default highlight style is made for a white page:
// on the dark theme several of its colours fall near 1.5:1. Here every token takes its colour from
// a CSS variable (`--code-*`, styles/global.css), defined for the light and the dark theme with a
// contrast of at least 4.5:1 against the editor's backgrounds (page, read-only lines, current line,
// selection, the line of a syntax error). One style, so switching the theme recolours an open
// editor with no reconfiguration: the variables change, the classes stay.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

const colour = (name: string) => `var(--code-${name})`;

export const codeHighlightStyle = HighlightStyle.define([
  { tag: t.keyword, color: colour('keyword') },
  {
    tag: [t.atom, t.bool, t.null, t.number, t.literal, t.unit, t.color, t.url, t.labelName],
    color: colour('constant'),
  },
  { tag: [t.self, t.special(t.variableName), t.macroName], color: colour('constant') },
  {
    tag: [t.string, t.docString, t.character, t.inserted, t.special(t.brace)],
    color: colour('string'),
  },
  { tag: [t.regexp, t.escape, t.special(t.string)], color: colour('regexp') },
  {
    tag: [
      t.function(t.variableName),
      t.function(t.propertyName),
      t.definition(t.function(t.variableName)),
    ],
    color: colour('function'),
  },
  { tag: [t.typeName, t.className, t.namespace], color: colour('type') },
  { tag: [t.propertyName, t.definition(t.propertyName)], color: colour('property') },
  { tag: t.tagName, color: colour('tag') },
  { tag: t.attributeName, color: colour('attribute') },
  { tag: t.attributeValue, color: colour('string') },
  { tag: t.comment, color: colour('comment'), fontStyle: 'italic' },
  {
    tag: [t.meta, t.documentMeta, t.processingInstruction, t.annotation],
    color: colour('meta'),
  },
  { tag: [t.invalid, t.deleted], color: colour('invalid') },
  { tag: t.heading, fontWeight: 'bold', textDecoration: 'underline' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.link, textDecoration: 'underline' },
]);

/** Not a fallback: it replaces basicSetup's default (light-only) highlight style. */
export const codeHighlighting = syntaxHighlighting(codeHighlightStyle);
