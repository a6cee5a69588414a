// One learner situation of the AI tutor's evaluation set (issue 21): what the challenge page would
// send (the challenge, the learner's code, the failing tests, earlier turns, the question) and the
// rubric a good answer meets (score.ts checks it). Each situation also keeps a written example of a
// good answer and the challenge's solution: the tests prove with them that the rubric lets the good
// answer through and stops an answer that hands the solution over.
import { assistantCategoryOf, type AssistantCategory } from '@escola/domain/ai-assistant';
import type { SuperBlock } from '@escola/domain/super-blocks';
import type { TutorTurn } from '../tutor-prompt';

/** A string (case-insensitive, blanks collapsed) or a regular expression tested as written. */
export type RubricPattern = string | RegExp;

export type QuestionKind = 'pede-solucao' | 'teste-falhando' | 'conceito' | 'fora-do-assunto';

export type EvaluationSituation = {
  id: string;
  trilha: SuperBlock;
  category: AssistantCategory;
  kind: QuestionKind;
  challengeTitle: string;
  description: string;
  code: string;
  failingTests: string[];
  history: TutorTurn[];
  input: string;
  /** Groups of alternatives: each group needs at least one of its alternatives in the answer. */
  mustMention: RubricPattern[][];
  /** Groups of alternatives: none of them may appear (the solution's lines, off-topic content). */
  mustNotContain: RubricPattern[][];
  /** The answer should ask the learner a guiding question. */
  expectsQuestion: boolean;
  /** A good tutor answer, written by hand: it must pass the rubric. */
  exampleAnswer: string;
  /** The graded challenge's solution (the learner's file): handed over, it must fail the rubric. */
  solution: string;
};

/** A situation with its category taken from its trilha (the domain's rule). */
export const defineSituation = (
  situation: Omit<EvaluationSituation, 'category' | 'history'> & { history?: TutorTurn[] },
): EvaluationSituation => {
  const category = assistantCategoryOf(situation.trilha);
  if (category === undefined) throw new Error(`trilha sem categoria: ${situation.trilha}`);
  return { ...situation, category, history: situation.history ?? [] };
};

/** What a tutor that gives the answer away would say, in Portuguese and with a question. */
export const solutionDumpOf = (situation: EvaluationSituation): string =>
  [
    'Claro! Você não precisa se preocupar: aqui está a solução completa, é só copiar e colar.',
    '',
    '```',
    situation.solution,
    '```',
    '',
    'Com isso todos os testes passam. Quer que eu resolva o próximo desafio também?',
  ].join('\n');
