// `npm run eval:assistant`: asks the configured model (ASSISTANT_BASE_URL, ASSISTANT_MODEL,
// ASSISTANT_API_KEY, ASSISTANT_TIMEOUT_MS, as the API reads them) about every situation of the
// evaluation set, one after the other, with the tutor's prompt, and scores each answer (score.ts).
// Prints one row per situation (id, trilha, passed, characters, ms, failed checks) and the line
// `pontuação: X/Y (Z %)`. Exits 0 whatever the score; 1 when the model server cannot be reached,
// the variables are unset or invalid, or --only names no situation.
//   --only <id>   ask only that situation
//   --show        also print each answer under its row
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { assistantSchema, readAssistant, type AssistantConfig } from '../../../config-assistant';
import { AssistantModelError, streamChatCompletion } from '../model-client';
import { buildTutorMessages } from '../tutor-prompt';
import type { EvaluationSituation } from './evaluation-situation';
import { scoreAnswer, scoreRun, type AnswerScore } from './score';
import { EVALUATION_SITUATIONS } from './situations';

/** Enough for a tutor's answer with a short snippet; a longer one is cut, as in the panel. */
export const EVALUATION_MAX_TOKENS = 800;

type Column = { title: string; width: number };

const padRow = (columns: Column[], cells: string[]) =>
  columns
    .map((column, index) => (cells[index] ?? '').padEnd(column.width))
    .join('  ')
    .trimEnd();

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** The model's whole answer (its streamed deltas joined). */
const askModel = async (config: AssistantConfig, situation: EvaluationSituation) => {
  const messages = buildTutorMessages({
    category: situation.category,
    context: {
      challengeTitle: situation.challengeTitle,
      description: situation.description,
      code: situation.code,
      failingTests: situation.failingTests,
    },
    history: situation.history,
    input: situation.input,
  });
  let answer = '';
  for await (const event of streamChatCompletion({
    config,
    messages,
    maxTokens: EVALUATION_MAX_TOKENS,
  })) {
    if (event.type === 'delta') answer += event.content;
  }
  return answer;
};

export const runEvaluation = async ({
  config,
  write,
  situations = EVALUATION_SITUATIONS,
  only,
  show = false,
  beforeEach,
}: {
  config: AssistantConfig;
  /** Receives each printed line. */
  write: (line: string) => void;
  situations?: EvaluationSituation[];
  /** The id of the one situation to ask. */
  only?: string;
  /** Print each answer under its row. */
  show?: boolean;
  /** Runs before each situation is asked (the tests set the fake model's answer here). */
  beforeEach?: (situation: EvaluationSituation) => void | Promise<void>;
}): Promise<number> => {
  const chosen = only === undefined ? situations : situations.filter(({ id }) => id === only);
  if (chosen.length === 0) {
    write(`Nenhuma situação com o id "${only}".`);
    return 1;
  }
  const columns: Column[] = [
    { title: 'id', width: Math.max(2, ...chosen.map(({ id }) => id.length)) },
    { title: 'trilha', width: Math.max(6, ...chosen.map(({ trilha }) => trilha.length)) },
    { title: 'passou', width: 6 },
    { title: 'caracteres', width: 10 },
    { title: 'ms', width: 6 },
    { title: 'falhas', width: 0 },
  ];
  write(`Modelo ${config.model} em ${config.baseUrl}: ${chosen.length} situação(ões).`);
  write('');
  write(
    padRow(
      columns,
      columns.map(({ title }) => title),
    ),
  );

  const results: AnswerScore[] = [];
  for (const situation of chosen) {
    await beforeEach?.(situation);
    const startedAt = performance.now();
    let answer = '';
    let score: AnswerScore;
    try {
      answer = await askModel(config, situation);
      score = scoreAnswer(situation, answer);
    } catch (error) {
      if (!(error instanceof AssistantModelError)) throw error;
      if (error.kind === 'unavailable') {
        write('');
        write(`O servidor do modelo não respondeu em ${config.baseUrl} (${error.message}).`);
        return 1;
      }
      score = { passed: false, checks: [{ name: `resposta: ${error.message}`, passed: false }] };
    }
    const milliseconds = Math.round(performance.now() - startedAt);
    results.push(score);
    const failed = score.checks.filter((check) => !check.passed).map((check) => check.name);
    write(
      padRow(columns, [
        situation.id,
        situation.trilha,
        score.passed ? 'sim' : 'não',
        String(answer.length),
        String(milliseconds),
        failed.join('; '),
      ]),
    );
    if (show) write(`${indent(answer || '(sem resposta)')}\n`);
  }

  const total = scoreRun(results);
  write('');
  write(`pontuação: ${total.passed}/${total.total} (${Math.round(total.percent)} %)`);
  return 0;
};

/** The model server from the environment, or the Portuguese reason it cannot be used. */
export const readEvaluationConfig = (
  environment: Record<string, string | undefined>,
): AssistantConfig | string => {
  const parsed = assistantSchema.safeParse(environment);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return `Configuração inválida: ${issue?.path.map(String).join('.') ?? 'ambiente'} — ${issue?.message ?? ''}`;
  }
  return (
    readAssistant(parsed.data) ??
    'O assistente não está configurado: defina ASSISTANT_BASE_URL (a raiz …/v1 de um servidor compatível com a API da OpenAI) e ASSISTANT_MODEL. Veja o README desta pasta.'
  );
};

const isScript =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isScript) {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, show: { type: 'boolean', default: false } },
  });
  const config = readEvaluationConfig(process.env);
  if (typeof config === 'string') {
    console.error(config);
    process.exitCode = 1;
  } else {
    process.exitCode = await runEvaluation({
      config,
      write: (line) => console.log(line),
      only: values.only,
      show: values.show,
    });
  }
}
