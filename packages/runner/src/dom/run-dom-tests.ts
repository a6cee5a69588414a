// Runs a challenge with a page (HTML, CSS, React): the files are built once, then each test gets a
// fresh hidden frame (a child of the runner's test frame host) with the document written and
// loaded (spec: the document finishes loading before the test frame is used), runs within
// TEST_TIMEOUT_MS, and the frame is thrown away — no test sees what another one clicked. The
// console panel shows what the first load printed.
import { createRunLog } from '../run-log';
import {
  FRAME_HOST_UNAVAILABLE_MESSAGE,
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  formatLoopStoppedMessage,
} from '../limits';
import type { Builder } from '../build/create-builder';
import type { FrameListeners } from '../frame/frame-channel';
import type { RunResult, RunTestsInput, TestResult } from '../types';
import { TEST_FRAME_SANDBOX, type TestFrameHost } from './test-frame-host';

type TestOutcome = TestResult | { loadLoopLine: number };

const runOneTest = async ({
  testHost,
  html,
  runtime,
  challenge,
  test,
  code,
  listeners,
}: {
  testHost: TestFrameHost;
  html: string;
  runtime: string | null;
  challenge: RunTestsInput['challenge'];
  test: RunTestsInput['challenge']['tests'][number];
  code: string;
  listeners: FrameListeners;
}): Promise<TestOutcome> => {
  const deadline = Date.now() + TEST_TIMEOUT_MS;
  const left = () => Math.max(0, deadline - Date.now());
  const timedOut = { text: test.text, pass: false, err: TEST_TIMEOUT_MESSAGE };
  const host = await testHost.get(left());
  if (!host) return timedOut;
  const channel = host.open({ mode: 'test', sandbox: TEST_FRAME_SANDBOX, listeners });
  // A test frame that went silent may have taken its host with it.
  const silent = () => {
    testHost.discard();
    return timedOut;
  };
  try {
    channel.send({
      kind: 'write',
      mode: 'test',
      html,
      runtime,
      beforeTests: challenge.beforeTests ?? '',
      scroll: null,
    });
    const ready = await channel.waitFor('ready', left());
    if (!ready) return silent();
    if (ready.loopLine !== undefined) return { loadLoopLine: ready.loopLine };
    channel.send({
      kind: 'test',
      testString: test.testString,
      afterTests: challenge.afterTests ?? '',
      code,
    });
    const result = await channel.waitFor('result', left());
    if (!result) return silent();
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
    channel.close();
  }
};

export const runDomTests = async ({
  builder,
  testHost,
  challenge,
  files,
  onConsole,
}: RunTestsInput & { builder: Builder; testHost: TestFrameHost }): Promise<RunResult> => {
  const { lines, log, failAll, buildFailed } = createRunLog({ challenge, onConsole });

  const built = await builder.buildDocument(files, 'test');
  if (!built.ok) return buildFailed(built.error);
  // Without its host no test frame can open: say why once, instead of a timeout per test.
  if (!(await testHost.get(TEST_TIMEOUT_MS))) {
    log(FRAME_HOST_UNAVAILABLE_MESSAGE);
    return { tests: failAll(FRAME_HOST_UNAVAILABLE_MESSAGE), logs: lines };
  }
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
      testHost,
      html: built.html,
      runtime: built.runtime,
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
