// The AI assistant's model server (issue 21), from the environment: any OpenAI-compatible
// chat-completions server — a hosted provider over https, or one on this machine or the private
// network (Ollama, llama.cpp's server) over http. Unset ASSISTANT_BASE_URL: the assistant is off
// and the challenge page's panel says so. README's table lists the variables.
import { z } from 'zod';

export const ASSISTANT_DEFAULT_TIMEOUT_MS = 30_000;
export const ASSISTANT_MAX_TIMEOUT_MS = 120_000;
export const ASSISTANT_DEFAULT_DAILY_TOKENS = 50_000;
export const ASSISTANT_DEFAULT_MESSAGES_PER_MINUTE = 6;

export type AssistantConfig = {
  /** The server's API root, e.g. https://api.example.com/v1 (…/chat/completions is added). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set (local servers need none). */
  apiKey: string | undefined;
  /** How long an answer may take before the panel shows the error. */
  timeoutMs: number;
  /** Tokens (question with its context, and answer) one learner may use per São Paulo day. */
  dailyTokens: number;
  /** Questions one learner may ask per minute. */
  messagesPerMinute: number;
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const PRIVATE_IPV4 = /^(10\.\d+|172\.(1[6-9]|2\d|3[01])|192\.168)\.\d+\.\d+$/;
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * https anywhere; http only where the traffic stays inside: this machine, a private address, or
 * a one-word host name (a container's, e.g. http://ollama:11434/v1).
 */
export const isAssistantUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  if (protocol === 'https:') return true;
  return (
    protocol === 'http:' &&
    (LOOPBACK_HOSTNAMES.includes(hostname) ||
      PRIVATE_IPV4.test(hostname) ||
      /^[a-z0-9-]+$/i.test(hostname))
  );
};

const TIMEOUT_MESSAGE = `deve ser um número inteiro de milissegundos (1000 a ${ASSISTANT_MAX_TIMEOUT_MS})`;

/** An optional whole number between `min` and `max`, with a default. */
const wholeNumber = ({ min, max, fallback }: { min: number; max: number; fallback: number }) => {
  const message = `deve ser um número inteiro de ${min} a ${max}`;
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message })
      .int({ message })
      .min(min, { message })
      .max(max, { message })
      .default(fallback),
  );
};

export const assistantSchema = z
  .object({
    ASSISTANT_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isAssistantUrl, {
          message:
            'deve ser uma URL https:// (http:// só nesta máquina, em endereço privado ou em nome de contêiner)',
        })
        .optional(),
    ),
    ASSISTANT_MODEL: z.preprocess(
      emptyAsUndefined,
      z.string().max(200, { message: 'deve ter no máximo 200 caracteres' }).optional(),
    ),
    ASSISTANT_API_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().max(1024, { message: 'deve ter no máximo 1024 caracteres' }).optional(),
    ),
    ASSISTANT_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: TIMEOUT_MESSAGE })
        .int({ message: TIMEOUT_MESSAGE })
        .min(1000, { message: TIMEOUT_MESSAGE })
        .max(ASSISTANT_MAX_TIMEOUT_MS, { message: TIMEOUT_MESSAGE })
        .default(ASSISTANT_DEFAULT_TIMEOUT_MS),
    ),
    ASSISTANT_DAILY_TOKENS: wholeNumber({
      min: 1_000,
      max: 10_000_000,
      fallback: ASSISTANT_DEFAULT_DAILY_TOKENS,
    }),
    ASSISTANT_MESSAGES_PER_MINUTE: wholeNumber({
      min: 1,
      max: 120,
      fallback: ASSISTANT_DEFAULT_MESSAGES_PER_MINUTE,
    }),
  })
  .superRefine((values, context) => {
    if (values.ASSISTANT_BASE_URL !== undefined && values.ASSISTANT_MODEL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ASSISTANT_MODEL'],
        message: 'é obrigatório quando ASSISTANT_BASE_URL está definida',
      });
    }
  });

export const readAssistant = (
  values: z.output<typeof assistantSchema>,
): AssistantConfig | undefined =>
  values.ASSISTANT_BASE_URL === undefined || values.ASSISTANT_MODEL === undefined
    ? undefined
    : {
        baseUrl: values.ASSISTANT_BASE_URL.replace(/\/+$/, ''),
        model: values.ASSISTANT_MODEL,
        apiKey: values.ASSISTANT_API_KEY,
        timeoutMs: values.ASSISTANT_TIMEOUT_MS,
        dailyTokens: values.ASSISTANT_DAILY_TOKENS,
        messagesPerMinute: values.ASSISTANT_MESSAGES_PER_MINUTE,
      };
