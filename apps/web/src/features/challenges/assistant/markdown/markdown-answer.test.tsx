import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarkdownAnswer } from './markdown-answer';

const renderAnswer = (markdown: string) => render(<MarkdownAnswer markdown={markdown} />);

describe('MarkdownAnswer', () => {
  it('renders headings, paragraphs, emphasis, inline code and lists', () => {
    const { container } = renderAnswer(
      [
        '## Pense assim',
        '',
        'Use **`const`** quando o *valor* não muda e __nunca__ _reatribua_ a variável.',
        '',
        '1. Leia o teste',
        '2. Rode de novo',
        '',
        '- um item',
        '- outro item',
        '  continuando',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { name: 'Pense assim' }).tagName).toBe('H4');
    expect(container.querySelector('strong code')).toHaveTextContent('const');
    expect(container.querySelector('em')).toHaveTextContent('valor');
    expect(screen.getByText('nunca').tagName).toBe('STRONG');
    expect(screen.getByText('reatribua').tagName).toBe('EM');
    const [ordered, unordered] = screen.getAllByRole('list');
    expect(ordered?.tagName).toBe('OL');
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leia o teste', 'Rode de novo']);
    expect(within(unordered!).getAllByRole('listitem')[1]).toHaveTextContent(
      'outro item continuando',
    );
  });

  it('keeps snake_case words and lone markers as text', () => {
    renderAnswer('Chame minha_funcao_legal com 2 * 3 e `sem fim');
    expect(screen.getByText('Chame minha_funcao_legal com 2 * 3 e `sem fim')).toBeInTheDocument();
  });

  it('shows HTML in an answer as text, never as elements', () => {
    const { container } = renderAnswer(
      'Veja <img src=x onerror="alert(1)"> e <script>alert(2)</script>',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(
      screen.getByText('Veja <img src=x onerror="alert(1)"> e <script>alert(2)</script>'),
    ).toBeInTheDocument();
  });

  it('links only http(s) addresses, in a new tab without the opener', () => {
    renderAnswer(
      'Leia a [documentação](https://developer.mozilla.org/pt-BR/) e não [isto](javascript:alert(1)).',
    );
    const link = screen.getByRole('link', { name: 'documentação' });
    expect(link).toHaveAttribute('href', 'https://developer.mozilla.org/pt-BR/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'isto' })).toBeNull();
    expect(screen.getByText(/isto/)).toBeInTheDocument();
  });

  it('highlights a fenced JavaScript block with the editor colours', async () => {
    const { container } = renderAnswer(
      'Assim:\n\n```js\nconst total = soma(1, 2); // ok\n```\n\nFim.',
    );
    const code = container.querySelector('pre code');
    expect(code).toHaveTextContent('const total = soma(1, 2); // ok');
    await waitFor(() => expect(code?.querySelector('.code-keyword')).toHaveTextContent('const'));
    expect(code?.querySelector('.code-comment')).toHaveTextContent('// ok');
    expect(screen.getByText('Fim.')).toBeInTheDocument();
  });

  it('highlights HTML tags and CSS properties', async () => {
    const { container } = renderAnswer(
      '```html\n<h1 class="titulo">Oi</h1>\n```\n```css\nh1 { color: red; }\n```',
    );
    await waitFor(() => expect(container.querySelector('.code-tag')).toHaveTextContent('h1'));
    await waitFor(() =>
      expect(container.querySelector('.code-property')).toHaveTextContent('color'),
    );
    expect(container.querySelector('.code-attribute')).toHaveTextContent('class');
  });

  it('renders an unclosed fence (an answer still streaming) as code to the end', () => {
    const { container } = renderAnswer(
      'Comece por aqui:\n\n```js\nfor (let i = 0; i < 3; i++) {\n  console.log(i',
    );
    const code = container.querySelector('pre code');
    expect(code?.textContent).toBe('for (let i = 0; i < 3; i++) {\n  console.log(i');
    expect(screen.getByText('Comece por aqui:').tagName).toBe('P');
  });

  it('copies a code block and says so', async () => {
    const user = userEvent.setup();
    renderAnswer('```js\nconsole.log("oi");\n```');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('console.log("oi");');
  });
});
