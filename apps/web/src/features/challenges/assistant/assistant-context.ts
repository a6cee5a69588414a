// What the tutor is told with each question besides the question itself (issue 21): the editor's
// files as they are now, each under its name, and the messages of the tests that failed in the
// last run (none before a run). Cut to the contract's limits: the end of the code (usually what
// changed), the first failing tests.
import {
  CHAT_ASSISTANT_CODE_MAX,
  CHAT_ASSISTANT_FAILING_TESTS_MAX,
} from '@escola/contracts/chat-assistant-paths';
import { htmlToPlainText } from '@escola/domain/plain-text';
import type { RunResult, RunnerFile } from '@escola/runner/index';

const TEST_MESSAGE_MAX = 1_000;

export const describeFiles = (files: readonly RunnerFile[]): string =>
  files
    .map((file) => `--- ${file.name}.${file.ext} ---\n${file.contents}`)
    .join('\n\n')
    .slice(-CHAT_ASSISTANT_CODE_MAX);

export const failingTestMessages = (run: RunResult | null): string[] =>
  (run?.tests ?? [])
    .filter((test) => !test.pass)
    .slice(0, CHAT_ASSISTANT_FAILING_TESTS_MAX)
    .map((test) => htmlToPlainText(test.message ?? test.text).slice(0, TEST_MESSAGE_MAX));
