// CLI of the freeCodeCamp import check: `npm run curriculum:import -- <folder>`. Prints, per
// challenge file under the folder, whether our build takes it (✓, with its name in a block) or
// not (✗, then each problem as `<file>:<line>: <what>`), warnings, and a summary. Exits 1 when a
// file cannot be taken (or there is nothing to check), 0 otherwise. Writes nothing.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkFreeCodeCampFolder } from './check-freecodecamp-folder';
import { formatCurriculumError } from './curriculum-error';

const USAGE = 'Uso: npm run curriculum:import -- <pasta com desafios no formato do freeCodeCamp>';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
// npm runs scripts from the package folder; INIT_CWD is where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const [argument] = positionals;
if (argument === undefined || positionals.length > 1) {
  console.error(USAGE);
  process.exit(1);
}
const folder = path.resolve(base, argument);
const isFolder = await stat(folder).then(
  (entry) => entry.isDirectory(),
  () => false,
);
if (!isFolder) {
  console.error(`Pasta não encontrada: ${argument}\n${USAGE}`);
  process.exit(1);
}

const display = (absolute: string) => {
  const relative = path.relative(base, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? absolute
    : relative.split(path.sep).join('/');
};
const { files, ignored } = await checkFreeCodeCampFolder({ folder, display });

if (files.length === 0) {
  console.error(`Nenhum desafio .md em ${display(folder) || '.'}: nada a conferir.`);
  process.exit(1);
}
const FORMAT_NAMES = { escola: 'formato da escola', freecodecamp: 'formato do freeCodeCamp' };
for (const report of files) {
  if (report.ok) {
    const format = report.format ? ` (${FORMAT_NAMES[report.format]})` : '';
    console.log(`✓ ${report.file} — entra${format}: em um bloco, como ${report.nameInBlock ?? ''}`);
  } else {
    console.log(`✗ ${report.file} — não entra:`);
    for (const error of report.errors) console.log(`    ${formatCurriculumError(error)}`);
  }
  for (const warning of report.warnings) {
    console.log(`    aviso: ${formatCurriculumError(warning)}`);
  }
}
const taken = files.filter((report) => report.ok).length;
const refused = files.length - taken;
console.log('');
if (ignored.length > 0) {
  const what =
    ignored.length === 1
      ? 'arquivo ignorado (não é um desafio .md)'
      : 'arquivos ignorados (não são desafios .md)';
  console.log(`${ignored.length} ${what}: ${ignored.join(', ')}`);
}
if (files.some((report) => report.nameInBlock?.startsWith('NN-'))) {
  console.log(
    'NN: a posição do desafio no bloco (challengeOrder, de 0), que vem do nome do arquivo.',
  );
}
console.log(
  `${files.length} ${files.length === 1 ? 'arquivo' : 'arquivos'}: ${taken} ${taken === 1 ? 'entra' : 'entram'}, ${refused} não ${refused === 1 ? 'entra' : 'entram'}.`,
);
if (taken > 0) {
  console.log(
    'Depois de copiá-los para um bloco de content/, rode npm run curriculum:build e npm run curriculum:test (os testes rodam no navegador só ali).',
  );
}
process.exitCode = refused > 0 ? 1 : 0;
