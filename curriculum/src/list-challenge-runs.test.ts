import { describe, expect, it } from 'vitest';
import { applySolution, judgeRun, listChallengeRuns, toPlainText } from './list-challenge-runs';

const file = (fileKey: string, contents: string) => {
  const match = /^(.*?)(html|css|scss|jsx|js)$/.exec(fileKey);
  return { fileKey, name: match?.[1] ?? fileKey, ext: match?.[2] ?? '', contents };
};

describe('listChallengeRuns', () => {
  it('runs the seed, then each solution over the seed, files in the editor order', () => {
    const runs = listChallengeRuns({
      files: [
        { ...file('scriptjs', '// seu código'), editableRegionBoundaries: [0, 1], history: [] },
        { ...file('indexhtml', '<h1>Oi</h1>'), editableRegionBoundaries: [], history: [] },
        { ...file('stylescss', ''), editableRegionBoundaries: [0, 1], history: [] },
      ],
      solutions: [[file('stylescss', 'h1 { color: red; }')], [file('scriptjs', 'feito();')]],
      demo: [file('scriptjs', 'exemplo();')],
    });
    expect(runs.map((run) => run.label)).toEqual([
      'código inicial',
      'solução 1',
      'solução 2',
      'demonstração',
    ]);
    expect(runs[3]?.kind).toBe('solution');
    expect(runs[3]?.files.map((entry) => entry.contents)).toEqual([
      '<h1>Oi</h1>',
      '',
      'exemplo();',
    ]);
    expect(runs[0]?.files.map((entry) => entry.fileKey)).toEqual([
      'indexhtml',
      'stylescss',
      'scriptjs',
    ]);
    expect(runs[1]?.files.map((entry) => entry.contents)).toEqual([
      '<h1>Oi</h1>',
      'h1 { color: red; }',
      '// seu código',
    ]);
    expect(runs[2]?.files.map((entry) => entry.contents)).toEqual(['<h1>Oi</h1>', '', 'feito();']);
    expect(runs[0]?.files[0]).toEqual(file('indexhtml', '<h1>Oi</h1>'));
  });

  it('takes every file from the solution when there is no seed', () => {
    expect(
      applySolution({ seed: [], solution: [file('scriptjs', 'b'), file('indexhtml', 'a')] }),
    ).toEqual([file('indexhtml', 'a'), file('scriptjs', 'b')]);
  });
});

describe('judgeRun', () => {
  const seed = { kind: 'seed', label: 'código inicial' } as const;
  const solution = { kind: 'solution', label: 'solução 1' } as const;
  const passed = { text: '<p>ok</p>', pass: true };
  const failed = { text: '<p>O <code>h1</code> deve &quot;existir&quot;</p>', pass: false };

  it('wants the seed to fail some test, or not to build', () => {
    expect(judgeRun({ run: seed, outcome: { tests: [passed, failed] } })).toEqual([]);
    expect(judgeRun({ run: seed, outcome: { tests: [], buildError: 'x' } })).toEqual([]);
    expect(judgeRun({ run: seed, outcome: { tests: [passed] } })).toEqual([
      'código inicial: todos os testes passaram (algum deveria falhar)',
    ]);
  });

  it('wants a solution to build and pass every test, naming each failure', () => {
    expect(judgeRun({ run: solution, outcome: { tests: [passed] } })).toEqual([]);
    expect(
      judgeRun({
        run: solution,
        outcome: { tests: [passed, { ...failed, err: 'expected\n 1 to equal 2' }] },
      }),
    ).toEqual(['solução 1: teste 2 («O h1 deve "existir"»): expected 1 to equal 2']);
    expect(judgeRun({ run: solution, outcome: { tests: [], buildError: 'No html' } })).toEqual([
      'solução 1: erro de construção: No html',
    ]);
    expect(judgeRun({ run: solution, outcome: { tests: [] } })).toEqual([
      'solução 1: o runner não devolveu nenhum teste',
    ]);
  });

  it('shortens long test texts', () => {
    expect(toPlainText(`<p>${'a'.repeat(100)}</p>`)).toHaveLength(70);
  });
});
