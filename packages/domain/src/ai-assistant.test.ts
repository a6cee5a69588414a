import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_CATEGORIES,
  assistantBudgetDay,
  assistantBudgetResetsAt,
  assistantCategoryOf,
  estimateAssistantTokens,
  isAssistantCategory,
} from './ai-assistant';
import { SUPER_BLOCKS } from './super-blocks';

describe('AI assistant categories', () => {
  it('maps the spec’s three superblocks to their categories', () => {
    expect(assistantCategoryOf('logica-de-programacao')).toBe('logica-de-programacao');
    expect(assistantCategoryOf('html-css-javascript')).toBe('html-css-js');
    expect(assistantCategoryOf('react')).toBe('react');
  });

  it('tutors the front-end fundamentals as HTML, CSS and JavaScript', () => {
    expect(assistantCategoryOf('fundamentos-da-programacao-front-end')).toBe('html-css-js');
  });

  it('gives every trilha a category and nothing else one', () => {
    for (const superBlock of SUPER_BLOCKS) {
      expect(ASSISTANT_CATEGORIES).toContain(assistantCategoryOf(superBlock));
    }
    expect(assistantCategoryOf('python')).toBeUndefined();
    expect(assistantCategoryOf('constructor')).toBeUndefined();
  });

  it('tells a category from anything else', () => {
    expect(isAssistantCategory('react')).toBe(true);
    expect(isAssistantCategory('html-css-javascript')).toBe(false);
  });
});

describe('AI assistant daily budget', () => {
  it('counts per São Paulo day, three hours behind UTC', () => {
    expect(assistantBudgetDay(new Date('2026-11-26T02:59:00Z'))).toBe('2026-11-25');
    expect(assistantBudgetDay(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-26');
  });

  it('resets at the next São Paulo midnight, across months and years', () => {
    expect(assistantBudgetResetsAt(new Date('2026-11-26T02:59:00Z')).toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
    expect(assistantBudgetResetsAt(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe(
      '2026-11-27T03:00:00.000Z',
    );
    expect(assistantBudgetResetsAt(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe(
      '2027-01-01T03:00:00.000Z',
    );
  });

  it('reckons a text at one token per four characters, rounded up', () => {
    expect(estimateAssistantTokens('')).toBe(0);
    expect(estimateAssistantTokens('abcd')).toBe(1);
    expect(estimateAssistantTokens('abcde')).toBe(2);
  });
});
