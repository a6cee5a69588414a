import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('keeps the words of sanitised HTML, entities written out and white space folded', () => {
    expect(
      htmlToPlainText(
        '<p>A variável <code>idade</code>\n  deve valer &lt;12&gt; &amp; não &quot;12&quot; nem &#39;12&#39;.</p>',
      ),
    ).toBe('A variável idade deve valer <12> & não "12" nem \'12\'.');
  });

  it('writes an escaped entity out once, not twice', () => {
    expect(htmlToPlainText('&amp;lt;')).toBe('&lt;');
  });
});
