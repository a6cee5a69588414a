// `npm run check:citations` (part of `npm run check`): no tracked file cites a document outside
// the repository (scripts/lib/find-outside-citations.mjs). Lists each offending line; exits 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findOutsideCitations } from './lib/find-outside-citations.mjs';
import { repositoryRoot } from './lib/find-repository-root.mjs';

const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|json|md|css|html|ya?ml|txt)$/;

const files = execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => TEXT_FILE.test(file) && file !== 'package-lock.json');

let count = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(repositoryRoot, file), 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  for (const { line, text: content, reason } of findOutsideCitations(text)) {
    count += 1;
    console.error(`${file}:${line}: ${reason}\n    ${content}`);
  }
}
if (count > 0) {
  console.error(`\n${count} citação(ões) de documentos fora do repositório.`);
  process.exit(1);
}
console.log(`✓ citações: ${files.length} arquivos, nenhuma aponta para fora do repositório`);
