// JSON bodies: Fastify's own parser (prototype poisoning refused), after a linear scan that refuses
// nesting deeper than any of our schemas goes. JSON.parse on 1 MB of `[[[[…` held the event loop for
// ~0.4 s, from any anonymous visitor; the scan costs a few milliseconds and stops at the limit.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

/** Our deepest body (a challenge's files with their history) is four levels. */
export const JSON_BODY_MAXIMUM_DEPTH = 32;

const OPEN = new Set(['[', '{']);
const CLOSE = new Set([']', '}']);

/** Whether `text` nests arrays and objects deeper than `maximum` (strings are skipped). */
export const nestsDeeperThan = (text: string, maximum: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (OPEN.has(character)) {
      depth += 1;
      if (depth > maximum) return true;
    } else if (CLOSE.has(character)) {
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
      if (nestsDeeperThan(text, JSON_BODY_MAXIMUM_DEPTH)) {
        done(new HttpError({ statusCode: 400, message: MESSAGES.jsonTooDeep }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
