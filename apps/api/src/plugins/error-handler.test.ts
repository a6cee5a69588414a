import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import { answerForError } from './error-handler';

const fastifyError = (fields: { code?: string; statusCode?: number; message?: string }) =>
  Object.assign(new Error(fields.message ?? 'erro'), fields);

describe('answerForError', () => {
  it('sends the message of an HttpError as it is', () => {
    const error = new HttpError({ statusCode: 409, message: 'Já existe.', type: 'warning' });
    expect(answerForError(error)).toEqual({
      statusCode: 409,
      flash: { type: 'warning', message: 'Já existe.' },
    });
  });

  it('translates body errors of Fastify into Portuguese', () => {
    expect(
      answerForError(fastifyError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })),
    ).toEqual({ statusCode: 413, flash: { type: 'danger', message: MESSAGES.payloadTooLarge } });
    expect(
      answerForError(fastifyError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })),
    ).toEqual({
      statusCode: 415,
      flash: { type: 'danger', message: MESSAGES.unsupportedMediaType },
    });
  });

  it('never passes an English client-error message through', () => {
    const answer = answerForError(fastifyError({ statusCode: 405, message: 'Method Not Allowed' }));
    expect(answer).toEqual({
      statusCode: 405,
      flash: { type: 'danger', message: MESSAGES.invalidRequest },
    });
  });

  it('turns anything else into a generic 500', () => {
    expect(answerForError(new TypeError('x is undefined'))).toEqual({
      statusCode: 500,
      flash: { type: 'danger', message: MESSAGES.unexpected },
    });
  });
});
