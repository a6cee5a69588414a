// The AI assistant's paths and limits (issue 21), apart from their zod schemas (chat-assistant.ts):
// the web imports these values, and a value imported from a schema module brings the whole of zod
// (25 KB gzip) with it.
export const CHAT_ASSISTANT_ROUTE = '/chat-assistant/:product/:category';
export const CHAT_ASSISTANT_SESSION_ROUTE = '/chat-assistant/:product/:category/session/:sessionId';
export const CHAT_ASSISTANT_STATUS_PATH = '/chat-assistant/status';
export const SET_AI_ASSISTANT_SESSION_PATH = '/api/ai-assistant/set-session';

/** The product segment the web sends: the school itself. */
export const CHAT_ASSISTANT_PRODUCT = 'escola-de-codigo';

export const chatAssistantPath = (product: string, category: string) =>
  `/chat-assistant/${encodeURIComponent(product)}/${encodeURIComponent(category)}`;
export const chatAssistantSessionPath = (product: string, category: string, sessionId: string) =>
  `${chatAssistantPath(product, category)}/session/${encodeURIComponent(sessionId)}`;

/** A learner's question: at most this many characters. */
export const CHAT_ASSISTANT_INPUT_MAX = 2_000;
/** The editor's files as sent for context (the API keeps the last 6,000 characters). */
export const CHAT_ASSISTANT_CODE_MAX = 50_000;
export const CHAT_ASSISTANT_FAILING_TESTS_MAX = 20;
export const CHAT_ASSISTANT_DESCRIPTION_MAX = 20_000;
