// CLI of the build: `npm run build -w @escola/curriculum` (root: `npm run curriculum:build`).
// Prints every error as `<file>:<line>: <what is wrong>` and exits 1 when there is any.
//   --content <folder>   default: content/ beside this package's src/
//   --out <folder>       default: dist/
//   --sem-conteudo-obrigatorio   skip the required-content checks (generated trees only)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildCurriculum } from './build-curriculum';
import { CurriculumBuildError, formatCurriculumError } from './curriculum-error';

const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: path.join(packageDirectory, 'content') },
    out: { type: 'string', default: path.join(packageDirectory, 'dist') },
    'sem-conteudo-obrigatorio': { type: 'boolean', default: false },
  },
});

const startedAt = performance.now();
try {
  const result = await buildCurriculum({
    contentDirectory: path.resolve(values.content),
    outputDirectory: path.resolve(values.out),
    checkRequiredContent: !values['sem-conteudo-obrigatorio'],
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(
    `Currículo construído: ${result.challengeCount} desafios, ${result.fileCount} arquivos em ${path.relative(process.cwd(), path.resolve(values.out)) || '.'} (buildId ${result.buildId}, ${seconds} s).`,
  );
} catch (error) {
  if (!(error instanceof CurriculumBuildError)) throw error;
  for (const entry of error.errors) console.error(formatCurriculumError(entry));
  const count = error.errors.length;
  console.error(`\nA construção do currículo falhou: ${count} ${count === 1 ? 'erro' : 'erros'}.`);
  process.exitCode = 1;
}
