// The runner's own English messages (docs/product/workspace.md, kept word for word in limits.ts) in
// Portuguese. The runner's Portuguese messages (loop stopped, preview timeout…) need nothing.
import {
  BUILD_ERROR_MESSAGE,
  NO_HTML_OR_JS_MESSAGE,
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
} from '../limits';
import { formatNumber } from './format';

const seconds = (ms: number) => {
  const value = ms / 1000;
  return `${formatNumber(value)} ${value === 1 ? 'segundo' : 'segundos'}`;
};

const SPEC_MESSAGES: ReadonlyMap<string, string> = new Map([
  [
    TEST_TIMEOUT_MESSAGE,
    `O teste levou mais de ${seconds(TEST_TIMEOUT_MS)} e foi interrompido. Verifique se o seu código termina (um laço infinito?)`,
  ],
  [
    UNCAUGHT_ERROR_MESSAGE,
    'Aconteceu um erro ao rodar o seu código. Veja o console para saber mais.',
  ],
  [
    BUILD_ERROR_MESSAGE,
    'O seu código não pôde ser preparado para rodar (um erro de sintaxe?). Veja o console para saber mais.',
  ],
  [NO_HTML_OR_JS_MESSAGE, 'Nenhum arquivo HTML ou JavaScript (.js ou .jsx) foi encontrado.'],
]);

/** One of the runner's spec messages in Portuguese, or null when `raw` is not one of them. */
export const describeSpecMessage = (raw: string): string | null => SPEC_MESSAGES.get(raw) ?? null;
