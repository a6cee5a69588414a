import { describe, expect, it } from 'vitest';
import { toPreviewHtml } from './preview-html';

describe('toPreviewHtml', () => {
  it('keeps what Markdown produces and drops styles, scripts and unsafe targets', () => {
    const html = [
      '<html><head><title>Oi</title><style>p{}</style></head>',
      '<body style="color: red"><h1 class="x">Título</h1>',
      '<p style="font-size: 12px">Olá, <strong>Ana</strong>! <a href="https://escola.dev/learn" onclick="x()">trilha</a>',
      '<a href="javascript:alert(1)">mau</a></p><script>alert(1)</script>',
      '<div><span>solto</span></div><img src="http://x/y.png" alt="figura" onerror="x()"></body></html>',
    ].join('');
    expect(toPreviewHtml(html)).toBe(
      '<h1>Título</h1><p>Olá, <strong>Ana</strong>! <a href="https://escola.dev/learn" target="_blank" rel="noopener noreferrer">trilha</a><a>mau</a></p>solto<img alt="figura">',
    );
  });
});
