import { describe, expect, it } from 'vitest';
import { assembleDocument, MODULE_RUN_GLOBAL, REACT_RUNTIME_URL } from './assemble-document';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('assembleDocument', () => {
  it('inlines a linked stylesheet and a linked script where they are linked', () => {
    const document = assembleDocument({
      html: page(
        '<link rel="stylesheet" href="./styles.css">',
        '<p>Oi</p><script src="script.js"></script>',
      ),
      styles: [{ fileName: 'styles.css', css: 'p { color: red; }' }],
      scripts: [{ fileName: 'script.js', code: 'console.log(1);', isModule: false }],
    });
    expect(document).toContain(
      '<head><style data-arquivo="styles.css">\np { color: red; }\n</style></head>',
    );
    expect(document).toContain(
      '<p>Oi</p><script data-arquivo="script.js">\nconsole.log(1);\n</script>',
    );
    expect(document).not.toContain('href=');
    expect(document).not.toContain('src=');
  });

  it('adds files nobody links at the end of head and body; leaves other tags alone', () => {
    const document = assembleDocument({
      html: page(
        '<link rel="icon" href="styles.css">',
        '<script src="https://exemplo.com/x.js"></script>',
      ),
      styles: [{ fileName: 'styles.css', css: 'h1 {}' }],
      scripts: [{ fileName: 'script.js', code: 'let a = 1;', isModule: false }],
    });
    expect(document).toContain('<link rel="icon" href="styles.css">');
    expect(document).toMatch(/h1 \{\}\n<\/style>\n<\/head>/);
    expect(document).toContain('<script src="https://exemplo.com/x.js"></script>');
    expect(document).toMatch(/let a = 1;\n<\/script>\n<\/body>/);
  });

  it('defines modules first (with the React runtime when they import packages) and runs the entry where it was', () => {
    const document = assembleDocument({
      html: page(
        '<title>T</title>',
        '<div id="root"></div><script type="module" src="index.jsx"></script>',
      ),
      styles: [],
      scripts: [{ fileName: 'index.jsx', code: 'var _react = require("react");', isModule: true }],
    });
    const runtimeAt = document.indexOf(REACT_RUNTIME_URL);
    const definitionAt = document.indexOf('function (require, module, exports)');
    const runAt = document.indexOf(`${MODULE_RUN_GLOBAL}("./index.jsx")`);
    expect(runtimeAt).toBeGreaterThan(document.indexOf('<head>'));
    expect(definitionAt).toBeGreaterThan(runtimeAt);
    expect(runAt).toBeGreaterThan(document.indexOf('<div id="root"></div>'));
  });

  it('gives a React-only challenge a document with a #root, without the runtime when nothing is imported', () => {
    const document = assembleDocument({
      html: null,
      styles: [],
      scripts: [{ fileName: 'index.jsx', code: 'exports.a = 1;', isModule: true }],
    });
    expect(document).toContain('<div id="root"></div>');
    expect(document).not.toContain(REACT_RUNTIME_URL);
    expect(document).toContain(`${MODULE_RUN_GLOBAL}("./index.jsx")`);
  });

  it('keeps learner code from closing its script or style element early', () => {
    const document = assembleDocument({
      html: page('', ''),
      styles: [{ fileName: 'a.css', css: 'p::after { content: "</style>"; }' }],
      scripts: [{ fileName: 'a.js', code: 'const s = "</script><!--";', isModule: false }],
    });
    expect(document).toContain('"<\\/style>"');
    expect(document).toContain('"<\\/script><\\!--"');
  });
});
