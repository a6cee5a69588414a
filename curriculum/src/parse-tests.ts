// `# --testes--`: repeated pairs of a Markdown text (what the learner reads) and a ```js block
// (the test code).
import type { ChallengeTest } from '@escola/contracts/challenge-page-data';
import type { CurriculumError } from './curriculum-error';
import {
  isJavaScriptFence,
  listMarkdownBlocks,
  fenceContents,
  sliceLines,
} from './list-markdown-blocks';
import { renderMarkdown } from './render-markdown';
import type { Section } from './split-sections';

export const parseTests = ({
  file,
  section,
}: {
  file: string;
  section: Section;
}): { tests: ChallengeTest[]; errors: CurriculumError[] } => {
  const tests: ChallengeTest[] = [];
  const errors: CurriculumError[] = [];
  const fileLine = (index: number) => section.line + 1 + index;
  let pendingText = null as { start: number; end: number } | null;

  for (const block of listMarkdownBlocks(section.lines.join('\n'))) {
    if (block.token.type !== 'fence') {
      pendingText = { start: pendingText?.start ?? block.start, end: block.end };
      continue;
    }
    if (!isJavaScriptFence(block)) {
      errors.push({
        file,
        line: fileLine(block.start),
        message: 'o código de um teste deve estar em um bloco ```js',
      });
      pendingText = null;
      continue;
    }
    if (!pendingText) {
      errors.push({
        file,
        line: fileLine(block.start),
        message: 'teste sem texto: escreva o que o teste confere em um parágrafo antes do ```js',
      });
      continue;
    }
    const text = renderMarkdown(sliceLines(section.lines, pendingText.start, pendingText.end));
    tests.push({ text, testString: fenceContents(block.token) });
    pendingText = null;
  }
  if (pendingText) {
    errors.push({
      file,
      line: fileLine(pendingText.start),
      message: 'texto de teste sem o bloco ```js com o código do teste depois dele',
    });
  }
  return { tests, errors };
};
