import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_PANES,
  FIRST_PANE,
  PANE_AFTER_RESET,
  PANE_AFTER_RUN,
  WIDE_LAYOUT_MEDIA_QUERY,
  getChallengePanes,
} from './challenge-panes';

describe('getChallengePanes', () => {
  it('4 aba 1 instruções, aba 2 código, aba 3 console, aba 4 visualização', () => {
    expect(getChallengePanes({ hasPreview: true })).toEqual([
      'instructions',
      'code',
      'console',
      'preview',
    ]);
    expect(getChallengePanes({ hasPreview: true })).toBe(CHALLENGE_PANES);
  });

  it('4 sem visualização, três abas', () => {
    expect(getChallengePanes({ hasPreview: false })).toEqual(['instructions', 'code', 'console']);
  });
});

describe('abas depois de uma ação', () => {
  it('4 rodar os testes leva à aba 3; recomeçar leva à aba 2; a página abre na aba 1', () => {
    const panes = getChallengePanes({ hasPreview: false });
    expect(panes.indexOf(PANE_AFTER_RUN) + 1).toBe(3);
    expect(panes.indexOf(PANE_AFTER_RESET) + 1).toBe(2);
    expect(panes.indexOf(FIRST_PANE) + 1).toBe(1);
  });
});

describe('WIDE_LAYOUT_MEDIA_QUERY', () => {
  it('9 a tela larga começa no único ponto de quebra, 768 px', () => {
    expect(WIDE_LAYOUT_MEDIA_QUERY).toBe('(min-width: 768px)');
  });
});
