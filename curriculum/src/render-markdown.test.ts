import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders Markdown and keeps the language class of code blocks', () => {
    expect(renderMarkdown('Use **`let`**.\n\n```js\nlet a = 1;\n```')).toBe(
      '<p>Use <strong><code>let</code></strong>.</p>\n<pre><code class="language-js">let a = 1;\n</code></pre>',
    );
  });

  it('removes scripts, event handlers, unsafe links and other classes', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<p class="x" onclick="alert(1)">oi</p>\n\n<a href="javascript:alert(1)">link</a> <img src="x.png" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|class="x"/);
    expect(html).toContain('<p>oi</p>');
  });

  it('opens external links in a new tab without an opener', () => {
    expect(renderMarkdown('[MDN](https://developer.mozilla.org)')).toBe(
      '<p><a href="https://developer.mozilla.org" target="_blank" rel="noopener noreferrer">MDN</a></p>',
    );
    expect(renderMarkdown('[mapa](/learn)')).toBe('<p><a href="/learn">mapa</a></p>');
  });

  it('gives blank input no HTML', () => {
    expect(renderMarkdown('  \n')).toBe('');
  });
});
