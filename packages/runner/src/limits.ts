// The runner's limits and messages, from docs/product/workspace.md (word for word where quoted).

/**
 * A test's own time: its clock starts when the test is sent (in a frame, once the learner's page
 * has loaded), so a slow page never eats into it.
 */
export const TEST_TIMEOUT_MS = 5000;
export const TEST_TIMEOUT_MESSAGE = 'Test timed out';
/**
 * Loading the learner's page in a test frame (writing the document until its `load`), before the
 * test's clock starts. Generous: a page may compute a lot or wait for its images; a loop is
 * stopped by loop protection long before. Past it every test fails at once (PAGE_LOAD_TIMEOUT_MESSAGE).
 */
export const PAGE_LOAD_TIMEOUT_MS = 20_000;
/**
 * Loading the frame host (the one request page tests need; decision 028). Offline it never comes:
 * the learner is told after this, not after a page-load budget.
 */
export const FRAME_HOST_TIMEOUT_MS = 5000;
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
export const TRANSFORM_TIMEOUT_MESSAGE = 'Babel não respondeu a tempo.';

export const NO_HTML_OR_JS_MESSAGE = 'No html or js(x) file found';
export const UNCAUGHT_ERROR_MESSAGE = 'Error, open your browser console to learn more.';
export const BUILD_ERROR_PREFIX = 'Build error, ';
export const BUILD_ERROR_MESSAGE = `${BUILD_ERROR_PREFIX}open your browser console to learn more.`;

/** Every test fails with this when the learner's page did not load within PAGE_LOAD_TIMEOUT_MS. */
export const PAGE_LOAD_TIMEOUT_MESSAGE = `A página levou mais de ${PAGE_LOAD_TIMEOUT_MS / 1000} segundos para carregar, e os testes não puderam começar. Veja se ela espera por algo que demora demais, como uma imagem muito grande ou um script que trabalha sem parar enquanto a página abre.`;
/**
 * Console line of a JavaScript-only challenge whose code imports what the worker cannot provide:
 * there the code runs as one script (import/export are ignored), so a package or a file the
 * challenge does not have is simply not there.
 */
export const formatIgnoredImportMessage = (source: string, line: number | undefined) =>
  `O import de "${source}"${line === undefined ? '' : ` (linha ${line})`} foi ignorado: neste desafio o código roda sem módulos, então o que ele traria não existe aqui.`;
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
