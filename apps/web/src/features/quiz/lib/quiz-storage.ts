// What the quiz flow keeps in the tab until it is sent (sessionStorage: gone when the tab closes):
// the quiz answers, and the record's id, token and result once registered or found.
import type { QuizUserAccess } from '@escola/contracts/quiz-user-record';

const ANSWERS_KEY = 'escola:quiz:answers';
const ACCESS_KEY = 'escola:quiz:access';

const read = <Value>(key: string): Value | undefined => {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? undefined : (JSON.parse(stored) as Value);
  } catch {
    return undefined;
  }
};

const write = (key: string, value: unknown): void => {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the flow still works in this page.
  }
};

export type QuizAnswers = Record<string, string>;

export const readQuizAnswers = (): QuizAnswers => read<QuizAnswers>(ANSWERS_KEY) ?? {};
export const saveQuizAnswers = (answers: QuizAnswers): void => write(ANSWERS_KEY, answers);

export const readQuizAccess = (): QuizUserAccess | undefined => read<QuizUserAccess>(ACCESS_KEY);
export const saveQuizAccess = (access: QuizUserAccess): void => write(ACCESS_KEY, access);

/** After the account is made (or the person leaves), nothing of the record stays in the tab. */
export const clearQuizStorage = (): void => {
  sessionStorage.removeItem(ANSWERS_KEY);
  sessionStorage.removeItem(ACCESS_KEY);
};
