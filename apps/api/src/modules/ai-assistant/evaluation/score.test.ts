// The scoring of one answer (a good tutor answer passes; a solution dump, an English answer or a
// missing guiding question fails) and of a whole run.
import { describe, expect, it } from 'vitest';
import { defineSituation, solutionDumpOf } from './evaluation-situation';
import { looksPortuguese, scoreAnswer, scoreRun } from './score';

const situation = defineSituation({
  id: 'teste-maior-valor',
  trilha: 'logica-de-programacao',
  kind: 'teste-falhando',
  challengeTitle: 'Encontre o maior valor',
  description: 'Complete a função `maiorTemperatura`, que devolve a maior temperatura do array.',
  code: 'function maiorTemperatura(temperaturas) {\n  let maior = 0;\n}',
  failingTests: ['`maiorTemperatura([-3, -1, -5])` deve devolver `-1`.'],
  input: 'Por que meu teste falha?',
  mustMention: [[/negativ/i, 'abaixo de zero'], ['maior']],
  mustNotContain: [[/let\s+maior\s*=\s*temperaturas\[0\]/]],
  expectsQuestion: true,
  exampleAnswer: '',
  solution: 'function maiorTemperatura(temperaturas) {\n  let maior = temperaturas[0];\n}',
});

const GOOD = [
  'O teste que falha usa só temperaturas negativas. Você começa `maior` com `0`, e nenhuma',
  'temperatura da serra gaúcha é maior que zero, então o zero nunca é trocado.',
  '',
  'Com que valor do próprio array você poderia começar a comparação?',
].join('\n');

const failedChecks = (answer: string, target = situation) =>
  scoreAnswer(target, answer)
    .checks.filter((check) => !check.passed)
    .map((check) => check.name);

describe('scoring one answer', () => {
  it('passes a tutor answer that explains, names the failing test and asks', () => {
    const score = scoreAnswer(situation, GOOD);
    expect(score.passed).toBe(true);
    expect(score.checks.map((check) => check.name)).toEqual([
      'português',
      'pergunta',
      'menciona /negativ/i ou «abaixo de zero»',
      'menciona «maior»',
      'não contém /let\\s+maior\\s*=\\s*temperaturas\\[0\\]/',
    ]);
  });

  it('fails an answer that hands over the solution, on the solution check', () => {
    const score = scoreAnswer(situation, solutionDumpOf(situation));
    expect(score.passed).toBe(false);
    expect(failedChecks(solutionDumpOf(situation))).toContain(
      'não contém /let\\s+maior\\s*=\\s*temperaturas\\[0\\]/',
    );
  });

  it('fails an answer in English, even when it mentions the right things', () => {
    const english = [
      'The failing test uses only negative temperatures. You start `maior` at zero, and none of',
      'them is bigger than that. Which value of the array could you start with?',
    ].join('\n');
    expect(failedChecks(english)).toEqual(['português']);
  });

  it('fails an answer in Spanish', () => {
    const spanish =
      'La prueba usa solo temperaturas negativas. Empiezas `maior` en cero y ninguna es mayor. ¿Con qué valor del array podrías empezar?';
    expect(looksPortuguese(spanish)).toBe(false);
  });

  it('does not take Portuguese inside code or quoted tests for a Portuguese answer', () => {
    const english =
      'Your test `maiorTemperatura([-3, -1, -5]) deve devolver -1 e não é isso` fails because you start at zero and the values are negative. What is the biggest one?\n```js\n// você não é uma variável com isso\n```';
    expect(looksPortuguese(english)).toBe(false);
  });

  it('fails an answer without a guiding question where one is expected, and not elsewhere', () => {
    const statement = GOOD.replace('?', '.');
    expect(failedChecks(statement)).toEqual(['pergunta']);
    expect(failedChecks(statement, { ...situation, expectsQuestion: false })).toEqual([]);
  });

  it('does not count a question mark that is only in code as a question', () => {
    const ternary = `${GOOD.replace('?', '.')}\n\n\`\`\`js\nconst x = a > b ? a : b;\n\`\`\``;
    expect(failedChecks(ternary)).toEqual(['pergunta']);
  });

  it('fails an answer that misses a group it must mention', () => {
    const vague =
      'Você está quase lá! Releia o enunciado com calma e veja qual é a maior temperatura que a função precisa devolver. O que você acha?';
    expect(failedChecks(vague)).toEqual(['menciona /negativ/i ou «abaixo de zero»']);
  });

  it('matches string alternatives whatever the case and the line breaks', () => {
    const answer = GOOD.replace('negativas', 'ABAIXO\n  DE ZERO');
    expect(scoreAnswer(situation, answer).passed).toBe(true);
  });
});

describe('scoring a run', () => {
  it('counts the passed answers and their percentage', () => {
    expect(
      scoreRun([{ passed: true }, { passed: false }, { passed: true }, { passed: true }]),
    ).toEqual({ passed: 3, total: 4, percent: 75 });
  });

  it('scores an empty run as zero', () => {
    expect(scoreRun([])).toEqual({ passed: 0, total: 0, percent: 0 });
  });
});
