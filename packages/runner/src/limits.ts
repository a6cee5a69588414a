// The runner's limits and messages, from spec sections 8 and 9 (word for word where quoted).

export const TEST_TIMEOUT_MS = 5000;
export const TEST_TIMEOUT_MESSAGE = 'Test timed out';
export const PREVIEW_TIMEOUT_MS = 2500;
export const PREVIEW_DEBOUNCE_MS = 700;
/** Loop protection: the preview stops a loop after 100 ms. */
export const PREVIEW_LOOP_TIMEOUT_MS = 100;
/** Loop protection in tests: 1500 ms, checked from the 2000th iteration. */
export const TEST_LOOP_TIMEOUT_MS = 1500;
export const TEST_LOOP_ITERATIONS = 2000;
export const SCSS_COMPILE_TIMEOUT_MS = 5000;
export const WORKER_TIMEOUT_MS = 1000;
export const MAX_WORKERS = 2;
/**
 * Babel's transform worker: its first job loads Babel (~3 MB), so it gets more time than a test;
 * a job past it is a build error, never a frozen page.
 */
export const TRANSFORM_TIMEOUT_MS = 15_000;

export const NO_HTML_OR_JS_MESSAGE = 'No html or js(x) file found';
export const UNCAUGHT_ERROR_MESSAGE = 'Error, open your browser console to learn more.';
export const BUILD_ERROR_PREFIX = 'Build error, ';
export const BUILD_ERROR_MESSAGE = `${BUILD_ERROR_PREFIX}open your browser console to learn more.`;

/** Console line when the preview did not finish loading within PREVIEW_TIMEOUT_MS. */
export const PREVIEW_TIMEOUT_MESSAGE = `A visualização levou mais de ${PREVIEW_TIMEOUT_MS} ms para carregar: o seu código pode ter um laço infinito.`;
/** Console line (and test failure) when loop protection stopped a loop. */
export const formatLoopStoppedMessage = (line: number) =>
  `Possível laço infinito na linha ${line}: o laço foi interrompido.`;
/** Console line when a SCSS file did not compile within SCSS_COMPILE_TIMEOUT_MS. */
export const SCSS_TIMEOUT_MESSAGE = `O SCSS levou mais de ${SCSS_COMPILE_TIMEOUT_MS} ms para compilar.`;
/** The alert of a blocked form submission in the preview; the action target follows. */
export const FORM_BLOCKED_MESSAGE =
  'O envio de formulários fica desativado na visualização. Destino: ';
/** Console line of a blocked link in the preview; the address follows. */
export const LINK_BLOCKED_MESSAGE = 'Links para outras páginas ficam desativados na visualização: ';
/**
 * When the frame host could not be loaded (the one request previews and page tests need, made
 * while the page opens): the connection dropped before it came.
 */
export const FRAME_HOST_UNAVAILABLE_MESSAGE =
  'Não foi possível preparar a página do desafio: verifique a sua conexão com a internet e tente de novo.';
/** When React, which the learner's code imports, could not be downloaded. */
export const REACT_RUNTIME_UNAVAILABLE_MESSAGE =
  'Não foi possível carregar o React para a sua página: verifique a sua conexão com a internet e tente de novo.';
