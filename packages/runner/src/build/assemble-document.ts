// Puts the learner's files together into the one document a preview or test frame writes: the
// HTML file with each linked stylesheet and script inlined where it is linked (files nobody links
// are added at the end of <head> / <body>), and ES modules (JSX) defined through the frame's small
// module system, run where their <script type="module"> stood. Pure: strings in, a string out.
// The React runtime is not part of the document: a frame runs it before writing a document whose
// modules import packages (importsPackages).
import { RUNNER_FRAME_DIRECTORY } from '../frame-policy';

export type AssembledStyle = { fileName: string; css: string };
export type AssembledScript = { fileName: string; code: string; isModule: boolean };

export type DocumentParts = {
  /** The learner's HTML file, or null when the challenge has none (a React-only challenge). */
  html: string | null;
  styles: readonly AssembledStyle[];
  scripts: readonly AssembledScript[];
};

/** Globals the frame's bootstrap defines (frame/frame-bootstrap.ts). */
export const MODULE_DEFINE_GLOBAL = '__escolaDefinirModulo';
export const MODULE_RUN_GLOBAL = '__escolaExecutarModulo';
/** React, React DOM and React Router for the frames, served from the platform's own origin. */
export const REACT_RUNTIME_URL = `${RUNNER_FRAME_DIRECTORY}react-runtime.js`;

const DEFAULT_DOCUMENT =
  '<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';

const normalizePath = (path: string) => path.trim().replace(/^\.?\//, '');

const readAttribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
};

/** Inline code may not close its own element early. */
const escapeScript = (code: string) =>
  code.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

const moduleId = (fileName: string) => `./${fileName}`;
/**
 * The class freeCodeCamp gives the learner's stylesheet: `new __helpers.CSSHelp(document)` reads
 * the first element with it (before any `<style>` the HTML has of its own), as in freeCodeCamp.
 */
export const LEARNER_STYLE_CLASS = 'fcc-injected-styles';
const styleElement = ({ fileName, css }: AssembledStyle) =>
  `<style class="${LEARNER_STYLE_CLASS}" data-arquivo="${fileName}">\n${escapeStyle(css)}\n</style>`;
const scriptElement = (script: AssembledScript) =>
  script.isModule
    ? `<script>${MODULE_RUN_GLOBAL}(${JSON.stringify(moduleId(script.fileName))});</script>`
    : `<script data-arquivo="${script.fileName}">\n${escapeScript(script.code)}\n</script>`;

const insertBefore = (document: string, closingTag: RegExp, content: string) => {
  const match = closingTag.exec(document);
  if (!match) return null;
  return `${document.slice(0, match.index)}${content}\n${document.slice(match.index)}`;
};

const insertAfterOpening = (document: string, openingTag: RegExp, content: string) => {
  const match = openingTag.exec(document);
  if (!match) return null;
  const end = match.index + match[0].length;
  return `${document.slice(0, end)}\n${content}${document.slice(end)}`;
};

/** Do these scripts import a package (React, React DOM, React Router)? */
export const importsPackages = (scripts: readonly AssembledScript[]): boolean =>
  scripts.some((script) => script.isModule && /require\("[^.]/.test(script.code));

/** The module definitions. */
const modulePrelude = (modules: readonly AssembledScript[]) => {
  if (modules.length === 0) return '';
  const definitions = modules
    .map(
      (module) =>
        `${MODULE_DEFINE_GLOBAL}(${JSON.stringify(moduleId(module.fileName))}, function (require, module, exports) {\n${escapeScript(module.code)}\n});`,
    )
    .join('\n');
  return `<script>\n${definitions}\n</script>`;
};

export const assembleDocument = ({ html, styles, scripts }: DocumentParts): string => {
  const usedStyles = new Set<string>();
  const usedScripts = new Set<string>();
  const styleByName = new Map(styles.map((style) => [style.fileName, style]));
  const scriptByName = new Map(scripts.map((script) => [script.fileName, script]));

  let document = (html ?? DEFAULT_DOCUMENT)
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const href = readAttribute(tag, 'href');
      const rel = readAttribute(tag, 'rel') ?? '';
      const style = href === null ? undefined : styleByName.get(normalizePath(href));
      if (!style || !/stylesheet/i.test(rel)) return tag;
      usedStyles.add(style.fileName);
      return styleElement(style);
    })
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => {
      const src = readAttribute(` ${attributes}`, 'src');
      const script = src === null ? undefined : scriptByName.get(normalizePath(src));
      if (!script) return element;
      usedScripts.add(script.fileName);
      return scriptElement(script);
    });

  const extraStyles = styles.filter((style) => !usedStyles.has(style.fileName));
  if (extraStyles.length > 0) {
    const content = extraStyles.map(styleElement).join('\n');
    document = insertBefore(document, /<\/head\s*>/i, content) ?? `${content}\n${document}`;
  }
  const extraScripts = scripts.filter((script) => !usedScripts.has(script.fileName));
  if (extraScripts.length > 0) {
    const content = extraScripts.map(scriptElement).join('\n');
    document = insertBefore(document, /<\/body\s*>/i, content) ?? `${document}\n${content}`;
  }
  const prelude = modulePrelude(scripts.filter((script) => script.isModule));
  if (prelude) {
    document =
      insertAfterOpening(document, /<head\b[^>]*>/i, prelude) ??
      insertAfterOpening(document, /<html\b[^>]*>/i, prelude) ??
      `${prelude}\n${document}`;
  }
  return document;
};
