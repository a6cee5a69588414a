import { expect, it } from 'vitest';
import { findOutsideCitations } from './find-outside-citations.mjs';

const joined = (/** @type {string[]} */ ...parts) => parts.join('');

it('names each line that cites a document outside the repository, with the reason', () => {
  const text = [
    '// Sign-in (docs/product/accounts.md): fine.',
    `// See ${joined('../', 'shared/spec/x.md')}.`,
    `// Rule of the ${joined('spec', ' section 7')}.`,
    `// As the ${joined('BLUE', 'PRINT')} says.`,
    `// ${joined('blueprint', ' convention 6')}: one client factory.`,
    `// ${joined('/wo', 'rk/main/README.md')}`,
  ].join('\n');

  expect(findOutsideCitations(text).map(({ line, reason }) => [line, reason])).toEqual([
    [2, 'caminho fora do repositório'],
    [3, 'seção numerada da especificação: cite a página de docs/product/'],
    [4, 'documento de arquitetura fora do repositório: cite docs/architecture.md'],
    [5, 'documento de arquitetura fora do repositório: cite docs/architecture.md'],
    [6, 'caminho absoluto desta máquina'],
  ]);
});

it('leaves the repository own documents and plain mentions of "the spec" alone', () => {
  const text = [
    '// The spec message, word for word (docs/product/admin.md).',
    '// docs/architecture.md, convention 6.',
    "import { readFile } from './work/file';",
    'e2e/tests/home.spec.ts',
  ].join('\n');

  expect(findOutsideCitations(text)).toEqual([]);
});
