import { describe, expect, it } from 'vitest';
import { prepareMarkdownEmail } from './markdown-email';

describe('a Markdown e-mail', () => {
  const prepared = prepareMarkdownEmail({
    subject: 'Oi, {{ nome }}',
    body: 'Olá, **{{ nome }}**! Entre em [sua conta]({{link}}).\n\n<script>alert(1)</script>',
    links: { link: 'https://escola.dev/learn' },
    textVariables: ['nome'],
  });

  it('renders the Markdown to HTML, links as targets, raw HTML shown as text', () => {
    const mail = prepared({ texts: { nome: 'Ana' } });
    expect(mail.subject).toBe('Oi, Ana');
    expect(mail.html).toContain('<strong>Ana</strong>');
    expect(mail.html).toContain('<a href="https://escola.dev/learn">sua conta</a>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toBe(
      'Olá, **Ana**! Entre em sua conta: https://escola.dev/learn.\n\n<script>alert(1)</script>',
    );
  });

  it('never turns what a person typed into Markdown or HTML', () => {
    const mail = prepared({ texts: { nome: '[clique](https://golpe.dev) <i>{{link}}' } });
    expect(mail.html).not.toContain('golpe.dev"');
    expect(mail.html).toContain('[clique](https://golpe.dev) &lt;i&gt;{{link}}');
    expect(mail.text).toContain('[clique](https://golpe.dev) <i>{{link}}');
  });

  it('adds a footer below a line when given one', () => {
    const mail = prepared({
      texts: { nome: 'Ana' },
      footer: { text: 'Rodapé', html: '<p>Rodapé</p>' },
    });
    expect(mail.text.endsWith('\n\n--\nRodapé')).toBe(true);
    expect(mail.html).toContain('<hr>\n<p>Rodapé</p>');
  });
});
