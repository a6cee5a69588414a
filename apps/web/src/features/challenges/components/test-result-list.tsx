// The challenge's tests, each marked passed or failed after a run. A failed test shows its own
// text first — the author's hint of what the code must do — then why it failed, in Portuguese (the
// runner's `message`; its raw `err` only when there is no message). On small screens the console
// pane repeats the failed ones (`onlyFailed`), so tab 3 says what to fix without going back to
// tab 1; from 768 px the list sits in the results pane, beside the editor. Code that could not be
// built fails every test for that one reason: it is said once, above the tests.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '@escola/runner/index';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import type { ChallengeContent } from '../lib/challenge-content';
import { MessageText } from './message-text';

export const TestResultList = ({
  tests,
  result,
  onlyFailed = false,
}: {
  tests: ChallengeContent['tests'];
  /** The last run's result; null before the first run and after a reset. */
  result: RunResult | null;
  onlyFailed?: boolean;
}) => {
  const { t } = useTranslation('challenges');
  const headingId = useId();
  const shown = tests
    .map((test, index) => ({ test, index, outcome: result?.tests[index] }))
    .filter(({ outcome }) => !onlyFailed || (outcome && !outcome.pass));
  if (shown.length === 0) return null;
  const sharedReason = result?.buildError
    ? (result.buildProblem?.message ??
      result.tests[0]?.message ??
      result.tests[0]?.err ??
      result.buildError)
    : null;
  return (
    <section className="challenge-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(onlyFailed ? 'workspace.failedTests' : 'tests')}</h2>
      {sharedReason ? (
        <p className="code-workspace__error code-workspace__shared-reason">
          <MessageText message={sharedReason} />
        </p>
      ) : null}
      <ol className="challenge-tests">
        {shown.map(({ test, index, outcome }) => {
          const state = outcome ? (outcome.pass ? 'passed' : 'failed') : 'pending';
          const reason =
            outcome && !outcome.pass && !sharedReason
              ? (outcome.message ?? outcome.err)
              : undefined;
          return (
            <li key={index} value={index + 1} className="challenge-tests__item" data-result={state}>
              {outcome ? (
                <span className="code-workspace__mark">
                  {t(outcome.pass ? 'workspace.testPassed' : 'workspace.testFailed')}
                </span>
              ) : null}
              <RenderedHtml html={test.text} />
              {reason ? (
                <p className="code-workspace__error">
                  <MessageText message={reason} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
};
