// The assistant's calls (issue 21). The tutor's own calls carry the learner's user token as a
// Bearer credential; saving the conversation on the account (set-session) and creating the token
// go through the app's HTTP client with the session cookie and CSRF like any account change. The
// question itself is read as a stream with fetch (the one call the HTTP client cannot make): its
// errors before the stream are the usual JSON flash, with the spec's `detail` and, for the daily
// budget, `resetsAt`.
import {
  CHAT_ASSISTANT_PRODUCT,
  CHAT_ASSISTANT_STATUS_PATH,
  SET_AI_ASSISTANT_SESSION_PATH,
  chatAssistantPath,
  chatAssistantSessionPath,
} from '@escola/contracts/chat-assistant-paths';
import type {
  ChatAssistantError,
  ChatAssistantHistory,
  ChatAssistantRequest,
  ChatAssistantStatus,
  ChatAssistantStreamEvent,
  SetAiAssistantSessionResponse,
} from '@escola/contracts/chat-assistant';
import type { AssistantCategory } from '@escola/domain/ai-assistant';
import { UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { http, request } from '../../../lib/http';
import { readEventStream } from './read-event-stream';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const getAssistantStatus = (token: string | null) =>
  request<ChatAssistantStatus>({
    path: CHAT_ASSISTANT_STATUS_PATH,
    headers: token ? bearer(token) : {},
  });

type SessionCall = { token: string; category: AssistantCategory; sessionId: string };

export const getAssistantHistory = ({ token, category, sessionId }: SessionCall) =>
  request<ChatAssistantHistory>({
    path: chatAssistantSessionPath(CHAT_ASSISTANT_PRODUCT, category, sessionId),
    headers: bearer(token),
  });

export const clearAssistantHistory = ({ token, category, sessionId }: SessionCall) =>
  request<ChatAssistantHistory>({
    method: 'DELETE',
    path: chatAssistantSessionPath(CHAT_ASSISTANT_PRODUCT, category, sessionId),
    headers: bearer(token),
  });

export const saveAssistantSession = ({
  exerciseId,
  sessionId,
}: {
  exerciseId: string;
  sessionId: string;
}) =>
  http.post<SetAiAssistantSessionResponse>(SET_AI_ASSISTANT_SESSION_PATH, {
    exerciseId,
    session_id: sessionId,
  });

/** A question the API refused (or could not be sent): status 0 when it was not reached. */
export class AssistantCallError extends Error {
  readonly status: number;
  readonly resetsAt: string | null;

  constructor({ status, detail, resetsAt }: { status: number; detail: string; resetsAt?: string }) {
    super(detail);
    this.name = 'AssistantCallError';
    this.status = status;
    this.resetsAt = resetsAt ?? null;
  }
}

const readRefusal = async (response: Response): Promise<AssistantCallError> => {
  const body = (await response.json().catch(() => null)) as Partial<ChatAssistantError> | null;
  return new AssistantCallError({
    status: response.status,
    detail: body?.detail ?? body?.message ?? UNEXPECTED_ERROR_MESSAGE,
    ...(body?.resetsAt ? { resetsAt: body.resetsAt } : {}),
  });
};

/**
 * Asks the tutor and hands each streamed event to `onEvent`; resolves when the stream ends.
 * Aborting `signal` (the stop button) rejects with the AbortError.
 */
export const askAssistant = async ({
  token,
  category,
  question,
  signal,
  onEvent,
}: {
  token: string;
  category: AssistantCategory;
  question: ChatAssistantRequest;
  signal: AbortSignal;
  onEvent: (event: ChatAssistantStreamEvent) => void;
}): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(chatAssistantPath(CHAT_ASSISTANT_PRODUCT, category), {
      method: 'POST',
      // The user token is the credential: no cookie, so no CSRF check applies.
      credentials: 'omit',
      headers: {
        ...bearer(token),
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify(question),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AssistantCallError({ status: 0, detail: UNAVAILABLE_MESSAGE });
  }
  if (!response.ok || !response.body) throw await readRefusal(response);
  for await (const event of readEventStream(response.body)) onEvent(event);
};
