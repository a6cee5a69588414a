// frame.js: the script of every preview and test frame (a child document of the frame host, which
// carries it: frame/frame-host.ts). It waits for the page's port,
// then writes the learner's document into this frame (document.open/write/close: parser-run
// scripts in order, as a real page; the challenge's code before the learner's runs first), and,
// in test frames, runs one test against it once it has loaded: the challenge's code after the
// learner's, then the test, in one scope, with chai's `assert`, `code`, `medirEmTela` and
// freeCodeCamp's `__helpers` (`new __helpers.CSSHelp(document)` reads the learner's document). It
// also gives the learner's code what it needs: console capture, the loop-protection callback, a
// small CommonJS module system for JSX/modules, and — in the preview — links and forms that cannot
// take the frame away. Built as a classic script (scripts/build-frame-assets.ts).
import { assert } from 'chai';
import { formatConsoleLine } from '../console-lines';
import { LOOP_CALLBACK_NAME } from '../build/loop-protection';
import { MODULE_DEFINE_GLOBAL, MODULE_RUN_GLOBAL } from '../build/assemble-document';
import { FORM_BLOCKED_MESSAGE, LINK_BLOCKED_MESSAGE, formatLoopStoppedMessage } from '../limits';
import { TEST_HELPERS_NAME, testHelpers } from '../test-helpers';
import { medirEmTela } from './measure-at-width';
import { installModuleSystem } from './module-system';
import { FRAME_LOADED, type FromFrame, type ToFrame } from './frame-protocol';

type FrameWindow = Window & typeof globalThis & Record<string, unknown>;
const frameWindow = window as FrameWindow;

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...parameters: string[]
) => (...values: unknown[]) => Promise<unknown>;

let port: MessagePort | null = null;
let loopLine: number | undefined;
const post = (message: FromFrame) => port?.postMessage(message);

const describeError = (error: unknown) =>
  error instanceof Error
    ? { err: error.message || error.name, ...(error.stack ? { stack: error.stack } : {}) }
    : { err: String(error) };

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
const captureConsole = () => {
  for (const method of CONSOLE_METHODS) {
    const original = console[method].bind(console);
    console[method] = (...values: unknown[]) => {
      post({ kind: 'console', line: formatConsoleLine(values) });
      original(...values);
    };
  }
};

/**
 * In-page anchors scroll (a fragment of this document: its base address is the host's, so the
 * browser would otherwise load that); http(s) links open in a new tab; anything else is blocked.
 */
const guardLinks = (event: MouseEvent) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  const href = link?.getAttribute('href')?.trim();
  if (!link || href === undefined) return;
  event.preventDefault();
  if (href.startsWith('#')) {
    window.location.hash = href.slice(1);
    return;
  }
  if (/^https?:\/\//i.test(href)) {
    window.open(href, '_blank', 'noopener,noreferrer');
    return;
  }
  post({ kind: 'console', line: `${LINK_BLOCKED_MESSAGE}${href}` });
};

/**
 * Preview: a form the learner's code did not handle would take the frame away: blocked, with an
 * alert naming its target.
 */
const guardForms = (event: SubmitEvent) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  if (!(event.target instanceof HTMLFormElement)) return;
  const action = event.target.getAttribute('action')?.trim() || window.location.pathname;
  window.alert(`${FORM_BLOCKED_MESSAGE}${action}`);
};

/**
 * Tests: a submission the learner's code did not stop is stopped silently — after every other
 * listener, the test's own included, so a test still sees whether the learner called
 * preventDefault. (The policy's `form-action 'none'` would refuse it too, but the refused
 * navigation would leave an error page in the frame.)
 */
const stopSubmissionLast = () =>
  window.addEventListener(
    'submit',
    (event) => {
      if (!event.defaultPrevented) event.preventDefault();
    },
    { once: true },
  );

const reportScroll = () => {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      post({ kind: 'scroll', x: window.scrollX, y: window.scrollY });
    }, 100);
  };
};

const write = (message: Extract<ToFrame, { kind: 'write' }>) => {
  const { mode, html, runtime, beforeUserCode, scroll } = message;
  document.open();
  // document.open() removed every listener: these go on the document being written.
  window.addEventListener('error', (event) => {
    post({ kind: 'error', message: event.message || String(event.error) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    post({ kind: 'error', message: describeError(event.reason).err });
  });
  window.addEventListener('click', guardLinks);
  if (mode === 'preview') {
    window.addEventListener('submit', guardForms);
    window.addEventListener('scroll', reportScroll(), { passive: true });
  } else {
    window.addEventListener('submit', stopSubmissionLast, { capture: true });
  }
  window.addEventListener('load', () => {
    if (scroll) window.scrollTo(scroll.x, scroll.y);
    post({ kind: 'ready', ...(loopLine === undefined ? {} : { loopLine }) });
  });
  if (runtime) (0, eval)(runtime);
  if (beforeUserCode) {
    try {
      (0, eval)(beforeUserCode);
    } catch (error) {
      post({ kind: 'error', message: describeError(error).err });
    }
  }
  document.write(html);
  document.close();
};

const runTest = async ({ testString, afterUserCode, code }: Extract<ToFrame, { kind: 'test' }>) => {
  let outcome: { pass: boolean; err?: string; stack?: string };
  // One scope, as in the JavaScript worker: what the code after the learner's declares is there
  // for the test (and an error it throws fails the test).
  const body = afterUserCode ? `${afterUserCode}\n;\n${testString}` : testString;
  try {
    await new AsyncFunction('assert', 'code', 'medirEmTela', TEST_HELPERS_NAME, body)(
      assert,
      code,
      medirEmTela,
      testHelpers,
    );
    outcome = { pass: true };
  } catch (error) {
    outcome = { pass: false, ...describeError(error) };
  }
  post({ kind: 'result', ...outcome, ...(loopLine === undefined ? {} : { loopLine }) });
};

frameWindow[LOOP_CALLBACK_NAME] = (line: number) => {
  loopLine ??= line;
  post({ kind: 'console', line: formatLoopStoppedMessage(line) });
};
installModuleSystem(frameWindow, { define: MODULE_DEFINE_GLOBAL, run: MODULE_RUN_GLOBAL });
captureConsole();

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || port || !event.ports[0]) return;
  port = event.ports[0];
  port.onmessage = (portEvent: MessageEvent<ToFrame>) => {
    const message = portEvent.data;
    if (message.kind === 'write') write(message);
    else void runTest(message);
  };
});
window.parent.postMessage({ kind: FRAME_LOADED }, '*');
