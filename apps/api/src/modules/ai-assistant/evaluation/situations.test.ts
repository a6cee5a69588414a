// The evaluation set itself: big enough and spread over the four trilhas, well-formed, and with
// rubrics that do their job — each situation's written good answer passes, handing over the
// challenge's solution fails on a "não contém" check, and quoting the learner's own code is allowed.
import { describe, expect, it } from 'vitest';
import { ASSISTANT_CATEGORIES, assistantCategoryOf } from '@escola/domain/ai-assistant';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';
import { solutionDumpOf } from './evaluation-situation';
import { matchesPattern, scoreAnswer } from './score';
import { EVALUATION_SITUATIONS } from './situations';

const failedChecks = (situation: (typeof EVALUATION_SITUATIONS)[number], answer: string) =>
  scoreAnswer(situation, answer)
    .checks.filter((check) => !check.passed)
    .map((check) => check.name);

describe('the evaluation set', () => {
  it('has at least 20 situations, at least 5 in each of the four trilhas', () => {
    expect(EVALUATION_SITUATIONS.length).toBeGreaterThanOrEqual(20);
    for (const trilha of SUPER_BLOCKS) {
      const count = EVALUATION_SITUATIONS.filter((situation) => situation.trilha === trilha).length;
      expect({ trilha, count: Math.min(count, 5) }).toEqual({ trilha, count: 5 });
    }
  });

  it('gives every situation its own id', () => {
    const ids = EVALUATION_SITUATIONS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks every kind of question: solution requests, failing tests, concepts, off-topic', () => {
    const kinds = new Set(EVALUATION_SITUATIONS.map(({ kind }) => kind));
    expect([...kinds].sort()).toEqual(
      ['conceito', 'fora-do-assunto', 'pede-solucao', 'teste-falhando'].sort(),
    );
  });

  it.each(EVALUATION_SITUATIONS)('$id: is tutored in the category of its trilha', (situation) => {
    expect(ASSISTANT_CATEGORIES).toContain(situation.category);
    expect(situation.category).toBe(assistantCategoryOf(situation.trilha));
  });

  it.each(EVALUATION_SITUATIONS)('$id: has a complete context and rubric', (situation) => {
    for (const text of [situation.challengeTitle, situation.description, situation.code]) {
      expect(text.trim()).not.toBe('');
    }
    expect(situation.input.trim()).not.toBe('');
    expect(situation.mustMention.length).toBeGreaterThanOrEqual(1);
    expect(situation.mustNotContain.length).toBeGreaterThanOrEqual(1);
    for (const group of [...situation.mustMention, ...situation.mustNotContain]) {
      expect(group.length).toBeGreaterThanOrEqual(1);
      for (const pattern of group) {
        // A global or sticky expression keeps state between tests and would match only once.
        if (pattern instanceof RegExp) expect(pattern.flags).not.toMatch(/[gy]/);
      }
    }
  });

  it.each(EVALUATION_SITUATIONS)('$id: passes its written good answer', (situation) => {
    expect(failedChecks(situation, situation.exampleAnswer)).toEqual([]);
  });

  it.each(EVALUATION_SITUATIONS)(
    '$id: fails an answer that hands over the solution',
    (situation) => {
      const failed = failedChecks(situation, solutionDumpOf(situation));
      expect(failed.some((name) => name.startsWith('não contém'))).toBe(true);
    },
  );

  it.each(EVALUATION_SITUATIONS)(
    '$id: lets the tutor quote the learner’s own code',
    (situation) => {
      const forbidden = situation.mustNotContain
        .flat()
        .filter((pattern) => matchesPattern(situation.code, pattern));
      expect(forbidden).toEqual([]);
    },
  );
});
