// The chat assistant's state (spec: sessionId, typing, history of human/ai turns, isOpen,
// modalDeleteHistory, error, additionalContext). Here: the conversation and what is happening to
// it. `isOpen` is the workspace's (its open button must work before this code has loaded) and the
// delete-history modal is the one modal manager's, so neither is kept twice.
import type { ChatAssistantRequest, ChatTurn } from '@escola/contracts/chat-assistant';

export type AssistantContext = ChatAssistantRequest['additional_context'];

/** Why the last question got no (complete) answer. */
export type AssistantProblem =
  /** The model or the API failed: the detail, and the question to ask again. */
  | { kind: 'failed'; detail: string; question: string }
  /** The day's budget is spent: answers come back at `resetsAt`. */
  | { kind: 'budget'; resetsAt: string }
  /** The user token was revoked: the assistant must be activated again. */
  | { kind: 'unauthorized' };

export type AssistantState = {
  sessionId: string | null;
  typing: boolean;
  history: ChatTurn[];
  error: AssistantProblem | null;
  /** The context sent with the last question (code and failing tests of that moment). */
  additionalContext: AssistantContext | null;
  /** The saved conversation is being read. */
  loadingHistory: boolean;
};

export type AssistantAction =
  | { type: 'historyRequested' }
  | { type: 'historyLoaded'; sessionId: string; history: ChatTurn[] }
  | { type: 'historyFailed'; problem: AssistantProblem }
  | { type: 'asked'; question: string; context: AssistantContext }
  | { type: 'sessionStarted'; sessionId: string }
  | { type: 'answerPiece'; content: string }
  | { type: 'answered' }
  | { type: 'stopped' }
  | { type: 'answerFailed'; problem: AssistantProblem }
  | { type: 'historyCleared' }
  | { type: 'reactivated' };

export const initialAssistantState = (sessionId: string | null): AssistantState => ({
  sessionId,
  typing: false,
  history: [],
  error: null,
  additionalContext: null,
  loadingHistory: false,
});

/** The history without the question being answered and its (partial) answer. */
const withoutPendingTurns = (history: ChatTurn[]) => history.slice(0, -2);

export const assistantReducer = (
  state: AssistantState,
  action: AssistantAction,
): AssistantState => {
  switch (action.type) {
    case 'historyRequested':
      return { ...state, loadingHistory: true };
    case 'historyLoaded':
      return {
        ...state,
        loadingHistory: false,
        sessionId: action.sessionId,
        history: action.history,
      };
    case 'historyFailed':
      return { ...state, loadingHistory: false, error: action.problem };
    case 'asked':
      return {
        ...state,
        typing: true,
        error: null,
        additionalContext: action.context,
        history: [
          ...state.history,
          { type: 'human', content: action.question },
          { type: 'ai', content: '' },
        ],
      };
    case 'sessionStarted':
      return { ...state, sessionId: action.sessionId };
    case 'answerPiece': {
      const last = state.history.at(-1);
      if (!state.typing || last?.type !== 'ai') return state;
      return {
        ...state,
        history: [
          ...state.history.slice(0, -1),
          { ...last, content: last.content + action.content },
        ],
      };
    }
    case 'answered':
      return { ...state, typing: false };
    case 'stopped': {
      // A stopped answer keeps what came; one that had not started leaves nothing behind.
      const answeredSomething = (state.history.at(-1)?.content ?? '') !== '';
      return {
        ...state,
        typing: false,
        history: answeredSomething ? state.history : withoutPendingTurns(state.history),
      };
    }
    case 'answerFailed':
      // The API keeps no failed question: the panel shows it in the error, to ask again.
      return {
        ...state,
        typing: false,
        error: action.problem,
        history: state.typing ? withoutPendingTurns(state.history) : state.history,
      };
    case 'historyCleared':
      return { ...state, history: [], error: null };
    case 'reactivated':
      return { ...state, error: null };
  }
};
