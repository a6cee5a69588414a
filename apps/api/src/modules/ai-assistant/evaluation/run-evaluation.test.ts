// The evaluation script against the fake OpenAI-compatible server over real HTTP: a tutor that
// answers well scores 100 %, one that hands over solutions scores nothing, every request carries
// the situation's code and failing tests, and the script's options and failures behave as printed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantConfig } from '../../../config-assistant';
import {
  startTestModelServer,
  type TestModelServer,
} from '../../../testing/start-test-model-server';
import { solutionDumpOf, type EvaluationSituation } from './evaluation-situation';
import { readEvaluationConfig, runEvaluation } from './run-evaluation';
import { EVALUATION_SITUATIONS } from './situations';

const SCRIPT = fileURLToPath(new URL('./run-evaluation.ts', import.meta.url));
const REPOSITORY_ROOT = path.resolve(path.dirname(SCRIPT), '../../../../../..');

/** The answer in pieces of 40 characters, streamed one chunk after the other. */
const chunked = (answer: string) => answer.match(/[\s\S]{1,40}/g) ?? [];

describe('the evaluation script', () => {
  let model: TestModelServer;
  let config: AssistantConfig;
  let lines: string[];
  const write = (line: string) => lines.push(line);
  const answerWith = (answerOf: (situation: EvaluationSituation) => string) => ({
    beforeEach: (situation: EvaluationSituation) =>
      model.setBehaviour({ kind: 'answer', chunks: chunked(answerOf(situation)) }),
  });

  beforeAll(async () => {
    model = await startTestModelServer();
    const read = readEvaluationConfig({
      ASSISTANT_BASE_URL: model.baseUrl,
      ASSISTANT_MODEL: 'tutor-teste',
      ASSISTANT_TIMEOUT_MS: '5000',
    });
    if (typeof read === 'string') throw new Error(read);
    config = read;
  });
  afterAll(async () => model.close());
  beforeEach(() => {
    lines = [];
    model.requests.length = 0;
  });

  const total = EVALUATION_SITUATIONS.length;

  it('scores 100 % when the model answers like a good tutor, one row per situation', async () => {
    const exitCode = await runEvaluation({
      config,
      write,
      ...answerWith((situation) => situation.exampleAnswer),
    });
    expect(exitCode).toBe(0);
    expect(lines.at(-1)).toBe(`pontuação: ${total}/${total} (100 %)`);
    for (const situation of EVALUATION_SITUATIONS) {
      const row = lines.find((line) => line.startsWith(`${situation.id} `));
      expect(row).toMatch(
        new RegExp(
          `^${situation.id} +${situation.trilha} +sim +${situation.exampleAnswer.length} +\\d+$`,
        ),
      );
    }
  });

  it('sends each situation with its code, failing tests, history and question', async () => {
    await runEvaluation({ config, write, ...answerWith((situation) => situation.exampleAnswer) });
    expect(model.requests).toHaveLength(total);
    EVALUATION_SITUATIONS.forEach((situation, index) => {
      const body = model.requests[index]?.body;
      expect(body?.max_tokens).toBe(800);
      expect(body?.model).toBe('tutor-teste');
      const messages = body?.messages ?? [];
      const context = messages[1]?.content ?? '';
      expect(context).toContain(situation.challengeTitle);
      expect(context).toContain(situation.code);
      for (const test of situation.failingTests) expect(context).toContain(test);
      expect(messages.slice(2).map((message) => message.content)).toEqual([
        ...situation.history.map((turn) => turn.content),
        situation.input,
      ]);
    });
  });

  it('scores 0 % when the model hands over every solution, naming the failed check', async () => {
    const exitCode = await runEvaluation({ config, write, ...answerWith(solutionDumpOf) });
    expect(exitCode).toBe(0);
    expect(lines.at(-1)).toBe(`pontuação: 0/${total} (0 %)`);
    const rows = lines.filter((line) => / não /.test(line));
    expect(rows).toHaveLength(total);
    for (const row of rows) expect(row).toContain('não contém');
  });

  it('asks only the situation given with --only, and prints its answer with --show', async () => {
    const [situation] = EVALUATION_SITUATIONS;
    if (!situation) throw new Error('conjunto vazio');
    const exitCode = await runEvaluation({
      config,
      write,
      only: situation.id,
      show: true,
      ...answerWith(() => situation.exampleAnswer),
    });
    expect(exitCode).toBe(0);
    expect(model.requests).toHaveLength(1);
    expect(lines.join('\n')).toContain(situation.exampleAnswer.split('\n').at(0));
    expect(lines.at(-1)).toBe('pontuação: 1/1 (100 %)');
  });

  it('says so when --only names no situation', async () => {
    const exitCode = await runEvaluation({ config, write, only: 'nao-existe' });
    expect(exitCode).toBe(1);
    expect(lines).toEqual(['Nenhuma situação com o id "nao-existe".']);
    expect(model.requests).toHaveLength(0);
  });

  it('counts a model error as a failed answer and goes on', async () => {
    const [first, second] = EVALUATION_SITUATIONS;
    if (!first || !second) throw new Error('conjunto pequeno demais');
    const exitCode = await runEvaluation({
      config,
      write,
      situations: [first, second],
      beforeEach: (situation) =>
        model.setBehaviour(
          situation === first
            ? { kind: 'error', status: 503 }
            : { kind: 'answer', chunks: chunked(situation.exampleAnswer) },
        ),
    });
    expect(exitCode).toBe(0);
    expect(lines.find((line) => line.startsWith(`${first.id} `))).toContain(
      'resposta: o servidor do modelo respondeu 503',
    );
    expect(lines.at(-1)).toBe('pontuação: 1/2 (50 %)');
  });

  it('stops with exit code 1 when the model server cannot be reached', async () => {
    const exitCode = await runEvaluation({
      config: { ...config, baseUrl: 'http://127.0.0.1:9/v1' },
      write,
    });
    expect(exitCode).toBe(1);
    expect(lines.at(-1)).toBe(
      'O servidor do modelo não respondeu em http://127.0.0.1:9/v1 (servidor do modelo inacessível).',
    );
    expect(lines.some((line) => line.startsWith('pontuação'))).toBe(false);
  });
});

describe('the evaluation script’s configuration', () => {
  it('reads the model server as the API does', () => {
    expect(
      readEvaluationConfig({
        ASSISTANT_BASE_URL: 'http://127.0.0.1:11434/v1/',
        ASSISTANT_MODEL: 'qwen2.5-coder:7b',
      }),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5-coder:7b',
      apiKey: undefined,
      timeoutMs: 30_000,
    });
  });

  it('explains in Portuguese when the variables are unset or invalid', () => {
    expect(readEvaluationConfig({})).toMatch(
      /^O assistente não está configurado: defina ASSISTANT_BASE_URL/,
    );
    expect(readEvaluationConfig({ ASSISTANT_BASE_URL: 'http://127.0.0.1:11434/v1' })).toBe(
      'Configuração inválida: ASSISTANT_MODEL — é obrigatório quando ASSISTANT_BASE_URL está definida',
    );
  });

  it('exits 1 with that message when run without the variables', async () => {
    const environment = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('ASSISTANT_')),
    );
    const failure = await promisify(execFile)(
      path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx'),
      [SCRIPT],
      { cwd: REPOSITORY_ROOT, env: environment },
    ).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string; stdout: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/^O assistente não está configurado/);
    expect(failure?.stdout).toBe('');
  });
});
