// Runs a challenge with a page (HTML, CSS, React): the files are built once, then each test gets a
// fresh hidden frame with the document written and loaded (spec: the document finishes loading
// before the test frame is used), runs within TEST_TIMEOUT_MS, and the frame is thrown away — no
// test sees what another one clicked. The console panel shows what the first load printed.
import { createRunLog } from '../run-log';
import {
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  formatLoopStoppedMessage,
} from '../limits';
import type { Builder } from '../build/create-builder';
import { connectFrame, type FrameListeners } from '../frame/frame-channel';
import type { RunResult, RunTestsInput, TestResult } from '../types';

/** Test frames: scripts and forms (the learner's submit handlers run; navigation is stopped). */
export const TEST_FRAME_SANDBOX = 'allow-scripts allow-forms';

const createTestFrame = (container: HTMLElement) => {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', TEST_FRAME_SANDBOX);
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Testes';
  // Laid out (tests may measure elements) but out of sight.
  frame.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;visibility:hidden;';
  container.append(frame);
  return frame;
};

type TestOutcome = TestResult | { loadLoopLine: number };

const runOneTest = async ({
  container,
  html,
  challenge,
  test,
  code,
  listeners,
}: {
  container: HTMLElement;
  html: string;
  challenge: RunTestsInput['challenge'];
  test: RunTestsInput['challenge']['tests'][number];
  code: string;
  listeners: FrameListeners;
}): Promise<TestOutcome> => {
  const frame = createTestFrame(container);
  const deadline = Date.now() + TEST_TIMEOUT_MS;
  const left = () => Math.max(0, deadline - Date.now());
  const timedOut = { text: test.text, pass: false, err: TEST_TIMEOUT_MESSAGE };
  const channel = await connectFrame({ frame, timeoutMs: left(), listeners });
  try {
    if (!channel) return timedOut;
    channel.send({
      kind: 'write',
      mode: 'test',
      html,
      beforeTests: challenge.beforeTests ?? '',
      scroll: null,
    });
    const ready = await channel.waitFor('ready', left());
    if (!ready) return timedOut;
    if (ready.loopLine !== undefined) return { loadLoopLine: ready.loopLine };
    channel.send({
      kind: 'test',
      testString: test.testString,
      afterTests: challenge.afterTests ?? '',
      code,
    });
    const result = await channel.waitFor('result', left());
    if (!result) return timedOut;
    if (result.loopLine !== undefined) {
      return { text: test.text, pass: false, err: formatLoopStoppedMessage(result.loopLine) };
    }
    return {
      text: test.text,
      pass: result.pass,
      ...(result.err === undefined ? {} : { err: result.err }),
      ...(result.stack ? { stack: result.stack } : {}),
    };
  } finally {
    channel?.close();
    frame.remove();
  }
};

export const runDomTests = async ({
  builder,
  container,
  challenge,
  files,
  onConsole,
}: RunTestsInput & { builder: Builder; container: HTMLElement }): Promise<RunResult> => {
  const { lines, log, failAll, buildFailed } = createRunLog({ challenge, onConsole });

  const built = await builder.buildDocument(files, 'test');
  if (!built.ok) return buildFailed(built.error);
  const code = files.map((file) => file.contents).join('\n');
  let sawError = false;
  const firstLoad: FrameListeners = {
    onConsole: log,
    onError: (message) => {
      log(message);
      if (!sawError) log(UNCAUGHT_ERROR_MESSAGE);
      sawError = true;
    },
  };
  const tests: TestResult[] = [];
  for (const [index, test] of challenge.tests.entries()) {
    const outcome = await runOneTest({
      container,
      html: built.html,
      challenge,
      test,
      code,
      listeners: index === 0 ? firstLoad : {},
    });
    // A loop stopped while the page loaded stops it in every test: say so once, for all.
    if ('loadLoopLine' in outcome) {
      return { tests: failAll(formatLoopStoppedMessage(outcome.loadLoopLine)), logs: lines };
    }
    tests.push(outcome);
  }
  return { tests, logs: lines };
};
