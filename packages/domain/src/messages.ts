// Portuguese messages of spec section 8 (error catalogue), word for word. Import them; never retype.

/** Dismissible danger toast when a service cannot be reached. */
export const UNAVAILABLE_MESSAGE = 'Indisponível, tente novamente em alguns minutos.';
/** Generic failure. */
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';

/** A correct answer (spec sections 8 and 9: worth CORRECT_ANSWER_POINTS). */
export const CORRECT_ANSWER_MESSAGE = 'Parabéns, resposta correta! + 10 pontos';
/** A wrong answer. */
export const WRONG_ANSWER_MESSAGE = 'Resposta incorreta. Tente novamente.';

/** Virtual file creation errors (spec section 5), word for word: developer errors, not UI text. */
export const VIRTUAL_FILE_ERRORS = {
  name: 'name must be a string',
  ext: 'ext must be a string',
  contents: 'contents must be a string',
} as const;
