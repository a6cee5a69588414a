import { describe, expect, it } from 'vitest';
import { ASSISTANT_CATEGORIES, assistantCategoryOf, isAssistantCategory } from './ai-assistant';
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
