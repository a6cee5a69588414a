import { describe, expect, it } from 'vitest';
import { extractInlineScripts } from './extract-inline-scripts';

describe('extractInlineScripts', () => {
  it('takes out inline scripts as files and leaves a reference where each stood', () => {
    const { html, scripts } = extractInlineScripts(
      '<head><script>let a = 1;</script></head><body><script type="module">import x from "./x";</script></body>',
      'index',
    );
    expect(html).toBe(
      '<head><script src="index-script-1.js"></script></head><body><script src="index-script-2.js"></script></body>',
    );
    expect(scripts).toEqual([
      { name: 'index-script-1', ext: 'js', contents: 'let a = 1;', line: 1, column: 14 },
      { name: 'index-script-2', ext: 'js', contents: 'import x from "./x";', line: 1, column: 68 },
    ]);
  });

  it('treats text/babel as JSX and leaves external, empty and data scripts alone', () => {
    const source =
      '<script src="script.js"></script><script></script><script type="application/json">{"a":1}</script><script type=\'text/babel\'>const p = <p />;</script>';
    const { html, scripts } = extractInlineScripts(source, 'index');
    expect(html).toContain('<script src="script.js"></script><script></script>');
    expect(html).toContain('<script type="application/json">{"a":1}</script>');
    expect(scripts).toEqual([
      {
        name: 'index-script-1',
        ext: 'jsx',
        contents: 'const p = <p />;',
        line: 1,
        column: expect.any(Number),
      },
    ]);
  });

  it('tells where each script starts in the HTML file, to name the line of an error there', () => {
    const source = '<body>\n  <h1>Oi</h1>\n  <script>\n    let a = ;\n  </script>\n</body>';
    const [script] = extractInlineScripts(source, 'index').scripts;
    expect(script).toMatchObject({ line: 3, column: 10 });
    // Line 2 of the script (its first line is what follows <script> on line 3) is line 4.
    expect(source.split('\n')[3]).toBe(script?.contents.split('\n')[1]);
  });
});
