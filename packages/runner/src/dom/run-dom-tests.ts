// Runs a challenge with a page (HTML, CSS, React): the files are built once, then each test gets a
// fresh hidden frame (a child of the runner's test frame host) with the document written and
// loaded (spec: the document finishes loading before the test frame is used) — the challenge's
// code before the learner's runs before the document's scripts — and the frame is thrown away:
// no test sees what another one clicked. Loading has its own budget (PAGE_LOAD_TIMEOUT_MS); the
// test's TEST_TIMEOUT_MS starts when the page has loaded and the test is sent (with the
// challenge's code after the learner's). The console panel shows what the first load printed.
import { createRunLog, failedTest } from '../run-log';
import {
  FRAME_HOST_TIMEOUT_MS,
  FRAME_HOST_UNAVAILABLE_MESSAGE,
  PAGE_LOAD_TIMEOUT_MESSAGE,
  PAGE_LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  formatLoopStoppedMessage,
} from '../limits';
import type { Builder } from '../build/create-builder';
import type { FrameListeners } from '../frame/frame-channel';
import type { RunResult, RunTestsInput, TestResult } from '../types';
import { TEST_FRAME_SANDBOX, type TestFrameHost } from './test-frame-host';

/** A test's result, or why no test of this document can run: a loop stopped, or it never loaded. */
type TestOutcome = TestResult | { loadLoopLine: number } | { pageDidNotLoad: true };

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
  const host = await testHost.get(FRAME_HOST_TIMEOUT_MS);
  if (!host) return failedTest(test.text, FRAME_HOST_UNAVAILABLE_MESSAGE);
  const channel = host.open({ mode: 'test', sandbox: TEST_FRAME_SANDBOX, listeners });
  try {
    channel.send({
      kind: 'write',
      mode: 'test',
      html,
      runtime,
      beforeUserCode: challenge.beforeUserCode ?? '',
      scroll: null,
    });
    const ready = await channel.waitFor('ready', PAGE_LOAD_TIMEOUT_MS);
    // A frame that went silent may have taken its host with it: the next test loads a new one.
    if (!ready) {
      testHost.discard();
      return { pageDidNotLoad: true };
    }
    if (ready.loopLine !== undefined) return { loadLoopLine: ready.loopLine };
    // The test's clock starts now, with the page loaded.
    channel.send({
      kind: 'test',
      testString: test.testString,
      afterUserCode: challenge.afterUserCode ?? '',
      code,
    });
    const result = await channel.waitFor('result', TEST_TIMEOUT_MS);
    if (!result) {
      testHost.discard();
      return failedTest(test.text, TEST_TIMEOUT_MESSAGE);
    }
    if (result.loopLine !== undefined) {
      return failedTest(test.text, formatLoopStoppedMessage(result.loopLine));
    }
    if (result.pass) return { text: test.text, pass: true };
    return failedTest(test.text, result.err ?? UNCAUGHT_ERROR_MESSAGE, result.stack);
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
  const { lines, log, logUncaughtError, failAll, buildFailed } = createRunLog({
    challenge,
    onConsole,
  });

  const built = await builder.buildDocument(files, 'test');
  if (!built.ok) return buildFailed(built);
  // Without its host no test frame can open: say why once, instead of a timeout per test.
  if (!(await testHost.get(FRAME_HOST_TIMEOUT_MS))) {
    log(FRAME_HOST_UNAVAILABLE_MESSAGE);
    return { tests: failAll(FRAME_HOST_UNAVAILABLE_MESSAGE), logs: lines };
  }
  const code = files.map((file) => file.contents).join('\n');
  const firstLoad: FrameListeners = { onConsole: log, onError: logUncaughtError };
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
    // A page that did not load in time will not for the tests after it either.
    if ('pageDidNotLoad' in outcome) {
      log(PAGE_LOAD_TIMEOUT_MESSAGE);
      const rest = challenge.tests.slice(index);
      return {
        tests: [
          ...tests,
          ...rest.map((entry) => failedTest(entry.text, PAGE_LOAD_TIMEOUT_MESSAGE)),
        ],
        logs: lines,
      };
    }
    tests.push(outcome);
  }
  return { tests, logs: lines };
};
