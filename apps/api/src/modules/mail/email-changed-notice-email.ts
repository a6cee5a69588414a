// The notice sent to the OLD address after an e-mail change: what happened and what to do when it
// was not the account's owner (a recovery link would go to the new address, so: support).
import { escapeHtml, htmlLayout, type MailContent } from './mail-content';

export const EMAIL_CHANGED_NOTICE_SUBJECT = 'Seu e-mail foi alterado';

export const emailChangedNoticeEmail = ({
  name,
  newEmail,
}: {
  name: string;
  newEmail: string;
}): MailContent => {
  const greeting = name === '' ? 'Olá!' : `Olá, ${name}!`;
  const changed = `O e-mail da sua conta na Escola de Código foi alterado para ${newEmail}. A partir de agora, entre com o novo endereço.`;
  const notYou =
    'Se não foi você, sua conta pode estar em risco: fale imediatamente com a equipe de suporte da Escola de Código, que pode devolver o acesso a você.';
  return {
    subject: EMAIL_CHANGED_NOTICE_SUBJECT,
    text: [greeting, '', changed, '', notYou].join('\n'),
    html: htmlLayout({
      title: EMAIL_CHANGED_NOTICE_SUBJECT,
      body: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(changed)}</p>`,
        `<p>${escapeHtml(notYou)}</p>`,
      ].join('\n'),
    }),
  };
};
