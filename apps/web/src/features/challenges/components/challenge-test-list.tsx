// The texts of a challenge's tests (what the learner's code must do), in order.
import { RenderedHtml } from '../../../components/ui/rendered-html';
import type { ChallengeContent } from '../lib/challenge-content';

export const ChallengeTestList = ({
  tests,
  heading,
}: {
  tests: ChallengeContent['tests'];
  heading: string;
}) =>
  tests.length === 0 ? null : (
    <section className="challenge-section" aria-labelledby="challenge-tests-heading">
      <h2 id="challenge-tests-heading">{heading}</h2>
      <ol className="challenge-tests">
        {tests.map((test, index) => (
          <RenderedHtml key={index} as="li" html={test.text} className="challenge-tests__item" />
        ))}
      </ol>
    </section>
  );
