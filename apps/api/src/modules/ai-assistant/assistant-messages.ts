// The AI assistant's Portuguese messages (issue 21): what the panel shows for each refusal and
// for each way the model server can fail.
import type { AssistantModelErrorKind } from './model-client';

export const ASSISTANT_MESSAGES = {
  notConfigured: 'O assistente de IA não está configurado nesta escola.',
  tokenRequired:
    'O assistente precisa do seu token de usuário. Ative o assistente de novo no painel.',
  tooManyQuestions: 'Muitas perguntas seguidas. Espere um minuto e pergunte de novo.',
  dailyBudgetReached: 'Você atingiu o limite diário do assistente.',
  conversationNotFound: 'Conversa não encontrada.',
  exerciseNotFound: 'Desafio não encontrado.',
  categoryMismatch: 'A categoria não corresponde à trilha deste desafio.',
  curriculumUnavailable: 'O currículo não está disponível agora. Tente de novo em instantes.',
} as const;

/** What the panel's error state says for each failure of the model server. */
export const MODEL_ERROR_MESSAGES: Record<AssistantModelErrorKind, string> = {
  unavailable: 'O assistente não está disponível agora. Tente de novo em instantes.',
  refused: 'O assistente não conseguiu responder. Tente de novo.',
  timeout: 'O assistente demorou demais para responder. Tente de novo.',
  dropped: 'A resposta do assistente foi interrompida. Tente de novo.',
  stopped: 'Resposta interrompida.',
};
