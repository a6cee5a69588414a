// Portuguese messages of docs/product/ (error catalogue), word for word. Import them; never retype.

/** Dismissible danger toast when a service cannot be reached. */
export const UNAVAILABLE_MESSAGE = 'Indisponível, tente novamente em alguns minutos.';
/** Generic failure. */
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';

/** A correct answer (docs/product/workspace.md: worth CORRECT_ANSWER_POINTS). */
export const CORRECT_ANSWER_MESSAGE = 'Parabéns, resposta correta! + 10 pontos';
/** A wrong answer. */
export const WRONG_ANSWER_MESSAGE = 'Resposta incorreta. Tente novamente.';

/**
 * Virtual file creation errors (docs/product/workspace.md), word for word: developer errors, not UI
 * text.
 */
export const VIRTUAL_FILE_ERRORS = {
  name: 'name must be a string',
  ext: 'ext must be a string',
  contents: 'contents must be a string',
} as const;

// Accounts blocked by inactivity and the has-password look-up (issue 4, decision 012).
/** A blocked account met anywhere but sign-in; leads to /unlock-account. */
export const BLOCKED_BY_INACTIVITY_MESSAGE = 'Usuário bloqueado por inatividade';
/** The sign-in warning of a blocked account; the page then goes to /unlock-account. */
export const BLOCKED_BY_INACTIVITY_AT_SIGN_IN_MESSAGE =
  'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.';
/** GET /api/users/has-password failure (status 500, success false). */
export const HAS_PASSWORD_ERROR_MESSAGE = 'Erro ao verificar senha';

// Account deletion status and revert (issue 4, decision 011): the web shows them when the call fails.
/** GET /account/user-deleted failed (docs/product/accounts.md, typo included). */
export const ACCOUNT_DELETION_STATUS_ERROR_MESSAGE =
  'Erro ao verfíficar se conta foi solicitada a exclusão!';
/** POST /account/revert-delete failed (docs/product/accounts.md). */
export const REVERT_ACCOUNT_DELETION_ERROR_MESSAGE = 'Erro ao reverter exclusão da conta!';

/** What the challenge console says while a run is on (docs/product/workspace.md), word for word. */
export const RUNNING_TESTS_MESSAGE = 'running tests';

// The placement test (docs/product/national-programme.md, issue 16), word for word.
/** GET /placement-test/questions failed: the web shows it. */
export const PLACEMENT_TEST_QUESTIONS_ERROR_MESSAGE =
  'Falha ao trazer teste de nivelamento. Tente novamente mais tarde.';
/** POST /placement-test/correction failed: the web shows it. */
export const PLACEMENT_TEST_CORRECTION_ERROR_MESSAGE =
  'Falha ao enviar teste de nivelamento para correção. Tente novamente mais tarde.';
/** POST /placement-test/correction graded the attempt: the API answers it. */
export const PLACEMENT_TEST_CORRECTION_SUCCESS_MESSAGE =
  'Teste de nivelamento enviado com sucesso!';

// Flash keys of the national registration (docs/product/national-programme.md names the keys only;
// issue 17 writes the texts): the quiz registration answers them, the web shows them as they come.
/** [invalid-cpf] */
export const INVALID_CPF_MESSAGE = 'CPF inválido. Confira os 11 dígitos e tente novamente.';
/** [invalid-phone] */
export const INVALID_PHONE_MESSAGE =
  'Telefone inválido. Informe o DDD e o número, por exemplo (11) 98765-4321; um celular tem 9 dígitos e começa com 9.';
/** [address-is-required] */
export const ADDRESS_IS_REQUIRED_MESSAGE =
  'Informe o endereço completo: CEP, rua, número, bairro, cidade e estado.';
/** [name-is-required] */
export const NAME_IS_REQUIRED_MESSAGE = 'Informe o seu nome completo.';
/** [invalid-form-field] */
export const INVALID_FORM_FIELD_MESSAGE =
  'Há um campo inválido no formulário. Confira os dados destacados e tente novamente.';

// Enrolment and payment of the national programme (issue 17).
/**
 * PUT /nacional/complete-register failed: the web shows it (docs/product/national-programme.md,
 * word for word).
 */
export const NATIONAL_REGISTER_UPDATE_ERROR_MESSAGE = 'Erro ao atualizar o registro nacional.';
/** [payment-not-confirm] The provider did not confirm the payment; its page opens in a new tab. */
export const PAYMENT_NOT_CONFIRMED_MESSAGE =
  'Ainda não encontramos a confirmação do seu pagamento. Abrimos a página de pagamento em uma nova aba: se você já pagou, aguarde alguns minutos e verifique de novo.';

// ── Admin area (docs/product/admin.md; issue 18) ─────────────────────────────────────────────────
/** Default for failed user edits and class-group operations. */
export const EDIT_USER_ERROR_MESSAGE = 'Erro ao editar usuário.';
export const MOVE_USERS_ERROR_MESSAGE = 'Erro ao mover usuários.';
export const MOVE_USERS_UNEXPECTED_ERROR_MESSAGE =
  'Ocorreu um erro inesperado ao mover usuários. Tente novamente.';
export const EXPORT_SPREADSHEET_ERROR_MESSAGE = 'Erro ao exportar planilha';
/** Class group create/edit without any associated content item (docs/product/admin.md). */
export const CLASS_GROUP_CONTENT_REQUIRED_MESSAGES = {
  create: 'É preciso escolher pelo menos um item do conteúdo associado para cadastrar uma turma',
  edit: 'É preciso escolher pelo menos um item do conteúdo associado para editar uma turma',
} as const;
/** Moving users with an empty target panel (docs/product/admin.md). */
export const MOVE_USERS_TARGET_REQUIRED_MESSAGE =
  'É preciso adicionar usuários ao painel de destino!';

// Products and the sales system (docs/product/admin.md, issue 19), word for word.
/** GET /api/products failed: the web shows it. */
export const PRODUCTS_FETCH_ERROR_MESSAGE = 'Falha ao buscar produtos';
/** POST /api/product/link-product failed: the web shows it. */
export const LINK_PRODUCT_ERROR_MESSAGE = 'Falha ao atualizar o produto vinculado';
/** POST /api/product/sync-sgn failed (the sales system down, slow or answering nonsense). */
export const SYNC_PRODUCTS_ERROR_MESSAGE = 'Falha ao sincronizar produtos';
