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
      { name: 'index-script-1', ext: 'js', contents: 'let a = 1;' },
      { name: 'index-script-2', ext: 'js', contents: 'import x from "./x";' },
    ]);
  });

  it('treats text/babel as JSX and leaves external, empty and data scripts alone', () => {
    const source =
      '<script src="script.js"></script><script></script><script type="application/json">{"a":1}</script><script type=\'text/babel\'>const p = <p />;</script>';
    const { html, scripts } = extractInlineScripts(source, 'index');
    expect(html).toContain('<script src="script.js"></script><script></script>');
    expect(html).toContain('<script type="application/json">{"a":1}</script>');
    expect(scripts).toEqual([{ name: 'index-script-1', ext: 'jsx', contents: 'const p = <p />;' }]);
  });
});
