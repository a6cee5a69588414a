// No request may carry text that cannot be stored (NUL, lone surrogates — contracts'
// unsafe-characters): before validation, every string of the body, the query string and the path
// parameters is looked at, and the first bad one answers 400 naming its field. Without this,
// PostgreSQL refused the row and the learner got a 500 (issue 13, point 5).
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasUnsafeCharacters, removeUnsafeCharacters } from '@escola/contracts/unsafe-characters';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

type Pending = { value: unknown; path: string };

/** The path of the first string (or key) with an unsafe character, or null. Iterative: deep
 *  nesting cannot overflow the stack. */
export const findUnsafeText = (root: unknown, rootPath: string): string | null => {
  const pending: Pending[] = [{ value: root, path: rootPath }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], path: `${path}.${index}` });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).reverse();
      for (const [key, child] of entries) {
        const childPath = path === '' ? key : `${path}.${key}`;
        // A bad key is named without its bad character (the answer must be storable text too).
        if (hasUnsafeCharacters(key)) return removeUnsafeCharacters(childPath);
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
};

const PARTS = [
  ['params', 'caminho da URL'],
  ['query', 'parâmetros da URL'],
  ['body', 'corpo da requisição'],
] as const;

const refuseUnsafeText = async (request: FastifyRequest) => {
  for (const [part, label] of PARTS) {
    const path = findUnsafeText(request[part], '');
    if (path !== null) {
      throw new HttpError({ statusCode: 400, message: MESSAGES.unsafeCharacters(path || label) });
    }
  }
};

export const unsafeCharactersPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('preValidation', refuseUnsafeText);
  },
  { name: 'unsafe-characters' },
);
