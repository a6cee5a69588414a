// The ONE error handler: every error leaves as the flash shape `{ type, message }` with a
// Portuguese message and the right status code. 5xx answers never carry details; they are logged.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Flash } from '@escola/contracts/flash';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import { REQUEST_ID_HEADER } from '../request-id';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.signInRequired,
  403: MESSAGES.forbidden,
  404: MESSAGES.routeNotFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

const MESSAGES_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJsonBody,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.invalidRequest,
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.urlTooLong,
};

/** What a validation error with no field path is about, in Portuguese. */
const VALIDATION_CONTEXT_LABELS: Record<string, string> = {
  body: 'corpo da requisição',
  querystring: 'parâmetros da URL',
  params: 'caminho da URL',
  headers: 'cabeçalhos',
};

type ErrorAnswer = { statusCode: number; flash: Flash };

const danger = (statusCode: number, message: string): ErrorAnswer => ({
  statusCode,
  flash: { type: 'danger', message },
});

const describeValidationError = (error: FastifyError): string => {
  if (!hasZodFastifySchemaValidationErrors(error)) return MESSAGES.invalidRequest;
  const [issue] = error.validation;
  if (!issue) return MESSAGES.invalidRequest;
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const context = VALIDATION_CONTEXT_LABELS[error.validationContext ?? 'body'] ?? 'corpo';
  const fieldName = field === '' ? context : field;
  return `${MESSAGES.invalidField(fieldName)} ${issue.message}.`.replace(/\.\.$/, '.');
};

/** Pure: decides the status and the flash for an error; exported for the unit test. */
export const answerForError = (error: FastifyError | Error): ErrorAnswer => {
  if (error instanceof HttpError) return { statusCode: error.statusCode, flash: error.toFlash() };
  const fastifyError = error as FastifyError;
  if (isResponseSerializationError(fastifyError)) return danger(500, MESSAGES.unexpected);
  if (fastifyError.validation) return danger(400, describeValidationError(fastifyError));
  const byCode = fastifyError.code ? MESSAGES_BY_FASTIFY_CODE[fastifyError.code] : undefined;
  const statusCode = fastifyError.statusCode ?? 500;
  if (byCode) return danger(statusCode >= 400 && statusCode < 500 ? statusCode : 400, byCode);
  if (statusCode >= 400 && statusCode < 500) {
    return danger(statusCode, MESSAGES_BY_STATUS[statusCode] ?? MESSAGES.invalidRequest);
  }
  return danger(500, MESSAGES.unexpected);
};

const handleError = (
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const { statusCode, flash } = answerForError(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'erro ao atender a requisição');
  } else {
    request.log.info({ statusCode, code: (error as FastifyError).code }, error.message);
  }
  return reply.status(statusCode).type('application/json; charset=utf-8').send(flash);
};

/**
 * Errors the router meets before any hook runs (a malformed percent-encoding, a path parameter
 * over the length limit): Fastify's `frameworkErrors` option, so they too leave as the flash.
 */
export const answerFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  reply.header(REQUEST_ID_HEADER, request.id);
  return handleError(error, request, reply);
};

export const errorHandlerPlugin = fastifyPlugin(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
