// The API's logger: pino (Fastify's own), with what may never reach a log line kept out of it
// (issue 13, point 4). A logged error keeps its type, SQL, SQLSTATE code, constraint and stack, never
// a query's parameters or a database error's detail (they carry e-mails, password hashes, CPFs and
// learners' code); fields named like secrets or personal data are censored wherever they appear.
import type { PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from './config';

/** Keys whose values never reach a log line, at the top of a log object or one or two levels in. */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'email',
  'cpf',
  'contents',
  'files',
  'params',
  'parameters',
];

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["csrf-token"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const OMITTED = '[omitido]';

/** A database message's quoted value ("invalid input syntax for type uuid: \"abc\"") goes. */
const withoutQuotedValues = (message: string) =>
  message.replace(/: ".*"$/s, `: ${OMITTED}`).replace(/\nparams: [\s\S]*$/, '');

type DatabaseCause = {
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

const describeCause = (cause: unknown) => {
  if (!cause || typeof cause !== 'object') return undefined;
  const { message, code, constraint, table, column, routine } = cause as DatabaseCause;
  return {
    type: (cause as Error).constructor?.name ?? 'Error',
    message: typeof message === 'string' ? withoutQuotedValues(message) : undefined,
    code,
    constraint,
    table,
    column,
    routine,
  };
};

/** Pino's error serializer for every `err`: no parameters, no detail, no values. */
export const serializeLoggedError = (error: unknown) => {
  if (!(error instanceof Error)) return { type: typeof error, message: OMITTED };
  const query = (error as { query?: unknown }).query;
  const message =
    typeof query === 'string' ? `Failed query: ${query}` : withoutQuotedValues(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.constructor.name,
    message,
    ...(typeof query === 'string' ? { query } : {}),
    code: (error as { code?: unknown }).code,
    statusCode: (error as { statusCode?: unknown }).statusCode,
    cause: describeCause(error.cause),
    stack: [`${error.constructor.name}: ${message}`, ...frames].join('\n'),
  };
};

/** Query parameters whose values are personal data (GET /api/users/has-password?cpf=, status-by-email). */
const PERSONAL_QUERY_PARAMETER = /([?&](?:cpf|email)=)[^&#]*/gi;

/** The request's URL with those values omitted (the parameter's name stays). */
export const redactUrl = (url: string): string =>
  url.replace(PERSONAL_QUERY_PARAMETER, `$1${OMITTED}`);

/** Fastify's request fields, the URL without personal data. */
const serializeRequest = (request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write: (line: string) => void };

export const buildLoggerOptions = (
  config: Config,
  stream?: LogStream,
): PinoLoggerOptions & { stream?: LogStream } => ({
  level: config.logLevel,
  redact: { paths: LOG_REDACT_PATHS, censor: OMITTED },
  serializers: { err: serializeLoggedError, error: serializeLoggedError, req: serializeRequest },
  ...(stream ? { stream } : {}),
  ...(config.nodeEnvironment === 'development' && !stream
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {}),
});
