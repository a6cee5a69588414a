// Tab 3: what the last run said — a one-line summary (announced politely), why a completion could
// not be recorded, and the console: 'running tests' while a run is on, then what the code printed.
// The results are all in this pane: on small screens (tabs) the failed tests follow the console;
// from 768 px, where this pane sits beside the editor, every test is listed (marked after a run)
// before the console, so a run's failures are in view at once: after a run the first failed test
// is scrolled into view inside the pane (it may be short, over a preview).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNING_TESTS_MESSAGE } from '@escola/domain/messages';
import type { RunStatus } from '../hooks/use-test-run';
import type { ChallengeContent } from '../lib/challenge-content';
import { TestResultList } from './test-result-list';

const useSummary = (status: RunStatus): string => {
  const { t } = useTranslation('challenges');
  if (status.kind === 'idle') return t('workspace.notRunYet');
  if (status.kind === 'running') return t('workspace.runningTests');
  if (status.passed) return t('workspace.allPassed');
  const passed = status.result.tests.filter((test) => test.pass).length;
  return t('workspace.summary', { passed, count: status.result.tests.length });
};

export const ConsolePane = ({
  tests,
  status,
  consoleLines,
  notice,
  testList,
}: {
  tests: ChallengeContent['tests'];
  status: RunStatus;
  consoleLines: readonly string[];
  notice: string | null;
  /** Every test before the console ('all'), or the failed ones after it ('failed'). */
  testList: 'all' | 'failed';
}) => {
  const { t } = useTranslation('challenges');
  const summary = useSummary(status);
  const isWaitingForOutput = status.kind === 'running' && consoleLines.length === 0;
  const allTests = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (testList !== 'all' || status.kind !== 'ran' || status.passed) return;
    // jsdom has no scrollIntoView; every browser has.
    allTests.current
      ?.querySelector('[data-result="failed"]')
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [status, testList]);
  return (
    <>
      <h2>{t('workspace.console')}</h2>
      {notice ? (
        <p role="alert" className="code-workspace__notice">
          {notice}
        </p>
      ) : null}
      <p role="status" className="code-workspace__summary" data-state={status.kind}>
        {summary}
      </p>
      {testList === 'all' ? (
        <div ref={allTests}>
          <TestResultList tests={tests} result={status.kind === 'ran' ? status.result : null} />
        </div>
      ) : null}
      <pre className="code-workspace__console" tabIndex={0}>
        {isWaitingForOutput ? RUNNING_TESTS_MESSAGE : consoleLines.join('\n')}
      </pre>
      {testList === 'failed' && status.kind === 'ran' ? (
        <TestResultList tests={tests} result={status.result} onlyFailed />
      ) : null}
    </>
  );
};
