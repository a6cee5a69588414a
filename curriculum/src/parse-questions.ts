// `# --perguntas--`: repeated `## <question>` headings, each followed by a task list of answers —
// `- [x]` the right one, `- [ ]` the others — where an indented paragraph under an answer is its
// feedback. The page data gets the texts; the server index gets the answer key and the feedback.
import type { ChallengeQuestion } from '@escola/contracts/challenge-page-data';
import type { ServerCurriculumQuestion } from '@escola/contracts/curriculum-server-index';
import type { CurriculumError } from './curriculum-error';
import { listMarkdownBlocks, sliceLines, type MarkdownBlock } from './list-markdown-blocks';
import { renderMarkdown } from './render-markdown';
import type { Section } from './split-sections';

export type ParsedQuestion = { question: ChallengeQuestion; answerKey: ServerCurriculumQuestion };

const CHECKBOX = /^\[( |x|X)\][ \t]+/;
const MIN_ANSWERS = 2;

type Answer = { text: string; isRight: boolean; feedback: string | null };

const dedent = (text: string): string => {
  const lines = text.split('\n');
  const indents = lines
    .filter((line) => line.trim())
    .map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const indent = Math.min(...indents, Infinity);
  return lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
};

/** The answers of a list block; null (with an error) when an item is not a task item. */
const readAnswers = ({
  list,
  lines,
  lineOf,
  errors,
  file,
}: {
  list: MarkdownBlock;
  lines: readonly string[];
  lineOf: (index: number) => number;
  errors: CurriculumError[];
  file: string;
}): Answer[] => {
  const answers: Answer[] = [];
  const items = list.tokens.filter((token) => token.type === 'list_item_open' && token.level === 1);
  for (const item of items) {
    const [itemStart = 0, itemEnd = 0] = item.map ?? [];
    const children = list.tokens.filter(
      (token) =>
        token.level === 2 &&
        token.nesting >= 0 &&
        token.map &&
        token.map[0] >= itemStart &&
        token.map[1] <= itemEnd,
    );
    const [first, second] = children;
    const firstIndex = list.tokens.indexOf(first ?? item);
    const inline = list.tokens[firstIndex + 1];
    const content =
      first?.type === 'paragraph_open' && inline?.type === 'inline' ? inline.content : '';
    const checkbox = CHECKBOX.exec(content);
    if (!checkbox) {
      errors.push({
        file,
        line: lineOf(itemStart),
        message: 'cada resposta deve começar com [x] (a certa) ou [ ] (as outras)',
      });
      continue;
    }
    const feedbackStart = second?.map?.[0];
    const feedback =
      feedbackStart === undefined
        ? null
        : renderMarkdown(dedent(sliceLines(lines, feedbackStart, itemEnd)));
    answers.push({
      text: renderMarkdown(content.slice(checkbox[0].length)),
      isRight: checkbox[1] !== ' ',
      feedback: feedback || null,
    });
  }
  return answers;
};

export const parseQuestions = ({
  file,
  section,
}: {
  file: string;
  section: Section;
}): { questions: ParsedQuestion[]; errors: CurriculumError[] } => {
  const lines = section.lines;
  const lineOf = (index: number) => section.line + 1 + index;
  const errors: CurriculumError[] = [];
  const questions: ParsedQuestion[] = [];
  type Draft = {
    line: number;
    textStart: number;
    textEnd: number;
    heading: string;
    answers: Answer[] | null;
    invalidAnswers?: boolean;
  };
  const drafts: Draft[] = [];

  for (const block of listMarkdownBlocks(lines.join('\n'))) {
    const current = drafts.at(-1);
    if (block.token.type === 'heading_open' && block.token.tag === 'h2') {
      const heading = block.tokens[1]?.content ?? '';
      drafts.push({
        line: lineOf(block.start),
        textStart: block.end,
        textEnd: block.end,
        heading,
        answers: null,
      });
      continue;
    }
    if (!current || current.answers !== null) {
      const message = current
        ? 'depois das respostas, só pode vir outra pergunta (## texto da pergunta)'
        : 'cada pergunta começa com um título ## com o texto da pergunta';
      errors.push({ file, line: lineOf(block.start), message });
      continue;
    }
    if (block.token.type === 'bullet_list_open') {
      const errorCount = errors.length;
      current.answers = readAnswers({ list: block, lines, lineOf, errors, file });
      current.invalidAnswers = errors.length > errorCount;
      continue;
    }
    current.textEnd = block.end;
  }

  for (const draft of drafts) {
    if (draft.invalidAnswers) continue;
    const answers = draft.answers ?? [];
    const right = answers.filter((answer) => answer.isRight);
    if (answers.length < MIN_ANSWERS || right.length !== 1) {
      errors.push({
        file,
        line: draft.line,
        message: `a pergunta precisa de pelo menos ${MIN_ANSWERS} respostas em lista (- [ ] …), e exatamente uma marcada com [x]`,
      });
      continue;
    }
    const extra = sliceLines(lines, draft.textStart, draft.textEnd);
    questions.push({
      question: {
        text: renderMarkdown(`${draft.heading}\n\n${extra}`),
        answers: answers.map((answer) => answer.text),
      },
      answerKey: {
        correctAnswerIndex: answers.findIndex((answer) => answer.isRight),
        feedback: answers.map((answer) => answer.feedback),
      },
    });
  }
  return { questions, errors };
};
