import { describe, expect, it } from 'vitest';
import { assembleDocument, importsPackages, MODULE_RUN_GLOBAL } from './assemble-document';

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
      '<head><style class="fcc-injected-styles" data-arquivo="styles.css">\np { color: red; }\n</style></head>',
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

  it('defines modules first and runs the entry where it was', () => {
    const document = assembleDocument({
      html: page(
        '<title>T</title>',
        '<div id="root"></div><script type="module" src="index.jsx"></script>',
      ),
      styles: [],
      scripts: [{ fileName: 'index.jsx', code: 'var _react = require("react");', isModule: true }],
    });
    const definitionAt = document.indexOf('function (require, module, exports)');
    const runAt = document.indexOf(`${MODULE_RUN_GLOBAL}("./index.jsx")`);
    expect(definitionAt).toBeGreaterThan(document.indexOf('<head>'));
    expect(runAt).toBeGreaterThan(document.indexOf('<div id="root"></div>'));
    expect(runAt).toBeGreaterThan(definitionAt);
  });

  it('tells when modules import a package (the frame then runs the React runtime first)', () => {
    const module = (code: string) => [{ fileName: 'index.jsx', code, isModule: true }];
    expect(importsPackages(module('var _react = require("react");'))).toBe(true);
    expect(importsPackages(module('var _app = require("./app.jsx");'))).toBe(false);
    expect(importsPackages([{ fileName: 'a.js', code: 'require("x")', isModule: false }])).toBe(
      false,
    );
  });

  it('gives a React-only challenge a document with a #root', () => {
    const document = assembleDocument({
      html: null,
      styles: [],
      scripts: [{ fileName: 'index.jsx', code: 'exports.a = 1;', isModule: true }],
    });
    expect(document).toContain('<div id="root"></div>');
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
