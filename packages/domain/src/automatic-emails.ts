// Automatic e-mails (issue 20, decision 046): the ones the platform sends on an account event. Their
// subject and body (Markdown) live in the `automatic_emails` table, editable by admins; what each
// one is, the variables it may use and the ones it must contain are defined here, once, for the
// API (validation and sending) and the admin page.
export const AUTOMATIC_EMAIL_IDS = [
  'verification',
  'verification-email-change',
  'verification-resend',
  'password-recovery',
  'email-changed-notice',
  'mundo-tech-welcome',
  'account-deletion-requested',
  'account-deleted',
] as const;
export type AutomaticEmailId = (typeof AUTOMATIC_EMAIL_IDS)[number];

export const isAutomaticEmailId = (value: string): value is AutomaticEmailId =>
  (AUTOMATIC_EMAIL_IDS as readonly string[]).includes(value);

/** What each variable stands for, shown next to the editor. */
export const AUTOMATIC_EMAIL_VARIABLE_DESCRIPTIONS = {
  nome: 'nome da pessoa (o usuário, se ela não informou o nome)',
  link: 'o link da ação do e-mail',
  novo_email: 'o novo endereço de e-mail da conta',
  usuario: 'o nome de usuário da conta',
  dias: 'quantos dias faltam para a exclusão',
  data_exclusao: 'a data da exclusão (dd/mm/aaaa)',
  data_pedido: 'a data em que a exclusão foi pedida (dd/mm/aaaa)',
} as const;
export type AutomaticEmailVariable = keyof typeof AUTOMATIC_EMAIL_VARIABLE_DESCRIPTIONS;

export type AutomaticEmailDefinition = {
  /** The admin page's label. */
  name: string;
  /** When the platform sends it. */
  description: string;
  variables: readonly AutomaticEmailVariable[];
  /** Variables the body must contain: without them the e-mail is useless (a link to confirm…). */
  requiredVariables: readonly AutomaticEmailVariable[];
};

const WITH_LINK = { variables: ['nome', 'link'], requiredVariables: ['link'] } as const;

export const AUTOMATIC_EMAILS: Record<AutomaticEmailId, AutomaticEmailDefinition> = {
  verification: {
    name: 'Confirmação de e-mail (cadastro)',
    description: 'Enviado ao criar a conta, com o link para confirmar o e-mail (vale 24 horas).',
    ...WITH_LINK,
  },
  'verification-email-change': {
    name: 'Confirmação do novo e-mail',
    description:
      'Enviado ao novo endereço quando a pessoa troca o e-mail, com o link para confirmá-lo.',
    ...WITH_LINK,
  },
  'verification-resend': {
    name: 'Novo link de confirmação',
    description: 'Enviado quando a pessoa pede outro link de confirmação do e-mail.',
    ...WITH_LINK,
  },
  'password-recovery': {
    name: 'Recuperação de senha',
    description: 'Enviado em "Esqueci minha senha", com o link para criar uma nova (vale 1 hora).',
    ...WITH_LINK,
  },
  'email-changed-notice': {
    name: 'Aviso de troca de e-mail',
    description: 'Enviado ao endereço antigo quando o e-mail da conta é trocado.',
    variables: ['nome', 'novo_email'],
    requiredVariables: ['novo_email'],
  },
  'mundo-tech-welcome': {
    name: 'Boas-vindas do Mundo Tech',
    description: 'Enviado uma vez, quando a pessoa conclui o desafio Mundo Tech.',
    variables: ['nome', 'link'],
    requiredVariables: [],
  },
  'account-deletion-requested': {
    name: 'Pedido de exclusão da conta',
    description:
      'Enviado quando a pessoa pede a exclusão da conta: quando ela ocorre e como cancelar.',
    variables: ['nome', 'link', 'dias', 'data_exclusao'],
    requiredVariables: ['link'],
  },
  'account-deleted': {
    name: 'Conta excluída',
    description: 'Enviado quando a conta é excluída, ao fim do prazo do pedido.',
    variables: ['nome', 'usuario', 'data_pedido'],
    requiredVariables: [],
  },
};

/** The values an e-mail is sent with (the API fills the ones its e-mail may use). */
export type AutomaticEmailValues = Partial<Record<AutomaticEmailVariable, string>>;

/** `{{nome}}` is the name, else the username: never "Olá, !". */
export const recipientNameOf = ({ name, username }: { name: string; username: string }): string =>
  name.trim() || username;
