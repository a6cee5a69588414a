// Tab 3: what the last run said — a one-line summary (announced politely), why a completion could
// not be recorded, and the console: 'running tests' while a run is on, then what the code printed.
// On small screens (tabs) the failed tests follow, so the results are all in this pane.
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
  showsFailedTests,
}: {
  tests: ChallengeContent['tests'];
  status: RunStatus;
  consoleLines: readonly string[];
  notice: string | null;
  showsFailedTests: boolean;
}) => {
  const { t } = useTranslation('challenges');
  const summary = useSummary(status);
  const isWaitingForOutput = status.kind === 'running' && consoleLines.length === 0;
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
      <pre className="code-workspace__console" tabIndex={0}>
        {isWaitingForOutput ? RUNNING_TESTS_MESSAGE : consoleLines.join('\n')}
      </pre>
      {showsFailedTests && status.kind === 'ran' ? (
        <TestResultList tests={tests} result={status.result} onlyFailed />
      ) : null}
    </>
  );
};
