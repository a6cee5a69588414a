// The pages of the public quiz flow (docs/product/national-programme.md).
export const QUIZ_PATH = '/quiz';
export const NATIONAL_FORM_PATH = '/register/national-form';
export const QUIZ_RESULT_PATH = '/quiz/result';
export const QUIZ_PASSWORD_PATH = '/quiz/password';
export const SIGN_IN_PATH = '/sign-in';
