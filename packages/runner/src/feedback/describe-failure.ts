// Any failure text the runner reports, in Portuguese: its own spec messages, chai's assertion
// messages, JavaScript errors thrown by the learner's code and Babel's syntax errors. A text none
// of them recognises comes back unchanged, so no information is lost.
import { describeAssertion } from './chai-messages';
import { describeRuntimeError } from './runtime-errors';
import { describeSpecMessage } from './spec-messages';
import { describeBabelFailure } from './syntax-errors';

const DESCRIBERS: ((raw: string) => string | null)[] = [
  describeSpecMessage,
  describeAssertion,
  describeBabelFailure,
  describeRuntimeError,
];

/** Portuguese text for any failure the runner reports. Unknown text comes back unchanged. */
export const describeFailure = (raw: string): string => {
  for (const describe of DESCRIBERS) {
    const described = describe(raw);
    if (described !== null) return described;
  }
  return raw;
};
