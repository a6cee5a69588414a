// The AI assistant's calls (docs/product/assistant.md, issue 21):
// chat-assistant/{product}/{category} asks the tutor (JSON answer, or server-sent events when the
// client sends `Accept: text/event-stream`), …/session/{sessionId} reads (GET) or clears (DELETE) a
// conversation, /chat-assistant/status says whether the school has a model server and how much of
// the day's budget is left. The credential is the learner's user token,
// `Authorization: Bearer <userToken>`. Errors carry the platform's flash plus the spec's `detail`
// (same text) and, for the daily budget, `resetsAt`. The paths and limits are in
// chat-assistant-paths.ts (no zod).
import { z } from 'zod';
import { ASSISTANT_CATEGORIES } from '@escola/domain/ai-assistant';
import {
  CHAT_ASSISTANT_CODE_MAX,
  CHAT_ASSISTANT_DESCRIPTION_MAX,
  CHAT_ASSISTANT_FAILING_TESTS_MAX,
  CHAT_ASSISTANT_INPUT_MAX,
} from './chat-assistant-paths';
import { flashSchema } from './flash';

export const chatAssistantParamsSchema = z.object({
  product: z.string().regex(/^[a-z0-9-]{1,60}$/, { message: 'produto inválido' }),
  category: z
    .string()
    .max(60)
    .describe(`Uma de: ${ASSISTANT_CATEGORIES.join(', ')} (outra: 404)`),
});

export const chatAssistantSessionParamsSchema = chatAssistantParamsSchema.extend({
  sessionId: z.uuid({ message: 'sessão inválida' }),
});

export const chatAssistantContextSchema = z
  .object({
    exerciseId: z.string().min(1).max(100).describe('O id do desafio aberto'),
    challengeTitle: z.string().max(300).default('').describe('O título do desafio'),
    description: z
      .string()
      .max(CHAT_ASSISTANT_DESCRIPTION_MAX)
      .default('')
      .describe('O enunciado do desafio, em texto (a API guarda os primeiros 3.000 caracteres)'),
    code: z.string().max(CHAT_ASSISTANT_CODE_MAX).default('').describe('O código do editor'),
    failingTests: z
      .array(z.string().max(1_000))
      .max(CHAT_ASSISTANT_FAILING_TESTS_MAX)
      .default([])
      .describe('As mensagens dos testes que falham'),
  })
  .meta({ id: 'ChatAssistantContext' });

export const chatAssistantRequestSchema = z
  .object({
    input: z
      .string()
      .trim()
      .min(1, { message: 'escreva uma pergunta' })
      .max(CHAT_ASSISTANT_INPUT_MAX, {
        message: `a pergunta deve ter no máximo ${CHAT_ASSISTANT_INPUT_MAX} caracteres`,
      }),
    session_id: z.uuid({ message: 'sessão inválida' }).nullish(),
    additional_context: chatAssistantContextSchema,
  })
  .meta({ id: 'ChatAssistantRequest' });

export type ChatAssistantRequest = z.input<typeof chatAssistantRequestSchema>;

export const chatAssistantAnswerSchema = z
  .object({ content: z.string(), session_id: z.uuid() })
  .meta({ id: 'ChatAssistantAnswer' });

export type ChatAssistantAnswer = z.infer<typeof chatAssistantAnswerSchema>;

export const chatAssistantErrorSchema = flashSchema
  .extend({
    detail: z.string().describe('O mesmo texto de `message` (campo da especificação)'),
    resetsAt: z.iso.datetime().optional().describe('Quando o limite diário volta a zero'),
  })
  .meta({ id: 'ChatAssistantError' });

export type ChatAssistantError = z.infer<typeof chatAssistantErrorSchema>;

/**
 * The server-sent events of a streamed answer, one JSON object per `data:` line: the session
 * first, then the answer's pieces, then `done` — or `error` (the panel's error state, with retry).
 */
export type ChatAssistantStreamEvent =
  | { type: 'session'; session_id: string }
  | { type: 'delta'; content: string }
  | { type: 'done'; session_id: string }
  | { type: 'error'; detail: string };

export const CHAT_TURN_TYPES = ['human', 'ai'] as const;

export const chatAssistantHistorySchema = z
  .object({
    session_id: z.uuid(),
    history: z.array(z.object({ type: z.enum(CHAT_TURN_TYPES), content: z.string() })),
  })
  .meta({ id: 'ChatAssistantHistory' });

export type ChatAssistantHistory = z.infer<typeof chatAssistantHistorySchema>;
export type ChatTurn = ChatAssistantHistory['history'][number];

export const chatAssistantStatusSchema = z
  .object({
    configured: z.boolean().describe('Se a escola tem um servidor de modelo configurado'),
    budget: z
      .object({
        dailyTokens: z.number().int(),
        usedTokens: z.number().int(),
        resetsAt: z.iso.datetime(),
      })
      .optional()
      .describe('O limite diário da pessoa (só com o token de usuário)'),
  })
  .meta({ id: 'ChatAssistantStatus' });

export type ChatAssistantStatus = z.infer<typeof chatAssistantStatusSchema>;

export const setAiAssistantSessionRequestSchema = z
  .object({ exerciseId: z.string().min(1).max(100), session_id: z.uuid() })
  .meta({ id: 'SetAiAssistantSessionRequest' });

export const setAiAssistantSessionResponseSchema = z
  .object({
    aiAssistantSessions: z.array(z.object({ exerciseId: z.string(), sessionId: z.string() })),
  })
  .meta({ id: 'AiAssistantSessions' });

export type SetAiAssistantSessionResponse = z.infer<typeof setAiAssistantSessionResponseSchema>;
