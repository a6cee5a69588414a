// The runner's policies. Workers (under RUNNER_PATH_PREFIX) and frames (under
// RUNNER_FRAME_DIRECTORY) run learner code. Where the runner's frame document and its scripts are served, and the headers they need. The
// frames (preview and tests) run learner code: they are sandboxed without allow-same-origin (an
// opaque origin: no cookies, no access to the page) and their document has a policy of its own —
// inline script and eval allowed, no network. The API and the headless harness both serve the
// folder `packages/runner/dist/frame/` under RUNNER_FRAME_DIRECTORY with these headers.

/** URL folder of the frame document and its classic scripts. */
export const RUNNER_FRAME_DIRECTORY = '/runner/frame/';
/**
 * The frame host: loaded once into the preview frame and into the hidden test frame; every
 * learner document is a child frame it opens (frame/frame-protocol.ts).
 */
export const RUNNER_FRAME_HOST_PATH = `${RUNNER_FRAME_DIRECTORY}host.html`;

export const FRAME_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: data:",
  "style-src 'self' 'unsafe-inline' data:",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' data: blob: https:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers of every file under RUNNER_FRAME_DIRECTORY (the frame's scripts load from an opaque origin). */
export const FRAME_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': FRAME_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
  'cache-control': 'no-cache',
};

/** Path prefix of the runner's files: the workers (Vite emits them there) and the frame folder. */
export const RUNNER_PATH_PREFIX = '/runner/';

/**
 * The workers' policy: learner code is evaluated (eval allowed) but may not reach the network,
 * open frames or start workers of its own; it runs without the page's DOM or cookies.
 */
export const RUNNER_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "connect-src 'none'",
  "worker-src 'none'",
  "frame-ancestors 'self'",
].join('; ');
