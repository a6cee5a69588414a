// JSON bodies: Fastify's own parser (prototype poisoning refused), after a linear scan that refuses
// nesting deeper than any of our schemas goes. JSON.parse on 1 MB of `[[[[…` held the event loop for
// 0.2–0.4 s, from any anonymous visitor; the scan stops at the limit at once. A clean body costs the
// scan ~0.7 ms per 100 KB (JSON.parse: ~0.3 ms), so bodies under 64 KB, whose worst nesting costs
// JSON.parse ~15 ms, are not scanned.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

/** Our deepest body (a challenge's files with their history) is four levels. */
export const JSON_BODY_MAXIMUM_DEPTH = 32;

/** Below this many characters JSON.parse's worst case is cheaper than scanning every body. */
const SCANNED_FROM_LENGTH = 65_536;

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/** Whether `text` nests arrays and objects deeper than `maximum` (strings are skipped). */
export const nestsDeeperThan = (text: string, maximum: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > maximum) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
};

export const jsonBodyPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.length >= SCANNED_FROM_LENGTH && nestsDeeperThan(text, JSON_BODY_MAXIMUM_DEPTH)) {
        done(new HttpError({ statusCode: 400, message: MESSAGES.jsonTooDeep }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
