// Scripts written inside the HTML file are learner code too: they are taken out as files of their
// own (so Babel protects their loops and JSX/modules work there as in files) and put back, by the
// document assembly, where they stood. Scripts of other types (JSON data, templates) stay as they are.

export type InlineScript = {
  name: string;
  ext: string;
  contents: string;
  /** Where the script's code starts in the HTML file (line from 1, column from 0). */
  line: number;
  column: number;
};

/** Line (from 1) and column (from 0) of an offset in a text. */
const positionOf = (text: string, offset: number) => {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart };
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPES = ['', 'text/javascript', 'application/javascript', 'module', 'text/babel'];

const typeOf = (attributes: string) =>
  (
    /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
      .exec(` ${attributes}`)
      ?.slice(1)
      .find((value) => value !== undefined) ?? ''
  )
    .trim()
    .toLowerCase();

export const extractInlineScripts = (
  html: string,
  htmlName: string,
): { html: string; scripts: InlineScript[] } => {
  const scripts: InlineScript[] = [];
  const rewritten = html.replace(
    INLINE_SCRIPT,
    (element: string, attributes: string, body: string, offset: number) => {
      const type = typeOf(attributes);
      if (/\ssrc\s*=/i.test(` ${attributes}`) || !SCRIPT_TYPES.includes(type) || !body.trim()) {
        return element;
      }
      const script = {
        name: `${htmlName}-script-${scripts.length + 1}`,
        ext: type === 'text/babel' ? 'jsx' : 'js',
        contents: body,
        // The code starts right after the opening tag (its first `>`: attributes hold none).
        ...positionOf(html, offset + element.indexOf('>') + 1),
      };
      scripts.push(script);
      return `<script src="${script.name}.${script.ext}"></script>`;
    },
  );
  return { html: rewritten, scripts };
};
