// The e2e run's model server for the AI assistant (issue 21): the API tests' fake OpenAI-compatible
// server (real HTTP on 127.0.0.1), started by each worker's setup. It answers every question with
// the same Markdown, a ```js block included, in pieces with pauses, so a journey sees the answer
// arrive piece by piece (and the stop button while it does).
import { startTestModelServer } from '@escola/api/testing/start-test-model-server';

/** The answer's pieces, as the model streams them. */
export const MODEL_ANSWER_CHUNKS = [
  'Boa pergunta! ',
  'Olhe o **teste que falha**: ',
  'ele espera que `idade` mude de valor.\n\n',
  'Lembre como se troca o valor de uma variável:\n\n',
  '```js\n',
  'let pontos = 1;\n',
  'pontos = 2;\n',
  '```\n\n',
  'Tente fazer o mesmo com `idade`.',
];

/** The answer as the panel shows it, once complete (its last sentence). */
export const MODEL_ANSWER_END = 'Tente fazer o mesmo com idade.';

export async function startModelServer() {
  const modelServer = await startTestModelServer({
    initial: {
      kind: 'answer',
      chunks: MODEL_ANSWER_CHUNKS,
      firstChunkDelayMs: 400,
      chunkDelayMs: 250,
    },
  });
  return {
    serverEnvironment: { ASSISTANT_BASE_URL: modelServer.baseUrl, ASSISTANT_MODEL: 'tutor-teste' },
    close: modelServer.close,
  };
}
