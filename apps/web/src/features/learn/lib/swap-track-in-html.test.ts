// The trilha → módulo swap on curriculum HTML: grammatical phrases in the text, tags untouched.
import { describe, expect, it } from 'vitest';
import { swapTrackInHtml } from './swap-track-in-html';

const html =
  '<p>Nesta trilha: <a href="/learn/html-css-javascript/projetos-de-certificacao-trilha-2/x">Trilha 2</a></p>';

describe('swapTrackInHtml', () => {
  it('swaps the text for modular and limited users and leaves tags and links alone', () => {
    expect(swapTrackInHtml({ html, access: 'modular' })).toBe(
      '<p>Neste módulo: <a href="/learn/html-css-javascript/projetos-de-certificacao-trilha-2/x">Módulo 2</a></p>',
    );
    expect(swapTrackInHtml({ html: '<li>Veja as trilhas</li>', access: 'limited' })).toBe(
      '<li>Veja os módulos</li>',
    );
  });

  it('keeps the text for other users', () => {
    expect(swapTrackInHtml({ html, access: 'complete' })).toBe(html);
  });
});
