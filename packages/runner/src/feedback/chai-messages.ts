// chai's assertion messages (chai 6 `assert`, whose templates chai 4 and 5 share) in Portuguese.
// Each template is chai's own text after "expected ", with holes where chai prints values; the
// message must match a template whole, each hole holding exactly one value (see chai-templates.ts
// and chai-values.ts). A test's own message comes first, joined by ": " (`minha mensagem: expected
// 1 to equal 2`): it is kept as the author wrote it and only chai's part is translated.
import { COMPARISON_MESSAGES, EQUALITY_MESSAGES, MATCH_MESSAGES } from './chai-equality-messages';
import {
  INCLUDE_MESSAGES,
  LENGTH_MESSAGES,
  MEMBER_MESSAGES,
  PROPERTY_MESSAGES,
} from './chai-collection-messages';
import { compileTemplates, renderFirstMatch } from './chai-templates';
import { THROWS_MESSAGES } from './chai-throws-messages';
import { INSTANCE_MESSAGES, TYPE_MESSAGES } from './chai-type-messages';
import type { ValueMode } from './chai-values';

/**
 * The first template a message matches wins, so the order is part of the meaning: a narrower
 * template comes before a wider one that could also take the message (`to deeply equal one of`
 * before `to deeply equal`, `to be an instance of an unnamed constructor` before `to be {type}`),
 * and the type checks, the widest, come last.
 */
const TEMPLATES = compileTemplates([
  ...EQUALITY_MESSAGES,
  ...COMPARISON_MESSAGES,
  ...LENGTH_MESSAGES,
  ...MATCH_MESSAGES,
  ...INSTANCE_MESSAGES,
  ...MEMBER_MESSAGES,
  ...THROWS_MESSAGES,
  ...PROPERTY_MESSAGES,
  ...INCLUDE_MESSAGES,
  ...TYPE_MESSAGES,
]);

/** What chai says for `assert(false)` (its name: the message is empty) and `assert.fail()`. */
const NO_MESSAGE = new Set(['AssertionError', 'assert.fail()']);
const TEST_FAILED_MESSAGE = 'O teste falhou';

const BODY_START = 'expected ';
const AUTHOR_SEPARATOR = ': ';

/** Where chai's part may start: the beginning, or after a test's own message and ": ". */
const bodyStarts = (text: string) => {
  const starts = text.startsWith(BODY_START) ? [0] : [];
  const marker = AUTHOR_SEPARATOR + BODY_START;
  for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + 1)) {
    starts.push(at + AUTHOR_SEPARATOR.length);
  }
  return starts;
};

const translateBody = (body: string, mode: ValueMode) =>
  renderFirstMatch(TEMPLATES, body.slice(BODY_START.length), mode);

/** A chai assertion message in Portuguese, or null when it is not one. */
export const describeAssertion = (raw: string): string | null => {
  // An uncaught assertion reaches a page's error event as "Uncaught AssertionError: …".
  const text = raw.replace(/^(?:Uncaught )?AssertionError: (?=.)/s, '');
  if (NO_MESSAGE.has(text)) return TEST_FAILED_MESSAGE;
  const starts = bodyStarts(text);
  for (const mode of ['strict', 'lenient'] as const) {
    for (const start of starts) {
      const translated = translateBody(text.slice(start), mode);
      if (translated !== null) {
        return start === 0 ? translated : `${text.slice(0, start)}${translated}`;
      }
    }
  }
  return null;
};
