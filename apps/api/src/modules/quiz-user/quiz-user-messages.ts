// Portuguese messages of the quiz user calls (issue 17). The flash keys of the national form
// (invalid-cpf, invalid-phone, address-is-required, name-is-required, invalid-form-field) keep
// their texts in @escola/domain/messages and come through parseQuizUserRecord.

export const QUIZ_USER_MESSAGES = {
  /** find-quiz-user: the same answer whichever half of the pair is wrong. */
  notFound: 'Não encontramos um cadastro com esse e-mail e CPF.',
  cpfAlreadyRegistered:
    'Este CPF já está cadastrado no Programa Nacional. Use "Já respondi o quiz" com o seu e-mail e CPF para continuar.',
  forbidden:
    'Não foi possível abrir este cadastro. Use "Já respondi o quiz" com o seu e-mail e CPF para continuar.',
  recordGone: 'Este cadastro não existe mais. Faça o quiz novamente.',
  incompleteAnswers: 'Responda todas as perguntas do quiz antes de continuar.',
  resultMissing: 'Responda o quiz antes de criar a sua senha.',
  alreadyLinked: 'Este cadastro já tem uma conta. Entre com o seu e-mail e a sua senha.',
  accountExists:
    'Já existe uma conta com este e-mail ou CPF. Entre com o seu e-mail e a sua senha, ou recupere a senha.',
  tooManyRegistrations: 'Muitos cadastros a partir desta rede. Aguarde um pouco e tente novamente.',
  tooManySearches: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  receiveEmailsOff: 'Pronto: você não vai mais receber nossos e-mails.',
  receiveEmailsOn: 'Pronto: você vai receber nossos e-mails.',
  accountCreated: 'Conta criada! Bem-vindo(a) ao Programa Nacional.',
} as const;
