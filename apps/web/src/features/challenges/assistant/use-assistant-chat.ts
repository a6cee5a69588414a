// The assistant's conversation for one challenge: reads the saved one when the panel first opens,
// asks (streaming the answer into the last ai turn), stops, asks the failed question again,
// clears the history and activates the assistant (creates the user token, never silently). A new
// conversation is kept on the account (set-session) after its first answer, and the cached
// session user learns of it, so a reload finds it.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@escola/contracts/get-session-user';
import type { AssistantCategory } from '@escola/domain/ai-assistant';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { createUserToken } from '../../../lib/user-token';
import {
  AssistantCallError,
  askAssistant,
  clearAssistantHistory,
  getAssistantHistory,
  getAssistantStatus,
  saveAssistantSession,
} from './assistant-calls';
import {
  assistantReducer,
  initialAssistantState,
  type AssistantContext,
  type AssistantProblem,
} from './assistant-state';

const problemOf = (error: unknown, question: string): AssistantProblem => {
  if (error instanceof AssistantCallError || error instanceof HttpError) {
    if (error.status === 401) return { kind: 'unauthorized' };
    if (error instanceof AssistantCallError && error.status === 429 && error.resetsAt)
      return { kind: 'budget', resetsAt: error.resetsAt };
    return { kind: 'failed', detail: error.message, question };
  }
  return { kind: 'failed', detail: UNEXPECTED_ERROR_MESSAGE, question };
};

/** The stop button (or leaving the page) aborted the call. */
const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

export const useAssistantChat = ({
  user,
  exerciseId,
  category,
  readContext,
}: {
  user: SessionUser;
  exerciseId: string;
  category: AssistantCategory;
  /** The editor's code and the failing tests as they are when a question is sent. */
  readContext: () => Omit<AssistantContext, 'exerciseId'>;
}) => {
  const { t } = useTranslation('challenges');
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const token = user.userToken;
  const savedSessionId =
    user.aiAssistantSessions.find((session) => session.exerciseId === exerciseId)?.sessionId ??
    null;
  const [state, dispatch] = useReducer(assistantReducer, savedSessionId, initialAssistantState);
  const controllerRef = useRef<AbortController | null>(null);
  const status = useQuery({
    queryKey: ['chat-assistant-status', token],
    queryFn: () => getAssistantStatus(token),
  });
  const configured = status.data?.configured === true;
  // A revoked token: the status (or any call) answers 401 and the activation shows again.
  const unauthorized =
    state.error?.kind === 'unauthorized' ||
    (status.error instanceof HttpError && status.error.status === 401);

  // The saved conversation, read once (a 404 — gone from the server — is an empty one).
  const historyRead = useRef(false);
  useEffect(() => {
    if (!configured || !token || !savedSessionId || historyRead.current) return;
    historyRead.current = true;
    dispatch({ type: 'historyRequested' });
    getAssistantHistory({ token, category, sessionId: savedSessionId }).then(
      ({ session_id, history }) =>
        dispatch({ type: 'historyLoaded', sessionId: session_id, history }),
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404)
          dispatch({ type: 'historyLoaded', sessionId: savedSessionId, history: [] });
        else dispatch({ type: 'historyFailed', problem: problemOf(error, '') });
      },
    );
  }, [configured, token, savedSessionId, category]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const keepSession = useCallback(
    async (sessionId: string) => {
      const { aiAssistantSessions } = await saveAssistantSession({ exerciseId, sessionId });
      queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, (previous) =>
        previous ? { ...previous, aiAssistantSessions } : previous,
      );
    },
    [exerciseId, queryClient],
  );

  const ask = useCallback(
    async (question: string) => {
      if (!token || controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      // The conversation is this panel's now: a saved one read later would overwrite it.
      historyRead.current = true;
      const context = { exerciseId, ...readContext() };
      const startedWith = state.sessionId;
      let newSession: string | null = null;
      let finished = false;
      dispatch({ type: 'asked', question, context });
      try {
        await askAssistant({
          token,
          category,
          question: { input: question, session_id: startedWith, additional_context: context },
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === 'session') {
              if (!startedWith) newSession = event.session_id;
              dispatch({ type: 'sessionStarted', sessionId: event.session_id });
            } else if (event.type === 'delta') {
              dispatch({ type: 'answerPiece', content: event.content });
            } else if (event.type === 'done') {
              finished = true;
              dispatch({ type: 'answered' });
            } else {
              finished = true;
              dispatch({
                type: 'answerFailed',
                problem: { kind: 'failed', detail: event.detail, question },
              });
            }
          },
        });
        if (!finished)
          dispatch({
            type: 'answerFailed',
            problem: { kind: 'failed', detail: t('assistant.dropped'), question },
          });
      } catch (error) {
        if (isAbort(error)) dispatch({ type: 'stopped' });
        else dispatch({ type: 'answerFailed', problem: problemOf(error, question) });
      } finally {
        controllerRef.current = null;
      }
      // Kept on the account once it has an answer, so the next visit finds it.
      if (newSession && finished) await keepSession(newSession).catch(() => undefined);
    },
    [token, exerciseId, readContext, state.sessionId, category, t, keepSession],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const retry = useCallback(() => {
    if (state.error?.kind === 'failed') void ask(state.error.question);
  }, [ask, state.error]);

  const clear = useCallback(async () => {
    if (!token || !state.sessionId) return;
    try {
      await clearAssistantHistory({ token, category, sessionId: state.sessionId });
      dispatch({ type: 'historyCleared' });
    } catch (error) {
      const problem = problemOf(error, '');
      if (problem.kind === 'failed') showFlash({ type: 'danger', message: problem.detail });
      else dispatch({ type: 'answerFailed', problem });
    }
  }, [token, category, state.sessionId, showFlash]);

  const activate = useCallback(async () => {
    try {
      await createUserToken();
      dispatch({ type: 'reactivated' });
      historyRead.current = false;
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    } catch (error) {
      showFlash(
        error instanceof HttpError
          ? error.flash
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      );
    }
  }, [queryClient, showFlash]);

  return { state, status, configured, unauthorized, token, ask, stop, retry, clear, activate };
};
