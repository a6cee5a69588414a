// The challenge's tests, each marked passed or failed after a run, with the reason of a failure.
// On small screens the console pane repeats the failed ones (`onlyFailed`), so tab 3 says what to
// fix without going back to tab 1.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '@escola/runner/index';
import { RenderedHtml } from '../../../components/ui/rendered-html';
import type { ChallengeContent } from '../lib/challenge-content';

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
  return (
    <section className="challenge-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(onlyFailed ? 'workspace.failedTests' : 'tests')}</h2>
      <ol className="challenge-tests">
        {shown.map(({ test, index, outcome }) => {
          const state = outcome ? (outcome.pass ? 'passed' : 'failed') : 'pending';
          return (
            <li key={index} value={index + 1} className="challenge-tests__item" data-result={state}>
              {outcome ? (
                <span className="code-workspace__mark">
                  {t(outcome.pass ? 'workspace.testPassed' : 'workspace.testFailed')}
                </span>
              ) : null}
              <RenderedHtml html={test.text} />
              {outcome && !outcome.pass && outcome.err ? (
                <p className="code-workspace__error">{outcome.err}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
};
