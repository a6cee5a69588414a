import * as babel from '@babel/standalone';
import { describe, expect, it } from 'vitest';
import { extractInlineScripts } from './extract-inline-scripts';
import { LOOP_CALLBACK_NAME } from './loop-protection';
import { listScriptSources } from './script-sources';
import { transformCode } from './transform-code';

const file = (name: string, ext: string, contents: string) => ({
  fileKey: `${name}${ext}`,
  name,
  ext,
  contents,
});

describe('listScriptSources', () => {
  it('lists script files as they are and skips the others', () => {
    const sources = listScriptSources([
      file('index', 'html', '<p>Oi</p>'),
      file('script', 'js', 'let a = 1;'),
      file('styles', 'css', 'p {}'),
    ]);
    expect(sources).toEqual([
      {
        fileName: 'script.js',
        fileKey: 'scriptjs',
        displayName: 'script.js',
        ext: 'js',
        source: 'let a = 1;',
      },
    ]);
  });

  it("gives an inline script's syntax error the HTML file's name, line and column", () => {
    const html = file(
      'index',
      'html',
      '<!DOCTYPE html>\n<html>\n<body>\n  <h1>Oi</h1>\n  <script>const a = 1;\n    let b = ;\n  </script>\n</body>\n</html>',
    );
    const inline = extractInlineScripts(html.contents, html.name);
    const [source] = listScriptSources([html], { html, scripts: inline.scripts });
    expect(source).toMatchObject({
      fileName: 'index-script-1.js',
      fileKey: 'indexhtml',
      displayName: 'index.html',
    });
    const output = transformCode(babel, {
      source: source?.source ?? '',
      fileName: source?.displayName ?? '',
      ext: 'js',
      loop: { timeoutMs: 100, iterations: 1, callbackName: LOOP_CALLBACK_NAME },
    });
    // `let b = ;` is line 6 of index.html; the error is at the `;` (column 12, from 0).
    expect(output).toEqual({ ok: false, error: expect.stringMatching(/^index\.html: .*\(6:12\)/) });
  });
});
