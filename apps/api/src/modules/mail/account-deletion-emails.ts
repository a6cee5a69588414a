// The two e-mails of account deletion (decision 011): the notice when the learner asks (when the
// account goes and how to cancel) and the confirmation when the job has deleted it.
import { getZonedDateParts } from '@escola/domain/zoned-date';
import { escapeHtml, htmlButton, htmlLayout, type MailContent } from './mail-content';

export const ACCOUNT_DELETION_REQUESTED_SUBJECT = 'Pedido de exclusão da sua conta';
export const ACCOUNT_DELETED_SUBJECT = 'Sua conta foi excluída';

/** dd/MM/yyyy in the school's time zone. */
const formatDate = (date: Date): string => {
  const { day, month, year } = getZonedDateParts({ date });
  return `${day}/${month}/${year}`;
};

const greetingOf = (name: string) => (name.trim() === '' ? 'Olá!' : `Olá, ${name.trim()}!`);

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`);

export const accountDeletionRequestedEmail = ({
  name,
  graceDays,
  deletionDate,
  settingsLink,
}: {
  name: string;
  graceDays: number;
  deletionDate: Date;
  settingsLink: string;
}): MailContent => {
  const greeting = greetingOf(name);
  const notice = `Recebemos o pedido de exclusão da sua conta na Escola de Código. Ela será excluída em ${graceDays} dias, em ${formatDate(deletionDate)}, com o seu progresso, certificados e dados pessoais.`;
  const revert =
    'Mudou de ideia? Até lá, entre na sua conta e, em "Minha conta", use o botão "Cancelar exclusão":';
  const notYou =
    'Se não foi você quem pediu, entre na sua conta, cancele a exclusão e troque a sua senha. As outras sessões da conta foram encerradas.';
  return {
    subject: ACCOUNT_DELETION_REQUESTED_SUBJECT,
    text: [greeting, '', notice, '', revert, settingsLink, '', notYou].join('\n'),
    html: htmlLayout({
      title: ACCOUNT_DELETION_REQUESTED_SUBJECT,
      body: [
        ...paragraphs([greeting, notice, revert]),
        htmlButton({ href: settingsLink, label: 'Abrir Minha conta' }),
        `<p>${escapeHtml(settingsLink)}</p>`,
        ...paragraphs([notYou]),
      ].join('\n'),
    }),
  };
};

export const accountDeletedEmail = ({
  name,
  username,
  requestedAt,
}: {
  name: string;
  username: string;
  requestedAt: Date | null;
}): MailContent => {
  const greeting = greetingOf(name);
  const asked = requestedAt ? `Como você pediu em ${formatDate(requestedAt)}, a` : 'A';
  const done = `${asked} sua conta na Escola de Código (usuário ${username}) foi excluída, com o seu progresso, certificados e dados pessoais.`;
  const kept =
    'Guardamos apenas um registro da exclusão (nome, e-mail, usuário e datas), para responder se você perguntar por ela.';
  const back = 'Se quiser voltar a estudar, é só criar uma nova conta. Até breve!';
  return {
    subject: ACCOUNT_DELETED_SUBJECT,
    text: [greeting, '', done, '', kept, '', back].join('\n'),
    html: htmlLayout({
      title: ACCOUNT_DELETED_SUBJECT,
      body: paragraphs([greeting, done, kept, back]).join('\n'),
    }),
  };
};
